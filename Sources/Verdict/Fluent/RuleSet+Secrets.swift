extension RuleSet {
    /// What messages show instead of a secret's value (`{value}`).
    public static let secretMark = "[secret]"

    /// Marks attributes as secret (a rule file's `secrets`): their values appear in no message
    /// (`{value}` reads ``secretMark``), and errors about them carry no value
    /// (``ValidationError/isSecret``). A path such as `card.number` marks a nested attribute, and
    /// covers the elements of a list (`cards.number` is secret in `cards[2].number`); an attribute
    /// marks everything under it (`card` covers `card.number`).
    public func secrets(_ paths: [String]) -> RuleSet {
        var copy = self
        copy.secrets.formUnion(paths)
        return copy
    }

    /// `record` without the secrets (`secrets`), for showing it: a cleaned record, a logged one.
    public func removingSecrets(from record: Value) -> Value {
        secrets.isEmpty ? record : Self.removingSecrets(secrets, from: record, under: "")
    }

    private static func removingSecrets(_ secrets: Set<String>, from value: Value, under path: String) -> Value {
        switch value {
        case .object(let fields):
            var kept: [String: Value] = [:]
            for (key, field) in fields {
                let fieldPath = path.isEmpty ? key : path + "." + key
                if isSecret(fieldPath, among: secrets) { continue }
                kept[key] = removingSecrets(secrets, from: field, under: fieldPath)
            }
            return .object(kept)
        case .array(let elements):
            return .array(elements.map { removingSecrets(secrets, from: $0, under: path) })
        default:
            return value
        }
    }

    /// Whether the value at `path` (`password`, `items[1].sku`) is secret among `secrets`: the path,
    /// its indices left out, is one of them or lies under one.
    package static func isSecret(_ path: String, among secrets: Set<String>) -> Bool {
        guard !secrets.isEmpty else { return false }
        var bare = ""
        bare.reserveCapacity(path.utf8.count)
        var inIndex = false
        for character in path {
            if character == "[" {
                inIndex = true
            } else if character == "]" {
                inIndex = false
            } else if !inIndex {
                bare.append(character)
            }
        }
        if secrets.contains(bare) { return true }
        var end = bare.endIndex
        while let dot = bare[..<end].lastIndex(of: ".") {
            if secrets.contains(String(bare[..<dot])) { return true }
            end = dot
        }
        return false
    }
}
