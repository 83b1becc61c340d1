import Testing

@testable import VerdictBundle

struct TarArchiveTests {
    private let entries = [
        TarArchive.Entry(path: ".manifest", contents: Array("{}".utf8)),
        TarArchive.Entry(path: "locales/de.lua", contents: Array(repeating: 65, count: 1000)),
    ]

    @Test func writtenArchivesReadBack() throws {
        let archive = try TarArchive.write(entries, modified: 0)
        #expect(archive.count % 512 == 0)
        #expect(try TarArchive.read(archive, maxFiles: 10, maxBytes: 10_000) == entries)
    }

    @Test func longNamesUseTheUstarPrefix() throws {
        let long = TarArchive.Entry(
            path: String(repeating: "d", count: 120) + "/" + String(repeating: "f", count: 90), contents: [1])
        let archive = try TarArchive.write([long], modified: 0)
        #expect(try TarArchive.read(archive, maxFiles: 1, maxBytes: 1) == [long])
        let tooLong = TarArchive.Entry(path: String(repeating: "x", count: 101), contents: [])
        #expect(throws: TarArchive.Problem.self) { try TarArchive.write([tooLong], modified: 0) }
    }

    @Test(arguments: [
        ("2", "a symbolic link"), ("1", "a hard link"), ("3", "a device"), ("4", "a device"), ("6", "a FIFO"),
        ("x", "a pax extended header"), ("L", "a GNU long-name header"),
    ])
    func entriesOtherThanFilesAreRefused(type: Character, words: String) throws {
        var archive = try TarArchive.write([TarArchive.Entry(path: "rules.lua", contents: [])], modified: 0)
        archive[156] = type.asciiValue ?? 0
        Self.fixChecksum(&archive)
        let problem = try #require(throws: TarArchive.Problem.self) {
            try TarArchive.read(archive, maxFiles: 10, maxBytes: 10)
        }
        #expect(problem.message == "rules.lua: \(words) — a bundle holds only files and folders")
    }

    @Test(arguments: [
        ("../escape.lua", "../escape.lua: a name that leaves the bundle (..)"),
        ("locales/../../x.lua", "locales/../../x.lua: a name that leaves the bundle (..)"),
        ("/etc/passwd", "/etc/passwd: an absolute name"),
        ("a//b.lua", "a//b.lua: a name with an empty part"),
        ("./a.lua", "./a.lua: a name with an empty part"),
    ])
    func namesThatLeaveTheBundleAreRefused(name: String, message: String) throws {
        var archive = try TarArchive.write([TarArchive.Entry(path: "placeholder-name.lua", contents: [])], modified: 0)
        archive.replaceSubrange(0..<100, with: Array(name.utf8) + [UInt8](repeating: 0, count: 100 - name.utf8.count))
        Self.fixChecksum(&archive)
        let problem = try #require(throws: TarArchive.Problem.self) {
            try TarArchive.read(archive, maxFiles: 10, maxBytes: 10)
        }
        #expect(problem.message == message)
    }

    @Test func limitsAndDamageAreRefused() throws {
        let archive = try TarArchive.write(entries, modified: 0)
        let tooMany = try #require(throws: TarArchive.Problem.self) {
            try TarArchive.read(archive, maxFiles: 1, maxBytes: 10_000)
        }
        #expect(tooMany.passedLimit == .files && tooMany.message == "the archive holds more than 1 files")
        let tooBig = try #require(throws: TarArchive.Problem.self) {
            try TarArchive.read(archive, maxFiles: 10, maxBytes: 999)
        }
        #expect(tooBig.passedLimit == .bytes)
        let cut = try #require(throws: TarArchive.Problem.self) {
            try TarArchive.read(Array(archive.prefix(1536)), maxFiles: 10, maxBytes: 10_000)
        }
        #expect(cut.message == "locales/de.lua: the archive ends inside the file")
        var damaged = archive
        damaged[10] ^= 0xFF
        let checksum = try #require(throws: TarArchive.Problem.self) {
            try TarArchive.read(damaged, maxFiles: 10, maxBytes: 10_000)
        }
        #expect(checksum.message.hasPrefix("a header's checksum is wrong at byte 0"))
        let twice = try TarArchive.write([entries[0], entries[0]], modified: 0)
        let duplicate = try #require(throws: TarArchive.Problem.self) {
            try TarArchive.read(twice, maxFiles: 10, maxBytes: 10_000)
        }
        #expect(duplicate.message == ".manifest: the archive holds it twice")
    }

    /// Recomputes the first header's checksum after a test changed it.
    static func fixChecksum(_ archive: inout [UInt8]) {
        archive.replaceSubrange(148..<156, with: [UInt8](repeating: 32, count: 8))
        let sum = archive[0..<512].reduce(0) { $0 + Int($1) }
        let digits = Array(String(sum, radix: 8).utf8)
        archive.replaceSubrange(
            148..<155, with: [UInt8](repeating: UInt8(ascii: "0"), count: 6 - digits.count) + digits + [0])
    }
}
