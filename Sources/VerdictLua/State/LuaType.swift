internal import CVerdictLua

/// The type of a Lua value, as `lua_type` reports it.
enum LuaType: Int32, Sendable {
    /// No value at that stack index.
    case none = -1
    /// `nil`.
    case `nil` = 0
    /// `true` or `false`.
    case boolean = 1
    /// A light userdata (a raw pointer).
    case lightUserdata = 2
    /// An integer or a float.
    case number = 3
    /// A string (any bytes).
    case string = 4
    /// A table.
    case table = 5
    /// A Lua or C function.
    case function = 6
    /// A full userdata.
    case userdata = 7
    /// A coroutine.
    case thread = 8

    /// The type of the value at `index` of `handle`'s stack.
    init(_ handle: OpaquePointer, at index: Int32) {
        self = LuaType(rawValue: lua_type(handle, index)) ?? .none
    }
}
