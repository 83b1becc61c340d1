import CompressNIO
import Foundation
import NIOCore
import Synchronization
import Verdict

/// The decision log (`--decision-log PATH|-|URL`): one JSON object per decision (``Decision``),
/// written by a task of its own, so that logging never slows or fails an answer.
///
/// ``record(_:)`` only appends to a bounded buffer. The writing task drains it: to a file or
/// standard output as JSON Lines, every ``flushInterval``; to a URL as batches — a gzip'd JSON
/// array of up to ``batchSize`` decisions, `POST`ed with `Content-Encoding: gzip` — retried with a
/// growing backoff while the server is down, slow or answering an error. While the buffer is full,
/// the oldest decisions are dropped first, and every dropped decision is counted (``dropped``, and
/// `verdict_decision_log_dropped_total` in `/metrics`).
final class DecisionLog: Sendable {
    /// Where decisions go.
    enum Destination: Sendable, Equatable {
        /// A file, appended to.
        case file(String)
        /// Standard output.
        case standardOutput
        /// An HTTP endpoint taking batches.
        case url(URL)

        /// `-` is standard output, an `http`/`https` URL an endpoint, anything else a file.
        init(_ argument: String) {
            if argument == "-" {
                self = .standardOutput
            } else if let url = URL(string: argument), url.scheme == "http" || url.scheme == "https" {
                self = .url(url)
            } else {
                self = .file(argument)
            }
        }
    }

    /// Where decisions go.
    let destination: Destination
    /// The most decisions waiting to be written; past it the oldest are dropped.
    let capacity: Int
    /// The most decisions in one batch to a URL.
    let batchSize: Int
    /// How long decisions wait before they are written (a batch is sent sooner once full).
    let flushInterval: Duration
    /// The longest wait between two tries to send a batch.
    let maxBackoff: Duration
    private let transport: any RemoteTransport
    private let file: FileHandle?
    private let pending = Mutex<[Decision]>([])
    /// Held while writing to the file, so that lines written from several threads never interleave.
    private let writing = Mutex(())
    private let droppedCount = Atomic<Int>(0)
    private let writtenCount = Atomic<Int>(0)
    private let onDrop: @Sendable (Int) -> Void

