import Foundation
import Verdict

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered writer to a file descriptor (standard output or error), with terminal facts.
///
/// Output goes through one buffer flushed at 64 KiB and at the end, so printing a million results
/// costs few system calls. Not thread-safe: the pipeline writes from one thread.
final class Console: @unchecked Sendable {
    /// Standard output.
    static let standardOutput = Console(descriptor: 1)
    /// Standard error.
    static let standardError = Console(descriptor: 2, buffered: false)

    private let descriptor: Int32
    private let buffered: Bool
    /// The pending output: `storage[0..<count]`. Written from one thread only (see above).
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    init(descriptor: Int32, buffered: Bool = true) {
        self.descriptor = descriptor
        self.buffered = buffered
        storage = .allocate(capacity: 1 << 16)
    }

    deinit {
        storage.deallocate()
    }

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Whether to colour: a terminal, and `NO_COLOR` unset or empty (https://no-color.org).
    var usesColor: Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        return isTerminal && noColor.isEmpty
    }

    /// Appends text; flushes when the buffer is full or unbuffered.
    func write(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text  // a bridged string, made contiguous
        text.withUTF8 { append($0) }
    }

    /// Appends a literal: its bytes are in the binary, with no string to open.
    func write(literal text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `text` as a quoted JSON string (escaped as ``JSONWriter`` escapes), without making
    /// another string.
    func write(jsonString text: String) {
        write(literal: "\"")
        var text = text  // contiguous UTF-8 for a native string; a bridged one is copied once
        text.withUTF8 { utf8 in JSONWriter.escape(utf8) { append($0) } }
        write(literal: "\"")
    }

    /// Appends a value as JSON text, object keys sorted (``JSONWriter``).
    func write(json value: Value) {
        var bytes: [UInt8] = []
        JSONWriter(sortsKeys: true).write(value, into: &bytes)
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends a number's decimal digits, without making a string.
    func write(_ number: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            var n = number.magnitude
            var start = scratch.count
            repeat {
                start -= 1
                scratch[start] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
            } while n > 0
            if number < 0 {
                start -= 1
                scratch[start] = UInt8(ascii: "-")
            }
            append(UnsafeBufferPointer(rebasing: scratch[start...]))
        }
    }

    /// Copies `bytes` into the buffer, flushing first when they do not fit; text longer than the
    /// whole buffer is written straight through.
    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if count &+ bytes.count > storage.count {
            flush()
            if bytes.count > storage.count {
                writeAll(UnsafeRawBufferPointer(bytes))
                return
            }
        }
        if let source = bytes.baseAddress, let target = storage.baseAddress, !bytes.isEmpty {
            (target + count).update(from: source, count: bytes.count)
            count &+= bytes.count
        }
        if !buffered { flush() }
    }

    /// Writes everything buffered to the descriptor.
    func flush() {
        writeAll(UnsafeRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(storage)[0..<count]))
        count = 0
    }

    /// Writes every byte, across short writes; stops at an error (a closed pipe).
    private func writeAll(_ raw: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < raw.count {
            let n = Foundation.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            if n <= 0 { break }
            offset += n
        }
    }
}

/// ANSI styles, applied only when the console colours.
struct Style {
    let enabled: Bool

    /// The sequence that ends a style.
    static let reset = "\u{1B}[0m"

    /// The sequences that start each style; `nil` when the console does not colour.
    var redCode: String? { enabled ? "\u{1B}[31m" : nil }
    var greenCode: String? { enabled ? "\u{1B}[32m" : nil }
    var boldCode: String? { enabled ? "\u{1B}[1m" : nil }
    var dimCode: String? { enabled ? "\u{1B}[2m" : nil }

    func red(_ s: String) -> String { redCode.map { $0 + s + Self.reset } ?? s }
    func green(_ s: String) -> String { greenCode.map { $0 + s + Self.reset } ?? s }
    func bold(_ s: String) -> String { boldCode.map { $0 + s + Self.reset } ?? s }
    func dim(_ s: String) -> String { dimCode.map { $0 + s + Self.reset } ?? s }
}
