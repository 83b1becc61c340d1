import Foundation
import Testing
import Verdict
import VerdictTestSupport

/// Issue 9: the remote client and `verdict validate` against servers that are down, slow, hang,
/// reset connections or answer garbage. Every case must fail its rule — never pass — and end
/// within a bound far above the rule's timeout: a case that does not is a hang.
///
/// `make stress` runs this suite and counts the `remote fault …` lines it prints, and the hangs.
@Suite(.serialized) struct RemoteFaultTests {
    /// One way a remote server can fail.
    enum Fault: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case down, neverAccepts, acceptsAndHangs, answersAfterTheTimeout, resetsTheConnection
        case closesWithoutAnswer, truncatedBody, headersThenHangs, notHTTP, garbageBody, serverError

        var testDescription: String { rawValue }

        /// The codes the client may report; the first is the usual one.
        var expectedCodes: [RemoteError.Code] {
            switch self {
            case .down, .resetsTheConnection, .closesWithoutAnswer, .truncatedBody, .notHTTP: [.transport]
            case .neverAccepts, .acceptsAndHangs, .answersAfterTheTimeout, .headersThenHangs: [.timedOut]
            case .garbageBody: [.unexpectedBody]
            case .serverError: [.badStatus]
            }
        }
    }

    /// The rule's timeout: short, so the slow cases end quickly.
    static let timeout: Duration = .milliseconds(500)
    /// How long a case may take before it counts as a hang.
    static let hangBound: Duration = .seconds(20)

    @Test(.timeLimit(.minutes(2)), arguments: Fault.allCases)
    func theCheckFailsAndEnds(_ fault: Fault) async throws {
        let server = try FaultServer(fault)
        defer { server.stop() }
        let rule = RemoteRule(server.url, timeout: Self.timeout)
        let client = RemoteValidator(transport: RemoteValidator.defaultTransport)
        let answer = await Self.bounded(Self.hangBound) { await client.check("ann_1", against: rule) }
        let hung = answer == nil
        let code = answer?.error?.code
        let cli = try Self.validate(url: server.url)
        let cliFailed = cli.status == 1 && cli.stdout.contains("username: Username could not be checked: ")
        print(
            "remote fault \(fault.rawValue): client \(code.map(String.init(describing:)) ?? "no error")"
                + ", verdict validate exit \(cli.status)\(hung ? ", HUNG" : "")")
        #expect(!hung, "no answer within \(Self.hangBound)")
        #expect(code.map(fault.expectedCodes.contains) == true, "answer: \(String(describing: answer))")
        #expect(cliFailed, "\(cli)")
    }

    /// The answer of `check`, or `nil` when it takes longer than `bound`.
    static func bounded(
        _ bound: Duration, _ check: @escaping @Sendable () async -> RemoteAnswer
    ) async -> RemoteAnswer? {
        await withTaskGroup(of: RemoteAnswer?.self) { group in
            group.addTask { await check() }
            group.addTask {
                try? await Task.sleep(for: bound)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// `verdict validate` of one record whose username rule points at `url`.
    static func validate(url: URL) throws -> CLIRun {
        let folder = try SignupFolder(url: url, timeout: 0.5, records: #"{"username": "ann_1"}"#)
        defer { folder.remove() }
        return try folder.validate()
    }
}

/// The server behind a ``RemoteFaultTests/Fault``: a closed port, a silent listener or a
/// ``LoopbackServer``.
private struct FaultServer {
    let url: URL
    let stop: () -> Void

    init(_ fault: RemoteFaultTests.Fault) throws {
        switch fault {
        case .down:
            let port = try LoopbackSocket.unusedPort()
            url = URL(string: "http://127.0.0.1:\(port)/v1/remote/User/username") ?? URL(fileURLWithPath: "/")
            stop = {}
        case .neverAccepts:
            let listener = try SilentListener()
            url = listener.url()
            stop = listener.stop
        default:
            let server = try LoopbackServer(Self.behaviour(of: fault))
            url = server.url("/v1/remote/User/username")
            stop = server.stop
        }
    }

    static func behaviour(of fault: RemoteFaultTests.Fault) -> LoopbackServer.Reply {
        switch fault {
        case .acceptsAndHangs: .hang
        case .answersAfterTheTimeout: .delayed(.seconds(2), status: 200, body: "true")
        case .resetsTheConnection: .reset
        case .truncatedBody: .write(LoopbackServer.response(body: "tr", declaredLength: 100))
        case .headersThenHangs: .writeAndHang(LoopbackServer.response(body: "", declaredLength: 4))
        case .notHTTP: .write(Array("\u{0}\u{1}garbage that is not HTTP\r\n\r\n".utf8))
        case .garbageBody: .write(LoopbackServer.response(body: "maybe"))
        case .serverError: .write(LoopbackServer.response(status: "500 Internal Server Error", body: "true"))
        case .down, .neverAccepts, .closesWithoutAnswer: .close
        }
    }
}