    /// Opens the destination.
    /// - Parameter onDrop: called with the number of decisions dropped, whenever some are.
    /// - Throws: a message naming the file when it cannot be opened for appending.
    init(
        _ destination: Destination, capacity: Int = 10_000, batchSize: Int = 500,
        flushInterval: Duration = .milliseconds(200), maxBackoff: Duration = .seconds(5),
        transport: any RemoteTransport = RemoteValidator.defaultTransport,
        onDrop: @escaping @Sendable (Int) -> Void = { _ in }
    ) throws {
        self.destination = destination
        self.capacity = capacity
        self.batchSize = batchSize
        self.flushInterval = flushInterval
        self.maxBackoff = maxBackoff
        self.transport = transport
        self.onDrop = onDrop
        switch destination {
        case .file(let path):
            if !FileManager.default.fileExists(atPath: path) {
                guard FileManager.default.createFile(atPath: path, contents: nil) else {
                    throw DecisionLogError(message: "\(path): the decision log cannot be created")
                }
            }
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw DecisionLogError(message: "\(path): the decision log cannot be opened for writing")
            }
            handle.seekToEndOfFile()
            file = handle
        case .standardOutput: file = FileHandle.standardOutput
        case .url: file = nil
        }
    }

    /// The decisions dropped so far because the buffer was full.
    var dropped: Int { droppedCount.load(ordering: .relaxed) }

    /// The decisions written or delivered so far.
    var written: Int { writtenCount.load(ordering: .relaxed) }

    /// Adds a decision to the buffer, dropping the oldest when it is full. Never blocks on the
    /// destination.
    func record(_ decision: Decision) {
        let dropped = pending.withLock { pending -> Int in
            pending.append(decision)
            guard pending.count > capacity else { return 0 }
            // A tenth at once, oldest first: dropping one at a time would move the whole buffer
            // for every decision while the destination is down.
            let excess = pending.count - capacity + capacity / 10
            pending.removeFirst(min(excess, pending.count))
            return min(excess, capacity)
        }
        if dropped > 0 {
            droppedCount.add(dropped, ordering: .relaxed)
            onDrop(dropped)
        }
    }

    /// Writes decisions to the file or standard output at once, from any thread, in one write per
    /// call: for `verdict validate`, whose workers may wait for the disk — every decision of a file
    /// of records is kept, none dropped. (To a URL, they are buffered as ``record(_:)`` does.)
    func write(_ decisions: [Decision]) {
        guard let file else {
            decisions.forEach(record)
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(decisions.count * 320)
        for decision in decisions {
            decision.write(into: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        writing.withLock { _ in file.write(Data(bytes)) }
        writtenCount.add(decisions.count, ordering: .relaxed)
    }

    /// Writes until the task is cancelled, then writes what is left (one try for a URL).
    func run() async {
        var backoff = Duration.zero
        while !Task.isCancelled {
            try? await Task.sleep(for: backoff > .zero ? backoff : flushInterval)
            let delivered = await drain()
            backoff = delivered ? .zero : min(maxBackoff, backoff == .zero ? .milliseconds(250) : backoff * 2)
        }
        await flush()
    }

    /// Writes everything buffered now, one try for a URL; what cannot be delivered is counted as
    /// dropped (for the end of `verdict validate` and of `verdict serve`).
    func flush() async {
        guard await !drain() else { return }
        let lost = pending.withLock { pending in
            defer { pending.removeAll() }
            return pending.count
        }
        droppedCount.add(lost, ordering: .relaxed)
        onDrop(lost)
    }

    /// Writes or sends the buffered decisions. Returns false when a batch could not be delivered
    /// (it is put back, in front, to be tried again).
    private func drain() async -> Bool {
        while true {
            let limit = destination == .standardOutput || file != nil ? Int.max : batchSize
            let batch = pending.withLock { pending -> [Decision] in
                let taken = Array(pending.prefix(limit))
                pending.removeFirst(taken.count)
                return taken
            }
            guard !batch.isEmpty else { return true }
            switch destination {
            case .file, .standardOutput:
                var bytes: [UInt8] = []
                bytes.reserveCapacity(batch.count * 256)
                for decision in batch {
                    decision.write(into: &bytes)
                    bytes.append(UInt8(ascii: "\n"))
                }
                writing.withLock { _ in file?.write(Data(bytes)) }
                writtenCount.add(batch.count, ordering: .relaxed)
            case .url(let url):
                guard await send(batch, to: url) else {
                    putBack(batch)
                    return false
                }
                writtenCount.add(batch.count, ordering: .relaxed)
            }
        }
    }

    /// Posts one batch: a gzip'd JSON array.
    private func send(_ batch: [Decision], to url: URL) async -> Bool {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (index, decision) in batch.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            decision.write(into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        var buffer = ByteBuffer(bytes: bytes)
        guard var compressed = try? buffer.compress(with: .gzip()) else { return false }
        let body = Data(compressed.readBytes(length: compressed.readableBytes) ?? [])
        let request = RemoteRequest(
            url: url, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: body,
            timeout: .seconds(10))
        guard let response = try? await transport.send(request) else { return false }
        return (200..<300).contains(response.statusCode)
    }

    /// Puts an undelivered batch back in front of the buffer, within its capacity.
    private func putBack(_ batch: [Decision]) {
        let dropped = pending.withLock { pending -> Int in
            pending.insert(contentsOf: batch, at: 0)
            guard pending.count > capacity else { return 0 }
            let excess = pending.count - capacity
            pending.removeFirst(excess)
            return excess
        }
        if dropped > 0 {
            droppedCount.add(dropped, ordering: .relaxed)
            onDrop(dropped)
        }
    }
}

/// A decision log that cannot be opened.
struct DecisionLogError: Error, CustomStringConvertible {
    /// What went wrong, naming the file.
    let message: String

    var description: String { message }
}
