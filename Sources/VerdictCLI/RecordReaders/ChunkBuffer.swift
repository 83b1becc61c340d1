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
    /// The buffered bytes; those before `start` are consumed. A refill never changes this array:
    /// it makes a new one, so a batch may keep the array it framed its records in (one reference,
    /// no copy of the bytes).
    private(set) var bytes: [UInt8] = []
    /// Which array `bytes` is: one more at each refill.
    private(set) var generation = 0
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
        let before = bytes.count - start
        repeat {
            try readChunk()
        } while !isAtEnd && bytes.count < minimum
        if !hasCheckedByteOrderMark, bytes.count >= 3 || isAtEnd {
            hasCheckedByteOrderMark = true
            if droppedCount == 0, start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        }
        return bytes.count > before
    }

    /// Drops the consumed bytes and adds one read of the input.
    ///
    /// When few bytes are kept (the start of a line), they and the read go into a new array, read
    /// straight into its free room: filling the room with zeros first, for a read to overwrite,
    /// wrote every byte of the input twice. When many are (a document or a long line growing), the
    /// array grows in place, zeroed room and all, so that growing it stays linear.
    private mutating func readChunk() throws(InputError) {
        let room = readRoom
        let kept = bytes.count - start
        guard kept <= room / 4 else { return try growInPlace(room: room) }
        var failure: InputError?
        var readCount = 0
        let next = bytes.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: kept + room) { buffer, initialized in
                _ = buffer.initialize(fromContentsOf: old[start...])
                initialized = kept
                do throws(InputError) {
                    readCount = try input.read(
                        into: UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[kept...]))
                    initialized += readCount
                } catch {
                    failure = error
                }
            }
        }
        droppedCount += start
        start = 0
        bytes = next
        generation += 1
        if let failure { throw failure }
        if readCount == 0 { isAtEnd = true }
    }

    /// ``readChunk()`` for many kept bytes: the consumed ones removed and the read appended, in place.
    private mutating func growInPlace(room: Int) throws(InputError) {
        if start > 0 {
            bytes.removeSubrange(0..<start)
            droppedCount += start
            start = 0
        }
        let old = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: room))
        generation += 1
        let n = try bytes.withUnsafeMutableBytes { raw in
            Result { () throws(InputError) in
                try input.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[old...]))
            }
        }.get()
        bytes.removeLast(room - n)
        if n == 0 { isAtEnd = true }
    }

    /// How many bytes the next read asks for, at most a chunk: what the input holds now (the rest
    /// of a file, what a pipe has); a chunk when the input cannot tell or a pipe has nothing yet; a
    /// page when a file says it has nothing more (at its end, or a file that does not know its size,
    /// as in /proc). A small input so does not take a whole chunk of memory.
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
