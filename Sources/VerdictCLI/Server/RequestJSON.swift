import Hummingbird
import Verdict

/// Reads a request body as JSON with the core ``JSONReader``, within a size limit.
enum RequestJSON {
    /// Reads the body.
    ///
    /// A `Content-Length` past the limit is refused before any byte is read; a body without one
    /// (chunked) is read up to the limit and refused as soon as it passes it. The rest of a refused
    /// body is discarded by the server before the next request on the connection. A UTF-8 byte
    /// order mark before the JSON text is ignored. When an object has a key twice, the last value
    /// wins, as ``Verdict/JSONReader`` reads.
    /// - Parameters:
    ///   - request: the request.
    ///   - limit: the largest body accepted, in bytes.
    /// - Returns: the JSON value.
    /// - Throws: ``Problem/bodyTooLarge(limit:)`` past the limit, ``Problem/badJSON(_:)`` for text
    ///   that is not one JSON value, or the error of a connection that failed mid-body.
    static func read(_ request: Request, limit: Int) async throws -> Value {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw Problem.bodyTooLarge(limit: limit)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw Problem.bodyTooLarge(limit: limit)
        }
        let result = buffer.withUnsafeReadableBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { bytes in
                Result { () throws(JSONReadError) -> Value in try value(of: bytes) }
            }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw Problem.badJSON(error)
        }
    }

    /// The JSON value of a body's bytes. A UTF-8 byte order mark before the text is ignored, as
    /// RFC 8259 §8.1 allows and `verdict validate` does for files.
    /// - Throws: ``Verdict/JSONReadError`` for text that is not one JSON value.
    static func value(of bytes: UnsafeBufferPointer<UInt8>) throws(JSONReadError) -> Value {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes
        return try JSONReader().read(text)
    }

    /// Reads the body as a JSON object.
    /// - Throws: as ``read(_:limit:)``, and ``Problem/badRequest(_:)`` for JSON that is not an object.
    static func readObject(_ request: Request, limit: Int, what: String) async throws -> [String: Value] {
        guard case .object(let fields) = try await read(request, limit: limit) else {
            throw Problem.badRequest("the body must be a JSON object (\(what))")
        }
        return fields
    }
}
