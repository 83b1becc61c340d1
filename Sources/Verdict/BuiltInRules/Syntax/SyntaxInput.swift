/// What the syntax rules share about their input.
enum SyntaxInput {
    /// The failure for a value that is not a string (a number given to `email`).
    static let notAString = RuleOutcome.fail(.wrongType, ["expected": "a string", "type": "string"])
}
