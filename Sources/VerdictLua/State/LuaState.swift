internal import CVerdictLua

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
    // The state is confined to one thread (see above), so Swift's dynamic exclusivity checks on
    // these properties, read on every call, are skipped.
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

    /// The bytes the state holds now.
    public var memoryInUse: Int { verdict_lua_memory_in_use(handle) }

    /// The values on the main thread's stack above the message handler kept at its bottom
    /// (`VERDICT_LUA_HANDLER_INDEX`): 0 whenever no call is running. For tests.
    var stackTop: Int32 { lua_gettop(handle) - VERDICT_LUA_HANDLER_INDEX }

    /// Whether a call into Lua is running (a host function is calling back into the state).
    var isCalling: Bool { verdict_lua_call_depth(handle) > 0 }

    /// Calls a C function of CVerdictLua in protected mode and leaves `results` values.
    func protectedCall(_ function: lua_CFunction, results: Int32) throws(LuaError) {
        precondition(lua_checkstack(handle, 2) != 0, "Lua stack overflow in host code")
        lua_pushcclosure(handle, function, 0)
        let status = verdict_lua_pcall_limited(
            handle, 0, results, instructionBudget, timeLimitNanoseconds)
        if status != LUA_OK { throw popError(status: status) }
    }

    private static func capInBytes(_ cap: Int) -> Int { max(0, cap) }
}
