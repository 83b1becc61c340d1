extension SchemaExporter {
    /// What a strategy may answer, as far as the schema is concerned.
    private enum StrategyKind {
        /// `rules`.
        case rules
        /// Never answers valid (`invalidation`): it only refuses more.
        case refusesOnly(String)
        /// May answer valid, for the reason given.
        case mayAccept(String)
    }

    private static func kind(of strategy: any ValidationStrategy) -> StrategyKind {
        switch strategy {
        case is RulesStrategy: return .rules
        case is InvalidationStrategy: return .refusesOnly("answers invalid for a record marked invalid")
        case is DefaultStrategy: return .mayAccept("answers valid for every record")
        case is ReachabilityStrategy: return .mayAccept("answers valid for every record while the host is offline")
        case is TimestampStrategy: return .mayAccept("answers valid while the record's last update is recent")
        default:
            switch strategy.constantResult {
            case .unknown?: return .refusesOnly("never decides")
            case .invalid?: return .refusesOnly("answers invalid for every record")
            default: return .mayAccept("a strategy of its own, which may answer valid")
            }
        }
    }

    /// Reads the strategy chain: the rules' constraints stand only when no strategy before `rules`
    /// may answer valid; the schema is exact only when `default` (valid) follows the rules and
    /// nothing before them refuses.
    func strategyNotes(_ strategies: [any ValidationStrategy]) {
        let model = rootModel
        guard let rulesIndex = strategies.firstIndex(where: { $0 is RulesStrategy }) else {
            let accepting = strategies.contains { if case .mayAccept = Self.kind(of: $0) { true } else { false } }
            if accepting { assertsRules = false }
            note(
                accepting ? .unmapped : .approximate, model: model, attribute: "", rule: "strategies",
                reason: accepting
                    ? "the strategy chain has no `rules` strategy and may answer valid without them: the schema asserts none of the rules"
                    : "the strategy chain has no `rules` strategy and never answers valid: every record is invalid")
            return
        }
        for strategy in strategies[..<rulesIndex] {
            switch Self.kind(of: strategy) {
            case .rules: break
            case .refusesOnly(let reason):
                note(
                    .approximate, model: model, attribute: "", rule: strategy.name,
                    reason: "before the rules, it \(reason)")
            case .mayAccept(let reason):
                assertsRules = false
                note(
                    .unmapped, model: model, attribute: "", rule: strategy.name,
                    reason: "before the rules, it \(reason): the schema asserts none of the rules")
            }
        }
        for strategy in strategies[(rulesIndex + 1)...] {
            if strategy is DefaultStrategy { return }
            switch Self.kind(of: strategy) {
            case .rules: continue
            case .refusesOnly(let reason):
                note(
                    .approximate, model: model, attribute: "", rule: strategy.name,
                    reason: "after the rules, it \(reason)")
            case .mayAccept(let reason):
                note(
                    .approximate, model: model, attribute: "", rule: strategy.name,
                    reason: "decides after the rules pass: it \(reason), and may answer invalid")
                return
            }
        }
        note(
            .approximate, model: model, attribute: "", rule: "strategies",
            reason: "no strategy after `rules` answers valid: a record the rules pass is still invalid")
    }
}
