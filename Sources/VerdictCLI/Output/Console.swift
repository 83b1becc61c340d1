import Foundation

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
    // Written from one thread only (see above): no dynamic exclusivity checks on every write.
    @exclusivity(unchecked) private var buffer: [UInt8] = []

    init(descriptor: Int32, buffered: Bool = true) {
        self.descriptor = descriptor
        self.buffered = buffered
        buffer.reserveCapacity(1 << 16)
    }

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Whether to colour: a terminal, and `NO_COLOR` unset or empty.
    var usesColor: Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        return isTerminal && noColor.isEmpty
    }

    /// Writes text.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        if !buffered || buffer.count >= 1 << 16 { flush() }
    }

    /// Writes a number in decimal, without making a string of it.
    func write(_ number: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            var n = number.magnitude
            var start = scratch.count
            repeat {
                start -= 1
                scratch[start] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
            } while n > 0
            if number < 0 { buffer.append(UInt8(ascii: "-")) }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[start...]))
        }
        if !buffered || buffer.count >= 1 << 16 { flush() }
    }

    /// Writes bytes.
    func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if !buffered || buffer.count >= 1 << 16 { flush() }
    }

    /// Writes everything buffered.
    func flush() {
        var offset = 0
        buffer.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = Foundation.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
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
