internal import CVerdictLua

/// A view of a Lua stack for pushing arguments and reading results.
///
/// Only valid inside the closure that received it: during a ``LuaState`` call, or while a
/// host function called from Lua runs (then it views that coroutine's stack). Reading never
/// converts a value in place and never runs a metamethod; pushing never raises.
struct LuaStack {
    /// The thread whose stack this is.
    let handle: OpaquePointer

    /// The index of the top value (the number of values in the current frame).
    var top: Int32 { lua_gettop(handle) }

    /// The type of the value at `index`.
    func type(at index: Int32) -> LuaType { LuaType(handle, at: index) }

    /// The string at `index`, or `nil` if the value is not a string (numbers are not converted).
    func string(at index: Int32) -> String? {
        guard lua_type(handle, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(handle, index, &length) else { return nil }
        let buffer = UnsafeRawBufferPointer(start: bytes, count: length)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// The bytes of the string at `index`, or `nil` if the value is not a string (numbers are not
    /// converted). Lua's own bytes, not a copy: valid only while that string stays on the stack.
    func stringBytes(at index: Int32) -> UnsafeBufferPointer<UInt8>? {
        guard lua_type(handle, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(handle, index, &length) else { return nil }
        return UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: length)
    }

    /// The integer at `index`, or `nil` unless the value is an integer (not a float, not a string).
    func integer(at index: Int32) -> Int64? {
        guard lua_isinteger(handle, index) != 0 else { return nil }
        return lua_tointegerx(handle, index, nil)
    }

    /// The number at `index` as a `Double`, or `nil` unless the value is a number.
    func number(at index: Int32) -> Double? {
        guard lua_type(handle, index) == LUA_TNUMBER else { return nil }
        return lua_tonumberx(handle, index, nil)
    }

    /// The boolean at `index`, or `nil` unless the value is a boolean.
    func boolean(at index: Int32) -> Bool? {
        guard lua_type(handle, index) == LUA_TBOOLEAN else { return nil }
        return lua_toboolean(handle, index) != 0
    }

    /// Makes room for `count` more values; a failure is a host bug (over a million values).
    func reserve(_ count: Int32) {
        precondition(lua_checkstack(handle, count) != 0, "Lua stack overflow in host code")
    }

    /// Pushes `nil`.
    func pushNil() {
        reserve(1)
        lua_pushnil(handle)
    }

    /// Pushes a boolean.
    func push(_ value: Bool) {
        reserve(1)
        lua_pushboolean(handle, value ? 1 : 0)
    }

    /// Pushes an integer.
    func push(_ value: Int64) {
        reserve(1)
        lua_pushinteger(handle, value)
    }

    /// Pushes an integer.
    func push(_ value: Int) { push(Int64(value)) }

    /// Pushes a float.
    func push(_ value: Double) {
        reserve(1)
        lua_pushnumber(handle, value)
    }

    /// Pushes a string (its UTF-8 bytes).
    func push(_ value: String) {
        reserve(1)
        let pushed: Void? = value.utf8.withContiguousStorageIfAvailable { bytes in
            _ = lua_pushlstring(handle, bytes.baseAddress, bytes.count)
        }
        if pushed == nil {
            var copy = value
            copy.withUTF8 { bytes in _ = lua_pushlstring(handle, bytes.baseAddress, bytes.count) }
        }
    }

    /// Pushes the value a reference holds.
    func push(_ reference: LuaReference) {
        reserve(1)
        lua_rawgeti(handle, verdict_lua_registryindex(), lua_Integer(reference.slot))
    }

    /// Removes `count` values from the top.
    func pop(_ count: Int32 = 1) { lua_settop(handle, -count - 1) }
}
