import Foundation

#if os(Linux)
    internal import Verdict
#else
    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif
#endif

/// Fetches a bundle's bytes from where it lives: an `http` or `https` URL (with the last ETag, so
/// that an unchanged bundle costs a `304`), or a file.
enum BundleDownload {
    /// What a fetch brought back.
    enum Fetched: Sendable {
        /// The bundle, with the ETag the server sent.
        case bundle([UInt8], etag: String?)
        /// The server said the bundle with the ETag sent is still current.
        case notModified
    }

    /// Fetches the bundle at `location`.
    /// - Parameters:
    ///   - etag: the ETag of the bundle held, sent as `If-None-Match`.
    ///   - caFile: PEM certificates to trust for `https` instead of the system's.
    /// - Throws: ``BundleError`` (``BundleError/Reason/download``, or ``BundleError/Reason/size``
    ///   for a bundle over the download limit).
    static func fetch(_ location: URL, etag: String?, limits: BundleLimits, caFile: String?) async throws(BundleError)
        -> Fetched
    {
        if location.isFileURL { return try readFile(location, limits: limits) }
        guard let scheme = location.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw BundleError(.download, "\(location): a bundle comes from an http, https or file URL")
        }
        let headers = etag.map { ["If-None-Match": $0] } ?? [:]
        let status: Int
        let body: [UInt8]
        let answeredTag: String?
        do {
            (status, body, answeredTag) = try await get(location, headers: headers, limits: limits, caFile: caFile)
        } catch let error as BundleError {
            throw error
        } catch {
            throw BundleError(.download, "\(location): \(error)")
        }
        if status == 304 { return .notModified }
        guard (200..<300).contains(status) else { throw BundleError(.download, "\(location): HTTP status \(status)") }
        return .bundle(body, etag: answeredTag)
    }

    private static func readFile(_ location: URL, limits: BundleLimits) throws(BundleError) -> Fetched {
        let manager = FileManager.default
        let size = (try? manager.attributesOfItem(atPath: location.path)[.size] as? Int) ?? nil
        guard let size else { throw BundleError(.download, "\(location.path): no such bundle file") }
        guard size <= limits.maxDownloadBytes else {
            throw BundleError(.size, "\(location.path): \(size) bytes, over the limit of \(limits.maxDownloadBytes)")
        }
        guard let data = manager.contents(atPath: location.path) else {
            throw BundleError(.download, "\(location.path): cannot be read")
        }
        return .bundle(Array(data), etag: nil)
    }

    #if os(Linux)
        /// A GET through libcurl (the library of Verdict's `CurlTransport`).
        private static func get(_ url: URL, headers: [String: String], limits: BundleLimits, caFile: String?)
            async throws -> (Int, [UInt8], String?)
        {
            do {
                let answer = try await CurlTransport.get(
                    url.absoluteString, headers: headers, timeout: limits.downloadTimeout,
                    maxBytes: limits.maxDownloadBytes, caFile: caFile)
                return (answer.status, answer.body, answer.etag)
            } catch let error as CurlTransportError where error.code == writeError {
                throw BundleError(.size, "\(url): the bundle is over the limit of \(limits.maxDownloadBytes) bytes")
            }
        }

        /// libcurl's CURLE_WRITE_ERROR: the transfer stopped because the body passed its limit.
        private static let writeError = 23
    #else
        /// A GET through `URLSession`, with the system's certificates.
        private static func get(_ url: URL, headers: [String: String], limits: BundleLimits, caFile: String?)
            async throws -> (Int, [UInt8], String?)
        {
            guard caFile == nil else {
                throw BundleError(.download, "certificates of its own (--ca-file) are read on Linux only")
            }
            var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
            let parts = limits.downloadTimeout.components
            request.timeoutInterval = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
            let (data, response) = try await URLSession.shared.data(for: request)
            guard data.count <= limits.maxDownloadBytes else {
                throw BundleError(.size, "\(url): the bundle is over the limit of \(limits.maxDownloadBytes) bytes")
            }
            let http = response as? HTTPURLResponse
            return (http?.statusCode ?? 0, Array(data), http?.value(forHTTPHeaderField: "ETag"))
        }
    #endif
}
