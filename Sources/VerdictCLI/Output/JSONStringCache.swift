import Verdict

/// JSON strings a report writes again and again — an input's name on each of its records, the
/// strategies' names — kept escaped and quoted after the text that leads them, so that writing one
/// again is a single copy.
///
/// Holds the last `capacity` distinct strings written; another one takes the place of the oldest.
/// A class, so that the reporter holding it reaches it without an exclusive access to begin.
final class JSONStringCache {
    /// What is written before each string (`,"file":`).
    private let prefix: StaticString
    private let capacity: Int
    /// The strings kept, oldest first, each with its bytes: the prefix, then the quoted string.
    /// Unchecked: one reporter's thread writes through the cache, and nothing it calls comes back
    /// to it, so no access can overlap another; checking each would cost more than the copy saves.
    @exclusivity(unchecked) private var entries: [(text: String, bytes: [UInt8])] = []

    /// - Parameters:
    ///   - prefix: What is written before each string, as it is.
    ///   - capacity: How many distinct strings are kept; at least one.
    init(prefix: StaticString, capacity: Int) {
        precondition(capacity > 0, "a cache keeps at least one string")
        self.prefix = prefix
        self.capacity = capacity
        entries.reserveCapacity(capacity)
    }

    /// Writes the prefix, then `text` as a quoted JSON string, exactly as ``JSONWriter`` writes it.
    func write(_ text: String, to console: Console) {
        for i in entries.indices.reversed() where entries[i].text == text {
            return console.write(bytes: entries[i].bytes)
        }
        var bytes = Array(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
        JSONWriter().write(.string(text), into: &bytes)
        if entries.count == capacity { entries.removeFirst() }
        entries.append((text, bytes))
        console.write(bytes: bytes)
    }
}
