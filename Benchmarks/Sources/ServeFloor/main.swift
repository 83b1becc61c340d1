// The floor of `verdict serve`: a Hummingbird server that answers `POST /v1/validate/{model}` with
// the bytes `verdict serve` answers for the record of serve-load/post.lua, and does nothing else —
// no body collected beyond what Hummingbird drains, no validation, no metrics, no log line. What
// it serves a second is the most `verdict serve` could, with the same framework version, the same
// event loops (Hummingbird's default: `MultiThreadedEventLoopGroup.singleton`, a thread a core),
// the same server name and the same connection limit. Benchmarks/serve-floor.sh runs it beside
// `verdict serve`.
//
//     ServeFloor 8080      # listens on 127.0.0.1:8080; 0 picks a free port
//
// Prints `serve-floor: listening on http://127.0.0.1:PORT` once listening, as `verdict serve` does.
import Foundation
import Hummingbird
import HummingbirdCore
import Logging

/// `verdict serve`'s answer to the record serve-load posts, to the byte; serve-floor.sh checks
/// it against the real one before measuring.
let answer = ByteBuffer(
    string: #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)

let arguments = CommandLine.arguments
guard arguments.count == 2, let port = Int(arguments[1]), (0...65_535).contains(port) else {
    FileHandle.standardError.write(Data("usage: ServeFloor PORT (0 picks a free port)\n".utf8))
    exit(2)
}

var logger = Logger(label: "serve-floor")
logger.logLevel = .info
let router = Router()
router.post("/v1/validate/:model") { _, _ -> Response in
    // The headers in `verdict serve`'s order, so that the answers are the same on the wire.
    var response = Response(
        status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: answer))
    response.headers[.contentLanguage] = "en"
    return response
}
let app = Application(
    router: router,
    configuration: .init(
        address: .hostname("127.0.0.1", port: port), serverName: "verdict",
        availableConnectionsDelegate: MaximumAvailableConnections(1024, logger: logger)),
    onServerRunning: { channel in
        let line = "serve-floor: listening on http://127.0.0.1:\(channel.localAddress?.port ?? 0)\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    },
    logger: logger)
try await app.runService()
