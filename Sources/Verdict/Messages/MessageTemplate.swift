/// A message text read into its parts: literal text, `{placeholders}`, and the two choices of ICU
/// MessageFormat that messages need — `{n, plural, one {# day} other {# days}}` and
/// `{unit, select, utf8 {bytes} other {characters}}`.
///
/// - A placeholder names a parameter: `{min}`, `{name}`.
/// - A plural choice picks a branch by the number's CLDR plural category (`zero`, `one`, `two`,
///   `few`, `many`, `other`) or an exact value (`=0`); `#` in a branch is the number.
/// - A select choice picks the branch named by the parameter's text; a parameter the failure does
///   not have picks the `none` branch when there is one (`{country, select, none {a postal code}
///   other {a postal code of {country}}}`).
/// - Every choice needs an `other` branch. Choices nest.
///
/// Reading a text never traps: a malformed one throws ``MessageTemplateError`` saying where.
package struct MessageTemplate: Sendable, Hashable {
    /// One part of a text.
    indirect enum Part: Sendable, Hashable {
        case text(String)
        case placeholder(String)
        case plural(String, [Branch])
        case select(String, [Branch])
        /// `#` inside a plural branch: the number.
        case number
    }

    /// One branch of a choice: its selector (`one`, `=0`, `utf8`) and its parts.
    struct Branch: Sendable, Hashable {
        let selector: String
        let parts: [Part]
    }

    let parts: [Part]

    /// Reads a text.
    /// - Throws: ``MessageTemplateError`` for an unclosed brace, a choice without `other`, an
    ///   unknown choice kind or plural category.
    package init(_ text: String) throws(MessageTemplateError) {
        var reader = Reader(Array(text.unicodeScalars))
        parts = try reader.parts(inPlural: false, closing: false)
    }

    /// The parameters the text names, in order of first use (`name` included when used).
    package var parameters: [String] {
        var names: [String] = []
        func collect(_ parts: [Part]) {
            for part in parts {
                switch part {
                case .placeholder(let name): if !names.contains(name) { names.append(name) }
                case .plural(let name, let branches), .select(let name, let branches):
                    if !names.contains(name) { names.append(name) }
                    for branch in branches { collect(branch.parts) }
                case .text, .number: break
                }
            }
        }
        collect(parts)
        return names
    }

    /// The parameters used as plural counts, with the categories each plural gives.
    package var pluralCategories: [(parameter: String, categories: Set<String>)] {
        var out: [(String, Set<String>)] = []
        func collect(_ parts: [Part]) {
            for part in parts {
                switch part {
                case .plural(let name, let branches):
                    out.append((name, Set(branches.map(\.selector).filter { !$0.hasPrefix("=") })))
                    for branch in branches { collect(branch.parts) }
                case .select(_, let branches):
                    for branch in branches { collect(branch.parts) }
                case .text, .placeholder, .number: break
                }
            }
        }
        collect(parts)
        return out
    }

    /// Whether the text has no placeholder and no choice: plain words, which messages prefix with
    /// the display name.
    package var isPlain: Bool { parts.allSatisfy { if case .text = $0 { true } else { false } } }

    /// The text with its placeholders filled in: `name` with the display name, `attribute`,
    /// `value`, and any parameter; a plural branch chosen by the number's category in `language`
    /// (``PluralRules``), a select branch by the parameter's text. An unknown placeholder stays as
    /// written, so a mistake shows.
    package func render(
        displayName: String, attribute: String, value: Value, params: [String: Value], language: String
    ) -> String {
        var out = ""
        func argument(_ name: String) -> Value? {
            switch name {
            case "name": .string(displayName)
            case "attribute": .string(attribute)
            case "value": value
            default: params[name]
            }
        }
        func text(of name: String) -> String? {
            if name == "value" { return NumberFormatting.shownValue(value, language: language) }
            return argument(name).map { NumberFormatting.text(of: $0, language: language) }
        }
        func render(_ parts: [Part], number: String?) {
            for part in parts {
                switch part {
                case .text(let literal): out += literal
                case .number: out += number ?? "#"
                case .placeholder(let name): out += text(of: name) ?? "{\(name)}"
                case .plural(let name, let branches):
                    // The category is the number's as written in data (`1.5`); it is shown as
                    // the language writes it (`1,5`).
                    guard let count = argument(name)?.description, let shown = text(of: name) else {
                        out += "{\(name)}"
                        continue
                    }
                    let category = PluralRules.category(of: count, language: language)
                    let branch =
                        branches.first { $0.selector == "=" + count }
                        ?? branches.first { $0.selector == category } ?? branches.first { $0.selector == "other" }
                    render(branch?.parts ?? [], number: shown)
                case .select(let name, let branches):
                    let choice = text(of: name) ?? "none"
                    let branch =
                        branches.first { $0.selector == choice } ?? branches.first { $0.selector == "other" }
                    render(branch?.parts ?? [], number: number)
                }
            }
        }
        render(parts, number: nil)
        return out
    }

    /// Templates read so far, by text: a message rendered for every failure is read once.
    private static let read = Locked<[String: MessageTemplate]>([:])

    /// The template of `text`, read once and kept (at most a few thousand texts); `nil` when the
    /// text cannot be read.
    static func cached(_ text: String) -> MessageTemplate? {
        if let known = read.withLock({ $0[text] }) { return known }
        guard let template = try? MessageTemplate(text) else { return nil }
        read.withLock { if $0.count < 4096 { $0[text] = template } }
        return template
    }

    /// The CLDR plural categories a plural branch may name.
    static let pluralCategoryNames: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// How deep choices may nest (`{n, plural, other {{g, select, other {…}}}}` is two): real
    /// messages nest two or three; the reader recurses once a level, so a hostile text nested
    /// hundreds of thousands of levels deep must be refused before it exhausts the stack.
    static let maximumNesting = 16

    /// Reads parts from a text's scalars.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var i = 0
        /// The choices open around the reader's position.
        var depth = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { i >= scalars.count }

        func fail(_ reason: String) -> MessageTemplateError {
            MessageTemplateError(reason: reason, offset: i)
        }

        /// The text of the scalars in `range`, made at once from their UTF-8: appending scalar by
        /// scalar to a string costs a few hundred instructions each, and so does decoding UTF-32.
        func text(_ range: Range<Int>) -> String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(range.count)
            for scalar in scalars[range] {
                if scalar.isASCII {
                    bytes.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    bytes.append(contentsOf: scalar.utf8)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Parts up to the end of the text, or up to the `}` that closes a branch.
        mutating func parts(inPlural: Bool, closing: Bool) throws(MessageTemplateError) -> [Part] {
            var parts: [Part] = []
            // Where the literal text before the next part begins.
            var literal = i
            func flush(upTo end: Int) {
                if end > literal { parts.append(.text(text(literal..<end))) }
            }
            while !atEnd {
                switch scalars[i] {
                case "{":
                    flush(upTo: i)
                    i += 1
                    parts.append(try argument(inPlural: inPlural))
                    literal = i
                case "}":
                    guard closing else { throw fail("a `}` closes no `{`") }
                    flush(upTo: i)
                    i += 1
                    return parts
                case "#" where inPlural:
                    flush(upTo: i)
                    parts.append(.number)
                    i += 1
                    literal = i
                default:
                    i += 1
                }
            }
            guard !closing else { throw fail("a `{` is never closed") }
            flush(upTo: i)
            return parts
        }

        mutating func skipSpaces() {
            while !atEnd, Self.isSpace(scalars[i]) { i += 1 }
        }

        mutating func word() -> String {
            let start = i
            while !atEnd, Self.isWordScalar(scalars[i]) { i += 1 }
            return text(start..<i)
        }

        /// White space (`properties.isWhitespace`), answered for ASCII without Unicode's tables.
        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            guard scalar.isASCII else { return scalar.properties.isWhitespace }
            return scalar == " " || ("\t"..."\r").contains(scalar)
        }

        /// A scalar of a name or selector: `_`, `=`, `-`, `.`, a digit or a letter (alphabetic),
        /// answered for ASCII without Unicode's tables.
        static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            guard scalar.isASCII else { return scalar.properties.isAlphabetic }
            return scalar == "_" || scalar == "=" || scalar == "-" || scalar == "." || ("0"..."9").contains(scalar)
                || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }

        /// After a `{`: `name}` or `name, plural|select, branches}`.
        mutating func argument(inPlural: Bool) throws(MessageTemplateError) -> Part {
            skipSpaces()
            let name = word()
            guard !name.isEmpty else { throw fail("`{` should be followed by a parameter name") }
            skipSpaces()
            guard !atEnd else { throw fail("`{\(name)` is never closed") }
            if scalars[i] == "}" {
                i += 1
                return .placeholder(name)
            }
            guard scalars[i] == "," else { throw fail("`{\(name)` should be closed by `}`") }
            i += 1
            skipSpaces()
            let kind = word()
            guard kind == "plural" || kind == "select" else {
                throw fail("`{\(name), \(kind)`: the choices are `plural` and `select`")
            }
            skipSpaces()
            guard !atEnd, scalars[i] == "," else { throw fail("`{\(name), \(kind)` should be followed by `,`") }
            i += 1
            guard depth < MessageTemplate.maximumNesting else {
                throw fail("choices nest more than \(MessageTemplate.maximumNesting) levels deep")
            }
            depth += 1
            defer { depth -= 1 }
            var branches: [Branch] = []
            while true {
                skipSpaces()
                guard !atEnd else { throw fail("`{\(name), \(kind), …` is never closed") }
                if scalars[i] == "}" {
                    i += 1
                    break
                }
                let selector = word()
                guard !selector.isEmpty else { throw fail("`{\(name), \(kind)`: a branch needs a selector") }
                if kind == "plural", !selector.hasPrefix("="), !MessageTemplate.pluralCategoryNames.contains(selector) {
                    throw fail(
                        "`{\(name), plural`: '\(selector)' is not a plural category (zero, one, two, few, many, other, =N)"
                    )
                }
                skipSpaces()
                guard !atEnd, scalars[i] == "{" else {
                    throw fail("`{\(name), \(kind)`: the branch '\(selector)' should be followed by `{…}`")
                }
                i += 1
                let parts = try parts(inPlural: kind == "plural" || inPlural, closing: true)
                branches.append(Branch(selector: selector, parts: parts))
            }
            guard branches.contains(where: { $0.selector == "other" }) else {
                throw fail("`{\(name), \(kind), …` needs an `other` branch")
            }
            return kind == "plural" ? .plural(name, branches) : .select(name, branches)
        }
    }
}
