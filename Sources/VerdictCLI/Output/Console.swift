internal import CVerdictJSON
import Foundation
import Verdict

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered writer to a file descriptor (standard output or error), with terminal facts — or to
/// memory, where a pipeline's worker formats its results for the writing thread to put in order.
///
/// Output goes through one buffer flushed at 64 KiB and at the end, so printing a million results
/// costs few system calls. A buffered console writing to a pipe asks for a pipe of
/// ``pipeCapacity`` (Linux). Not thread-safe: each console is written from one thread at a time.
final class Console: @unchecked Sendable {
    /// Standard output.
    static let standardOutput = Console(descriptor: 1)
    /// Standard error.
    static let standardError = Console(descriptor: 2, buffered: false)

    /// The descriptor written to; -1 for a console that keeps its output (``collecting()``).
    private let descriptor: Int32
    private let buffered: Bool
    /// What a collecting console flushed, until ``takeWritten()`` takes it.
    private var collected: [UInt8] = []
    /// The pending output: `storage[0..<count]`. Written from one thread only (see above).
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// Where ``write(json:)`` has the writer spell a double, a date or data, kept so that each does
    /// not allocate.
    private var scratch: [UInt8] = []

    /// The pipe capacity a buffered console asks for: Linux's limit for unprivileged processes
    /// (`/proc/sys/fs/pipe-max-size`). The default pipe holds 64 KiB, one flush, so the writer
    /// waits for its reader at nearly every flush: some 280 times for the 18 MB of `--format json`
    /// results of 100,000 records, where a Python parent reading them took 13-15% longer (median).
    static let pipeCapacity: Int32 = 1 << 20

    init(descriptor: Int32, buffered: Bool = true) {
        self.descriptor = descriptor
        self.buffered = buffered
        storage = .allocate(capacity: 1 << 16)
        if buffered { Self.widenPipe(descriptor) }
    }

    /// Asks for a pipe of ``pipeCapacity`` when `descriptor` is a smaller pipe; a refusal (a
    /// lower limit, the user's share of pipe memory spent) leaves it as it was. Linux only.
    private static func widenPipe(_ descriptor: Int32) {
        #if os(Linux)
            // F_SETPIPE_SZ and F_GETPIPE_SZ (linux/fcntl.h), which Glibc declares for GNU sources only.
            let setPipeSize: Int32 = 1031
            let getPipeSize: Int32 = 1032
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
            let size = fcntl(descriptor, getPipeSize)
            if size >= 0, size < pipeCapacity { _ = fcntl(descriptor, setPipeSize, pipeCapacity) }
        #endif
    }

    /// A console that keeps what is written for ``takeWritten()`` instead of writing it anywhere.
    static func collecting() -> Console { Console(descriptor: -1) }

    deinit {
        storage.deallocate()
    }

    /// Everything written since the last call, taken out of a collecting console.
    func takeWritten() -> [UInt8] {
        if collected.isEmpty {
            defer { count = 0 }
            return Array(storage[0..<count])
        }
        flush()
        defer { collected = [] }
        return collected
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

    /// Appends text that may come from the input (a key, a value, a file name, a message a rule
    /// file wrote) to a report a person reads: control characters — C0 (line ends, escape), DEL
    /// and C1 — are written as `\n`, `\r`, `\t` or `\u{…}`, so that no input can move the cursor,
    /// colour the terminal or forge a line of the report. Text without them is written as is.
    func write(escaped text: String) {
        // The usual text, read in place, sixteen bytes at a time, and written as it is.
        let wasPlain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let start = bytes.baseAddress, verdict_json_is_printable(start, bytes.count) else {
                return bytes.isEmpty
            }
            append(bytes)
            return true
        }
        if wasPlain == true { return }
        write(Self.escaped(text))
    }

