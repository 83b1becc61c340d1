/// A clause of the strategy contract that a strategy broke, on an input: what
/// ``StrategyContract/violations(of:cases:in:)`` reports.
///
/// Its description is one line for a test's failure message:
/// `'evenId' breaks answersAsExpected on ["id": 3]: answered valid where invalid was expected`.
public struct StrategyContractViolation: Sendable, Hashable, CustomStringConvertible {
    /// The clause broken.
    public let clause: Clause
    /// The name of the strategy that broke it.
    public let strategy: String
    /// The input it was broken on, as the case labels it; `nil` for a clause about the strategy
    /// itself (``Clause/hasName``).
    public let input: String?
    /// What happened instead, in words.
    public let detail: String

    /// Creates a violation.
    init(_ clause: Clause, strategy: String, input: String?, detail: String) {
        self.clause = clause
        self.strategy = strategy
        self.input = input
        self.detail = detail
    }

    /// `'NAME' breaks CLAUSE on INPUT: DETAIL` (without ` on INPUT` when there is no input).
    public var description: String {
        "'\(strategy)' breaks \(clause)\(input.map { " on \($0)" } ?? ""): \(detail)"
    }
}
