extension MessageCatalog {
    /// English in FXModelValidation's (Yii 2) wording (`en-x-yii`), for ports of Yii-style models.
    /// Only the keys Yii words its own way; every other key falls back to English.
    static let englishYii = MessageCatalog(
        locale: "en-x-yii",
        texts: [
            // Common
            "wrongType":
                "{type, select, string {{name} must be a string.} number {{name} must be a number.} integer {{name} must be an integer.} other {{name} is invalid.}}",
            "invalid": "{name} is invalid.",
            // Presence
            "required": "{name} cannot be blank.",
            "notRequiredValue": "{name} must be '{requiredValue}'",
            // Strings
            "tooShort": "{name} should contain at least {min} character(s).",
            "tooLong": "{name} should contain at most {max} character(s).",
            "notExactLength": "{name} should contain {length} character(s).",
            "wrongRegex": "{name} is invalid.",
            // Numbers
            "tooSmall": "{name} must be no less than {min}.",
            "tooBig": "{name} must be no greater than {max}.",
            "notNumber": "{name} must be a number.",
            // Booleans
            "notBoolean": "{name} must be either '{true}' or '{false}'.",
            // Comparison
            "notRepeated": "{name} must be repeated exactly.",
            "notCompared":
                "{name} must {comparison, select, notEqual {not be equal to} greater {be greater than} greaterOrEqual {be greater than or equal to} less {be less than} lessOrEqual {be less than or equal to} other {be equal to}} '{compareValue}'.",
            // Collections
            "notIncludedIn": "{name} is invalid.",
            "notExcludedFrom": "{name} is invalid.",
            // Syntaxes
            "notEmail": "{name} is not a valid email address.",
            "notURL": "{name} is not a valid URL.",
        ])
}
