import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A rules directory of its own for one `verdict serve`, and an HTTP client for it.
struct ServeFixture {
    /// The rules directory.
    let rules: URL

    /// A User model like the shipped one: username rules for the remote checks, scenarios, and a
    /// password compare that needs `extra`.
    static let userRules = """
        return {
          model = "User",
          scenarios = {
            login = { "username", "password" },
            register = { "username", "email", "password", "password_repeat" },
          },
          rules = {
            { {"username", "password"}, "required" },
            { "username", "lengthRange", 3, 20 },
            { "username", "regex", "[A-Za-z0-9_]+", message = "may contain only letters, digits and _." },
            { "email", "email", on = {"register"} },
            { "password", "minLength", 8, on = {"register"} },
            { "password", "compare", on = {"register"} },
          },
        }
        """

    /// A second model, so listings have more than one.
    static let noteRules = """
        return {
          model = "Note",
          rules = {
            { "title", "required" },
            { "title", "maxLength", 10 },
          },
        }
        """

    /// Creates a fresh temporary directory with `user.lua` and `note.lua`.
    init() throws {
        rules = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try write("user.lua", Self.userRules)
        try write("note.lua", Self.noteRules)
    }

    /// Writes (or replaces) a rule file; `name` may have a folder (`locales/de.lua`).
    func write(_ name: String, _ text: String) throws {
        let file = rules.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .atomic)
    }

    /// Starts `verdict serve` over the directory.
    /// Writes `spin.lua`: the model `Spin`, whose one rule never ends (a hostile request's Lua).
    func writeSpinningModel() throws {
        try write("spin.lua", #"return { model = "Spin", rules = { { "name", function(v) while true do end end } } }"#)
    }

    func start(_ arguments: [String] = [], environment: [String: String] = [:]) async throws -> ServeProcess {
        try await ServeProcess.start(rules: rules, arguments: arguments, environment: environment)
    }

    /// Removes the directory.
    func remove() {
        try? FileManager.default.removeItem(at: rules)
    }
}

/// An HTTP answer as a test reads it.
struct HTTPAnswer {
    var status: Int
    var contentType: String
    var body: String
    /// The `Allow` header; empty when there is none.
    var allow = ""
    /// The `Content-Language` header; empty when there is none.
    var contentLanguage = ""
}

/// A small HTTP client over an ephemeral `URLSession`.
enum HTTPClient {
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }()

    /// Sends a request and reads the whole answer.
    static func send(_ method: String, _ url: URL, body: Data? = nil, headers: [String: String] = [:]) async throws
        -> HTTPAnswer
    {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData, timeoutInterval: 30)
        request.httpMethod = method
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        for (field, value) in headers { request.setValue(value, forHTTPHeaderField: field) }
        let (data, response) = try await session.data(for: request)
        let http = response as? HTTPURLResponse
        return HTTPAnswer(
            status: http?.statusCode ?? 0, contentType: http?.value(forHTTPHeaderField: "Content-Type") ?? "",
            body: String(decoding: data, as: UTF8.self), allow: http?.value(forHTTPHeaderField: "Allow") ?? "",
            contentLanguage: http?.value(forHTTPHeaderField: "Content-Language") ?? "")
    }

    /// `POST` with a text body.
    static func post(_ url: URL, _ body: String) async throws -> HTTPAnswer {
        try await send("POST", url, body: Data(body.utf8))
    }

    /// `GET`.
    static func get(_ url: URL) async throws -> HTTPAnswer {
        try await send("GET", url)
    }
}
