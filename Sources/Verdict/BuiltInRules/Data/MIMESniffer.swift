import Foundation

/// Recognises file types by their magic bytes (and, for JSON and text, by decoding).
///
/// | type | signature (hex unless quoted; `@n` = at offset n) |
/// |---|---|
/// | png | `89504E470D0A1A0A` |
/// | jpeg | `FFD8FF` |
/// | ico | `00000100` |
/// | bmp | `"BM"` (and at least a 26-byte header) |
/// | tiff | `49492A00` or `4D4D002A` |
/// | gif | `"GIF87a"` or `"GIF89a"` |
/// | 3gp | `"ftyp3gp"` or `"ftyp3g2"` @4 |
/// | avi | `"RIFF"`, `"AVI "` @8 |
/// | mkv | `1A45DFA3` (Matroska and WebM) |
/// | mp4 | `"ftyp"` @4 with brand `isom`, `iso2`–`iso6`, `mp41`, `mp42`, `mmp4`, `avc1`, `dash`, `M4V `, `f4v ` |
/// | wmv | `3026B2758E66CF11` |
/// | flv | `"FLV"` 01 |
/// | mov | `"ftypqt  "` @4, or `"moov"` @4 |
/// | mpeg | `000001B3` or `000001BA` |
/// | wav | `"RIFF"`, `"WAVE"` @8 |
/// | mp3 | `"ID3"`, or an MPEG audio layer III frame sync (`FFFB`, `FFF3`, `FFF2`, …) |
/// | flac | `"fLaC"` then a STREAMINFO block header (type 0, length 34) |
/// | ogg | `"OggS"` 00 02 (first page) |
/// | m4a | `"ftypM4A "` or `"ftypM4B "` @4 |
/// | tar | `"ustar"` @257 |
/// | zip | `"PK"` 0304, 0506 (empty), 0708 (spanned), `"PK00PK"` 0304; `"PKLITE"` @30, `"PKSpX"` @526, `"WinZip"` @29152 |
/// | rar | `"Rar!"` 1A0700 (1.5–4) or 1A070100 (5) |
/// | 7z | `377ABCAF271C` |
/// | gz | `1F8B08` |
/// | pdf | `"%PDF-"` |
/// | xml | `"<?xml"`, after an optional UTF-8 byte-order mark |
/// | json | parses as a JSON object or array |
/// | text | valid UTF-8 with no control characters but tab, line feed, form feed, carriage return |
enum MIMESniffer {
    /// Whether the bytes are of the type.
    static func matches(_ type: MIMEType, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in matches(type, raw.bindMemory(to: UInt8.self), data) }
    }

    /// The types the bytes match, in declaration order (XML and JSON are also text).
    static func detect(_ data: Data) -> [MIMEType] {
        MIMEType.allCases.filter { matches($0, data) }
    }

    private static func matches(_ type: MIMEType, _ p: UnsafeBufferPointer<UInt8>, _ data: Data)
        -> Bool
    {
        func has(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            guard offset + bytes.count <= p.count else { return false }
            for (k, b) in bytes.enumerated() where p[offset + k] != b { return false }
            return true
        }
        func has(_ text: StaticString, at offset: Int = 0) -> Bool {
            has(
                Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)),
                at: offset)
        }
        func brand(_ brands: [StaticString]) -> Bool {
            has("ftyp", at: 4) && brands.contains { has($0, at: 8) }
        }
        switch type {
        case .png: return has([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .jpeg: return has([0xFF, 0xD8, 0xFF])
        case .ico: return has([0x00, 0x00, 0x01, 0x00])
        case .bmp: return has("BM") && p.count >= 26
        case .tiff: return has([0x49, 0x49, 0x2A, 0x00]) || has([0x4D, 0x4D, 0x00, 0x2A])
        case .gif: return has("GIF87a") || has("GIF89a")
        case .threeGP: return has("ftyp3gp", at: 4) || has("ftyp3g2", at: 4)
        case .avi: return has("RIFF") && has("AVI ", at: 8)
        case .mkv: return has([0x1A, 0x45, 0xDF, 0xA3])
        case .mp4:
            return brand([
                "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "mmp4", "avc1",
                "dash", "M4V ", "f4v ",
            ])
        case .wmv: return has([0x30, 0x26, 0xB2, 0x75, 0x8E, 0x66, 0xCF, 0x11])
        case .flv: return has([0x46, 0x4C, 0x56, 0x01])
        case .mov: return brand(["qt  "]) || has("moov", at: 4)
        case .mpeg: return has([0x00, 0x00, 0x01, 0xB3]) || has([0x00, 0x00, 0x01, 0xBA])
        case .wav: return has("RIFF") && has("WAVE", at: 8)
        case .mp3:
            if has("ID3") { return true }
            // Frame sync (11 bits), a defined MPEG version, layer III.
            guard p.count >= 2, p[0] == 0xFF, p[1] & 0xE0 == 0xE0 else { return false }
            return p[1] & 0x18 != 0x08 && p[1] & 0x06 == 0x02
        case .flac:
            return has("fLaC") && p.count >= 8 && p[4] & 0x7F == 0
                && has([0x00, 0x00, 0x22], at: 5)
        case .ogg: return has("OggS") && has([0x00, 0x02], at: 4)
        case .m4a: return brand(["M4A ", "M4B "])
        case .tar: return has("ustar", at: 257)
        case .zip:
            return has([0x50, 0x4B, 0x03, 0x04]) || has([0x50, 0x4B, 0x05, 0x06])
                || has([0x50, 0x4B, 0x07, 0x08])
                || has([0x50, 0x4B, 0x30, 0x30, 0x50, 0x4B, 0x03, 0x04]) || has("PKLITE", at: 30)
                || has("PKSpX", at: 526) || has("WinZip", at: 29152)
        case .rar:
            return has([0x52, 0x61, 0x72, 0x21, 0x1A, 0x07, 0x00])
                || has([0x52, 0x61, 0x72, 0x21, 0x1A, 0x07, 0x01, 0x00])
        case .sevenZip: return has([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C])
        case .gzip: return has([0x1F, 0x8B, 0x08])
        case .pdf: return has("%PDF-")
        case .xml: return has("<?xml") || has([0xEF, 0xBB, 0xBF, 0x3C, 0x3F, 0x78, 0x6D, 0x6C])
        case .json:
            guard isText(p) else { return false }
            return (try? JSONSerialization.jsonObject(with: data)) != nil
        case .text: return isText(p)
        }
    }

    /// Valid UTF-8 without control characters other than tab, LF, FF and CR.
    private static func isText(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in p where b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0C && b != 0x0D {
            return false
        }
        var iterator = p.makeIterator()
        var decoder = Unicode.UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
