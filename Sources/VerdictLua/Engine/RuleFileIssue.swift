/// A problem in a rules directory: a file that does not compile, a malformed model, an unknown rule
/// name, a bad argument. Printed as `FILE:LINE: message` with a hint where a likely fix is known.
public struct RuleFileIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, relative to the rules directory (or the directory itself).
    public let file: String
    /// The line, when known.
    public let line: Int?
    /// What is wrong.
    public let message: String
    /// A likely fix.
    public let hint: String?

    /// Creates an issue.
    public init(file: String, line: Int?, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.message = message
        self.hint = hint
    }

    /// `FILE:LINE: message (hint: …)`.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(place): \(message)" + (hint.map { " (hint: \($0))" } ?? "")
    }
}

/// A rules directory that could not be loaded; the engine keeps its previous rule set.
public struct RuleLoadFailure: Error, Sendable, CustomStringConvertible {
    /// Every problem found, file by file in sorted order.
    public let issues: [RuleFileIssue]
    /// How many models were well formed despite the problems (what `check` counts).
    let wellFormedModels: Int

    init(issues: [RuleFileIssue], wellFormedModels: Int = 0) {
        self.issues = issues
        self.wellFormedModels = wellFormedModels
    }

    /// One issue per line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}

/// What `RuleEngine.check` found.
public struct RuleCheckReport: Sendable {
    /// How many `*.lua` files were read.
    public let files: Int
    /// How many models were defined.
    public let models: Int
    /// Every problem.
    public let issues: [RuleFileIssue]
}

/// A validation request the engine cannot serve: an unknown model or scenario.
public struct EngineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public let message: String

    /// No model of that name.
    public static func unknownModel(_ name: String, known: [String]) -> EngineError {
        EngineError(message: "unknown model '\(name)' (models: \(known.sorted().joined(separator: ", ")))")
    }

    /// No scenario of that name in the model.
    public static func unknownScenario(_ name: String, model: String, known: [String]) -> EngineError {
        EngineError(
            message:
                "unknown scenario '\(name)' of model '\(model)' (scenarios: \(known.sorted().joined(separator: ", ")))")
    }

    public var description: String { message }
}
