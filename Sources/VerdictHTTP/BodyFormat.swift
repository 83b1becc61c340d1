/// How a request body is written: JSON or a URL-encoded form.
public enum BodyFormat: String, Sendable, Hashable, CaseIterable {
    /// `application/json`, or any `+json` type (`application/merge-patch+json`): one JSON object.
    case json
    /// `application/x-www-form-urlencoded`: `name=value&…`, read as ``URLEncodedForm`` reads it.
    case form

    /// The media type the format is named by in answers (`Accept` of a 415).
    public var mediaType: String {
        switch self {
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded"
        }
    }

    /// What a `Content-Type` header says about a body.
    public enum Reading: Sendable, Equatable {
        /// A format, in UTF-8.
        case format(BodyFormat)
        /// A type that is none of the formats, or no type at all (`nil`).
        case unsupported(String?)
        /// A format in another character set than UTF-8.
        case unsupportedCharset(BodyFormat, String)
    }

    /// Reads a `Content-Type` header: the type and subtype case-insensitively, parameters after
    /// `;`. A `charset` parameter must be UTF-8 (JSON is UTF-8 by RFC 8259; a form is decoded as
    /// UTF-8).
    public static func reading(contentType header: String?) -> Reading {
        // The usual headers, answered without taking them apart.
        switch header {
        case "application/json"?: return .format(.json)
        case "application/x-www-form-urlencoded"?: return .format(.form)
        default: break
        }
        guard let header, !header.allSatisfy({ $0 == " " || $0 == "\t" }) else { return .unsupported(nil) }
        let parts = header.split(separator: ";", omittingEmptySubsequences: false)
        let type = parts[0].trimmingCharacters(in: " \t").lowercased()
        let format: BodyFormat
        if type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json")) {
            format = .json
        } else if type == "application/x-www-form-urlencoded" {
            format = .form
        } else {
            return .unsupported(type)
        }
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: " \t").lowercased() == "charset" else { continue }
            let charset = pair[1].trimmingCharacters(in: " \t\"").lowercased()
            if charset != "utf-8" && charset != "utf8" { return .unsupportedCharset(format, charset) }
        }
        return .format(format)
    }
}

extension Substring {
    /// The text without the given characters at either end.
    fileprivate func trimmingCharacters(in set: String) -> String {
        let isTrimmed: (Character) -> Bool = { set.contains($0) }
        guard let start = firstIndex(where: { !isTrimmed($0) }), let end = lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
