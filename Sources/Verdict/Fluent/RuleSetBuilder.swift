import Foundation

/// Builds the chains of a ``RuleSet``.
@resultBuilder
public enum RuleSetBuilder {
    public static func buildExpression(_ chain: Validate) -> [Validate] { [chain] }
    public static func buildExpression(_ chains: [Validate]) -> [Validate] { chains }
    public static func buildBlock(_ parts: [Validate]...) -> [Validate] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Validate]?) -> [Validate] { part ?? [] }
    public static func buildEither(first: [Validate]) -> [Validate] { first }
    public static func buildEither(second: [Validate]) -> [Validate] { second }
    public static func buildArray(_ parts: [[Validate]]) -> [Validate] { parts.flatMap { $0 } }
}
