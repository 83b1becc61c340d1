extension RuleArguments {
    /// The arguments with option `alias` (another library's spelling, FXModelValidation's
    /// `validSchemes`) read as `option` (`schemes`), so that one reader serves both spellings.
    /// - Throws: ``RuleDefinitionError`` when both spellings are given.
    public func reading(_ alias: String, as option: String) throws(RuleDefinitionError) -> RuleArguments {
        guard let value = options[alias] else { return self }
        guard options[option] == nil else {
            throw .invalid(
                rule: rule, "`\(alias)` and `\(option)` are the same option, given twice",
                hint: "keep one of them", option: alias)
        }
        var renamed = self
        renamed.options[alias] = nil
        renamed.options[option] = value
        return renamed
    }
}
