import Foundation

/// Builds the chains of a ``RuleSet``.
@resultBuilder
public enum RuleSetBuilder {
    /// One chain, `Validate("title").required()`.
    public static func buildExpression(_ chain: Validate) -> [Validate] { [chain] }
    /// Several chains at once, such as an array built in a function.
    public static func buildExpression(_ chains: [Validate]) -> [Validate] { chains }
    /// The chains of a block, in order.
    public static func buildBlock(_ parts: [Validate]...) -> [Validate] { parts.flatMap { $0 } }
    /// The chains of an `if` without `else`; none when its condition is false.
    public static func buildOptional(_ part: [Validate]?) -> [Validate] { part ?? [] }
    /// The chains of an `if`'s first branch.
    public static func buildEither(first: [Validate]) -> [Validate] { first }
    /// The chains of an `if`'s `else` branch.
    public static func buildEither(second: [Validate]) -> [Validate] { second }
    /// The chains of a `for` loop, in order.
    public static func buildArray(_ parts: [[Validate]]) -> [Validate] { parts.flatMap { $0 } }
}
