package import HTTPTypes

extension HTTPFields {
    /// A field's value as `self[name]` reads it — every value of the field joined — without
    /// joining a field given once, as nearly every request gives its `Content-Type` and
    /// `Content-Length`: `self[name]` builds a new string even then.
    package func value(of name: HTTPField.Name) -> String? {
        var found: String?
        for field in self where field.name == name {
            guard found == nil else { return self[name] }
            found = field.value
        }
        return found
    }
}
