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
    /// The strategies, in the order they are asked.
    public let strategies: [any ValidationStrategy]
    private let clock: @Sendable () -> Date
    private let reachability: any ReachabilityProvider

    /// Creates a service.
    /// - Parameters:
    ///   - strategies: the chain, in order.
    ///   - clock: the time source (inject a fixed clock in tests).
    ///   - reachability: what the network looks like (``SystemReachability`` by default).
    public init(
        _ strategies: [any ValidationStrategy], clock: @escaping @Sendable () -> Date = { Date() },
        reachability: any ReachabilityProvider = SystemReachability()
    ) {
        self.strategies = strategies
        self.clock = clock
        self.reachability = reachability
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
            now: clock(), isReachable: reachability.isReachable, scenario: scenario)
        return try decide(object, in: environment)
    }

    /// Runs the chain in a given environment (the CLI's `--now` and `--offline`).
    public func decide(_ object: Any?, in environment: StrategyEnvironment) throws -> ServiceDecision {
        guard let object else {
            return ServiceDecision(isValid: false, strategy: nil, outcome: .invalid, reason: "no object")
        }
        var rewrites: [String: Value] = [:]
        var remoteChecks: [RemoteCheck] = []
        for strategy in strategies {
            let outcome: StrategyOutcome
            do {
                outcome = try strategy.evaluate(object, in: environment)
            } catch {
                throw StrategyError(strategy: strategy.name, underlying: error)
            }
            if !outcome.rewrittenValues.isEmpty { rewrites.merge(outcome.rewrittenValues) { _, new in new } }
            if !outcome.remoteChecks.isEmpty { remoteChecks += outcome.remoteChecks }
            switch outcome.result {
            case .valid, .invalid:
                return ServiceDecision(
                    isValid: outcome.result == .valid, strategy: strategy.name, outcome: outcome,
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

/// The answer of a ``ValidationService`` with its explanation.
public struct ServiceDecision: Sendable, Hashable {
    /// Whether the object is valid.
    public var isValid: Bool
    /// The name of the strategy that decided; `nil` when none did.
    public var strategy: String?
    /// The deciding strategy's outcome (its errors, its reason).
    public var outcome: StrategyOutcome
    /// Why, in words.
    public var reason: String?
    /// Values filters wrote back in the strategies that ran (a rules strategy's `trim`, `default`, …).
    public var rewrittenValues: [String: Value] = [:]
    /// The remote checks the strategies that ran left to make, in chain order; empty unless the
    /// environment ``StrategyEnvironment/collectsRemoteChecks``. The answer does not include them.
    public var remoteChecks: [RemoteCheck] = []
}

/// A strategy that could not run; names the strategy.
public struct StrategyError: Error, CustomStringConvertible {
    /// The strategy's name.
    public let strategy: String
    /// What went wrong.
    public let underlying: any Error

    /// `strategy 'NAME' failed: …`.
    public var description: String { "strategy '\(strategy)' failed: \(underlying)" }
}
