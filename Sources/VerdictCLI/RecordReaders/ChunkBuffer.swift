/// The unread part of an input, filled a chunk at a time so that memory stays flat.
///
/// Readers look at `bytes[start...]`, move `start` past what they have consumed, and call
/// ``refill(toAtLeast:)`` when they need more. A refill first drops the consumed bytes, so offsets
/// before `start` are gone afterwards and offsets after it move down by `start`. A UTF-8 byte order
/// mark at the very beginning is skipped.
struct ChunkBuffer {
    /// The default chunk size: 1 MiB.
    static let defaultChunkSize = 1 << 20

    let input: ByteInput
    let chunkSize: Int
    /// The buffered bytes; those before `start` are consumed.
    private(set) var bytes: [UInt8] = []
    /// The first unconsumed byte.
    var start = 0
    /// Whether the input has no more bytes beyond `bytes`.
    private(set) var isAtEnd = false
    private var hasCheckedByteOrderMark = false
    /// How many consumed bytes refills have dropped.
    private var droppedCount = 0

    init(input: ByteInput, chunkSize: Int = ChunkBuffer.defaultChunkSize) {
        self.input = input
        self.chunkSize = max(chunkSize, 1)
    }

    /// The input's name.
    var name: String { input.name }

    /// Whether ``refill(toAtLeast:)`` returns without waiting for a writer (a pipe, a terminal).
    var canRefillWithoutWaiting: Bool { isAtEnd || input.isReady }

    /// How many unconsumed bytes are buffered.
    var available: Int { bytes.count - start }

    /// Reads more of the input after the buffered bytes.
    ///
    /// Drops the consumed bytes (so `start` becomes 0), then reads chunks until at least `minimum`
    /// unconsumed bytes are buffered, at least one chunk was read, or the input ends.
    /// - Returns: Whether any byte was added; `false` at the end of the input.
    /// - Throws: ``InputError`` when a read fails.
    @discardableResult
    mutating func refill(toAtLeast minimum: Int = 0) throws(InputError) -> Bool {
        guard !isAtEnd else { return false }
        if start > 0 {
            bytes.removeSubrange(0..<start)
            droppedCount += start
            start = 0
        }
        let before = bytes.count
        repeat {
            let old = bytes.count
            let room = readRoom
            bytes.append(contentsOf: repeatElement(0, count: room))
            let n = try bytes.withUnsafeMutableBytes { raw in
                Result { () throws(InputError) in
                    try input.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[old...]))
                }
            }.get()
            bytes.removeLast(room - n)
            if n == 0 { isAtEnd = true }
        } while !isAtEnd && bytes.count < minimum
        if !hasCheckedByteOrderMark, bytes.count >= 3 || isAtEnd {
            hasCheckedByteOrderMark = true
            if droppedCount == 0, start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        }
        return bytes.count > before
    }

    /// How many bytes the next read asks for, at most a chunk: what the input holds now (the rest
    /// of a file, what a pipe has); a chunk when the input cannot tell or a pipe has nothing yet; a
    /// page when a file says it has nothing more (at its end, or a file that does not know its size,
    /// as in /proc). The room is zeroed before the read fills it, so a small input does not clear a
    /// whole chunk (a megabyte of writes and, the first time, 256 new pages of memory).
    private var readRoom: Int {
        guard let ready = input.readableCount else { return chunkSize }
        if ready > 0 { return min(ready, chunkSize) }
        return input.mayWait ? chunkSize : min(ChunkBuffer.pageSize, chunkSize)
    }

    /// The room of a read from a file that says it has nothing more.
    private static let pageSize = 4096

    /// Consumes bytes up to `offset`.
    mutating func consume(to offset: Int) {
        start = offset
    }
}
