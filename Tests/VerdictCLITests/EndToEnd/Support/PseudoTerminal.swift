import Foundation
import VerdictTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal in raw mode, so `verdict` sees a terminal (`isatty`) on the descriptors it is
/// given and a test reads exactly the bytes it wrote: no `\r` added before each `\n`.
final class PseudoTerminal {
    /// The terminal side, handed to the child as its standard output and/or error.
    let terminal: FileHandle
    private let controller: Int32
    private var terminalOpen = true

    init() throws {
        guard let openpt = C.function("posix_openpt", as: C.OpenPT.self),
            let grantpt = C.function("grantpt", as: C.Descriptor.self),
            let unlockpt = C.function("unlockpt", as: C.Descriptor.self),
            let ptsname = C.function("ptsname_r", as: C.Name.self)
        else { throw PseudoTerminalError(step: "dlsym") }
        controller = openpt(O_RDWR | O_NOCTTY)
        var name = [CChar](repeating: 0, count: 128)
        guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
            ptsname(controller, &name, name.count) == 0
        else { throw PseudoTerminalError(step: "posix_openpt") }
        let descriptor = open(name, O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { throw PseudoTerminalError(step: "open") }
        var settings = termios()
        tcgetattr(descriptor, &settings)
        cfmakeraw(&settings)
        tcsetattr(descriptor, TCSANOW, &settings)
        terminal = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    }

    deinit {
        closeTerminal()
        close(controller)
    }

    /// Closes this process's copy of the terminal side once the child has it, so reading ends
    /// when the child exits.
    func closeTerminal() {
        guard terminalOpen else { return }
        terminalOpen = false
        close(terminal.fileDescriptor)
    }

    /// Everything written to the terminal until every writer closed it.
    func readAll() -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: chunk[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data  // 0, or EIO once the last writer is gone
            }
        }
    }
}

/// The C library's pseudo-terminal functions, looked up at run time: the Glibc module leaves them
/// out (they sit behind `_XOPEN_SOURCE` in `stdlib.h`).
private enum C {
    typealias OpenPT = @convention(c) (Int32) -> Int32
    typealias Descriptor = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    static func function<F>(_ name: String, as type: F.Type) -> F? {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }
}

/// A pseudo-terminal could not be set up.
struct PseudoTerminalError: Error, CustomStringConvertible {
    let step: String
    var description: String { "pseudo-terminal: \(step) failed (errno \(errno))" }
}

extension VerdictProcess {
    /// Runs `verdict` with standard output on a terminal and, when `stderrOnTerminal`, standard
    /// error on the same terminal; otherwise standard error is read from a pipe.
    /// - Returns: the run; `stdout` holds everything the terminal received.
    static func runOnTerminal(
        _ arguments: [String], in directory: URL = Fixtures.root, noColor: Bool,
        stderrOnTerminal: Bool = false, environment extra: [String: String] = [:]
    ) throws -> CLIRun {
        let terminal = try PseudoTerminal()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment(noColor: noColor, extra: extra.merging(["TERM": "xterm"]) { old, _ in old })
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = terminal.terminal
        let errors = Pipe()
        process.standardError = stderrOnTerminal ? terminal.terminal : errors
        try ChildProcess.run(process)
        terminal.closeTerminal()
        let stderrData = stderrOnTerminal ? nil : Drain(errors.fileHandleForReading)
        if stderrOnTerminal { try errors.fileHandleForWriting.close() }
        let screen = terminal.readAll()
        let err = stderrData?.wait() ?? Data()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus, stdout: String(decoding: screen, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }
}
