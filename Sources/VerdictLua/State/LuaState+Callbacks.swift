internal import CVerdictLua

extension LuaState {
    /// Makes a Lua function that runs `body`.
    ///
    /// When Lua calls it, `body` gets a ``LuaStack`` with the arguments at 1...top, pushes its
    /// results and returns how many. If it throws, the Lua code that called it gets an error
    /// whose message is the Swift error's description, prefixed with the caller's file and
    /// line; Lua's `pcall` can catch it. `body` never raises a Lua error itself — the C
    /// trampoline does, after `body` has returned — and while it runs the memory cap is not
    /// enforced (the cap is checked again when it returns).
    ///
    /// The state keeps `body` alive for its whole life. Capture the state (or references into
    /// it) weakly in `body`, or the state is never freed.
    /// - Returns: the function, to store in an environment or a table.
    func makeFunction(_ body: @escaping (LuaStack) throws -> Int32) -> LuaReference {
        let guardian = StackGuard(handle)
        defer { guardian.check() }
        pushFunction(registerCallback(body), onto: LuaStack(handle: handle))
        return LuaReference(poppingTopOf: self)
    }

    /// Makes a Lua function of a C function, called with no trampoline in between: only for a
    /// function that can never raise a Lua error, or that is C code (a `longjmp` must never cross
    /// a Swift frame). A Swift one reads its arguments and pushes its results, no more.
    func makePlainFunction(_ function: lua_CFunction) -> LuaReference {
        LuaStack(handle: handle).reserve(1)
        lua_pushcclosure(handle, function, 0)
        return LuaReference(poppingTopOf: self)
    }

    /// Registers `body` as a host function, kept alive by the state for its whole life, without
    /// making a Lua function of it yet (see ``pushFunction(_:onto:)``).
    func registerCallback(_ body: @escaping (LuaStack) throws -> Int32) -> LuaCallbackBox {
        let box = LuaCallbackBox(body)
        callbacks.append(box)
        return box
    }

    /// Pushes onto `stack` a Lua function that runs a registered host function, as
    /// ``makeFunction(_:)`` makes one: for a host function that hands Lua a function, on the stack
    /// of the thread that called it. Every function pushed for one box runs the same `body`.
    /// - Parameter check: an answer from a lone string argument's bytes, tried first in C (see
    ///   ``TextCheck``); kept alive by the caller.
    func pushFunction(_ box: LuaCallbackBox, onto stack: LuaStack, check: TextCheck? = nil) {
        stack.reserve(2)
        verdict_lua_push_checked_callback(
            stack.handle,
            { thread, context in
                guard let thread, let context else { return 0 }
                let stack = LuaStack(handle: thread)
                do {
                    // The state keeps the box alive: lent to the call, not retained around it.
                    return try Unmanaged<LuaCallbackBox>.fromOpaque(context)._withUnsafeGuaranteedRef { box in
                        try box.body(stack)
                    }
                } catch let error as LuaError {
                    stack.push(error.location.map { "\($0): \(error.message)" } ?? error.message)
                } catch {
                    stack.push(String(describing: error))
                }
                return -1
            },
            Unmanaged.passUnretained(box).toOpaque(), check == nil ? nil : TextCheck.function,
            check.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
    }
}
