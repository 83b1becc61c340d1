/// The operators of the `compare` rule.
public enum ComparisonOperator: String, Sendable, CaseIterable {
    /// `==`: the values are equal.
    case equal = "=="
    /// `!=`: the values differ.
    case notEqual = "!="
    /// `>`: the value is greater.
    case greater = ">"
    /// `>=`: the value is greater or equal.
    case greaterOrEqual = ">="
    /// `<`: the value is less.
    case less = "<"
    /// `<=`: the value is less or equal.
    case lessOrEqual = "<="

    /// The operator's name, as message catalogs choose a text by it (`{comparison, select,
    /// greater {…} other {…}}`): `equal`, `notEqual`, `greater`, `greaterOrEqual`, `less`,
    /// `lessOrEqual`.
    public var name: String {
        switch self {
        case .equal: "equal"
        case .notEqual: "notEqual"
        case .greater: "greater"
        case .greaterOrEqual: "greaterOrEqual"
        case .less: "less"
        case .lessOrEqual: "lessOrEqual"
        }
    }

    /// The words used in messages: "must be greater than '100'".
    public var relation: String {
        switch self {
        case .equal: "equal to"
        case .notEqual: "not equal to"
        case .greater: "greater than"
        case .greaterOrEqual: "greater than or equal to"
        case .less: "less than"
        case .lessOrEqual: "less than or equal to"
        }
    }

    func holds(_ order: ComparisonResult) -> Bool {
        switch self {
        case .equal: order == .orderedSame
        case .notEqual: order != .orderedSame
        case .greater: order == .orderedDescending
        case .greaterOrEqual: order != .orderedAscending
        case .less: order == .orderedAscending
        case .lessOrEqual: order != .orderedDescending
        }
    }
}

import Foundation
