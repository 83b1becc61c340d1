/// The tar format of rule bundles (POSIX ustar): written for a list of files, and read back with
/// everything a hostile archive could use against its reader refused.
///
/// Hand-written because no package of the mirror reads tar, and a bundle needs only the plainest
/// part of it: regular files and folders, names of at most 255 bytes. Reading refuses every other
/// entry type — symbolic and hard links, devices, FIFOs, and the pax and GNU extension headers that
/// could rename an entry — and every name that could leave the unpack folder: absolute, with a `..`
/// or empty component, or with a byte below 0x20.
enum TarArchive {
    /// One file of an archive.
    struct Entry: Equatable {
        /// The path inside the archive, `/`-separated, relative (`locales/de.lua`).
        var path: String
        /// The contents.
        var contents: [UInt8]
    }

    /// Why an archive cannot be read.
    struct Problem: Error, Equatable {
        /// What is wrong, naming the entry where there is one.
        var message: String
        /// The limit it passes, when it holds more files or bytes than allowed rather than being
        /// malformed.
        var passedLimit: Limit?

        /// A limit of ``TarArchive/read(_:maxFiles:maxBytes:)``.
        enum Limit { case files, bytes }
    }

    private static let block = 512

    /// The archive of `entries`, in order: a header block and the contents padded to 512 bytes for
    /// each, then two zero blocks. Modes are 0644, owners 0, times `modified` (seconds since 1970).
    static func write(_ entries: [Entry], modified: Int) throws(Problem) -> [UInt8] {
        var archive: [UInt8] = []
        archive.reserveCapacity(entries.reduce(2 * block) { $0 + block + padded($1.contents.count) })
        for entry in entries {
            try checkPath(entry.path)
            archive += try header(for: entry, modified: modified)
            archive += entry.contents
            archive += [UInt8](repeating: 0, count: padded(entry.contents.count) - entry.contents.count)
        }
        archive += [UInt8](repeating: 0, count: 2 * block)
        return archive
    }

    /// The files of an archive, in order; folders are skipped (they are made as files need them).
    /// - Parameters:
    ///   - maxFiles: the most files accepted.
    ///   - maxBytes: the most bytes all files may hold together.
    /// - Throws: ``Problem`` for a malformed archive, an entry other than a file or folder, an
    ///   unsafe or repeated name, or more files or bytes than allowed.
    static func read(_ archive: [UInt8], maxFiles: Int, maxBytes: Int) throws(Problem) -> [Entry] {
        var entries: [Entry] = []
        var seen = Set<String>()
        var total = 0
        var offset = 0
        while true {
            guard offset + block <= archive.count else { throw Problem(message: "the archive ends inside a header") }
            let header = archive[offset..<offset + block]
            if header.allSatisfy({ $0 == 0 }) { return entries }
            guard checksum(of: header) == octal(header, at: 148, length: 8) else {
                throw Problem(message: "a header's checksum is wrong at byte \(offset): not a tar archive, or damaged")
            }
            let path = try name(of: header)
            guard let size = octal(header, at: 124, length: 12) else {
                throw Problem(message: "\(path): the size field is not a number")
            }
            let type = header[header.startIndex + 156]
            offset += block
            switch type {
            case UInt8(ascii: "0"), 0:
                try checkPath(path)
                guard seen.insert(path).inserted else { throw Problem(message: "\(path): the archive holds it twice") }
                guard entries.count < maxFiles else {
                    throw Problem(message: "the archive holds more than \(maxFiles) files", passedLimit: .files)
                }
                total += size
                guard total <= maxBytes else {
                    throw Problem(message: "the archive's files hold more than \(maxBytes) bytes", passedLimit: .bytes)
                }
                guard offset + size <= archive.count else {
                    throw Problem(message: "\(path): the archive ends inside the file")
                }
                entries.append(Entry(path: path, contents: Array(archive[offset..<offset + size])))
                offset += padded(size)
            case UInt8(ascii: "5"):
                try checkPath(path.hasSuffix("/") ? String(path.dropLast()) : path)
                offset += padded(size)
            default:
                throw Problem(message: "\(path): \(describe(type)) — a bundle holds only files and folders")
            }
        }
    }

