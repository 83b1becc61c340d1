public import Foundation

extension Validate {
    /// Validates one bare value with the chain's rules (NGRValidator's `validateValue:named:`,
    /// FXModelValidation's `validateValue:`), without a model or a rule set.
    ///
    /// ```swift
    /// Validate("age").min(18).validate(value: 12)                      // "Age must be at least 18."
    /// Validate("age").min(18).validate(value: 12, named: "Your age")   // "Your age must be at least 18."
    /// ```
    /// The value is the chain's attribute in an object that has no other: the chain runs exactly
    /// as in `RuleSet([chain]).validate(["age": value])` — empty values skipped but by `required`,
    /// filters feeding later rules, `when`, `each` and `nested` as usual — so a rule that reads
    /// another attribute (`compare` with a field) finds it absent, and the scenario names
    /// (`on`, `except`) do not apply. A filter's result is not returned, only the errors. Remote
    /// rules pass unsent, as in every synchronous validation.
    /// - Parameters:
    ///   - value: the value.
    ///   - name: the name that prefixes messages (NGRValidator's `named:`); `nil` keeps the
    ///     chain's display name, `""` gives bare texts.
    ///   - mode: all errors (default) or the first one.
    ///   - now: the time date rules compare against.
    /// - Returns: the errors in rule order, each with the chain's attribute as its path; `[]` when
    ///   the value passes.
    public func validate(
        value: Value, named name: String? = nil, mode: ValidationMode = .allErrors, now: Date = Date()
    ) -> [ValidationError] {
        let chain = name.map(displayName) ?? self
        let object: [String: Value] = [attribute: value]
        return RuleSet([chain]).validate(object, mode: mode, now: now).errors
    }

    /// Validates one Swift value with the chain's rules, converted through ``ValueConvertible``
    /// (`12` as `.int(12)`, a `Date` as `.date`, `nil` as `.null`); see
    /// ``validate(value:named:mode:now:)``.
    /// - Parameters:
    ///   - value: the value.
    ///   - name: the name that prefixes messages; `nil` keeps the chain's display name.
    ///   - mode: all errors (default) or the first one.
    ///   - now: the time date rules compare against.
    /// - Returns: the errors in rule order; `[]` when the value passes.
    public func validate(
        value: some ValueConvertible, named name: String? = nil, mode: ValidationMode = .allErrors,
        now: Date = Date()
    ) -> [ValidationError] {
        validate(value: value.valueRepresentation, named: name, mode: mode, now: now)
    }
}
