internal import CVerdictLua

extension LuaState {
    /// Makes a fresh environment for one rule file: a new table holding copies of the
    /// allowed globals and libraries (see ``LuaSandbox``), its own `_G` and its own `load`.
    ///
    /// Give each file its own: whatever a file assigns to globals stays in its environment.
    /// - Returns: the environment table.
    /// - Throws: ``LuaError`` of kind ``LuaError/Kind/memory`` if the cap is reached.
    public func makeEnvironment() throws(LuaError) -> LuaReference {
        let guardian = StackGuard(handle)
        defer { guardian.check() }
        try protectedCall(verdict_lua_new_environment, results: 1)
        return LuaReference(poppingTopOf: self)
    }

    /// Sets `table[key] = value` without invoking metamethods.
    /// - Parameters:
    ///   - key: the field name.
    ///   - table: a reference to a table (anything else is a host bug).
    ///   - value: the value to store.
    func setField(_ key: String, of table: LuaReference, to value: LuaReference) {
        let guardian = StackGuard(handle)
        defer { guardian.check() }
        precondition(
            table.state === self && value.state === self, "a reference from another LuaState")
        let stack = LuaStack(handle: handle)
        stack.push(table)
        precondition(stack.type(at: -1) == .table, "setField on a \(stack.type(at: -1))")
        stack.push(key)
        stack.push(value)
        lua_rawset(handle, -3)
        stack.pop()
    }
}
