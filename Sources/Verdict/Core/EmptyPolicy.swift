/// Which values a rule is applied to, before any `skipOnEmpty` option.
public enum EmptyPolicy: Sendable {
    /// Skip null/absent and empty (`""`, `[]`, `{}`) values: "only validate what is there".
    case skipEmpty
    /// Skip null/absent values but check empty ones (e.g. `includes`: an empty array fails).
    case skipNull
    /// Check every value, including absent ones (`required`, `default`, filters).
    case checkAll
}
