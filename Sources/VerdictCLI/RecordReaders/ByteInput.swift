import Foundation
import Verdict

/// An open file or standard input, read with plain `read(2)` calls — or bytes already in memory
/// (a sample uploaded to the workbench), read as a file of that size.
///
/// It is a class so that it closes its file when the last reader lets go; it is not `Sendable`:
/// one reader owns it.
final class ByteInput {
    /// The input's name in messages: the path as given (escaped where it is not UTF-8 text, see
    /// ``RawPath``), or `<stdin>`.
    let name: String
    /// Whether a read may wait for a writer: the input is a pipe, a socket or a terminal, not a file.
    var mayWait: Bool { size == nil }
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// A file's size when it was opened (the count of bytes in memory); `nil` for an input that is
    /// not a file: a pipe, a socket, a terminal.
    let size: Int?
    /// The bytes of an input in memory; `nil` for a file or a descriptor.
    private let contents: [UInt8]?
    /// How many bytes the reads returned.
    private(set) var bytesRead = 0

    /// Opens a file for reading, by the bytes of its path.
    /// - Parameters:
    ///   - path: the file.
    ///   - name: the input's name in messages and records' locations; `nil` for the path.
    /// - Throws: ``InputError`` naming the input when the file cannot be opened.
    init(path: RawPath, name: String? = nil) throws(InputError) {
        let name = name ?? path.description
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw .system(errno, file: name) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            close(fd)
            throw .system(EISDIR, file: name)
        }
        self.name = name
        descriptor = fd
        ownsDescriptor = true
        size = Self.fileSize(fd)
        contents = nil
    }

    /// Opens a file for reading by a path given as text.
    /// - Throws: ``InputError`` naming the path when the file cannot be opened.
    convenience init(path: String) throws(InputError) {
        try self.init(path: RawPath(path))
    }

    /// Reads standard input; it is not closed.
    convenience init(standardInputNamed name: String = "<stdin>") {
        self.init(descriptor: STDIN_FILENO, name: name)
    }

    /// Reads an open descriptor (standard input, a pipe); it is not closed.
    init(descriptor: Int32, name: String) {
        self.name = name
        self.descriptor = descriptor
        ownsDescriptor = false
        size = Self.fileSize(descriptor)
        contents = nil
    }

    /// Reads bytes in memory, as a file holding them is read.
    init(bytes: [UInt8], name: String) {
        self.name = name
        descriptor = -1
        ownsDescriptor = false
        size = bytes.count
        contents = bytes
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Whether a read returns at once: always for a file; for a pipe, when bytes or the end wait.
    var isReady: Bool {
        guard mayWait else { return true }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) != 0
    }

    /// The size of the file open at `descriptor`; `nil` when it is not a file (a read may wait).
    private static func fileSize(_ descriptor: Int32) -> Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// How many bytes a read would return at once, when the input can tell: the rest of a file
    /// (by its size when opened, 0 for a file that does not know its size, as in /proc), what a
    /// pipe holds now (`FIONREAD`); `nil` for an input that cannot tell.
    var readableCount: Int? {
        if let size { return max(size - bytesRead, 0) }
        var count: Int32 = 0
        guard ioctl(descriptor, UInt(FIONREAD), &count) == 0, count >= 0 else { return nil }
        return Int(count)
    }

    /// Reads up to `buffer.count` bytes; returns how many, 0 at the end of the input.
    /// - Throws: ``InputError`` naming the input when the read fails.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        if let contents {
            let n = min(buffer.count, contents.count - bytesRead)
            buffer.copyBytes(from: contents[bytesRead..<bytesRead + n])
            bytesRead += n
            return n
        }
        while true {
            let n = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            if n >= 0 {
                bytesRead += n
                return n
            }
            if errno != EINTR { throw .system(errno, file: name) }
        }
    }
}
