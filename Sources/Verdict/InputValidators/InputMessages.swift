/// AJWValidator's default messages, verbatim: the texts an ``InputValidator`` reports when a rule
/// has no message of its own.
///
/// They are whole sentences about the value, not NGRValidator-style suffixes to a display name, and
/// are reported as written — including AJWValidator's double full stop after `numericRange` and the
/// missing one after `equal`.
public enum InputMessages {
    /// `required`: "String is required."
    public static let required = "String is required."
    /// `minLength`, `maxLength`, `lengthRange`: "String character length is not in the correct range."
    public static let length = "String character length is not in the correct range."
    /// `range` (numeric): "Number is not in the correct range.." (sic)
    public static let numericRange = "Number is not in the correct range.."
    /// `equal`: "Instance should be identical to another instance" (sic, no full stop)
    public static let equal = "Instance should be identical to another instance"
    /// `regex`: "String doesn't match a pattern."
    public static let regex = "String doesn't match a pattern."
    /// `email`: "String isn't a valid email address."
    public static let email = "String isn't a valid email address."
    /// `containsDigit`: "String requires a numeric character."
    public static let containsDigit = "String requires a numeric character."
    /// `custom`: "String doesn't satisfy a custom condition."
    public static let custom = "String doesn't satisfy a custom condition."
    /// `remote`: "String doesn't satisfy a remote condition."
    public static let remote = "String doesn't satisfy a remote condition."
}
