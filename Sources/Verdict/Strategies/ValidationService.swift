import Foundation

/// An ordered chain of strategies (Vastra's `VSValidationService`).
///
/// Strategies are asked in order; the first `valid` or `invalid` answer decides. When none decides,
/// when the chain is empty, or when the object is `nil`, the object is invalid. A strategy that
/// throws stops the chain and the error reaches the caller.
///
/// ```swift
/// let service = ValidationService([ReachabilityStrategy(), TimestampStrategy(), DefaultStrategy()])
/// try service.isValid(user)
/// ```
public struct ValidationService: Sendable {
    /// What a service holds, behind one reference: a copy of the service costs one retain.
    private final class Parts: Sendable {
        let strategies: [any ValidationStrategy]
        let clock: @Sendable () -> Date
        let reachability: any ReachabilityProvider
        /// The chain's first strategy when its rule set has a screen and `default` comes next: a
        /// JSON record the screen clears is then valid, decided by `default`, whatever else it holds.
        let screenedLead: RulesStrategy?
        /// The screen of `screenedLead`'s rules, kept apart: reaching it through the strategy would
        /// copy the strategy's rule set on every record.
        let leadScreen: RecordScreen?
        /// The decision for every JSON record `leadScreen` clears: valid, by `default`.
        let clearedDecision: ServiceDecision?

        /// The screened lead's outcome for the chains `pending` left (`nil` without a screened lead),
        /// evaluated in place.
        func evaluateScreenedLead(_ object: Any, in environment: StrategyEnvironment, only pending: ChainSelection?)
            -> StrategyOutcome?
        {
            screenedLead?.evaluate(environment.attributes(of: object), in: environment, only: pending)
        }

        init(
            strategies: [any ValidationStrategy], clock: @escaping @Sendable () -> Date,
            reachability: any ReachabilityProvider
        ) {
            self.strategies = strategies
            self.clock = clock
            self.reachability = reachability
            if strategies.count >= 2, let lead = strategies[0] as? RulesStrategy, let screen = lead.rules.screen,
                strategies[1] is DefaultStrategy
            {
                screenedLead = lead
                leadScreen = screen
                clearedDecision = ServiceDecision(
                    isValid: true, strategy: strategies[1].name, outcome: .valid, reason: nil)
            } else {
                screenedLead = nil
                leadScreen = nil
                clearedDecision = nil
            }
        }
    }

    private let parts: Parts

    /// The strategies, in the order they are asked.
    public var strategies: [any ValidationStrategy] { parts.strategies }

    /// Creates a service.
    /// - Parameters:
    ///   - strategies: the chain, in order.
    ///   - clock: the time source (inject a fixed clock in tests).
    ///   - reachability: what the network looks like (``SystemReachability`` by default).
    public init(
        _ strategies: [any ValidationStrategy], clock: @escaping @Sendable () -> Date = { Date() },
        reachability: any ReachabilityProvider = SystemReachability()
    ) {
        parts = Parts(strategies: strategies, clock: clock, reachability: reachability)
    }

    /// Whether the object is valid.
    /// - Throws: the error of a strategy that could not run.
    public func isValid(_ object: Any?) throws -> Bool {
        try decide(object).isValid
    }

    /// Runs the chain and explains the answer: which strategy decided, and why.
    /// - Throws: the error of a strategy that could not run, wrapped with its name.
    public func decide(_ object: Any?, scenario: String? = nil) throws -> ServiceDecision {
        let environment = StrategyEnvironment(
            now: parts.clock(), isReachable: parts.reachability.isReachable, scenario: scenario)
        return try decide(object, in: environment)
    }

    /// Runs the chain in a given environment (the CLI's `--now` and `--offline`).
    public func decide(_ object: Any?, in environment: StrategyEnvironment) throws -> ServiceDecision {
        guard let object else {
            return ServiceDecision(isValid: false, strategy: nil, outcome: .invalid, reason: "no object")
        }
        return try decide(object, in: environment, screenedLead: nil)
    }

