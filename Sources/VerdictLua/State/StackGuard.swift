internal import CVerdictLua

/// Checks that a method leaves the Lua stack as it found it.
///
/// Records `lua_gettop` when created; ``check()`` asserts in debug builds that the top is back
/// where it was, and in every build restores it, so that one slip cannot grow the stack for
/// the life of the state.
struct StackGuard {
    /// The state's handle.
    let handle: OpaquePointer
    /// The top when the guard was made.
    let top: Int32

    /// Records the current top of `handle`'s stack.
    init(_ handle: OpaquePointer) {
        self.handle = handle
        self.top = lua_gettop(handle)
    }

    /// Asserts (debug builds) and restores (every build) the recorded top.
    func check(file: StaticString = #fileID, line: UInt = #line) {
        let now = lua_gettop(handle)
        assert(now == top, "Lua stack top is \(now), expected \(top)", file: file, line: line)
        if now != top { lua_settop(handle, top) }
    }
}
