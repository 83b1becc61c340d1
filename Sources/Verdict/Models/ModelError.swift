/// A misuse of the model API, such as switching to a scenario the model does not declare.
///
/// Kinds are private so new ones can be added without breaking callers; the text a person reads
/// is ``description``.
public struct ModelError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        case unknownScenario(name: String, known: [String])
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The model has no scenario with this name.
    /// - Parameters:
    ///   - name: the scenario asked for.
    ///   - known: the scenarios the model declares.
    public static func unknownScenario(_ name: String, known: [String]) -> ModelError {
        ModelError(.unknownScenario(name: name, known: known.sorted()))
    }

    /// The scenario the error is about, if any.
    public var scenario: String? {
        switch kind {
        case .unknownScenario(let name, _): name
        }
    }

    /// E.g. `Unknown scenario 'signup'; known scenarios: default, login, register.`
    public var description: String {
        switch kind {
        case .unknownScenario(let name, let known):
            "Unknown scenario '\(name)'; known scenarios: \(known.joined(separator: ", "))."
        }
    }
}
