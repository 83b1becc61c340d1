internal import CVerdictLua

extension LuaState {
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
}
