import Foundation

/// A file type recognised by its magic bytes: every type NGRValidator's `mimeType` knew.
///
/// Named in rule files by its short name (`"png"`), a common extension (`"jpg"`), or its MIME
/// type (`"image/png"`), in any case.
public enum MIMEType: String, Sendable, Hashable, CaseIterable {
    /// PNG image (`image/png`).
    case png
    /// JPEG image (`image/jpeg`).
    case jpeg
    /// Windows icon (`image/x-icon`).
    case ico
    /// Windows bitmap (`image/bmp`).
    case bmp
    /// TIFF image, either byte order (`image/tiff`).
    case tiff
    /// GIF image, 87a or 89a (`image/gif`).
    case gif
    /// 3GPP video (`video/3gpp`).
    case threeGP = "3gp"
    /// AVI video (`video/x-msvideo`).
    case avi
    /// Matroska or WebM video (`video/x-matroska`).
    case mkv
    /// MPEG-4 video (`video/mp4`).
    case mp4
    /// Windows Media video, ASF container (`video/x-ms-wmv`).
    case wmv
    /// Flash video (`video/x-flv`).
    case flv
    /// QuickTime movie (`video/quicktime`).
    case mov
    /// MPEG-1/2 program or video stream (`video/mpeg`).
    case mpeg
    /// WAVE audio (`audio/wav`).
    case wav
    /// MP3 audio (`audio/mpeg`).
    case mp3
    /// FLAC audio (`audio/flac`).
    case flac
    /// Ogg stream (`audio/ogg`).
    case ogg
    /// MPEG-4 audio (`audio/mp4`).
    case m4a
    /// POSIX tar archive (`application/x-tar`).
    case tar
    /// ZIP archive (`application/zip`).
    case zip
    /// RAR archive, versions 1.5–5 (`application/vnd.rar`).
    case rar
    /// 7-Zip archive (`application/x-7z-compressed`).
    case sevenZip = "7z"
    /// gzip stream (`application/gzip`).
    case gzip = "gz"
    /// PDF document (`application/pdf`).
    case pdf
    /// XML document (`application/xml`).
    case xml
    /// JSON object or array (`application/json`).
    case json
    /// UTF-8 text (`text/plain; charset=utf-8`).
    case text

    /// The MIME type, e.g. `image/png`.
    public var mimeString: String {
        Self.mimeStrings[self]?.first ?? "application/octet-stream"
    }

    /// The media group the type belongs to, if any (PDF, XML, JSON and text belong to none).
    public var group: MediaGroup? {
        MediaGroup.allCases.first { $0.members.contains(self) }
    }

    /// The type for a short name, extension or MIME type in any case: `"png"`, `"JPG"`,
    /// `"image/png"`, `"text/plain; charset=utf-8"`.
    public init?(named name: String) {
        let lower = name.lowercased().trimmingCharacters(in: .whitespaces)
        if let type = Self(rawValue: lower) ?? Self.aliases[lower] {
            self = type
        } else if let type = Self.allCases.first(where: {
            Self.mimeStrings[$0]?.contains(lower) == true
        }) {
            self = type
        } else {
            return nil
        }
    }

    private static let aliases: [String: MIMEType] = [
        "jpg": .jpeg, "tif": .tiff, "3gpp": .threeGP, "matroska": .mkv, "webm": .mkv,
        "quicktime": .mov,
        "mpg": .mpeg, "wave": .wav, "oga": .ogg, "7zip": .sevenZip, "gzip": .gzip, "txt": .text,
        "threegp": .threeGP, "sevenzip": .sevenZip,
    ]

    private static let mimeStrings: [MIMEType: [String]] = [
        .png: ["image/png"], .jpeg: ["image/jpeg", "image/jpg"],
        .ico: ["image/x-icon", "image/vnd.microsoft.icon"], .bmp: ["image/bmp", "image/x-ms-bmp"],
        .tiff: ["image/tiff"], .gif: ["image/gif"],
        .threeGP: ["video/3gpp", "video/3gpp2"], .avi: ["video/x-msvideo", "video/avi"],
        .mkv: ["video/x-matroska", "video/webm"], .mp4: ["video/mp4"], .wmv: ["video/x-ms-wmv"],
        .flv: ["video/x-flv"], .mov: ["video/quicktime"], .mpeg: ["video/mpeg"],
        .wav: ["audio/wav", "audio/x-wav", "audio/wave"], .mp3: ["audio/mpeg", "audio/mp3"],
        .flac: ["audio/flac", "audio/x-flac"], .ogg: ["audio/ogg", "application/ogg"],
        .m4a: ["audio/mp4", "audio/x-m4a", "audio/m4a"],
        .tar: ["application/x-tar"], .zip: ["application/zip", "application/x-zip-compressed"],
        .rar: ["application/vnd.rar", "application/x-rar-compressed"],
        .sevenZip: ["application/x-7z-compressed"],
        .gzip: ["application/gzip", "application/x-gzip"],
        .pdf: ["application/pdf"], .xml: ["application/xml", "text/xml"],
        .json: ["application/json"],
        .text: ["text/plain", "text/plain; charset=utf-8", "text/plain;charset=utf-8"],
    ]
}
