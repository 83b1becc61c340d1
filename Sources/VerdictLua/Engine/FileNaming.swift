/// How an engine names its rule files in issues, errors and messages.
public enum FileNaming: Sendable, Hashable {
    /// Relative to the working directory when the file is inside it, else the absolute path:
    /// `rules/user.lua` — what a person at a terminal can open. The default.
    case workingDirectory
    /// Relative to the rules directory: `user.lua` — what a server shows its clients, so answers
    /// never reveal where the rules live on the host.
    case rulesDirectory
}
