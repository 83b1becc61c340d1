import Verdict

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

    /// No catalog of the locale or any of its fallbacks: messages would read in English.
    public static func unknownLocale(_ tag: LocaleTag, known: [LocaleTag]) -> EngineError {
        EngineError(
            message:
                "no messages in locale '\(tag)' (locales: \((["en"] + known.map(\.identifier)).sorted().joined(separator: ", ")))"
        )
    }

    /// The message.
    public var description: String { message }
}
