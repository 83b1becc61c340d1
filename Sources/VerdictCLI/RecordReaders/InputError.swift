import Foundation

/// An input that cannot be read at all: a missing or unreadable file, a failed read, a CSV header
/// that names no attributes. Its description names the input; the command exits with status 2.
struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input's name as the user gave it.
    let file: String
    /// The line of the problem, when it is about the content.
    let line: Int?
    /// What is wrong.
    let reason: String

    /// `cannot read 'file': reason`, or `file:line: reason` for a problem in the content.
    var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "cannot read '\(file)': \(reason)"
    }

    /// A failed system call on the input, with the system's words for `code` (an `errno` value).
    static func system(_ code: Int32, file: String) -> InputError {
        InputError(file: file, line: nil, reason: String(cString: strerror(code)))
    }

    /// A problem in the input's content that leaves nothing else readable.
    static func content(_ reason: String, file: String, line: Int) -> InputError {
        InputError(file: file, line: line, reason: reason)
    }
}
