extension RuleFileIssue {
    /// What sort of mistake an issue is: a stable identifier for tools, and a sentence saying
    /// what the sort covers.
    ///
    /// `verdict check --format sarif` gives each kind as a rule of its tool (the `id` is the SARIF
    /// `ruleId` of every result of the kind), and `--format json` names it in every problem, so a
    /// pipeline can count, filter or silence one sort of mistake. An identifier never changes once
    /// released; a new sort of mistake gets a new kind.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The stable identifier, in kebab case: `rule-entry`.
        public let id: String
        /// What the kind covers, one sentence.
        public let summary: String

        /// The identifier.
        public var description: String { id }

        /// The rules directory cannot be read, is not a directory or holds no rule files.
        public static let rulesDirectory = Kind(
            id: "rules-directory",
            summary: "The rules directory cannot be read, is not a directory or holds no rule files (*.lua).")
        /// A rule file or catalog cannot be read or is not UTF-8 text.
        public static let unreadableFile = Kind(
            id: "unreadable-file", summary: "A rule file or message catalog cannot be read or is not UTF-8 text.")
        /// A file does not compile, or raises an error while it runs.
        public static let luaError = Kind(
            id: "lua-error",
            summary: "A file does not compile, or raises an error or runs out of its instruction budget while it loads."
        )
        /// A model table is malformed.
        public static let modelTable = Kind(
            id: "model-table",
            summary:
                "A model table is malformed: it has no name, an unknown key, or a part (names, messages, scenarios, "
                + "strategies, examples, secrets) of the wrong shape.")
        /// A name in a model looks like a misspelled attribute (a warning).
        public static let misspelledAttribute = Kind(
            id: "misspelled-attribute",
            summary:
                "A display name, a text, a scenario's attribute or a field reference names an attribute no rule "
                + "or scenario of the model knows, one or two edits from one they do.")
        /// Two model tables define the same model.
        public static let duplicateModel = Kind(
            id: "duplicate-model", summary: "Two model tables define the same model.")
        /// A rule entry is malformed.
        public static let ruleEntry = Kind(
            id: "rule-entry",
            summary:
                "A rule entry is malformed: its attributes, an unknown rule, an argument or an option of the rule.")
        /// A `nested` or `each` entry names a model no file defines.
        public static let unknownModel = Kind(
            id: "unknown-model", summary: "A `nested` or `each` entry names a model that no rule file defines.")
        /// A model has rules that no strategy of its chain runs (a warning).
        public static let rulesNotRun = Kind(
            id: "rules-not-run", summary: "A model has rules, but no strategy of its chain runs them.")
        /// A message catalog is malformed.
        public static let catalog = Kind(
            id: "catalog",
            summary:
                "A message catalog is malformed: its name is not a language tag, or a key, a placeholder or a "
                + "plural choice is wrong.")
        /// A message catalog leaves texts in English (a warning).
        public static let incompleteCatalog = Kind(
            id: "incomplete-catalog", summary: "A message catalog leaves some texts in English.")
        /// An example does not give the verdict it expects.
        public static let failingExample = Kind(
            id: "failing-example",
            summary: "An example does not give the verdict it expects, or names a scenario the model lacks.")
        /// A model has no examples (a warning of `verdict test`, a problem with `--require-examples`).
        public static let noExamples = Kind(
            id: "no-examples", summary: "A model has no examples, so `verdict test` cannot tell whether it works.")
        /// A rule-set document cannot be loaded as a rules directory.
        public static let document = Kind(
            id: "document",
            summary: "A rule-set document carries no sources, or a source's path is not FILE.lua or locales/FILE.lua.")

        /// Every kind, in the order tools list them.
        public static let all: [Kind] = [
            .rulesDirectory, .unreadableFile, .luaError, .modelTable, .misspelledAttribute, .duplicateModel, .ruleEntry,
            .unknownModel,
            .rulesNotRun, .catalog, .incompleteCatalog, .failingExample, .noExamples, .document,
        ]
    }
}