    /// The text as ``write(escaped:)`` writes it: control characters as `\n`, `\r`, `\t` or
    /// `\u{…}`, for a report that measures or marks up the text before writing it.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: escaped += "\\n"
            case 0x0D: escaped += "\\r"
            case 0x09: escaped += "\\t"
            case 0..<0x20, 0x7F..<0xA0: escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Appends a literal: its bytes are in the binary, with no string to open.
    @inline(__always)
    func write(literal text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `text` as a quoted JSON string (escaped as ``JSONWriter`` escapes), without making
    /// another string: escaped straight into the buffer, or in pieces when it could outgrow it.
    func write(jsonString text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ write(jsonString: $0) }) != nil { return }
        var text = text  // a bridged string, made contiguous
        text.withUTF8 { write(jsonString: $0) }
    }

    /// Appends UTF-8 bytes as a quoted JSON string (escaped as ``JSONWriter`` escapes).
    func write(jsonString utf8: UnsafeBufferPointer<UInt8>) {
        let most = JSONWriter.maximumEscapedCount(utf8.count) &+ 2
        guard most <= storage.count else {
            write(literal: "\"")
            JSONWriter.escape(utf8) { append($0) }
            write(literal: "\"")
            return
        }
        writeInPlace(atMost: most) { free in
            free[0] = UInt8(ascii: "\"")
            let body = JSONWriter.escape(utf8, into: UnsafeMutableBufferPointer(rebasing: free[1...]))
            free[body &+ 1] = UInt8(ascii: "\"")
            return body &+ 2
        }
    }

    /// Appends bytes as they are: text already encoded (a JSON string escaped once and kept).
    @inline(__always)
    func write(bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
    }

    /// Appends bytes as they are: what another console collected (``takeWritten()``). Many bytes
    /// at once (a worker's batch of results) are not copied into the buffer: they go to the
    /// descriptor right after what is buffered, both in one `writev`.
    func write(contentsOf bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { bytes in
            guard bytes.count >= Self.passThroughMinimum, buffered, descriptor >= 0 else { return append(bytes) }
            writeAll(pending, UnsafeRawBufferPointer(bytes))
            count = 0
        }
    }

    /// How many bytes ``write(contentsOf:)`` writes without copying them: half the buffer, so
    /// that smaller writes still share system calls.
    private static let passThroughMinimum = 1 << 15

    /// Appends a value as JSON text, object keys sorted, exactly as ``JSONWriter`` writes it:
    /// strings, integers, booleans and null, and the arrays and objects of them, straight into the
    /// buffer; doubles, dates and data as the writer spells them.
    func write(json value: Value) {
        switch value {
        case .null: write(literal: "null")
        case .bool(let b): b ? write(literal: "true") : write(literal: "false")
        case .int(let i): write(i)
        case .string(let s): write(jsonString: s)
        case .array(let elements):
            write(literal: "[")
            for i in elements.indices {
                if i > 0 { write(literal: ",") }
                write(json: elements[i])
            }
            write(literal: "]")
        case .object(let fields): write(jsonObject: fields)
        case .double, .largeInteger, .date, .data:
            scratch.removeAll(keepingCapacity: true)
            JSONWriter(sortsKeys: true).write(value, into: &scratch)
            scratch.withUnsafeBufferPointer { append($0) }
        }
    }

    /// Appends an object's fields as a JSON object, keys sorted: ``write(json:)`` of `.object(fields)`,
    /// for the objects a report writes on every error (its parameters, most often none).
    func write(jsonObject fields: [String: Value]) {
        guard !fields.isEmpty else { return write(literal: "{}") }
        write(literal: "{")
        var first = true
        JSONWriter.forEachField(inKeyOrder: fields) { key, value in
            if !first { write(literal: ",") }
            first = false
            write(jsonString: key)
            write(literal: ":")
            write(json: value)
        }
        write(literal: "}")
    }

    /// Appends a number's decimal digits, without making a string: two digits a division, from
    /// the last, out of a table of the hundred pairs.
    func write(_ number: Int) {
        writeInPlace(atMost: 20) { free in
            var n = number.magnitude
            var digits = 1
            var bound: UInt = 10
            while digits < 20, n >= bound {
                digits &+= 1
                bound = bound &* 10  // past UInt.max only once `digits` is 20, where the loop ends
            }
            let end = number < 0 ? digits &+ 1 : digits
            if number < 0 { free[0] = UInt8(ascii: "-") }
            var i = end
            let pairs = Self.digitPairs.utf8Start
            while n >= 10 {
                let pair = Int(truncatingIfNeeded: n % 100) &* 2
                n /= 100
                i &-= 2
                free[i] = pairs[pair]
                free[i &+ 1] = pairs[pair &+ 1]
            }
            // An odd count of digits leaves the first one on its own.
            if digits & 1 == 1 { free[i &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n) }
            return end
        }
    }

    /// `00`, `01`, … `99`, one pair of ASCII digits after the other.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Lends `body` the free end of the buffer, at least `capacity` bytes of it (flushing first when
    /// less is free), and keeps the bytes `body` says it wrote there. `capacity` is at most the
    /// buffer's size.
    @inline(__always)
    private func writeInPlace(atMost capacity: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        precondition(capacity <= storage.count, "more room asked of the console than it has")
        if count &+ capacity > storage.count { flush() }
        let written = body(UnsafeMutableBufferPointer(rebasing: storage[count..<(count &+ capacity)]))
        count &+= written
        if !buffered { flush() }
    }

    /// Copies `bytes` into the buffer, flushing first when they do not fit; text longer than the
    /// whole buffer is written straight through.
    @inline(__always)
    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard buffered, count &+ bytes.count <= storage.count, let source = bytes.baseAddress,
            let target = storage.baseAddress
        else { return appendSlowly(bytes) }
        (target + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// ``append(_:)`` when the bytes do not fit, the console is unbuffered or there are none.
    @inline(never)
    private func appendSlowly(_ bytes: UnsafeBufferPointer<UInt8>) {
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

    /// Writes everything buffered to the descriptor (or keeps it, collecting).
    func flush() {
        if descriptor < 0 {
            collected.append(contentsOf: storage[0..<count])
            count = 0
            return
        }
        writeAll(pending)
        count = 0
    }

    /// The buffered bytes.
    private var pending: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(storage)[0..<count])
    }

    /// Writes `first` and then `second`, both in one system call when the descriptor takes them
    /// whole, across short writes; stops at an error (a closed pipe).
    private func writeAll(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) {
        var first = first
        var second = second
        while !first.isEmpty {
            var vectors = (
                iovec(iov_base: UnsafeMutableRawPointer(mutating: first.baseAddress), iov_len: first.count),
                iovec(iov_base: UnsafeMutableRawPointer(mutating: second.baseAddress), iov_len: second.count)
            )
            let descriptor = descriptor
            let n = withUnsafeMutableBytes(of: &vectors) { raw in
                raw.baseAddress.map { writev(descriptor, $0.assumingMemoryBound(to: iovec.self), 2) } ?? -1
            }
            if n <= 0 { return }
            if n < first.count {
                first = UnsafeRawBufferPointer(rebasing: first[n...])
            } else {
                second = UnsafeRawBufferPointer(rebasing: second[(n - first.count)...])
                first = UnsafeRawBufferPointer(start: nil, count: 0)
            }
        }
        writeAll(second)
    }

    /// Writes every byte, across short writes; stops at an error (a closed pipe).
    private func writeAll(_ raw: UnsafeRawBufferPointer) {
        if descriptor < 0 { return collected.append(contentsOf: raw) }
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
    var yellowCode: String? { enabled ? "\u{1B}[33m" : nil }
    var boldCode: String? { enabled ? "\u{1B}[1m" : nil }
    var dimCode: String? { enabled ? "\u{1B}[2m" : nil }

    func red(_ s: String) -> String { redCode.map { $0 + s + Self.reset } ?? s }
    func green(_ s: String) -> String { greenCode.map { $0 + s + Self.reset } ?? s }
    func bold(_ s: String) -> String { boldCode.map { $0 + s + Self.reset } ?? s }
    func dim(_ s: String) -> String { dimCode.map { $0 + s + Self.reset } ?? s }
}

extension Console {
    /// Writes what `body` writes between an ANSI style's code and the reset; just `body`'s
    /// output when `code` is `nil` (no colour).
    func writeStyled(_ code: String?, _ body: () -> Void) {
        guard let code else { return body() }
        write(code)
        body()
        write(Style.reset)
    }
}
