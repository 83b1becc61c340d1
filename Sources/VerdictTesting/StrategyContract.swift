public import Verdict

/// The contract every `ValidationStrategy` keeps, Swift or Lua, as a check that authors of
/// strategies run on their own.
///
/// A strategy is one step of a `ValidationService` chain; the chain relies on each step to keep
/// these clauses (``StrategyContractViolation/Clause`` names each):
///
/// 1. It has a name, not empty: explanations and listings show it, and a decision names it.
/// 2. It answers each input as the case says it should (`evaluate(_:in:)`).
/// 3. A `valid` or `invalid` answer decides: a service asks no strategy after it.
/// 4. An `unknown` answer decides nothing: a service asks the next strategy.
/// 5. A strategy that cannot run throws, never answers; the service hands the error on as a
///    `StrategyError` naming the strategy and asks no strategy after it.
/// 6. Its `constantResult`, when it has one, is its answer to every input.
/// 7. On a JSON record (`InputRecord`), a service deciding the record as a record decides as it does
///    for the record as an object; for Verdict's own `rules` strategy, whose screen reads the
///    record's text, the screen settles the answer its evaluation gives or leaves it to the
///    screened evaluation.
///
/// Clauses 3 and 4 are checked in a chain of the strategy and a strategy after it that answers
/// otherwise, for each input; clause 7 only for inputs that are JSON records.
///
/// The check belongs to no test framework: it returns what it found, and a test asserts that the
/// list is empty with the framework it uses. With Swift Testing:
///
/// ```swift
/// import Testing
/// import Verdict
/// import VerdictTesting
///
/// @Test func evenIdKeepsTheContract() {
///     let violations = StrategyContract.violations(
///         of: EvenIdStrategy(),
///         cases: [.answers(.valid, for: ["id": 2]), .answers(.invalid, for: ["id": 3])])
///     #expect(violations.isEmpty, "\(violations)")
/// }
/// ```
///
/// With XCTest, `XCTAssertEqual(violations, [])`.
///
/// **Strategies written in Lua.** A Lua strategy — a function in a rule file's `strategies` — is
/// a `ValidationStrategy` too (`LuaStrategy`, in `VerdictLua`): load the rules directory with a
/// `RuleEngine` and check the strategies of a model, which it lists in the rule file's order. A
/// function that raises an error is a case that ``Case/fails(for:label:)``.
///
/// ```swift
/// import VerdictLua
///
/// let engine = try RuleEngine(directory: URL(fileURLWithPath: "rules"))
/// let revoked = try #require(engine.model(named: "MJUser")?.strategies[1])
/// let violations = StrategyContract.violations(
///     of: revoked,
///     cases: [.answers(.invalid, for: ["revoked": true]), .answers(.unknown, for: ["name": "Ann"])])
/// #expect(violations.isEmpty, "\(violations)")
/// ```
public enum StrategyContract {
    /// Checks every clause of the contract for a strategy on the given inputs.
    ///
    /// The name is checked once; then each case in order: the strategy's own answer, its constant
    /// answer, the decisions of a chain it starts and, for a JSON record, its screen. The chain and
    /// the screen are checked against the answer the strategy gave, so that a wrong answer counts
    /// once rather than also as a broken chain.
    /// - Parameters:
    ///   - strategy: the strategy under test; it is evaluated several times for each case.
    ///   - cases: the inputs, each with what the strategy must do with it.
    ///   - environment: the time, network state, scenario and mode every evaluation runs in.
    /// - Returns: every violation found, in the order above; empty when the strategy keeps the
    ///   contract on these inputs.
    public static func violations(
        of strategy: some ValidationStrategy, cases: [Case], in environment: StrategyEnvironment = StrategyEnvironment()
    ) -> [StrategyContractViolation] {
        var check = ContractCheck(strategy, in: environment)
        check.checkName()
        for item in cases { check.check(item) }
        return check.violations
    }

    /// Checks every clause of the contract for a strategy that must give one answer for one object.
    ///
    /// The same as ``violations(of:cases:in:)`` with the single case
    /// ``Case/answers(_:for:label:)``.
    /// - Parameters:
    ///   - strategy: the strategy under test.
    ///   - expected: the answer the strategy must give.
    ///   - object: the object it answers for.
    ///   - environment: the time, network state, scenario and mode every evaluation runs in.
    /// - Returns: every violation found; empty when the strategy keeps the contract on this input.
    public static func violations(
        of strategy: some ValidationStrategy, answering expected: StrategyResult, for object: Any,
        in environment: StrategyEnvironment = StrategyEnvironment()
    ) -> [StrategyContractViolation] {
        violations(of: strategy, cases: [.answers(expected, for: object)], in: environment)
    }
}
