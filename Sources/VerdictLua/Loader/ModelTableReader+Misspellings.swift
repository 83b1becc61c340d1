import Verdict

extension ModelTableReader {
    /// The attribute names each part of a model writes.
    struct MentionedNames {
        /// The attributes of the model's rule entries.
        var rules: [String]
        /// The attributes of each scenario (`"!role"` as written).
        var scenarios: [String: [String]]
        /// The keys of `names`.
        var displayNames: [String]
        /// The attribute keys of `messages`.
        var messages: [String]
        /// The other attributes rule entries and strategies name.
        var references: [AttributeReference]
    }

    /// Warns of every name of an attribute that no rule or scenario of the model knows, when a
    /// known name is one or two edits away (`EditDistance.misspelled(_:among:)`): most likely a
    /// typo that leaves a display name, a text, a scenario's attribute or a comparison without
    /// effect. Each warning is at the line of the name, with the known name as the hint.
    ///
    /// What counts as known depends on the part: a reference (`verdict.field`, `compareAttribute`,
    /// `when`, a strategy's `field`) may name an attribute a display name gives; a display name or
    /// a text may be for an attribute only a reference names (one `compare` shows by its name); a
    /// scenario's attribute may be one another scenario lists.
    func warnOfMisspellings(in model: String, modelIndex: Int, line: Int?, names: MentionedNames) {
        let scenarioAttributes = names.scenarios.mapValues {
            $0.map { $0.hasPrefix("!") ? String($0.dropFirst()) : $0 }
        }
        let known = Set(names.rules).union(scenarioAttributes.values.joined())
        warnOfMisspellings(
            names.references, known: known.union(names.displayNames),
            knower: "no rule or scenario of model '\(model)'")
        let referenced = known.union(names.references.map(\.name))
        func warn(_ path: [LuaTableLayout.Step], _ text: String, misspelling: String) {
            warning(
                layout.line(model: modelIndex, at: path) ?? line, "model '\(model)': \(text)",
                hint: "did you mean '\(misspelling)'?", kind: .misspelledAttribute)
        }
        for name in names.displayNames.sorted() {
            guard let near = EditDistance.misspelled(name, among: referenced) else { continue }
            warn(
                [.key("names"), .key(name)],
                "`names` gives a display name to '\(name)', which no rule or scenario of the model knows",
                misspelling: near)
        }
        for name in names.messages.sorted() {
            guard let near = EditDistance.misspelled(name, among: referenced) else { continue }
            warn(
                [.key("messages"), .key(name)],
                "`messages` gives texts to '\(name)', which no rule or scenario of the model knows",
                misspelling: near)
        }
        for (scenario, attributes) in scenarioAttributes.sorted(by: { $0.key < $1.key }) {
            let others = Set(names.rules).union(
                scenarioAttributes.filter { $0.key != scenario }.values.joined())
            for (position, name) in attributes.enumerated() {
                guard let near = EditDistance.misspelled(name, among: others) else { continue }
                warn(
                    [.key("scenarios"), .key(scenario), .element(position + 1)],
                    "scenarios.\(scenario) lists '\(name)', which no rule or other scenario of the model knows",
                    misspelling: near)
            }
        }
    }

    /// Warns of each reference to an attribute `known` lacks when a known one is one or two edits
    /// away: "`<place>` names 'endDat', which `<knower>` knows (hint: did you mean 'endDate'?)".
    func warnOfMisspellings(_ references: [AttributeReference], known: Set<String>, knower: String) {
        for reference in references {
            guard let near = EditDistance.misspelled(reference.name, among: known) else { continue }
            warning(
                reference.line, "\(reference.place) names '\(reference.name)', which \(knower) knows",
                hint: "did you mean '\(near)'?", kind: .misspelledAttribute)
        }
    }
}
