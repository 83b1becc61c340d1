internal import CVerdictLua

// Tuned storage (listed in scripts/tuned-code.txt).
//
// Invariant: a state is confined to one thread, as its doc comment says (used by one thread at a
// time, not Sendable: confined to one task or checked out of a pool), so no two accesses to one of
// its properties ever overlap. So its properties skip Swift's dynamic exclusivity checks, which
// every call into Lua would otherwise pay on each read.
//
// Measurement (callgrind, `verdict validate --jobs 1` on the 20,000 side-by-side records, release
// build, 2026-11-27): with the checks back on here and in its twin (`RuleRuntime+Storage.swift`,
// `LuaState+Storage.swift`), all-Lua rules take 613.22 M instructions instead of 605.08 M (+1.3 %)
// for text output and 616.31 M instead of 609.17 M (+1.2 %) for JSON. Built-in rules use no Lua.

/// A sandboxed Lua 5.4 state: the one owner of a `lua_State`.
///
/// A new state has only the sandbox's libraries (see ``LuaSandbox``), a memory cap, and an
/// instruction budget and time limit for every call (see ``LuaLimits``), enforced at a deadline
/// or by counting every instruction (``LuaLimits/enforcement``). Code is loaded as
/// text only, each chunk in an environment of its own (``makeEnvironment()``), and runs only
/// in protected mode: every failure — including running out of budget, time or memory — is a
/// ``LuaError`` that names the file and line, and the state stays usable afterwards.
///
/// A state is used by one thread at a time and is not `Sendable`: confine it to one task, or
/// check it out of a pool. Every method leaves the Lua stack as it found it. The state is
/// closed when the last reference to it (this object, or a ``LuaReference`` into it) goes.
public final class LuaState {
    /// The main thread of the state.
    let handle: OpaquePointer
    /// Host functions registered with ``makeFunction(_:)``, kept alive as long as the state.
    @exclusivity(unchecked) var callbacks: [LuaCallbackBox] = []

    /// The limits every call runs under; changing them applies from the next call on.
    @exclusivity(unchecked) public var limits: LuaLimits {
        didSet {
            verdict_lua_set_memory_cap(handle, Self.capInBytes(limits.memoryCap))
            verdict_lua_set_exact(handle, limits.countsInstructions ? 1 : 0)
            timeLimitNanoseconds = limits.timeLimitNanoseconds
            instructionBudget = Int64(limits.instructionBudget)
        }
    }
    /// `limits.timeLimitNanoseconds`, converted once rather than on every call.
    @exclusivity(unchecked) private(set) var timeLimitNanoseconds: Int64 = 0
    /// `limits.instructionBudget`, as the C module takes it.
    @exclusivity(unchecked) private(set) var instructionBudget: Int64 = 0

    /// Creates a sandboxed state.
    /// - Parameter limits: the budget and time limit for each call and the memory cap.
    /// - Throws: ``LuaError`` of kind ``LuaError/Kind/state`` if Lua could not be set up
    ///   (for example a memory cap too small to open the libraries).
    public init(limits: LuaLimits = .default) throws(LuaError) {
        guard let handle = verdict_lua_newstate(Self.capInBytes(limits.memoryCap)) else {
            throw .state("could not create a Lua state (memory cap \(limits.memoryCap) bytes)")
        }
        self.handle = handle
        self.limits = limits
        verdict_lua_set_exact(handle, limits.countsInstructions ? 1 : 0)
        self.timeLimitNanoseconds = limits.timeLimitNanoseconds
        self.instructionBudget = Int64(limits.instructionBudget)
        do {
            try protectedCall(verdict_lua_open_sandbox, results: 0)
        } catch {
            throw .state("could not open the sandbox: \(error.description)")
        }
    }

    deinit {
        verdict_lua_close(handle)
    }

    private static func capInBytes(_ cap: Int) -> Int { max(0, cap) }
}
