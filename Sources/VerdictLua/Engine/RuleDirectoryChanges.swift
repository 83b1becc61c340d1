package import Foundation

/// Waits for the changes of a rules directory, by polling: what ``RuleEngine/watch(every:onReload:)``
/// reloads on, and what `verdict test --watch` reruns on.
///
/// Every `interval` it compares the directory's ``RuleDirectoryFingerprint`` with the last one it
/// acted on. A change counts once it has settled — two polls in a row see the same files — so a
/// file caught half-written is not taken. The state of the directory when the value is made is
/// the baseline.
package struct RuleDirectoryChanges: Sendable {
    /// The rules directory.
    package let directory: URL
    /// The time between two polls.
    package let interval: Duration
    private var loaded: RuleDirectoryFingerprint
    private var previous: RuleDirectoryFingerprint

    /// Starts watching `directory`: what it holds now is the baseline.
    package init(directory: URL, interval: Duration) {
        self.directory = directory
        self.interval = interval
        loaded = RuleDirectoryFingerprint(of: directory)
        previous = loaded
    }

    /// Waits until the directory has changed and settled since the baseline or the last change
    /// returned.
    /// - Returns: `true` for a change; `false` when the task was cancelled.
    package mutating func next() async -> Bool {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return false
            }
            let current = RuleDirectoryFingerprint(of: directory)
            defer { previous = current }
            guard current != loaded, current == previous else { continue }
            loaded = current
            return true
        }
        return false
    }
}
