internal import CVerdictLua

/// The resources one Lua state and each call into it may use.
///
/// Every call from Swift into Lua (running a rule file, calling a rule function, or — in
/// ``Enforcement/deadline`` mode — one record's Lua rules at once) starts with a fresh
/// instruction budget and, when set, a fresh time limit; the memory cap holds for the whole
/// state. Running out of any of them stops the Lua code with a ``LuaError`` naming the file and
/// line, and leaves the state usable for the next call.
///
/// Work done inside library functions written in C counts too: bytes allocated are charged at
/// one instruction per 64 bytes, pattern functions charge an estimate of their matching work,
/// and `table.insert`/`remove`/`move`/`sort`/`concat` charge their loop counts.
///
/// How runaway Lua code is stopped is ``enforcement``: by default a deadline (no cost while code
/// runs, the time limit stops it), or an exact count of every instruction (reproducible on
/// every machine, slower).
public struct LuaLimits: Sendable, Hashable {
    /// How a call that runs away is stopped.
    public enum Enforcement: Sendable, Hashable {
        /// Calls run with no hook; a watchdog thread interrupts a call still running at its time
        /// limit. Virtual-machine instructions are not counted: the instruction budget bounds only
        /// the work of C library functions and allocations. Exact: the memory cap and those
        /// charges; a deadline: everything else, so how far a script gets before it is stopped
        /// depends on the machine. Without a time limit, or where the watchdog is not available
        /// (it needs Linux on x86-64), calls are counted as in ``exactBudget``.
        case deadline
        /// Every virtual-machine instruction counts against the instruction budget (a count hook
        /// on every call, in every coroutine), as well as the time limit: a script stopped on one
        /// machine is stopped at the same instruction on every machine. Lua code runs up to about
        /// twice as slowly.
        case exactBudget
    }

    /// The number of Lua VM instructions one call may execute. Default 10,000,000.
    ///
    /// In ``Enforcement/exactBudget`` mode, checked every 1,000 instructions in every coroutine,
    /// so a call may overrun by up to 1,000 instructions a coroutine. In ``Enforcement/deadline``
    /// mode only C functions' work and allocations are charged to it.
    public var instructionBudget: Int

    /// The number of bytes the state may hold, all rule files together. Default 64 MiB.
    ///
    /// Enforced while Lua code runs; memory the host allocates through the Swift API (pushing
    /// arguments, building environments) is never refused, but counts toward the cap.
    public var memoryCap: Int

    /// The wall-clock time one call may take, or `nil` for none. Default 5 seconds.
    ///
    /// In ``Enforcement/deadline`` mode, what stops runaway code. In ``Enforcement/exactBudget``
    /// mode, a backstop for work the instruction budget cannot see (a long string compared in one
    /// instruction, a C function scanning a large string), checked with the budget.
    public var timeLimit: Duration?

    /// How runaway code is stopped: at its deadline (the default) or by the exact instruction
    /// budget.
    public var enforcement: Enforcement

    /// Creates limits.
    /// - Parameters:
    ///   - instructionBudget: VM instructions per call; values below 1 count as 1.
    ///   - memoryCap: bytes for the whole state.
    ///   - timeLimit: wall-clock time per call, or `nil` for none.
    ///   - enforcement: how runaway code is stopped.
    public init(
        instructionBudget: Int = 10_000_000,
        memoryCap: Int = 64 << 20,
        timeLimit: Duration? = .seconds(5),
        enforcement: Enforcement = .deadline
    ) {
        self.instructionBudget = instructionBudget
        self.memoryCap = memoryCap
        self.timeLimit = timeLimit
        self.enforcement = enforcement
    }

    /// The defaults: 10,000,000 instructions and 5 seconds a call, 64 MiB a state, stopped at the
    /// deadline.
    public static let `default` = LuaLimits()

    /// These limits with every instruction counted (``Enforcement/exactBudget``).
    public var exact: LuaLimits {
        var copy = self
        copy.enforcement = .exactBudget
        return copy
    }

    /// Whether calls under these limits count every instruction: asked for, or there is no time
    /// limit for a deadline to come from, or no watchdog on this platform.
    public var countsInstructions: Bool {
        enforcement == .exactBudget || timeLimit == nil || !Self.hasWatchdog
    }

    /// Whether this build has the watchdog of ``Enforcement/deadline`` (Linux on x86-64).
    public static var hasWatchdog: Bool { verdict_lua_watchdog_available() != 0 }

    /// The time limit in nanoseconds, 0 for none, as the C runtime takes it.
    var timeLimitNanoseconds: Int64 {
        guard let timeLimit else { return 0 }
        return Self.nanoseconds(of: timeLimit)
    }

    /// A duration in whole nanoseconds, at least 1 (a limit of zero still stops), saturated.
    static func nanoseconds(of duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 1 }
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return Int64.max }
        return max(1, nanoseconds + attoseconds / 1_000_000_000)
    }
}
