internal import CVerdictLua

/// A Lua value (a function, a table, an environment) held by Swift.
///
/// The value is anchored in the state's registry until the reference is released, so the
/// garbage collector keeps it alive. A reference keeps its ``LuaState`` alive too; do not let
/// a host function registered in the same state capture a reference strongly, or neither is
/// ever freed.
public final class LuaReference {
    /// The state the value lives in.
    public let state: LuaState
    /// The registry slot (`luaL_ref`).
    let slot: Int32

    /// Anchors the value on the top of `state`'s stack and pops it.
    init(poppingTopOf state: LuaState) {
        self.state = state
        self.slot = luaL_ref(state.handle, verdict_lua_registryindex())
    }

    deinit {
        luaL_unref(state.handle, verdict_lua_registryindex(), slot)
    }
}
