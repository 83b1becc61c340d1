import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Starts the Vapor example (built beside the test bundle) on a free port and sends it a valid,
/// a form and a German invalid request.
@Suite struct VaporSignupExampleTests {
    @Test func answersValidAndInvalidSignups() async throws {
        let server = try await ExampleServer.start("VaporSignupExample")
        defer { server.stop() }
        let valid = try await server.post("/signup", #"{"name": " Ann ", "email": "ann@example.com", "age": 42}"#)
        #expect(valid.status == 200)
        #expect(valid.body == "welcome, Ann (42)\n")
        let form = try await server.post(
            "/signup", "name=Bo&email=bo%40example.com&age=30", type: "application/x-www-form-urlencoded")
        #expect(form.body == "welcome, Bo (30)\n")
        let invalid = try await server.post("/signup", #"{"name": "Ann", "email": "ann@", "age": 12}"#, language: "de")
        #expect(invalid.status == 422)
        #expect(invalid.contentType == "application/problem+json")
        #expect(invalid.contentLanguage == "de")
        #expect(
            invalid.body == """
                {"type":"tag:verdict,2025:invalid-body","title":"Invalid request body","status":422,\
                "detail":"the request body has 2 errors","instance":"/signup","errors":[\
                {"attribute":"email","rule":"email","message":"Email ist keine gültige E-Mail-Adresse.",\
                "key":"notEmail","severity":"error","params":{"idn":false,"reason":"domain","requireTLD":true},"value":"ann@"},\
                {"attribute":"age","rule":"integer","message":"Age muss mindestens 18 sein.",\
                "key":"tooSmall","severity":"error","params":{"min":18},"value":12}]}
                """)
    }
}

/// An example server started as a child process with `--port 0`, and a small client for it. On
/// Linux it runs under `setpriv --pdeathsig KILL`, so it ends with the test process.
final class ExampleServer {
    struct Answer {
        var status: Int
        var contentType: String
        var contentLanguage: String
        var body: String
    }

    let base: String
    private let process: Process

    private init(base: String, process: Process) {
        self.base = base
        self.process = process
    }

    /// Starts the example and waits for its `listening on URL` line.
    static func start(_ product: String) async throws -> ExampleServer {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(product)
        let process = Process()
        process.executableURL = program
        process.arguments = ["--port", "0"]
        #if os(Linux)
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments = ["--pdeathsig", "KILL", "--", program.path, "--port", "0"]
            }
        #endif
        let output = Mutex(Data())
        let pipe = Pipe()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            output.withLock { $0.append(data) }
        }
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<1_500 {
            let text = output.withLock { String(decoding: $0, as: UTF8.self) }
            if let range = text.range(of: "listening on "), let end = text[range.upperBound...].firstIndex(of: "\n") {
                return ExampleServer(base: String(text[range.upperBound..<end]), process: process)
            }
            if !process.isRunning { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.terminate()
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "\(product) did not start"])
    }

    /// POSTs a body.
    func post(_ path: String, _ body: String, type: String = "application/json", language: String? = nil)
        async throws -> Answer
    {
        guard let url = URL(string: base + path) else { throw URLError(.badURL) }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: 30)
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        request.setValue(type, forHTTPHeaderField: "Content-Type")
        if let language { request.setValue(language, forHTTPHeaderField: "Accept-Language") }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        return Answer(
            status: http?.statusCode ?? 0, contentType: http?.value(forHTTPHeaderField: "Content-Type") ?? "",
            contentLanguage: http?.value(forHTTPHeaderField: "Content-Language") ?? "",
            body: String(decoding: data, as: UTF8.self))
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
