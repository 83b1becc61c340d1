/// A built-in rule as rule files see it: its name, how it is called, and how to build it.
public struct RuleDescriptor: Sendable {
    /// The name in rule files, e.g. `"minLength"`.
    public let name: String
    /// The positional arguments, for listings and hints, e.g. `"n"` or `"min max"`.
    public let signature: String
    /// The options the rule accepts besides the common ones (`message`, `on`, `when`, …).
    public let options: [String]
    /// What the rule checks, in one sentence, for references and listings.
    public let summary: String
    /// Builds the rule from arguments.
    public let make: @Sendable (RuleArguments) throws(RuleDefinitionError) -> any ValidationRule

    /// How many positional arguments the rule takes at most: the words of ``signature``, optional
    /// ones (`[value]`) included.
    public var mostArguments: Int {
        signature.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" }).count
    }

    /// Creates a descriptor.
    public init(
        _ name: String, signature: String = "", options: [String] = [], summary: String,
        make: @escaping @Sendable (RuleArguments) throws(RuleDefinitionError) -> any ValidationRule
    ) {
        self.name = name
        self.signature = signature
        self.options = options
        self.summary = summary
        self.make = make
    }
}
