internal import CVerdictLua

extension LuaState {
    /// Compiles a text chunk into a function whose globals are `environment`.
    ///
    /// Binary (precompiled) chunks are refused. The chunk is not run: call the returned
    /// function with ``run(_:)`` (or the internal `call`).
    /// - Parameters:
    ///   - source: Lua source text.
    ///   - chunkName: the file name used in messages, e.g. `rules/user.lua`. A name that
    ///     starts with `=` or `@` is passed to Lua unchanged; any other gets `@` in front.
    ///   - environment: the chunk's `_ENV`, usually a fresh ``makeEnvironment()``.
    /// - Returns: the compiled chunk.
    /// - Throws: ``LuaError`` of kind ``LuaError/Kind/syntax`` naming file and line, or
    ///   ``LuaError/Kind/memory``.
    public func load(
        _ source: String, chunkName: String, environment: LuaReference
    ) throws(LuaError) -> LuaReference {
        precondition(environment.state === self, "a reference from another LuaState")
        let guardian = StackGuard(handle)
        defer { guardian.check() }
        let name =
            chunkName.hasPrefix("=") || chunkName.hasPrefix("@") ? chunkName : "@" + chunkName
        precondition(lua_checkstack(handle, 2) != 0, "Lua stack overflow in host code")
        var source = source
        let status = source.withUTF8 { bytes in
            verdict_lua_load_text(handle, bytes.baseAddress, bytes.count, name)
        }
        if status != LUA_OK { throw popError(status: status) }
        LuaStack(handle: handle).push(environment)
        if lua_setupvalue(handle, -2, 1) == nil { lua_settop(handle, -2) }
        return LuaReference(poppingTopOf: self)
    }
}
