import Foundation
import Verdict

/// The bytes of the command-line arguments that are not UTF-8, so the files they name can be
/// opened.
///
/// Swift gives a program its arguments as strings, each byte that is not UTF-8 replaced with
/// U+FFFD: a file named in such bytes could not be opened by its argument ("No such file or
/// directory" for a file that exists). The bytes of every such argument are kept here, found
/// again by the string Swift made of them.
enum ArgumentBytes {
    /// The string Swift made of each argument that is not UTF-8, and the argument's bytes; when
    /// two arguments give the same string, the first.
    private static let bytesByText: [String: [UInt8]] = {
        var table: [String: [UInt8]] = [:]
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
            guard String(validating: bytes, as: UTF8.self) == nil else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            if table[text] == nil { table[text] = bytes }
        }
        return table
    }()

    /// The path an argument names, as the bytes it was given in.
    static func path(_ argument: String) -> RawPath {
        bytesByText[argument].map { RawPath(bytes: $0) } ?? RawPath(argument)
    }
}
