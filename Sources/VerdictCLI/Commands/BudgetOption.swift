import ArgumentParser
import VerdictLua

/// `--exact-budget`: count every Lua instruction of every call against the instruction budget
/// (reproducible on every machine, slower) instead of stopping runaway code at its time limit.
/// `verdict check` and `verdict test` always count.
struct BudgetOption: ParsableArguments {
    @Flag(
        help: """
            Count every Lua instruction against the instruction budget (10,000,000 a call), as \
            verdict check and verdict test do: a rule stopped on one machine is stopped on every \
            machine, but Lua rules run up to twice as slowly. Without it, runaway Lua code is \
            stopped at its time limit (5 s a call).
            """)
    var exactBudget = false

    /// The engine's limits: the defaults, counting instructions when asked.
    var limits: LuaLimits { exactBudget ? LuaLimits.default.exact : .default }
}
