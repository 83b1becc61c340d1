extension RuleRuntime {
    /// What the runtime's host functions (`verdict.check`, the record proxy, `ctx`) hold to reach
    /// the runtime.
    ///
    /// A strong reference would keep the runtime alive for ever: its state keeps the functions. A
    /// `weak` one gives the runtime a side table, and every retain and release of an object with a
    /// side table takes a slow path — about 200 instructions on every rule call, which retains the
    /// runtime it finds in the validation context. The runtime sets ``runtime`` once it is
    /// initialized and clears it in `deinit`, so a host function that Lua still reaches afterwards
    /// (through a state that outlived its runtime) finds `nil`, never a freed object.
    final class Anchor {
        /// The runtime, while it exists.
        unowned(unsafe) var runtime: RuleRuntime? {
            didSet { exists = runtime != nil }
        }
        /// Whether ``runtime`` is set: what a host function that does not need the runtime asks,
        /// since reading ``runtime`` makes a strong reference of it (a retain and a release).
        private(set) var exists = false
    }
}