    /// Whether `path` is a safe relative path; throws what is wrong with it otherwise.
    static func checkPath(_ path: String) throws(Problem) {
        guard !path.isEmpty else { throw Problem(message: "an entry has an empty name") }
        guard !path.hasPrefix("/") else { throw Problem(message: "\(path): an absolute name") }
        guard !path.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }) else {
            throw Problem(message: "\(path.debugDescription): a name with a control character or backslash")
        }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component == ".." { throw Problem(message: "\(path): a name that leaves the bundle (..)") }
            if component.isEmpty || component == "." { throw Problem(message: "\(path): a name with an empty part") }
        }
    }

    private static func padded(_ size: Int) -> Int { (size + block - 1) / block * block }

    private static func header(for entry: Entry, modified: Int) throws(Problem) -> [UInt8] {
        var header = [UInt8](repeating: 0, count: block)
        let name = Array(entry.path.utf8)
        if name.count <= 100 {
            header.replaceSubrange(0..<name.count, with: name)
        } else {
            // ustar splits a long name at a `/`: at most 155 bytes before it, 100 after.
            guard let cut = name.indices.last(where: { name[$0] == UInt8(ascii: "/") && $0 <= 155 }),
                name.count - cut - 1 <= 100
            else { throw Problem(message: "\(entry.path): a name longer than a tar header holds") }
            header.replaceSubrange(0..<(name.count - cut - 1), with: name[(cut + 1)...])
            header.replaceSubrange(345..<(345 + cut), with: name[..<cut])
        }
        put(octal: 0o644, into: &header, at: 100, length: 8)
        put(octal: 0, into: &header, at: 108, length: 8)
        put(octal: 0, into: &header, at: 116, length: 8)
        put(octal: entry.contents.count, into: &header, at: 124, length: 12)
        put(octal: modified, into: &header, at: 136, length: 12)
        header[156] = UInt8(ascii: "0")
        header.replaceSubrange(257..<263, with: Array("ustar\0".utf8))
        header.replaceSubrange(263..<265, with: Array("00".utf8))
        header.replaceSubrange(148..<156, with: [UInt8](repeating: UInt8(ascii: " "), count: 8))
        put(octal: checksum(of: header[...]), into: &header, at: 148, length: 7)
        return header
    }

    /// Writes `value` as zero-padded octal digits and a NUL in `length` bytes.
    private static func put(octal value: Int, into header: inout [UInt8], at offset: Int, length: Int) {
        let digits = Array(String(value, radix: 8).utf8)
        let padding = [UInt8](repeating: UInt8(ascii: "0"), count: max(0, length - 1 - digits.count))
        header.replaceSubrange(offset..<(offset + length - 1), with: padding + digits)
        header[offset + length - 1] = 0
    }

    /// An octal field: digits, with spaces or NULs around them; `nil` when it holds anything else.
    private static func octal(_ header: ArraySlice<UInt8>, at offset: Int, length: Int) -> Int? {
        let field = header[(header.startIndex + offset)..<(header.startIndex + offset + length)]
        let digits = field.drop { $0 == UInt8(ascii: " ") }.prefix { $0 != 0 && $0 != UInt8(ascii: " ") }
        guard !digits.isEmpty, digits.count <= 11,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) })
        else { return nil }
        return digits.reduce(0) { $0 * 8 + Int($1 - UInt8(ascii: "0")) }
    }

    /// The sum of the header's bytes with the checksum field counted as spaces.
    private static func checksum(of header: ArraySlice<UInt8>) -> Int {
        var sum = 0
        for (index, byte) in header.enumerated() {
            sum += (148..<156).contains(index) ? Int(UInt8(ascii: " ")) : Int(byte)
        }
        return sum
    }

    /// The entry's name: the ustar prefix, a `/`, and the name field.
    private static func name(of header: ArraySlice<UInt8>) throws(Problem) -> String {
        func field(_ offset: Int, _ length: Int) -> ArraySlice<UInt8> {
            header[(header.startIndex + offset)..<(header.startIndex + offset + length)].prefix { $0 != 0 }
        }
        // POSIX ustar only: old GNU archives say "ustar  " and keep times where the prefix would be.
        let isUstar = header[(header.startIndex + 257)..<(header.startIndex + 263)].elementsEqual("ustar\0".utf8)
        let prefix = isUstar ? field(345, 155) : []
        let bytes = prefix.isEmpty ? Array(field(0, 100)) : Array(prefix) + [UInt8(ascii: "/")] + field(0, 100)
        guard let name = String(validating: bytes, as: UTF8.self) else {
            throw Problem(message: "an entry's name is not UTF-8")
        }
        return name
    }

    /// What a type byte other than a file's or a folder's stands for.
    private static func describe(_ type: UInt8) -> String {
        switch type {
        case UInt8(ascii: "1"): "a hard link"
        case UInt8(ascii: "2"): "a symbolic link"
        case UInt8(ascii: "3"), UInt8(ascii: "4"): "a device"
        case UInt8(ascii: "6"): "a FIFO"
        case UInt8(ascii: "x"), UInt8(ascii: "g"): "a pax extended header"
        case UInt8(ascii: "L"), UInt8(ascii: "K"): "a GNU long-name header"
        default: "an entry of type \(String(UnicodeScalar(type)).debugDescription)"
        }
    }
}
