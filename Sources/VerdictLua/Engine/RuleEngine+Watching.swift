import Foundation

extension RuleEngine {
    /// Reloads the rules directory whenever its rule files change, by polling.
    ///
    /// ```swift
    /// let watcher = engine.watch(every: .seconds(1)) { failure in
    ///     if let failure { log("still serving version \(engine.version):\n\(failure)") }
    /// }
    /// defer { watcher.cancel() }
    /// ```
    /// Every `interval` the task compares the `*.lua` files' names, sizes, modification times and
    /// file numbers with what it saw before. A change is acted on once it has settled — two polls
    /// in a row see the same files — so a file caught half-written is not loaded; then
    /// ``reload()`` runs and `onReload` is called with its result. A broken change therefore
    /// keeps the last good rule set serving, and `onReload` receives every problem as
    /// `FILE:LINE: message`; the next change is tried again.
    ///
    /// A rules directory that is a mounted Kubernetes ConfigMap or Secret is followed as the
    /// kubelet updates it: the files are those of the folder its `..data` link names, and an
    /// update is one reload, when `..data` is switched to the new folder — never for the steps
    /// before or after, and never a rule set mixing files of the old and the new folder.
    ///
    /// The state of the directory when `watch` is called is the baseline: a change made between
    /// loading the engine and calling `watch` is not seen until the next one.
    /// - Parameters:
    ///   - interval: the time between two polls.
    ///   - onReload: called after each reload attempt, from the watching task: `nil` when the new
    ///     rule set is serving (``version`` has grown), else the reasons it was refused.
    /// - Returns: the watching task; cancel it to stop watching. It holds the engine until then.
    public func watch(
        every interval: Duration, onReload: @escaping @Sendable (RuleLoadFailure?) -> Void
    ) -> Task<Void, Never> {
        let baseline = RuleDirectoryChanges(directory: directory, interval: interval)
        return Task { [self] in
            var changes = baseline
            while await changes.next() {
                onReload(reload())
            }
        }
    }
}
