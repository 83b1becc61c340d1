import Verdict

/// Reads the message catalogs of a rules directory: each `locales/TAG.lua` (`de.lua`,
/// `pt-BR.lua`, `en-x-yii.lua`) returns a table of texts for the language its name gives, which
/// is added over the texts Verdict ships for it (see `MessageCatalog.read(_:locale:)`).
///
/// A catalog file is data: it runs in the sandbox like a rule file, in its own environment, and
/// what it returns is read as a value. Every mistake is a ``RuleFileIssue`` at the line of the
/// field at fault; keys of the default texts that neither the file nor the shipped catalogs of its
/// language give are one warning with their count.
struct CatalogFileReader {
    /// The folder of a rules directory that holds its catalogs.
    static let folder = RuleFileListing.catalogFolder

    let runtime: RuleRuntime
    /// The catalogs the directory's are added over.
    let base: MessageCatalogs
    private(set) var catalogs: [MessageCatalog] = []
    /// Each catalog file read, with the locale its name gives.
    private(set) var files: [(locale: LocaleTag, file: String)] = []
    /// What each catalog file returned, by the locale its name gives: a rule-set document's
    /// `catalogs`.
    private(set) var values: [String: Value] = [:]
    private(set) var issues: [RuleFileIssue] = []

    init(runtime: RuleRuntime, base: MessageCatalogs) {
        self.runtime = runtime
        self.base = base
    }

    /// Reads one catalog file.
    /// - Parameters:
    ///   - name: the file as messages name it (`rules/locales/de.lua`).
    ///   - stem: its name without `.lua`, the language tag.
    ///   - source: its text.
    mutating func read(_ name: String, stem: String, source: String) {
        guard let locale = LocaleTag(stem) else {
            issues.append(
                RuleFileIssue(
                    file: name, line: nil, message: "'\(stem)' is not a language tag",
                    hint: "name a catalog by its BCP 47 tag: de.lua, de-CH.lua, pt-BR.lua", kind: .catalog))
            return
        }
        let value: Value
        do {
            value = try run(name, source: source)
        } catch {
            issues.append(error)
            return
        }
        let lines = LuaTableLayout(source: source).returnedTable
        let (catalog, shapeProblems) = MessageCatalog.read(value, locale: locale)
        let problems = shapeProblems + catalog.problems(over: base)
        let found = problems.map { problem in
            let place = problem.path.joined(separator: ".")
            return RuleFileIssue(
                file: name, line: lines.line(at: problem.path.map(LuaTableLayout.Step.key)),
                message: place.isEmpty ? problem.message : "\(place): \(problem.message)", hint: problem.hint,
                kind: problem.severity == .warning ? .incompleteCatalog : .catalog,
                isWarning: problem.severity == .warning)
        }
        // In line order, as a rule file's (a problem without a line first).
        issues += found.enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
        catalogs.append(catalog)
        files.append((locale, name))
        values[locale.identifier] = value
    }

    /// Runs a catalog's chunk and reads the one table it returns.
    private func run(_ name: String, source: String) throws(RuleFileIssue) -> Value {
        let state = runtime.state
        do {
            let environment = try state.makeEnvironment()
            let chunk = try state.load(source, chunkName: name, environment: environment)
            let read = try state.call(chunk) { _ in
                0
            } results: { stack, count -> Result<Value, RuleFileIssue> in
                guard count == 1 else {
                    return .failure(
                        RuleFileIssue(
                            file: name, line: nil, message: "a catalog file should return one table of texts",
                            hint: "return { messages = { … }, models = { … } }", kind: .catalog))
                }
                do throws(LuaConversionError) {
                    return .success(try stack.value(at: -1, path: ""))
                } catch {
                    let path = error.path.split(separator: ".").map(String.init)
                    return .failure(
                        RuleFileIssue(
                            file: name,
                            line: LuaTableLayout(source: source).returnedTable.line(
                                at: path.map(LuaTableLayout.Step.key)),
                            message: "a catalog holds texts only: \(error)", kind: .catalog))
                }
            }
            return try read.get()
        } catch let error as LuaError {
            throw RuleFileIssue(
                file: RuleFileLoader.file(of: error, loading: name), line: error.line, message: error.message,
                kind: .luaError)
        } catch let error as RuleFileIssue {
            throw error
        } catch {
            throw RuleFileIssue(file: name, line: nil, message: "\(error)", kind: .luaError)
        }
    }
}
