internal import CVerdictLua

extension LuaState {
    /// Runs a function without arguments, discarding its results.
    /// - Parameter function: a function, e.g. a chunk from ``load(_:chunkName:environment:)``.
    /// - Throws: ``LuaError`` for any failure: an error raised by the code, an exhausted
    ///   budget or time limit, the memory cap.
    public func run(_ function: LuaReference) throws(LuaError) {
        try call(function) { _ in
            0
        } results: { _, _ in
            ()
        }
    }

    /// Calls a Lua value in protected mode under the state's limits.
    ///
    /// Order: pushes the function, lets `arguments` push the arguments (returning how many),
    /// calls with a traceback handler, then hands the results to `results` (the stack and the
    /// number of results, which sit at the top) and pops them. On failure `results` is not
    /// called. The outermost call gets a fresh instruction budget and time limit; a call made
    /// from a host function while Lua runs shares the running call's.
    /// - Returns: what `results` returns.
    /// - Throws: ``LuaError``.
    func call<Result>(
        _ function: LuaReference,
        arguments: (LuaStack) -> Int32,
        results: (LuaStack, Int32) -> Result
    ) throws(LuaError) -> Result {
        precondition(function.state === self, "a reference from another LuaState")
        let guardian = StackGuard(handle)
        defer { guardian.check() }
        let stack = LuaStack(handle: handle)
        stack.push(function)
        let count = arguments(stack)
        precondition(lua_gettop(handle) == guardian.top + 1 + count, "arguments miscounted")
        stack.reserve(1)
        let status = verdict_lua_pcall_limited(
            handle, count, LUA_MULTRET, instructionBudget, timeLimitNanoseconds)
        if status != LUA_OK { throw popError(status: status) }
        let produced = lua_gettop(handle) - guardian.top
        defer { lua_settop(handle, guardian.top) }
        return results(stack, produced)
    }
}
