import Foundation

/// A value behind a lock: state shared by the tasks of a validation (a rule set's kept messages,
/// a remote request in flight) and the engine's (the rule set served, the idle runtimes).
///
/// A `pthread` mutex (through `NSLock`) rather than `Synchronization.Mutex`: on Linux, `Mutex`
/// waits with futex calls ThreadSanitizer does not see, so it reports every access a `Mutex`
/// protects as a race — four threads appending to a `Mutex<[Int]>` gave reports, the same loop
/// over this type none, and a real unlocked counter was still caught. With a lock the tool
/// understands, `make tsan` can tell the engine's real races from none.
package final class Locked<Value>: @unchecked Sendable {  // `value` is only touched with `lock` held
    private let lock = NSLock()
    /// Unchecked: the lock already makes each access exclusive (a body that asked for the lock
    /// again would wait on itself), so Swift's dynamic check of the `inout` access only adds a
    /// call on each side of it (about 90 instructions a use: a failure's kept message is one).
    @exclusivity(unchecked) private var value: Value

    /// Creates the lock around a first value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
