extension MessageFormatter {
    /// The display name derived from an attribute when none is given: its words as a person writes
    /// them, the first capitalised (`startDate` → `Start date`, `password_repeat` → `Password
    /// repeat`, `creatorEmail` → `Creator email`). Words break at `_`, `-` and spaces and where a
    /// lower-case letter or digit meets an upper-case one; a run of capitals stays as written
    /// (`userID` → `User ID`, `HTTPStatus` → `HTTP status`), and so do common abbreviations
    /// however they are written (`url` → `URL`, `ipAddress` → `IP address`); other characters
    /// (`.`, `[`) are kept.
    public static func displayName(for attribute: String) -> String {
        if let name = asciiDisplayName(for: attribute) { return name }
        var words: [Substring] = []
        var start: String.Index?
        var previous: Character?
        var index = attribute.startIndex
        while index < attribute.endIndex {
            let character = attribute[index]
            let next = attribute.index(after: index)
            if character == "_" || character == "-" || character == " " {
                if let begun = start { words.append(attribute[begun..<index]) }
                start = nil
            } else if let begun = start, let before = previous, isUpper(character),
                isLower(before) || isDigit(before)
                    || (before.isUppercase && startsWord(at: next, in: attribute))
            {
                words.append(attribute[begun..<index])
                start = index
            } else if start == nil {
                start = index
            }
            previous = character
            index = next
        }
        if let begun = start { words.append(attribute[begun...]) }
        var name = ""
        for (position, word) in words.enumerated() {
            // Capitals, maybe with a plural `s` (`ID`, `IDs`).
            let capitals = word.last == "s" ? word.dropLast() : word
            let isAcronym =
                capitals.count > 1 && capitals.allSatisfy { !$0.isLowercase } && capitals.contains { $0.isUppercase }
            if position > 0 { name += " " }
            if isAcronym {
                name += word
            } else if let acronym = acronyms[word.lowercased()] {
                name += acronym
            } else if position == 0, let first = word.first {
                name += first.uppercased() + word.dropFirst().lowercased()
            } else {
                name += word.lowercased()
            }
        }
        return name
    }

    /// ``displayName(for:)`` of an attribute of printable ASCII — nearly every one — read as bytes:
    /// the same words and name, without `Character`'s grapheme breaking and case mapping, which
    /// cost about 18,000 instructions a name (a rule file's chains derive one each as it loads);
    /// `nil` for any other attribute.
    private static func asciiDisplayName(for attribute: String) -> String? {
        let bytes = Array(attribute.utf8)
        // One byte a character: no `\r\n`, which is one character of two.
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        func upper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func lower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func digit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        // startsWord(at:in:)
        func startsWord(at index: Int) -> Bool {
            guard index < bytes.count, lower(bytes[index]) else { return false }
            guard bytes[index] == UInt8(ascii: "s") else { return true }
            return index + 1 < bytes.count && lower(bytes[index + 1])
        }
        var words: [Range<Int>] = []
        var start: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") {
                if let begun = start { words.append(begun..<index) }
                start = nil
            } else if let begun = start, upper(byte),
                lower(bytes[index - 1]) || digit(bytes[index - 1])
                    || (upper(bytes[index - 1]) && startsWord(at: index + 1))
            {
                words.append(begun..<index)
                start = index
            } else if start == nil {
                start = index
            }
        }
        if let begun = start { words.append(begun..<bytes.count) }
        var name: [UInt8] = []
        name.reserveCapacity(bytes.count + words.count)
        for (position, word) in words.enumerated() {
            let capitals = bytes[word].last == UInt8(ascii: "s") ? word.dropLast() : word
            let isAcronym =
                capitals.count > 1 && !bytes[capitals].contains(where: lower) && bytes[capitals].contains(where: upper)
            let lowered = bytes[word].map { upper($0) ? $0 + 0x20 : $0 }
            if position > 0 { name.append(UInt8(ascii: " ")) }
            if isAcronym {
                name += bytes[word]
            } else if let acronym = acronyms[String(decoding: lowered, as: UTF8.self)] {
                name += acronym.utf8
            } else if position == 0, let first = lowered.first {
                name.append(lower(first) ? first - 0x20 : first)
                name += lowered.dropFirst()
            } else {
                name += lowered
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// Whether lower-case letters begin at `index` that make a word with the capital before them
    /// (`Status` in `HTTPStatus`), rather than a plural `s` of the capitals (`IDs`, `URLs`).
    private static func startsWord(at index: String.Index, in text: String) -> Bool {
        guard index < text.endIndex, isLower(text[index]) else { return false }
        guard text[index] == "s" else { return true }
        let after = text.index(after: index)
        return after < text.endIndex && isLower(text[after])
    }

    /// `isUppercase`, answered for ASCII without Unicode's property tables.
    private static func isUpper(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 65 && ascii <= 90 }
        return character.isUppercase
    }

    /// `isNumber`, answered for ASCII without Unicode's property tables.
    private static func isDigit(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 48 && ascii <= 57 }
        return character.isNumber
    }

    /// `isLowercase`, answered for ASCII without Unicode's property tables.
    private static func isLower(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 97 && ascii <= 122 }
        return character.isLowercase
    }

    /// Words that read in capitals in a derived display name (`url` → `URL`, `userId` → `User ID`).
    private static let acronyms: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "api", "css", "html", "http", "https", "iban", "id", "ip", "isbn", "json", "pdf", "sku", "uri", "url",
            "uuid", "vat", "xml",
        ]
        .map { ($0, $0.uppercased()) })

    /// The display name NGRValidator derives from an attribute, which the `en-x-ngr` catalog keeps:
    /// the attribute with its first letter upper-cased (`startDate` → `StartDate`).
    public static func capitalizedName(for attribute: String) -> String {
        guard let first = attribute.first else { return attribute }
        return first.uppercased() + attribute.dropFirst()
    }
}
