public import Foundation

/// An ordered chain of strategies (Vastra's `VSValidationService`).
///
/// Strategies are asked in order; the first `valid` or `invalid` answer decides. When none decides,
/// when the chain is empty, or when the object is `nil`, the object is invalid. A strategy that
/// throws stops the chain and the error reaches the caller. Warnings (``Severity/warning``) of a
/// strategy that did not decide are reported with the deciding answer, before its own errors.
///
/// A JSON record (``decide(_:in:)-(InputRecord,_)``) is first offered to each strategy's screen
/// (the `rules` strategy's): a strategy whose screen settles its answer is not
/// evaluated, and a strategy with a ``ValidationStrategy/constantResult`` answers without looking —
/// so a record that certainly passes a screenable `rules` strategy followed by `default` is valid
/// at once, with no rule running in full.
///
/// ```swift
/// let service = ValidationService([ReachabilityStrategy(), TimestampStrategy(), DefaultStrategy()])
/// try service.isValid(user)
/// ```
public struct ValidationService: Sendable {
    /// The strategies, in the order they are asked.
    public let strategies: [any ValidationStrategy]
    private let clock: @Sendable () -> Date
    /// Each strategy's name, read once: asking a strategy copies it out of its existential, which
    /// for a rules strategy retains its rule set's storage, shared by every worker.
    private let strategyNames: [String]
    private let reachability: any ReachabilityProvider
    /// The decision of each strategy whose constant answer decides (`default`: valid), made once.
    private var constantDecisions: [RecordVerdict.Decision?]
    /// The strategies that screen JSON records, found once: a cast to a protocol is paid here,
    /// not for every record.
    private let screeners: [SharedCell<any ScreeningStrategy>]
    /// `screeners`, asked for every record without a retain (`screeners` keeps them alive).
    private let screenerReferences: [UnretainedReference<SharedCell<any ScreeningStrategy>>]
    /// For each strategy, its place in `screeners`; -1 when it does not screen. An index, not an
    /// optional existential: unwrapping one would copy it for every record (2.2 M instructions
    /// on the 20,000 side-by-side records).
    private let screenerIndex: [Int]

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
        strategyNames = strategies.map(\.name)
        self.clock = clock
        self.reachability = reachability
        let constantDecisions = strategies.map { strategy -> RecordVerdict.Decision? in
            guard let result = strategy.constantResult, result != .unknown else { return nil }
            return RecordVerdict.Decision(strategy: strategy.name, outcome: StrategyOutcome(result))
        }
        self.constantDecisions = constantDecisions
        var screeners: [SharedCell<any ScreeningStrategy>] = []
        screenerIndex = zip(strategies, constantDecisions).map { strategy, constant in
            // A strategy whose constant answer decides is never offered a record: not asked.
            guard constant == nil, let screener = Self.screener(strategy) else { return -1 }
            screeners.append(SharedCell(screener))
            return screeners.count - 1
        }
        self.screeners = screeners
        screenerReferences = screeners.map { UnretainedReference($0) }
    }

    /// The strategy as one that screens, if it does. `rules` is told by its concrete type first:
    /// the first cast of a type to a protocol has the runtime scan every conformance record of
    /// the program (about 0.4 M instructions a type in `verdict`).
    private static func screener(_ strategy: any ValidationStrategy) -> (any ScreeningStrategy)? {
        if let rules = strategy as? RulesStrategy { return rules }
        return strategy as? any ScreeningStrategy
    }

    /// Whether the object is valid.
    /// - Throws: the error of a strategy that could not run.
    public func isValid(_ object: Any?) throws -> Bool {
        try decide(object).isValid
    }

    /// Runs the chain and explains the answer: which strategy decided, and why.
    /// - Parameters:
    ///   - object: the object to decide on.
    ///   - scenario: the active scenario; `nil` runs every chain.
    ///   - locale: the language of rules strategies' messages; `nil` for the default English.
    ///   - catalogs: the catalogs messages are looked up in; those Verdict ships by default.
    /// - Throws: the error of a strategy that could not run, wrapped with its name.
    public func decide(
        _ object: Any?, scenario: String? = nil, locale: LocaleTag? = nil, catalogs: MessageCatalogs = .shipped
    ) throws -> RecordVerdict {
        var environment = StrategyEnvironment(
            now: clock(), isReachable: reachability.isReachable, scenario: scenario)
        environment.localization = catalogs.localization(for: locale)
        return try decide(object, in: environment)
    }

    /// Runs the chain as ``decide(_:scenario:locale:catalogs:)`` does, and explains it: every
    /// strategy asked with its answer and reason, those after the deciding one as not asked, and
    /// the steps of the rules of a `rules` strategy.
    /// - Throws: the error of a strategy that could not run, wrapped with its name.
    /// - Returns: the verdict, with its ``RecordVerdict/explanation``.
    public func explain(_ object: Any?, in environment: StrategyEnvironment = StrategyEnvironment()) throws
        -> RecordVerdict
    {
        var environment = environment
        let recorder = ExplanationRecorder()
        environment.recorder = recorder
        let decision = try decision(object, in: environment)
        return RecordVerdict(decision, explanation: recorder.explanation)
    }

    /// This service with decisions of its own for the constant answers, for one worker's batch: the
    /// records it settles then share objects only that worker touches. When two workers retain and
    /// release one decision for every valid record, its reference count bounces between their cores.
    package func withOwnConstantDecisions() -> ValidationService {
        guard constantDecisions.contains(where: { $0 != nil }) else { return self }
        var copy = self
        copy.constantDecisions = constantDecisions.map { $0?.copy() }
        return copy
    }

    /// Runs the chain in a given environment (the CLI's `--now` and `--offline`).
    public func decide(_ object: Any?, in environment: StrategyEnvironment) throws -> RecordVerdict {
        RecordVerdict(try decision(object, in: environment))
    }

    /// The decision of ``decide(_:in:)-(Any?,_)``, for a host that adds to it (a rule engine's
    /// `strict`, version and explanation) without copying a verdict first.
    package func decision(_ object: Any?, in environment: StrategyEnvironment) throws -> RecordVerdict.Decision {
        guard let object else {
            return RecordVerdict.Decision(strategy: nil, outcome: StrategyOutcome(.invalid, reason: "no object"))
        }
        return try decision(object, in: environment, from: 0, screened: nil)
    }

    /// Runs the chain on a JSON record, as ``decide(_:in:)-(Any?,_)`` does, offering the record to
    /// each strategy's screen first: a strategy whose screen settles its answer, or whose answer is
    /// constant, is not evaluated.
    public func decide(_ record: InputRecord, in environment: StrategyEnvironment) throws -> RecordVerdict {
        RecordVerdict(try decision(record, in: environment))
    }

    /// The decision of ``decide(_:in:)-(InputRecord,_)``, for a host that adds to it.
    package func decision(_ record: InputRecord, in environment: StrategyEnvironment) throws -> RecordVerdict.Decision {
        // An explained record is asked of every strategy in turn, each answer recorded; the rules
        // strategy still screens it, so the rules it clears show as screened.
        if environment.recorder != nil { return try decision(record, in: environment, from: 0, screened: nil) }
        // Each strategy is asked in place: a copy of a rules strategy would
        // retain every part of its rule set.
        var index = 0
        while index < strategies.count {
            if let decided = constantDecisions[index] { return decided }
            let screener = screenerIndex[index]
            guard screener >= 0,
                let screening = screenerReferences[screener].withObject({
                    $0.value.screen(record, in: environment)
                })
            else { break }
            switch screening.result {
            case .unknown?:
                index += 1
            case .valid?, .invalid?:
                return RecordVerdict.Decision(
                    strategy: strategyNames[index], outcome: StrategyOutcome(screening.result ?? .invalid))
            case nil:
                return try decision(record, in: environment, from: index, screened: (record, screening))
            }
        }
        return try decision(record, in: environment, from: index, screened: nil)
    }

    /// The chain from strategy `start` on (those before it answered `unknown` from their screens,
    /// leaving nothing behind); `screened` is the JSON record strategy `start` screened, with what
    /// its screen found.
    private func decision(
        _ object: Any, in environment: StrategyEnvironment, from start: Int,
        screened: (record: InputRecord, screening: RecordScreening)?
    ) throws -> RecordVerdict.Decision {
        var rewrites: [String: Value] = [:]
        var remoteChecks: [RemoteCheck] = []
        var owner: Int?
        // The warnings of strategies that did not decide (a `rules` strategy whose failing rules
        // are all warnings), reported with the answer of the one that does.
        var warnings: [ValidationError] = []
        // The answers so far, when the decision is explained.
        var steps: [StrategyStep]? = environment.recorder == nil ? nil : []
        defer {
            if let steps, let recorder = environment.recorder {
                let unasked = strategies.dropFirst(steps.count).map { StrategyStep(name: $0.name, result: nil) }
                recorder.record(strategies: steps + unasked)
            }
        }
        for index in strategies.indices.dropFirst(start) {
            let outcome: StrategyOutcome
            do {
                if index == start, let screened, screenerIndex[index] >= 0 {
                    outcome = try screenerReferences[screenerIndex[index]].withObject {
                        try $0.value.evaluate(screened.record, screened: screened.screening, in: environment)
                    }
                } else {
                    outcome = try strategies[index].evaluate(object, in: environment)
                }
            } catch {
                throw StrategyError(strategy: strategyNames[index], underlying: error)
            }
            steps?.append(StrategyStep(name: strategyNames[index], result: outcome.result, reason: outcome.reason))
            if !outcome.rewrittenValues.isEmpty { rewrites.merge(outcome.rewrittenValues) { _, new in new } }
            if !outcome.remoteChecks.isEmpty {
                remoteChecks += outcome.remoteChecks
                owner = index
            }
            switch outcome.result {
            case .valid, .invalid:
                // The owner's errors count only when it decided.
                let errorCount = outcome.errors.count
                let remoteCheckOwner = owner.map {
                    RecordVerdict.RemoteCheckOwner(
                        name: strategyNames[$0], errorCount: $0 == index ? errorCount : 0)
                }
                // The outcome is moved into the decision: a copy would retain each of its parts,
                // and the outcome's end release them again.
                return RecordVerdict.Decision(
                    strategy: strategyNames[index], outcome: Self.adding(warnings, to: consume outcome),
                    rewrittenValues: rewrites,
                    remote: Self.remotePhase(remoteChecks, in: environment),
                    remoteCheckOwner: remoteCheckOwner, remoteFailureCount: 0)
            case .unknown:
                if !outcome.errors.isEmpty { warnings += outcome.errors }
                continue
            }
        }
        let reason = strategies.isEmpty ? "the chain is empty" : "no strategy decided"
        return RecordVerdict.Decision(
            strategy: nil, outcome: StrategyOutcome(.unknown, reason: reason, errors: warnings),
            rewrittenValues: rewrites,
            remote: Self.remotePhase(remoteChecks, in: environment),
            remoteCheckOwner: owner.map { .init(name: strategyNames[$0], errorCount: 0) }, remoteFailureCount: 0)
    }

    /// The deciding outcome with the warnings of the strategies asked before it in front.
    private static func adding(_ warnings: [ValidationError], to outcome: consuming StrategyOutcome) -> StrategyOutcome
    {
        guard !warnings.isEmpty else { return outcome }
        outcome.errors = warnings + outcome.errors
        return outcome
    }

    /// The remote tail of a verdict: the checks the strategies left, sent as `environment` says.
    private static func remotePhase(_ checks: [RemoteCheck], in environment: StrategyEnvironment) -> RemotePhase? {
        checks.isEmpty ? nil : RemotePhase(checks: checks, mode: environment.mode, isReachable: environment.isReachable)
    }
}
