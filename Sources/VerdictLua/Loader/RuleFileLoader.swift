internal import CVerdictLua
import Foundation
import Verdict

/// Runs rule files in a runtime and turns the model tables they return into
/// ``ModelDefinition``s, collecting every problem as a ``RuleFileIssue`` with file and line.
///
/// Every runtime of a rule-set version runs the same files through this loader, so the Lua
/// functions of the rules get the same ids in each.
struct RuleFileLoader {
    let runtime: RuleRuntime
    let pool: RuntimePool
    let sources: RuleSources
    private(set) var issues: [RuleFileIssue] = []
    private(set) var models: [ModelDefinition] = []
    private var links: [ModelLink] = []

    init(runtime: RuleRuntime, pool: RuntimePool, sources: RuleSources) {
        self.runtime = runtime
        self.pool = pool
        self.sources = sources
    }

    /// Loads one file: compiles it in its own environment, runs it, reads what it returns.
    mutating func load(_ name: String, source: String) {
        let state = runtime.state
        let chunk: LuaReference
        do {
            let environment = try state.makeEnvironment()
            state.setField("verdict", of: environment, to: runtime.verdictLibrary)
            chunk = try state.load(source, chunkName: name, environment: environment)
        } catch {
            issues.append(
                RuleFileIssue(
                    file: Self.file(of: error, loading: name), line: error.line, message: error.message,
                    kind: .luaError))
            return
        }
        let reader = ModelTableReader(
            file: name, layout: RuleFileLayout(source: source), runtime: runtime, pool: pool, sources: sources)
        do {
            try state.call(chunk) { _ in
                0
            } results: { stack, count in
                reader.readResult(stack: stack, count: count)
            }
        } catch {
            issues.append(
                RuleFileIssue(
                    file: Self.file(of: error, loading: name), line: error.line, message: error.message,
                    kind: .luaError))
            return
        }
        // Problems come out in line order (a file's own problems without a line first).
        issues += reader.issues.enumerated().sorted {
            ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
        }
        .map(\.element)
        models += reader.models
        links += reader.links
    }

    /// Links the models rule entries name (`nested`, `each`) to their rules, once every file is
    /// loaded; a name no file defines is an issue at the entry. A model may name itself: a
    /// recursive structure validates as deep as the data goes.
    mutating func linkModels() {
        let rules = Dictionary(models.map { ($0.name, $0.rules) }, uniquingKeysWith: { first, _ in first })
        for link in links {
            if let target = rules[link.link.model] {
                link.link.link(to: target)
            } else {
                issues.append(
                    RuleFileIssue(
                        file: link.file, line: link.line,
                        message: "\(link.place): model '\(link.link.model)' is not defined in any rule file",
                        hint: EditDistance.nearest(to: link.link.model, in: rules.keys).map { "did you mean '\($0)'?" }
                            ?? "models: \(rules.keys.sorted().joined(separator: ", "))", kind: .unknownModel))
            }
        }
        links = []
    }

    /// The file an error of a chunk names: Lua shortens chunk names past `LUA_IDSIZE` (60 bytes) to
    /// `...` and their end, so a long path is given back whole when it is the file being loaded.
    static func file(of error: LuaError, loading name: String) -> String {
        guard let file = error.file else { return name }
        if file.hasPrefix("..."), name.hasSuffix(file.dropFirst(3)) { return name }
        return file
    }
}
