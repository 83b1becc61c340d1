import Verdict

/// The records an Impact run reads: a file of the `--samples` folder, or one uploaded with the
/// request. Either is read as `verdict validate` reads a file (``RecordSource``), and its records
/// are located under the sample's name, never a path of the server's.
enum ImpactSample: Sendable {
    /// A file of the samples folder.
    /// - Parameters:
    ///   - name: its name in the folder.
    ///   - path: where it is.
    case file(name: String, path: String)
    /// A file uploaded with the request, held in memory.
    /// - Parameters:
    ///   - name: the name the page gave it (its file's name).
    ///   - bytes: its contents.
    ///   - format: the format the page said it is in; `nil` for the one its name's extension names,
    ///     else the one its first bytes suggest.
    case upload(name: String, bytes: [UInt8], format: InputFormat?)

    /// The name its records are located under.
    var name: String {
        switch self {
        case .file(let name, _), .upload(let name, _, _): name
        }
    }

    /// Opens it for reading records.
    /// - Throws: ``InputError`` naming the sample when it cannot be opened or read.
    func open() throws(InputError) -> any RecordReader {
        switch self {
        case .file(let name, let path):
            return try RecordSource.open(
                try ByteInput(path: RawPath(path), name: name), format: InputFormat(path: name))
        case .upload(let name, let bytes, let format):
            return try RecordSource.open(ByteInput(bytes: bytes, name: name), format: format ?? InputFormat(path: name))
        }
    }
}
