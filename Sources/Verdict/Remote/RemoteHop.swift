/// Where a remote check stands in a chain of servers that check by calling each other: how many
/// checks led to it, and which servers they passed through.
///
/// Every check ``RemoteValidator`` sends carries its hop in two headers:
/// - `Verdict-Hop: N` — the checks in the chain, this one included: 1 for a check no served
///   request led to (an app's input validator, `verdict validate`).
/// - `Verdict-Via: ID, ID` — the servers whose requests led to it, first to last, when there are
///   any.
///
/// A server that sends checks while serving a request (`verdict serve`) reads the request's hop
/// with ``init(count:servers:)-(String?,String?)``, refuses a request whose chain already passed through it — a remote
/// rule that calls its own server, or two servers that call each other — or is longer than a
/// limit, and sends its own checks with ``next(through:)``. So a loop ends at its second turn
/// instead of calling itself until the host runs out of threads.
public struct RemoteHop: Sendable, Hashable, CustomStringConvertible {
    /// The header that counts the checks: `Verdict-Hop`.
    public static let countHeader = "Verdict-Hop"
    /// The header that lists the servers: `Verdict-Via`.
    public static let serversHeader = "Verdict-Via"

    /// The checks in the chain, this one included; at least 1.
    public let count: Int
    /// The ids of the servers the chain passed through, first to last.
    public let servers: [String]

    /// A hop.
    /// - Parameters:
    ///   - count: the checks in the chain, this one included (at least 1).
    ///   - servers: the servers' ids, first to last.
    public init(count: Int, servers: [String] = []) {
        self.count = max(1, count)
        self.servers = servers
    }

    /// A check no served request led to: `Verdict-Hop: 1`, no servers.
    public static let origin = RemoteHop(count: 1)

    /// The hop of the checks sent while serving a request that came with this one.
    /// - Parameter server: the id of the server that sends them.
    public func next(through server: String) -> RemoteHop {
        RemoteHop(count: count + 1, servers: servers + [server])
    }

    /// The hop of the checks sent while serving a request that did not come from a check: 1,
    /// through `server`.
    public static func first(through server: String) -> RemoteHop {
        RemoteHop(count: 1, servers: [server])
    }

    /// The headers a check carries.
    public var headers: [String: String] {
        var fields = [Self.countHeader: String(count)]
        if !servers.isEmpty { fields[Self.serversHeader] = servers.joined(separator: ", ") }
        return fields
    }

    /// Reads the hop a request came with.
    /// - Parameters:
    ///   - count: the `Verdict-Hop` header's value, `nil` when absent.
    ///   - servers: the `Verdict-Via` header's value, `nil` when absent.
    /// - Returns: `nil` when neither is there (the request is no remote check).
    /// - Throws: ``RemoteHop/MalformedHeader`` for a count that is not a whole number from 1 to
    ///   1,000,000, or a list with an empty id.
    public init?(count: String?, servers: String?) throws(MalformedHeader) {
        guard count != nil || servers != nil else { return nil }
        let text = count?.trimmingWhitespace ?? "1"
        guard let number = Int(text), (1...1_000_000).contains(number) else {
            throw MalformedHeader(header: Self.countHeader, value: count ?? "")
        }
        var ids: [String] = []
        if let servers {
            ids = servers.split(separator: ",", omittingEmptySubsequences: false).map { String($0.trimmingWhitespace) }
            guard !ids.contains(where: \.isEmpty) else {
                throw MalformedHeader(header: Self.serversHeader, value: servers)
            }
        }
        self.init(count: number, servers: ids)
    }

    /// `hop N via ID, ID`.
    public var description: String {
        servers.isEmpty ? "hop \(count)" : "hop \(count) via \(servers.joined(separator: ", "))"
    }

    /// A hop header that cannot be read.
    public struct MalformedHeader: Error, Sendable, Hashable, CustomStringConvertible {
        /// The header's name.
        public let header: String
        /// Its value.
        public let value: String

        /// `malformed Verdict-Hop header: "x"`.
        public var description: String { "malformed \(header) header: \"\(value)\"" }
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return Substring()
        }
        return Substring(self[first...last])
    }
}
