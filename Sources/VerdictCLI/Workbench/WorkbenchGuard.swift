import Hummingbird
import NIOCore
import VerdictHTTP

/// The safety checks of the workbench's requests.
///
/// - **Who.** Only this machine's own clients (a loopback peer) unless
///   ``WorkbenchSettings/allowsRemoteClients``; a `Host` that names this machine (loopback names,
///   the address served, ``WorkbenchSettings/hostNames``), so a site whose name was rebound to
///   127.0.0.1 cannot read through its visitors' browsers.
/// - **Cross-site requests.** A request that runs or changes anything (every `POST`) must be
///   `application/json` (a form of another site cannot send that without the browser asking
///   first, which the workbench never allows), its `Origin`, when sent, must be this server's own,
///   and its `Sec-Fetch-Site`, when sent, `same-origin` or `none`.
/// - **Writes.** A save must carry the token in ``tokenHeader``, compared in constant time. No
///   cookie is involved, so a browser never sends the token on its own.
struct WorkbenchGuard: Sendable {
    /// The settings.
    let settings: WorkbenchSettings
    /// The address the server listens on (a host name it may be asked by).
    let listenHost: String

    /// The header a save carries the token in.
    static let tokenHeader = "X-Verdict-Token"

    /// The first value of a header, by its name in any case.
    static func header(_ name: String, of request: Request) -> String? {
        let wanted = name.lowercased()
        return request.headers.first { $0.name.canonicalName == wanted }?.value
    }

    /// Checks who asks: every workbench request.
    func checkClient(_ request: Request, context: ServeRequestContext) throws {
        if !settings.allowsRemoteClients {
            let peer = context.channel.remoteAddress?.ipAddress ?? ""
            guard Self.isLoopback(peer) else {
                throw ValidationProblem.http(
                    .forbidden,
                    detail: "the workbench answers this machine's own clients only (--workbench-remote allows others)")
            }
        }
        let host = Self.hostName(of: request.head.authority ?? "")
        guard allowedHostNames.contains(host) else {
            throw ValidationProblem.http(
                .forbidden,
                detail: "the workbench does not answer requests for host '\(host)' (--workbench-host-name adds names)")
        }
    }

    /// Checks a request that runs a draft or changes a file: ``checkClient(_:context:)`` and the
    /// cross-site rules.
    func checkChange(_ request: Request, context: ServeRequestContext) throws {
        try checkClient(request, context: context)
        let type = request.headers[.contentType]?.lowercased() ?? ""
        guard type.hasPrefix("application/json") else {
            throw ValidationProblem.http(.unsupportedMediaType, detail: "workbench requests are application/json")
        }
        if let site = Self.header("Sec-Fetch-Site", of: request)?.lowercased(), site != "same-origin", site != "none" {
            throw ValidationProblem.http(
                .forbidden, detail: "a cross-site request (Sec-Fetch-Site: \(site)) is refused")
        }
        if let origin = Self.header("Origin", of: request) {
            let host = request.head.authority ?? ""
            guard origin.lowercased() == "http://" + host.lowercased() else {
                throw ValidationProblem.http(.forbidden, detail: "a request from another origin (\(origin)) is refused")
            }
        }
    }

    /// Checks the token of a save.
    func checkToken(_ request: Request) throws {
        guard let given = Self.header(Self.tokenHeader, of: request), !given.isEmpty else {
            throw ValidationProblem.http(
                .unauthorized, detail: "saving needs the workbench token (\(Self.tokenHeader) header)")
        }
        guard Self.constantTimeEqual(Array(given.utf8), Array(settings.token.utf8)) else {
            throw ValidationProblem.http(.forbidden, detail: "the workbench token is wrong")
        }
    }

    /// The host names requests may use.
    var allowedHostNames: Set<String> {
        var names: Set<String> = ["localhost", "127.0.0.1", "::1"]
        if !["0.0.0.0", "::", ""].contains(listenHost) { names.insert(listenHost.lowercased()) }
        for name in settings.hostNames { names.insert(name.lowercased()) }
        return names
    }

    /// The host of a `Host` header, lower-cased, without its port or an IPv6 address's brackets.
    static func hostName(of header: String) -> String {
        let text = header.lowercased()
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if let colon = text.lastIndex(of: ":"), text.firstIndex(of: ":") == colon {
            return String(text[..<colon])
        }
        return text
    }

    /// Whether an address is this machine's own.
    static func isLoopback(_ address: String) -> Bool {
        address.hasPrefix("127.") || address == "::1" || address.hasPrefix("::ffff:127.")
    }

    /// Whether two byte strings are equal, in a time that does not depend on where they differ.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            difference |= x ^ y
        }
        return difference == 0
    }
}
