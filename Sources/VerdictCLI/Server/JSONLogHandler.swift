import Foundation
import Logging
import Synchronization
import Verdict

/// A swift-log handler that writes each entry as one JSON object on a line of its own
/// (`--log-format json`), for log collectors that read JSON lines:
///
/// ```json
/// {"time":"2026-11-25T23:40:12.031Z","level":"info","label":"verdict.serve","message":"rules reloaded: version 2, models Note, User"}
/// ```
/// The entry's metadata — the handler's, its provider's, then the call's, later ones winning —
/// follows as more keys (an access line's `http.status`, `duration_ms`, …); a key named like one
/// of the four fixed ones is written with a `meta.` prefix instead of replacing it. Metadata
/// values are strings, arrays and objects as swift-log holds them; integers and floating-point
/// numbers given as such (`duration_ms`) are JSON numbers.
struct JSONLogHandler: LogHandler {
    /// Where lines go; each line is handed over whole, under a lock, so lines from many tasks never
    /// interleave.
    final class Output: Sendable {
        private let lock = Mutex(())
        private let write: @Sendable ([UInt8]) -> Void

        /// Writes lines with `write`.
        init(_ write: @escaping @Sendable ([UInt8]) -> Void) { self.write = write }

        /// Standard error.
        static let standardError = Output { bytes in FileHandle.standardError.write(Data(bytes)) }

        func writeLine(_ bytes: [UInt8]) { lock.withLock { _ in write(bytes) } }
    }

    /// The logger's label.
    let label: String
    /// Where lines go.
    let output: Output
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    private static let writer = JSONWriter(sortsKeys: true)
    private static let fixedKeys: Set<String> = ["time", "level", "label", "message"]

    /// A handler for a logger labelled `label`, writing to `output`.
    init(label: String, output: Output = .standardError, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        self.output = output
        self.metadataProvider = metadataProvider
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var fields: [(String, Value)] = [
            ("time", .string(Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(Date()))),
            ("level", .string(event.level.rawValue)), ("label", .string(label)),
            ("message", .string(event.message.description)),
        ]
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let given = event.metadata { merged.merge(given) { _, new in new } }
        for key in merged.keys.sorted() {
            guard let value = merged[key] else { continue }
            fields.append((Self.fixedKeys.contains(key) ? "meta." + key : key, Self.value(value)))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        Self.writer.writeObject(fields, into: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        output.writeLine(bytes)
    }

    private static func value(_ value: Logger.Metadata.Value) -> Value {
        switch value {
        case .string(let text): .string(text)
        case .stringConvertible(let item as Int): .int(item)
        case .stringConvertible(let item as Double): .double(item)
        case .stringConvertible(let item): .string(item.description)
        case .array(let items): .array(items.map(Self.value))
        case .dictionary(let entries): .object(entries.mapValues(Self.value))
        }
    }
}
