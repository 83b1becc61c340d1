import ArgumentParser

/// The formats that `verdict validate` reads.
enum InputFormat: String, Sendable, CaseIterable, ExpressibleByArgument {
    /// One JSON object (one record), an array of records, or objects one after another.
    case json
    /// JSON Lines / NDJSON: one JSON object per line.
    case jsonl
    /// Comma-separated values with a header row (RFC 4180).
    case csv
    /// YAML: one document or a stream of them; each a record or a sequence of records.
    case yaml

    /// The format that a file name's extension names: `.json`, `.jsonl`, `.ndjson`, `.csv`,
    /// `.yaml`, `.yml` (any case); `nil` for others.
    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "json": self = .json
        case "jsonl", "ndjson": self = .jsonl
        case "csv": self = .csv
        case "yaml", "yml": self = .yaml
        default: return nil
        }
    }

    /// Guesses the format from the first bytes of an input.
    ///
    /// `[` first (after whitespace) is JSON. `{` is JSON Lines when the first line ends with `}`
    /// (a whole object on one line), else JSON (one pretty-printed object). Otherwise a first line
    /// with a comma and no `: ` is a CSV header; anything else is YAML. Empty input is JSON Lines.
    static func sniff(_ bytes: UnsafeBufferPointer<UInt8>) -> InputFormat {
        var i = 0
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count else { return .jsonl }
        let lineEnd = bytes[i...].firstIndex(of: 0x0A) ?? bytes.count
        switch bytes[i] {
        case UInt8(ascii: "["):
            return .json
        case UInt8(ascii: "{"):
            var last = lineEnd - 1
            while last > i, isSpace(bytes[last]) { last -= 1 }
            return lineEnd < bytes.count && bytes[last] == UInt8(ascii: "}") ? .jsonl : .json
        case UInt8(ascii: "-"), UInt8(ascii: "#"), UInt8(ascii: "%"):
            return .yaml
        default:
            let line = bytes[i..<lineEnd]
            let hasComma = line.contains(UInt8(ascii: ","))
            let hasColon = zip(line, line.dropFirst()).contains {
                $0 == UInt8(ascii: ":") && $1 == 0x20
            }
            return hasComma && !hasColon ? .csv : .yaml
        }
    }

    /// Whether the bytes hold a whole line with something other than whitespace, which is what
    /// ``sniff(_:)`` looks at.
    static func hasFirstLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return false }
        return bytes[first...].contains(0x0A)
    }

    private static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D
    }
}
