/// Renders a message text for one failed rule, after NGRValidator's rules.
///
/// A text without placeholders is prefixed by the display name: `"<Name> <text>"`; an empty display
/// name gives the text alone. A text with placeholders — `{name}`, `{attribute}`, `{value}`, `{min}`,
/// `{max}` or any parameter of the rule — is filled in and not prefixed. An unknown placeholder is
/// left as written so mistakes show.
public enum MessageFormatter {
    /// Renders `text` for an attribute.
    /// - Parameters:
    ///   - text: the message text (default, override, or the rule's own).
    ///   - displayName: the attribute's display name (`""` for none).
    ///   - attribute: the attribute's raw name or path.
    ///   - value: the offending value.
    ///   - params: the rule's parameters.
    public static func render(
        _ text: String, displayName: String, attribute: String, value: Value, params: [String: Value]
    ) -> String {
        guard hasPlaceholder(text) else {
            if displayName.isEmpty { return text }
            return joined(displayName, text)
        }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let key = String(rest[rest.index(after: open)..<close])
            switch key {
            case "name": out += displayName
            case "attribute": out += attribute
            case "value": out += value.description
            default:
                if let p = params[key] { out += p.description } else { out += "{\(key)}" }
            }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        if displayName.isEmpty, out.first == " " { out.removeFirst() }
        return out
    }

    /// Whether `text` has a `{placeholder}` to fill.
    static func hasPlaceholder(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "{")) }
            ?? text.utf8.contains(UInt8(ascii: "{"))
    }

    /// Whether `text` puts the value in its message (`{value}`): then each failure's message
    /// differs.
    static func mentionsValue(_ text: String) -> Bool {
        text.utf8.firstRange(of: "{value}".utf8) != nil
    }

    /// `first second`, made in one allocation with one copy of each part.
    private static func joined(_ first: String, _ second: String) -> String {
        var first = first
        var second = second
        return first.withUTF8 { head in
            second.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { out in
                    var end = out.initialize(fromContentsOf: head)
                    out[end] = UInt8(ascii: " ")
                    end += 1
                    end += UnsafeMutableBufferPointer(rebasing: out[end...]).initialize(fromContentsOf: tail)
                    return end
                }
            }
        }
    }

    /// The display name NGRValidator derives from an attribute: the first letter upper-cased.
    public static func displayName(for attribute: String) -> String {
        guard let first = attribute.first else { return attribute }
        return first.uppercased() + attribute.dropFirst()
    }
}
