import HTTPTypes
import Hummingbird
import Verdict

/// Writes the server's JSON bodies with the core ``JSONWriter``, objects with their keys in a
/// fixed order, and wraps them in responses.
enum JSONResponse {
    private static let writer = JSONWriter(sortsKeys: true)

    /// The UTF-8 text of an object whose keys come in the given order (values' own objects are
    /// written with sorted keys).
    static func object(_ fields: [(String, Value)]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        appendObject(fields, to: &bytes)
        return bytes
    }

    /// Appends an object whose keys come in the given order.
    static func appendObject(_ fields: [(String, Value)], to bytes: inout [UInt8]) {
        writer.writeObject(fields, into: &bytes)
    }

    /// Appends a value.
    static func append(_ value: Value, to bytes: inout [UInt8]) {
        writer.write(value, into: &bytes)
    }

    /// A response with a JSON body: `Content-Type`, `Content-Length`, then `Content-Language` when
    /// given, in that order, made at once (setting or appending a header one at a time costs more).
    /// - Parameters:
    ///   - status: the status.
    ///   - body: the UTF-8 JSON text.
    ///   - contentType: `application/json` unless said otherwise.
    ///   - contentLanguage: the language of the body's messages, when it has some.
    static func make(
        _ status: HTTPResponse.Status = .ok, body: [UInt8], contentType: String = "application/json",
        contentLanguage: String? = nil
    ) -> Response {
        let length = String(body.count)
        let headers: HTTPFields =
            if let contentLanguage {
                [.contentType: contentType, .contentLength: length, .contentLanguage: contentLanguage]
            } else {
                [.contentType: contentType, .contentLength: length]
            }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
