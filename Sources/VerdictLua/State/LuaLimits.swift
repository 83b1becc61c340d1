/// The resources one Lua state and each call into it may use.
///
/// Every call from Swift into Lua (running a rule file, calling a rule function) starts with a
/// fresh instruction budget and, when set, a fresh time limit; the memory cap holds for the
/// whole state. Running out of any of them stops the Lua code with a ``LuaError`` naming the
/// file and line, and leaves the state usable for the next call.
///
/// Work done inside library functions written in C counts too: bytes allocated are charged at
/// one instruction per 64 bytes, pattern functions charge an estimate of their matching work,
/// and `table.insert`/`remove`/`move`/`sort`/`concat` charge their loop counts.
public struct LuaLimits: Sendable, Hashable {
    /// The number of Lua VM instructions one call may execute. Default 10,000,000.
    ///
    /// Checked every 1,000 instructions in every coroutine, so a call may overrun by up to
    /// 1,000 instructions a coroutine.
    public var instructionBudget: Int

    /// The number of bytes the state may hold, all rule files together. Default 64 MiB.
    ///
    /// Enforced while Lua code runs; memory the host allocates through the Swift API (pushing
    /// arguments, building environments) is never refused, but counts toward the cap.
    public var memoryCap: Int

    /// The wall-clock time one call may take, or `nil` for none. Default 5 seconds.
    ///
    /// A backstop for work the instruction budget cannot see (a long string compared in one
    /// instruction, a C function scanning a large string); checked with the budget.
    public var timeLimit: Duration?

    /// Creates limits.
    /// - Parameters:
    ///   - instructionBudget: VM instructions per call; values below 1 count as 1.
    ///   - memoryCap: bytes for the whole state.
    ///   - timeLimit: wall-clock time per call, or `nil` for none.
    public init(
        instructionBudget: Int = 10_000_000,
        memoryCap: Int = 64 << 20,
        timeLimit: Duration? = .seconds(5)
    ) {
        self.instructionBudget = instructionBudget
        self.memoryCap = memoryCap
        self.timeLimit = timeLimit
    }

    /// The defaults: 10,000,000 instructions and 5 seconds a call, 64 MiB a state.
    public static let `default` = LuaLimits()

    /// The time limit in nanoseconds, 0 for none, as the C runtime takes it.
    var timeLimitNanoseconds: Int64 {
        guard let timeLimit else { return 0 }
        let (seconds, attoseconds) = timeLimit.components
        guard seconds >= 0 else { return 1 }
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return Int64.max }
        return max(1, nanoseconds + attoseconds / 1_000_000_000)
    }
}
