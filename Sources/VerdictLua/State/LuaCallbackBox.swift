/// A host function registered in a ``LuaState``, kept alive by the state.
///
/// Lua holds only an unretained pointer to the box (inside the function's upvalue); the
/// state's `callbacks` array owns it for the life of the state.
final class LuaCallbackBox {
    /// The function: reads its arguments from the stack (1...top), pushes its results and
    /// returns how many; throwing raises a Lua error in the calling Lua code.
    let body: (LuaStack) throws -> Int32

    /// Wraps `body`.
    init(_ body: @escaping (LuaStack) throws -> Int32) {
        self.body = body
    }
}