    /// Runs the chain on a JSON record, as ``decide(_:in:)-(Any?,_)`` does, screening the record
    /// once when the chain starts with screenable rules followed by `default`: a record the screen
    /// clears is valid at once, and the rules strategy runs only the chains left.
    public func decide(_ record: JSONRecord, in environment: StrategyEnvironment) throws -> ServiceDecision {
        guard let screened = screen(record, in: environment) else {
            return try decide(record, in: environment, screenedLead: nil)
        }
        return try decide(record, in: environment, screened: screened)
    }

    /// Screens a JSON record for the chain's leading rules strategy, when the chain is screenable
    /// rules then `default`; `nil` when it is not, or when the rules read another source (the
    /// environment's, not a JSON record).
    public func screen(_ record: borrowing JSONRecord, in environment: StrategyEnvironment) -> ScreenedChains? {
        guard let leadScreen = parts.leadScreen else { return nil }
        // The rules strategy reads the environment's source when there is one.
        if let source = environment.source {
            guard let json = source as? JSONRecord else { return nil }
            return ScreenedChains(
                pending: leadScreen.pendingChains(of: json, now: environment.now, scenario: environment.scenario))
        }
        return ScreenedChains(
            pending: leadScreen.pendingChains(of: record, now: environment.now, scenario: environment.scenario))
    }

    /// The decision for every JSON record the chain's screen clears (valid, by `default`); `nil`
    /// when the chain cannot be screened.
    public var clearedDecision: ServiceDecision? { parts.clearedDecision }

    /// Runs the chain on a JSON record already screened by ``screen(_:in:)`` in the same
    /// environment: a cleared record is valid by `default` at once.
    public func decide(_ record: JSONRecord, in environment: StrategyEnvironment, screened: ScreenedChains) throws
        -> ServiceDecision
    {
        if screened.clearsRecord, let clearedDecision { return clearedDecision }
        return try decide(record, in: environment, screenedLead: screened.pending)
    }

    /// The chain. `pending` is what screening the record for the chain's first strategy found:
    /// `.none` when it was not screened, `.some(nil)` when the screen could not read it (every
    /// chain runs), else the chains left to run.
    private func decide(_ object: Any, in environment: StrategyEnvironment, screenedLead pending: ChainSelection??)
        throws -> ServiceDecision
    {
        var rewrites: [String: Value] = [:]
        var remoteChecks: [RemoteCheck] = []
        let strategies = parts.strategies
        // Indexing (rather than `for strategy in`) asks each strategy in place: a copy of a rules
        // strategy would retain every part of its rule set.
        for index in strategies.indices {
            let outcome: StrategyOutcome
            do {
                if index == 0, let pending,
                    let lead = parts.evaluateScreenedLead(object, in: environment, only: pending)
                {
                    outcome = lead
                } else {
                    outcome = try strategies[index].evaluate(object, in: environment)
                }
            } catch {
                throw StrategyError(strategy: strategies[index].name, underlying: error)
            }
            if !outcome.rewrittenValues.isEmpty { rewrites.merge(outcome.rewrittenValues) { _, new in new } }
            if !outcome.remoteChecks.isEmpty { remoteChecks += outcome.remoteChecks }
            switch outcome.result {
            case .valid, .invalid:
                return ServiceDecision(
                    isValid: outcome.result == .valid, strategy: strategies[index].name, outcome: outcome,
                    reason: outcome.reason, rewrittenValues: rewrites, remoteChecks: remoteChecks)
            case .unknown:
                continue
            }
        }
        let reason = strategies.isEmpty ? "the chain is empty" : "no strategy decided"
        return ServiceDecision(
            isValid: false, strategy: nil, outcome: .unknown, reason: reason, rewrittenValues: rewrites,
            remoteChecks: remoteChecks)
    }
}
