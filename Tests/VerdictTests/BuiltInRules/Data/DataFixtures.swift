import Foundation
import Verdict

/// Tiny byte blobs with the headers the data rules read, built in code instead of binary files.
enum DataFixtures {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
    static func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    static func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16(v >> 16 & 0xFFFF) }
    /// Binary padding: a NUL and invalid UTF-8, so no fixture reads as text by accident.
    static let binary: [UInt8] = [0x00, 0xFF, 0xFE, 0x00, 0x80, 0x81]

    static func png(width: Int, height: Int) -> Data {
        Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + bytes("IHDR")
                + be32(width) + be32(height)
                + [8, 6, 0, 0, 0] + [0x1F, 0x15, 0xC4, 0x89] + binary)
    }

    static func gif(width: Int, height: Int) -> Data {
        Data(bytes("GIF89a") + le16(width) + le16(height) + [0x80, 0x00, 0x00] + binary)
    }

    /// SOI, an APP0/JFIF segment, a DQT segment, fill bytes, a frame header (`SOF0`, or `SOF2`
    /// when progressive), then the start of the scan.
    static func jpeg(width: Int, height: Int, progressive: Bool = false) -> Data {
        let app0 = [0xFF, 0xE0] + be16(16) + bytes("JFIF") + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let dqt = [0xFF, 0xDB] + be16(67) + [UInt8](repeating: 1, count: 65)
        let sof =
            [0xFF, 0xFF, 0xFF, progressive ? 0xC2 : 0xC0] + be16(17) + [8] + be16(height)
            + be16(width)
            + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return Data([0xFF, 0xD8] + app0 + dqt + sof + [0xFF, 0xDA] + be16(12) + binary)
    }

    /// A Windows BMP; a negative height marks a top-down bitmap.
    static func bmp(width: Int, height: Int) -> Data {
        Data(
            bytes("BM") + le32(70) + le32(0) + le32(54) + le32(40) + le32(width)
                + le32(height & 0xFFFF_FFFF)
                + le16(1) + le16(24) + [UInt8](repeating: 0, count: 24) + binary)
    }

    /// One fixture per ``MIMEType``, each carrying only its own signature.
    static let byType: [MIMEType: Data] = {
        let ftyp = { (brand: String) -> Data in
            Data([0, 0, 0, 0x18] + bytes("ftyp" + brand) + [0, 0, 0, 0] + binary)
        }
        var tar = [UInt8](repeating: 0, count: 512)
        tar.replaceSubrange(0..<8, with: bytes("file.txt"))
        tar.replaceSubrange(257..<263, with: bytes("ustar") + [0])
        return [
            .png: png(width: 10, height: 10), .jpeg: jpeg(width: 10, height: 10),
            .ico: Data([0, 0, 1, 0, 1, 0, 16, 16] + binary), .bmp: bmp(width: 10, height: 10),
            .tiff: Data(bytes("II*") + [0, 8, 0, 0, 0] + binary), .gif: gif(width: 10, height: 10),
            .threeGP: ftyp("3gp4"),
            .avi: Data(bytes("RIFF") + le32(100) + bytes("AVI LIST") + binary),
            .mkv: Data([0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01] + binary),
            .mp4: ftyp("isom"),
            .wmv: Data([0x30, 0x26, 0xB2, 0x75, 0x8E, 0x66, 0xCF, 0x11, 0xA6, 0xD9] + binary),
            .flv: Data(bytes("FLV") + [0x01, 0x05, 0, 0, 0, 9] + binary), .mov: ftyp("qt  "),
            .mpeg: Data([0, 0, 1, 0xBA, 0x44, 0, 4] + binary),
            .wav: Data(bytes("RIFF") + le32(100) + bytes("WAVEfmt ") + binary),
            .mp3: Data(bytes("ID3") + [3, 0, 0, 0, 0, 0x0F, 0x76] + binary),
            .flac: Data(bytes("fLaC") + [0, 0, 0, 0x22, 0x10, 0] + binary),
            .ogg: Data(bytes("OggS") + [0, 2, 0, 0, 0, 0] + binary), .m4a: ftyp("M4A "),
            .tar: Data(tar),
            .zip: Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0, 0, 0] + binary),
            .rar: Data(bytes("Rar!") + [0x1A, 0x07, 0x01, 0x00] + binary),
            .sevenZip: Data([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0, 4] + binary),
            .gzip: Data([0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0] + binary),
            .pdf: Data(bytes("%PDF-1.7\n%") + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A] + bytes("1 0 obj")),
            .xml: Data(bytes("<?xml version=\"1.0\"?><logo/>")),
            .json: Data(bytes("{\"logo\": [1, 2, 3]}")),
            .text: Data(bytes("Verdict logo\nzażółć gęślą jaźń\n")),
        ]
    }()
}
