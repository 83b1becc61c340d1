internal import CVerdictLua

extension LuaState {
    /// Makes every call from now on end by `deadline`, whatever its own time limit: the calls of
    /// one validation share what is left of it (a request's timeout). A call that would start
    /// after it fails at once with ``LuaError/deadlinePassed(file:line:traceback:)``.
    func setCallDeadline(_ deadline: ContinuousClock.Instant) {
        verdict_lua_set_call_deadline(handle, LuaLimits.nanoseconds(of: ContinuousClock.now.duration(to: deadline)))
    }

    /// Removes the deadline of ``setCallDeadline(_:)``.
    func clearCallDeadline() {
        verdict_lua_clear_call_deadline(handle)
    }
}
