import Foundation

/// Reads an image's pixel size from its header: PNG, JPEG, GIF and BMP, without an image library.
///
/// - PNG: the `IHDR` chunk's width and height (big-endian, bytes 16–23).
/// - GIF: the logical screen width and height (little-endian, bytes 6–9).
/// - JPEG: the first start-of-frame segment (`SOF0`–`SOF15` but `DHT`, `JPG`, `DAC`), found by
///   walking the marker segments; fill bytes and standalone markers are skipped.
/// - BMP: the info header's width and height (height may be negative for top-down bitmaps).
///
/// Truncated or malformed headers, and sizes of zero, give `nil`.
struct ImageHeader: Equatable {
    var width: Int
    var height: Int

    /// The size of the image the bytes hold, if they are a readable PNG, JPEG, GIF or BMP.
    static func read(_ data: Data) -> ImageHeader? {
        let header: ImageHeader? = data.withUnsafeBytes { raw in
            let p = raw.bindMemory(to: UInt8.self)
            if MIMESniffer.matches(.png, data) { return png(p) }
            if MIMESniffer.matches(.gif, data) { return gif(p) }
            if MIMESniffer.matches(.jpeg, data) { return jpeg(p) }
            if MIMESniffer.matches(.bmp, data) { return bmp(p) }
            return nil
        }
        guard let header, header.width > 0, header.height > 0 else { return nil }
        return header
    }

    private static func bigEndian(_ p: UnsafeBufferPointer<UInt8>, _ at: Int, _ count: Int) -> Int {
        var value = 0
        for k in 0..<count { value = value << 8 | Int(p[at + k]) }
        return value
    }

    private static func littleEndian(_ p: UnsafeBufferPointer<UInt8>, _ at: Int, _ count: Int)
        -> Int
    {
        var value = 0
        for k in (0..<count).reversed() { value = value << 8 | Int(p[at + k]) }
        return value
    }

    private static func png(_ p: UnsafeBufferPointer<UInt8>) -> ImageHeader? {
        guard p.count >= 24, p[12] == 0x49, p[13] == 0x48, p[14] == 0x44, p[15] == 0x52 else {
            return nil
        }
        return ImageHeader(width: bigEndian(p, 16, 4), height: bigEndian(p, 20, 4))
    }

    private static func gif(_ p: UnsafeBufferPointer<UInt8>) -> ImageHeader? {
        guard p.count >= 10 else { return nil }
        return ImageHeader(width: littleEndian(p, 6, 2), height: littleEndian(p, 8, 2))
    }

    private static func bmp(_ p: UnsafeBufferPointer<UInt8>) -> ImageHeader? {
        guard p.count >= 26 else { return nil }
        if littleEndian(p, 14, 4) == 12 {  // OS/2 BITMAPCOREHEADER: 16-bit sizes
            return ImageHeader(width: littleEndian(p, 18, 2), height: littleEndian(p, 20, 2))
        }
        let width = Int(Int32(truncatingIfNeeded: littleEndian(p, 18, 4)))
        let height = Int(Int32(truncatingIfNeeded: littleEndian(p, 22, 4)))
        return ImageHeader(width: width, height: abs(height))
    }

    private static func jpeg(_ p: UnsafeBufferPointer<UInt8>) -> ImageHeader? {
        var i = 2
        while i + 1 < p.count {
            guard p[i] == 0xFF else { return nil }
            var marker = p[i + 1]
            i += 2
            while marker == 0xFF {  // fill bytes
                guard i < p.count else { return nil }
                marker = p[i]
                i += 1
            }
            switch marker {
            case 0x01, 0xD0...0xD8:
                continue  // standalone markers
            case 0xD9, 0xDA:
                return nil  // end of image or start of scan before any frame header
            default:
                break
            }
            guard i + 2 <= p.count else { return nil }
            let length = bigEndian(p, i, 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard length >= 7, i + 7 <= p.count else { return nil }
                return ImageHeader(width: bigEndian(p, i + 5, 2), height: bigEndian(p, i + 3, 2))
            }
            i += length
        }
        return nil
    }
}
