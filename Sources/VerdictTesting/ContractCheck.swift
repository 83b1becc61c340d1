import Verdict

/// One run of the contract over one strategy: it asks the strategy, and chains the strategy starts,
/// about each case, and keeps the violations it finds in order.
struct ContractCheck {
    /// A decision of a chain, or the error it stopped with; `path` says which way of deciding it
    /// was (empty for the object, or a note for a JSON record decided as a record).
    private typealias Decision = (path: String, result: Result<RecordVerdict, any Error>)

    private let strategy: any ValidationStrategy
    private let environment: StrategyEnvironment
    /// What was found so far, in order.
    private(set) var violations: [StrategyContractViolation] = []

    /// Starts a check of `strategy`, every evaluation in `environment`.
    init(_ strategy: any ValidationStrategy, in environment: StrategyEnvironment) {
        self.strategy = strategy
        self.environment = environment
    }

    /// The clause about the strategy itself: its name is not empty.
    mutating func checkName() {
        if strategy.name.isEmpty { report(.hasName, input: nil, "its name is empty") }
    }

    /// Every clause one case can break.
    mutating func check(_ item: StrategyContract.Case) {
        if let expected = item.expectedResult {
            checkAnswer(expected, on: item)
        } else {
            checkFailure(on: item)
        }
    }

    /// The answer, the constant answer, the chains and, for a JSON record, the screen. The chains
    /// and the screen are checked against the answer the strategy gave, so that a wrong answer is
    /// reported once.
    private mutating func checkAnswer(_ expected: StrategyResult, on item: StrategyContract.Case) {
        let result: StrategyResult
        do {
            result = try strategy.evaluate(item.object, in: environment).result
        } catch {
            report(.answersAsExpected, input: item.label, "threw where \(expected) was expected: \(error)")
            return
        }
        if result != expected {
            report(.answersAsExpected, input: item.label, "answered \(result) where \(expected) was expected")
        }
        if let constant = strategy.constantResult, constant != result {
            report(.constantResultHolds, input: item.label, "answered \(result), but its constantResult is \(constant)")
        }
        checkChain(after: result, on: item)
        if let record = item.object as? InputRecord { checkScreen(of: record, answering: result, on: item) }
    }

    /// A decisive answer stops a chain, and unknown lets it go on: the strategy is followed by one
    /// that answers otherwise — the opposite of a decisive answer, and `valid` after unknown (a
    /// chain nobody decides is invalid, so only the next strategy can make it valid).
    private mutating func checkChain(after result: StrategyResult, on item: StrategyContract.Case) {
        let next = NextStrategy(answering: result == .valid ? .invalid : .valid, after: strategy.name)
        let clause: StrategyContractViolation.Clause =
            result == .unknown ? .unknownFallsThrough : .decisiveAnswerStopsTheChain
        let decider = result == .unknown ? next.name : strategy.name
        let answer = result == .unknown ? next.answer : result
        for (path, outcome) in decisions(of: ValidationService([strategy, next]), on: item) {
            switch outcome {
            case .success(let decision):
                if decision.strategy != decider || decision.outcome.result != answer {
                    report(
                        clause, input: item.label,
                        "answered \(result), but the chain\(path) was decided \(Self.describe(decision))")
                }
            case .failure(let error):
                report(clause, input: item.label, "answered \(result), but the chain\(path) threw: \(error)")
            }
        }
    }

    /// A strategy that cannot run throws, and a chain stops with its error, named for it, before
    /// the strategy after it (which would answer valid) is asked.
    private mutating func checkFailure(on item: StrategyContract.Case) {
        if let outcome = try? strategy.evaluate(item.object, in: environment) {
            report(.errorsSurface, input: item.label, "answered \(outcome.result) where it should have thrown")
        }
        let next = NextStrategy(answering: .valid, after: strategy.name)
        for (path, outcome) in decisions(of: ValidationService([strategy, next]), on: item) {
            switch outcome {
            case .success(let decision):
                report(
                    .errorsSurface, input: item.label,
                    "the chain\(path) was decided \(Self.describe(decision)) instead of stopping with the error")
            case .failure(let error as StrategyError):
                if error.strategy != strategy.name {
                    report(
                        .errorsSurface, input: item.label,
                        "the chain\(path) stopped with an error naming '\(error.strategy)'")
                }
            case .failure(let error):
                report(
                    .errorsSurface, input: item.label,
                    "the chain\(path) stopped with an error that is not a StrategyError: \(error)")
            }
        }
    }

    /// On a JSON record, the screen's settled answer, or else the screened evaluation's, is the
    /// evaluation's answer.
    private mutating func checkScreen(
        of record: InputRecord, answering result: StrategyResult, on item: StrategyContract.Case
    ) {
        guard let screener = strategy as? any ScreeningStrategy,
            let screening = screener.screen(record, in: environment)
        else { return }
        if let settled = screening.result {
            if settled != result {
                report(
                    .screenAgrees, input: item.label,
                    "its screen settled \(settled), its evaluation answered \(result)")
            }
            return
        }
        do {
            let screened = try screener.evaluate(record, screened: screening, in: environment).result
            if screened != result {
                report(
                    .screenAgrees, input: item.label,
                    "its screened evaluation answered \(screened), its evaluation \(result)")
            }
        } catch {
            report(
                .screenAgrees, input: item.label,
                "its screened evaluation threw where its evaluation answered \(result): \(error)")
        }
    }

    /// What a service decides for the case's object and, when the object is a JSON record, for the
    /// record decided as a record (screens and constant answers first).
    private func decisions(of service: ValidationService, on item: StrategyContract.Case) -> [Decision] {
        let environment = self.environment
        var decisions: [Decision] = [
            ("", Result<RecordVerdict, any Error> { try service.decide(item.object, in: environment) })
        ]
        if let record = item.object as? InputRecord {
            decisions.append(
                (
                    " (deciding the JSON record)",
                    Result<RecordVerdict, any Error> { try service.decide(record, in: environment) }
                ))
        }
        return decisions
    }

    /// `valid by 'NAME'`, or `invalid by no strategy` when none decided.
    private static func describe(_ decision: RecordVerdict) -> String {
        "\(decision.outcome.result) by \(decision.strategy.map { "'\($0)'" } ?? "no strategy")"
    }

    private mutating func report(_ clause: StrategyContractViolation.Clause, input: String?, _ detail: String) {
        violations.append(StrategyContractViolation(clause, strategy: strategy.name, input: input, detail: detail))
    }
}
