import Foundation
import VerdictLua

/// Where a rule set named on the command line comes from: a rules directory or a bundle — each
/// side of `verdict diff`.
///
/// A directory that exists is a rules directory; an `http`, `https` or `file` URL, a file that
/// exists, or a path that does not exist but is named as a bundle is (`.tar.gz`, `.tgz`) is a
/// bundle. Any other path is a rules directory, so that a missing one is reported as `verdict
/// validate --rules` reports it.
enum RuleSetLocation: Equatable {
    /// A rules directory.
    case directory(URL)
    /// A bundle made by `verdict bundle build`, from a file or a server.
    case bundle(URL)

    /// The location a command-line argument names.
    /// - Returns: `nil` for a URL that does not parse.
    init?(_ argument: String) {
        if !BundleOptions.isURL(argument) {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory)
            let namesBundle = argument.hasSuffix(".tar.gz") || argument.hasSuffix(".tgz")
            if isDirectory.boolValue || (!exists && !namesBundle) {
                self = .directory(URL(fileURLWithPath: argument, isDirectory: true))
                return
            }
        }
        guard let location = BundleOptions.location(of: argument) else { return nil }
        self = .bundle(location)
    }

    /// Whether the rule set is a bundle.
    var isBundle: Bool {
        if case .bundle = self { return true }
        return false
    }

    /// Loads the rule set as `verdict validate` loads `--rules` or `--bundle`, with the same
    /// messages when it cannot: every problem of a directory as `FILE:LINE: message`, a bundle that
    /// is unreachable or refused with the reason.
    /// - Parameters:
    ///   - publicKeys: PEM files of the keys a bundle must be signed with; none checks no signature.
    ///   - caFile: PEM certificates to trust for an https bundle URL.
    ///   - configuration: how the engine runs Lua.
    /// - Returns: the engine, its rules loaded.
    /// - Throws: ``CLIExit/usage`` after saying why on standard error.
    func loadEngine(publicKeys: [String], caFile: String?, configuration: RuleEngine.Configuration) throws
        -> RuleEngine
    {
        switch self {
        case .directory(let directory):
            try RulesOption.loadEngine(directory: directory, configuration: configuration)
        case .bundle(let location):
            try BundleOptions.loadEngine(
                bundle: location, publicKeys: publicKeys, caFile: caFile, configuration: configuration)
        }
    }
}
