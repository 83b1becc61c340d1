import Verdict

/// JSON strings a report writes again and again — an input's name on each of its records, the
/// strategies' names — kept escaped and quoted between the texts that lead and follow them, so
/// that writing one again is a single copy.
///
/// Holds the last `capacity` distinct strings written; another one takes the place of the oldest.
/// A class, so that the reporter holding it reaches it without an exclusive access to begin.
final class JSONStringCache {
    /// What is written before each string (`,"file":`).
    private let prefix: StaticString
    /// What is written after each string (`,"line":`).
    private let suffix: StaticString
    private let capacity: Int
    /// The strings kept, oldest first, and the bytes of each (the prefix, the quoted string, the suffix),
    /// allocated here and freed when replaced: writing a kept string retains nothing.
    /// Unchecked: one reporter's thread writes through the cache, and nothing it calls comes back
    /// to it, so no access can overlap another; checking each would cost more than the copy saves.
    @exclusivity(unchecked) private var texts: [String] = []
    @exclusivity(unchecked) private var bytes: [UnsafeMutableBufferPointer<UInt8>] = []
    /// The string written last, as its two words, and its bytes: a string of the same two words is
    /// that string (the same few bytes held inline, or the same storage, which `texts` keeps from
    /// being freed and reused), written again with no look-up. A report writes the same input name
    /// and strategy on record after record.
    @exclusivity(unchecked) private var lastWords: (UInt64, UInt64)?
    @exclusivity(unchecked) private var lastBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    /// - Parameters:
    ///   - prefix: What is written before each string, as it is.
    ///   - suffix: What is written after each string, as it is.
    ///   - capacity: How many distinct strings are kept; at least one.
    init(prefix: StaticString, suffix: StaticString = "", capacity: Int) {
        precondition(capacity > 0, "a cache keeps at least one string")
        self.prefix = prefix
        self.suffix = suffix
        self.capacity = capacity
        texts.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity)
    }

    deinit {
        for kept in bytes { kept.deallocate() }
    }

    /// Writes the prefix, then `text` as a quoted JSON string, exactly as ``JSONWriter`` writes it,
    /// then the suffix.
    @inline(__always)
    func write(_ text: String, to console: Console) {
        let words = Self.words(of: text)
        if let lastWords, lastWords == words { return console.write(bytes: lastBytes) }
        writeAnother(text, words, to: console)
    }

    /// ``write(_:to:)`` of a string other than the last one written.
    @inline(never)
    private func writeAnother(_ text: String, _ words: (UInt64, UInt64), to console: Console) {
        // Byte for byte: `==` would take a name for a canonically equivalent one spelled otherwise.
        for i in texts.indices.reversed() where WrittenEquality.sameBytes(texts[i], text) {
            remember(words, bytes[i])
            return console.write(bytes: UnsafeBufferPointer(bytes[i]))
        }
        var made = Array(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
        JSONWriter().write(.string(text), into: &made)
        made.append(contentsOf: UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
        if texts.count == capacity {
            texts.removeFirst()
            bytes.removeFirst().deallocate()
        }
        let kept = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: made.count)
        _ = kept.initialize(from: made)
        texts.append(text)
        bytes.append(kept)
        remember(words, kept)
        console.write(bytes: UnsafeBufferPointer(kept))
    }

    /// Notes the string written last: its words and its kept bytes. Only a string `texts` holds.
    private func remember(_ words: (UInt64, UInt64), _ kept: UnsafeMutableBufferPointer<UInt8>) {
        lastWords = words
        lastBytes = UnsafeBufferPointer(kept)
    }

    /// The bytes a `String` is made of (16, or 12 on 32-bit platforms), as two words.
    @inline(__always)
    private static func words(of text: String) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeBytes(of: text) { raw in
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: raw) }
        }
        return words
    }
}
