/// A family of file types, checked by the `image`, `video`, `audio` and `archive` rules.
public enum MediaGroup: String, Sendable, Hashable, CaseIterable {
    /// PNG, JPEG, ICO, BMP, TIFF, GIF.
    case image
    /// 3GP, AVI, MKV/WebM, MP4, WMV, FLV, MOV, MPEG.
    case video
    /// WAV, MP3, FLAC, OGG, M4A.
    case audio
    /// TAR, ZIP, RAR, 7Z, GZ.
    case archive

    /// The types of the group.
    public var members: [MIMEType] {
        switch self {
        case .image: [.png, .jpeg, .ico, .bmp, .tiff, .gif]
        case .video: [.threeGP, .avi, .mkv, .mp4, .wmv, .flv, .mov, .mpeg]
        case .audio: [.wav, .mp3, .flac, .ogg, .m4a]
        case .archive: [.tar, .zip, .rar, .sevenZip, .gzip]
        }
    }
}
