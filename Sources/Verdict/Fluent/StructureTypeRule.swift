/// The type check of `each` and `nested`: a list for `each`, an object for `nested`. Added to a
/// chain with its first `each` or `nested`, so a value of another type is refused with the
/// wrong-type error at the attribute's path (`Items should be an array.`) instead of passing
/// unchecked; an empty value is skipped, as by every rule that checks a value's form.
struct StructureTypeRule: ValidationRule, SchemaMappableRule {
    /// `each` or `nested`.
    let name: String
    /// The type the value must have.
    let check: TypeRule

    /// The check of `each`: a list.
    static let each = StructureTypeRule(name: "each", check: TypeRule(.array))
    /// The check of `nested`: an object.
    static let nested = StructureTypeRule(name: "nested", check: TypeRule(.object))

    var parameters: [String: Value] { [:] }

    func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        check.validate(value, in: context)
    }

    var schemaMapping: SchemaMapping { check.schemaMapping }
}
