import Foundation
import HTTPTypes
import Hummingbird
import Logging
import VerdictLua

/// The rule workbench of `verdict serve --workbench`: a page, served from the binary itself, where
/// people read the rules in plain language, edit a rule file, see its problems and its examples as
/// they type, try records, see which records of a sample the draft would answer differently, and
/// save — and the JSON endpoints behind it (``WorkbenchEndpoints``).
///
/// Mounted on the server's router only when asked for: without `--workbench` no path of it exists.
struct Workbench: Sendable {
    /// The settings.
    let settings: WorkbenchSettings
    /// The endpoints.
    let endpoints: WorkbenchEndpoints

    /// A workbench over the served engine, whose saves' reloads are noted in `operations`.
    ///
    /// Removes the draft folders that processes now gone left behind, and makes this process's
    /// (``DraftFolder``).
    /// - Throws: when the rules directory's history folder or the drafts folder cannot be made, or
    ///   the samples folder is not a directory.
    init(
        engine: RuleEngine, settings: WorkbenchSettings, listenHost: String, operations: ServeOperations,
        logger: Logger
    ) throws {
        self.settings = settings
        let store: RuleFileStore
        do {
            store = try RuleFileStore(directory: engine.directory)
        } catch {
            throw WorkbenchStartError(description: Self.text(of: error))
        }
        let draftFolder: DraftFolder
        do {
            draftFolder = try DraftFolder.prepare()
        } catch {
            throw WorkbenchStartError(description: error.description)
        }
        var samples: SampleFolder?
        if let directory = settings.samplesDirectory {
            do {
                samples = try SampleFolder(path: directory)
            } catch {
                throw WorkbenchStartError(description: error.description)
            }
        }
        endpoints = WorkbenchEndpoints(
            engine: engine, store: store, guards: WorkbenchGuard(settings: settings, listenHost: listenHost),
            drafts: DraftQueue(), draftFolder: draftFolder, samples: samples, operations: operations, logger: logger)
    }

    /// The workbench could not start.
    struct WorkbenchStartError: Error, CustomStringConvertible {
        let description: String
    }

    /// The page's files: path, media type and bytes.
    static let pageFiles: [(path: String, type: String, bytes: [UInt8])] = [
        ("/workbench", "text/html; charset=utf-8", PackageResources.workbench_html),
        ("/workbench/workbench.css", "text/css; charset=utf-8", PackageResources.workbench_css),
        ("/workbench/workbench.js", "text/javascript; charset=utf-8", PackageResources.workbench_js),
    ]

    /// Adds the page and the endpoints to a router.
    func mount(on router: Router<ServeRequestContext>) {
        let endpoints = self.endpoints
        for file in Self.pageFiles {
            router.on(RouterPath(file.path), method: .get) { request, context in
                try endpoints.guards.checkClient(request, context: context)
                return Self.page(file.bytes, type: file.type)
            }
        }
        let api = "/workbench/api/"
        router.on(RouterPath(api + "models"), method: .get) { try await endpoints.models($0, context: $1) }
        router.on(RouterPath(api + "file"), method: .get) { try await endpoints.file($0, context: $1) }
        router.on(RouterPath(api + "check"), method: .post) { try await endpoints.check($0, context: $1) }
        router.on(RouterPath(api + "examples"), method: .post) { try await endpoints.examples($0, context: $1) }
        router.on(RouterPath(api + "try"), method: .post) { try await endpoints.tryRecord($0, context: $1) }
        router.on(RouterPath(api + "save"), method: .post) { try await endpoints.save($0, context: $1) }
        router.on(RouterPath(api + "samples"), method: .get) { try await endpoints.samples($0, context: $1) }
        router.on(RouterPath(api + "impact"), method: .post) { try await endpoints.impact($0, context: $1) }
    }

    /// What `verdict serve` prints once listening: where the page is and, for a generated token, the
    /// token (in the URL's fragment, which a browser never sends to a server).
    func startLine(baseURL: String) -> String {
        let address = baseURL + "/workbench"
        return settings.tokenIsGenerated
            ? "verdict serve: workbench on \(address)#token=\(settings.token) (token \(settings.token))"
            : "verdict serve: workbench on \(address) (token from --workbench-token)"
    }

    /// A page file with headers that keep it to itself: no script, style or connection but its own
    /// server's, no framing by other sites, nothing cached.
    private static func page(_ bytes: [UInt8], type: String) -> Response {
        var response = JSONResponse.make(body: bytes, contentType: type)
        response.headers[.contentSecurityPolicy] =
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        response.headers[.xContentTypeOptions] = "nosniff"
        if let referrer = HTTPField.Name("Referrer-Policy") { response.headers[referrer] = "no-referrer" }
        response.headers[.cacheControl] = "no-store"
        return response
    }

    private static func text(of error: RuleFileStore.SaveError) -> String {
        switch error {
        case .conflict: "the rules directory changed"
        case .failed(let reason): reason
        }
    }
}
