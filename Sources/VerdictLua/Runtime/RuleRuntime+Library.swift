internal import CVerdictLua
import Foundation
import Verdict

extension RuleRuntime {
    /// The metatable of record proxies: fields are read from the bound object when asked for (the
    /// host keeps what it read in the proxy, so what raw access sees is left unspecified), `pairs`
    /// goes over every field the object has, and writing is an error (a rule cannot change the
    /// record).
    func makeProxyMetatable() -> LuaReference {
        let index = state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime else {
                stack.pushNil()
                return 1
            }
            guard try self.pushBoundField(stack) else { return 1 }
            stack.reserve(2)
            lua_pushvalue(stack.handle, 2)
            lua_pushvalue(stack.handle, -2)
            lua_rawset(stack.handle, 1)
            self.proxyHoldsFields = true
            return 1
        }
        // `pairs(object)`: `next` over a table of the object's fields, as `object.NAME` reads them.
        let pairs = state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime else { throw LuaError.state("the rule runtime is gone") }
            let names = self.boundAttributeNames()
            stack.reserve(4)
            lua_rawgeti(stack.handle, verdict_lua_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
            lua_getfield(stack.handle, -1, "next")
            lua_createtable(stack.handle, 0, Int32(clamping: names.count))
            for name in names {
                guard let value = self.boundValue(of: name), !value.isNull else { continue }
                try self.bridgeLimits.check(value, path: name)
                stack.push(name)
                stack.push(value, limits: self.bridgeLimits)
                lua_rawset(stack.handle, -3)
            }
            stack.pushNil()
            return 3
        }
        let newIndex = state.makeFunction { _ in
            throw LuaError.runtime(
                "the record is read-only in rules (use a filter rule to change a value)", file: nil, line: nil)
        }
        // While a record driver runs, C answers plain fields from the record's text first.
        let stack = LuaStack(handle: state.handle)
        stack.push(index)
        verdict_lua_push_proxy_index(state.handle)
        let fastIndex = LuaReference(poppingTopOf: state)
        let metatable = makeMetatable(["__index": fastIndex, "__newindex": newIndex, "__pairs": pairs])
        // The proxy is a table (it keeps the fields rules read): the sandbox's `rawset` must not
        // write into it, or every later record would read what one rule wrote.
        stack.push(metatable)
        verdict_lua_mark_read_only(stack.handle, -1)
        stack.pop()
        return metatable
    }

    /// Pushes the bound object's field named by argument 2 as a record proxy's `__index` answers
    /// it: `nil` when the object has no such field or it is null (then `false`, nothing to keep).
    func pushBoundField(_ stack: LuaStack) throws -> Bool {
        guard let key = stack.string(at: 2), let value = boundValue(of: key), !value.isNull else {
            stack.pushNil()
            return false
        }
        try bridgeLimits.check(value, path: key)  // never hand Lua a truncated field
        stack.push(value, limits: bridgeLimits)
        return true
    }

    /// `ctx.errors`: the validation's errors; `#ctx.errors`, `ctx.errors[i]` (a table with
    /// `attribute`, `rule`, `message`), `ctx.errors.has(attribute)`, `ctx.errors.add(attribute, message)`.
    func makeErrorsTable() -> LuaReference {
        let add = state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime else { return 0 }
            let first: Int32 = stack.type(at: 1) == .userdata ? 2 : 1  // ctx.errors:add(…)
            guard let attribute = stack.string(at: first), let text = stack.string(at: first + 1) else {
                throw LuaError.runtime("ctx.errors.add needs an attribute name and a message", file: nil, line: nil)
            }
            // A driven record has a context only once it needs one: from now on.
            guard let context = self.isDriving ? self.drivingContext() : self.binding.context else {
                throw LuaError.runtime("ctx.errors.add works only inside rules", file: nil, line: nil)
            }
            // Swift memory is not under the Lua cap: bound what one validation can collect.
            guard context.errors.count < MessageLimit.maximumAddedErrors else {
                throw LuaError.runtime(
                    "ctx.errors.add: more than \(MessageLimit.maximumAddedErrors) errors in one validation",
                    file: nil, line: nil)
            }
            let message = MessageFormatter.render(
                MessageLimit.cut(text), displayName: MessageFormatter.displayName(for: attribute), attribute: attribute,
                value: .null,
                params: [:])
            context.addError(
                ValidationError(attribute: attribute, rule: self.currentRuleName, key: .invalid, message: message))
            return 0
        }
        let has = state.makeFunction { [anchor] stack in
            let first: Int32 = stack.type(at: 1) == .userdata ? 2 : 1  // ctx.errors:has(…)
            let attribute = stack.string(at: first)
            let errors = anchor.runtime?.binding.context?.errors ?? []
            stack.push(errors.contains { attribute == nil || $0.attribute == attribute })
            return 1
        }
        let index = state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime else { return 0 }
            if let i = stack.integer(at: 2) {
                let errors = self.binding.context?.errors ?? []
                guard i >= 1, i <= errors.count else {
                    stack.pushNil()
                    return 1
                }
                let e = errors[Int(i) - 1]
                stack.push(
                    Value.object([
                        "attribute": .string(e.attribute), "rule": .string(e.rule), "message": .string(e.message),
                    ]))
                return 1
            }
            // Through `self`, not captured: a host function holding a reference into its own state
            // would keep the state alive for ever (see `LuaReference`).
            switch stack.string(at: 2) {
            case "add": stack.push(self.errorsAdd)
            case "has": stack.push(self.errorsHas)
            default: stack.pushNil()
            }
            return 1
        }
        errorsAdd = add
        errorsHas = has
        let length = state.makeFunction { [anchor] stack in
            stack.push(anchor.runtime?.binding.context?.errors.count ?? 0)
            return 1
        }
        let readOnly = state.makeFunction { _ in
            throw LuaError.runtime(
                "ctx.errors is read-only; use ctx.errors.add(attribute, message)", file: nil, line: nil)
        }
        return makeTable(metatable: makeMetatable(["__index": index, "__len": length, "__newindex": readOnly]))
    }

    /// `ctx`: `now` (unix seconds), `reachable`, `scenario`, `attribute`, `extras`, `errors`.
    func makeContextTable() -> LuaReference {
        let index = state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime else { return 0 }
            let environment = self.currentEnvironment
            switch stack.string(at: 2) {
            case "now": stack.push(environment.now.timeIntervalSince1970)
            case "reachable": stack.push(environment.isReachable)
            case "scenario":
                if let scenario = environment.scenario { stack.push(scenario) } else { stack.pushNil() }
            case "attribute":
                if self.isDriving, let driving = self.driving, let position = self.drivingPosition {
                    stack.push(driving.driver.takeUnretainedValue().chainAttributes[position.chain])
                } else if let context = self.binding.context {
                    stack.push(context.attribute)
                } else {
                    stack.pushNil()
                }
            case "extras":
                let extras = Value.object(environment.extras)
                try self.bridgeLimits.check(extras, path: "ctx.extras")
                stack.push(extras, limits: self.bridgeLimits)
            case "errors": stack.push(self.errorsTable)
            default: stack.pushNil()
            }
            return 1
        }
        let readOnly = state.makeFunction { _ in
            throw LuaError.runtime("ctx is read-only", file: nil, line: nil)
        }
        return makeTable(metatable: makeMetatable(["__index": index, "__newindex": readOnly]))
    }

    /// `verdict.time(text)`: the unix seconds of an ISO 8601 date or date-time, or `nil`.
    ///
    /// A plain C function (`verdict_lua_time`): it reads a string argument and pushes a number or
    /// `nil`, none of which can raise, so it needs no trampoline. The last few texts read are
    /// remembered by the state: rules comparing a record's dates read each one several times. A
    /// text it does not remember is read from Lua's bytes by ``readTime``: no Swift string a call.
    func makeTimeFunction() -> LuaReference {
        verdict_lua_set_time_reader(state.handle, Self.readTime)
        return state.makePlainFunction(verdict_lua_time)
    }

    /// `verdict.time`'s reader (`verdict_lua_time_reader`): ``ISO8601``'s seconds, NaN for no date.
    static let readTime: verdict_lua_time_reader = { text, length in
        guard let text else { return .nan }
        let date = text.withMemoryRebound(to: UInt8.self, capacity: length) {
            ISO8601.parse(bytes: UnsafeBufferPointer(start: $0, count: length))
        }
        return date?.timeIntervalSince1970 ?? .nan
    }

    // MARK: Tables

    func makeMetatable(_ fields: [String: LuaReference]) -> LuaReference {
        let stack = LuaStack(handle: state.handle)
        stack.reserve(3)
        lua_createtable(stack.handle, 0, Int32(fields.count + 1))
        for (key, value) in fields {
            stack.push(key)
            stack.push(value)
            lua_rawset(stack.handle, -3)
        }
        stack.push("__metatable")
        stack.push(false)
        lua_rawset(stack.handle, -3)
        return LuaReference(poppingTopOf: state)
    }

    /// An object that is all metatable: `ctx` and `ctx.errors`, shared by every file and every
    /// validation of the runtime. A zero-size userdata, not a table, so that `rawset` cannot store
    /// a field in it that the next validation, or another file, would then read.
    func makeTable(metatable: LuaReference) -> LuaReference {
        let stack = LuaStack(handle: state.handle)
        stack.reserve(2)
        _ = lua_newuserdatauv(stack.handle, 0, 0)
        stack.push(metatable)
        lua_setmetatable(stack.handle, -2)
        return LuaReference(poppingTopOf: state)
    }

    /// `seal(index, newindex)`, for the library's bootstrap: a zero-size userdata whose metatable
    /// reads from `index` and writes through `newindex`, and is hidden. The read-only `verdict`
    /// and `verdict.check` are sealed this way: a table wrapper would let one file `rawset` a
    /// field (`rawset(verdict.check, "email", …)`) that every other file then sees.
    func makeSealFunction() -> LuaReference {
        state.makeFunction { stack in
            guard stack.type(at: 1) == .table, stack.type(at: 2) == .function else {
                throw LuaError.runtime("seal needs a table and a function", file: nil, line: nil)
            }
            let handle = stack.handle
            stack.reserve(4)
            _ = lua_newuserdatauv(handle, 0, 0)
            lua_createtable(handle, 0, 3)
            lua_pushvalue(handle, 1)
            lua_setfield(handle, -2, "__index")
            lua_pushvalue(handle, 2)
            lua_setfield(handle, -2, "__newindex")
            lua_pushboolean(handle, 0)
            lua_setfield(handle, -2, "__metatable")
            lua_setmetatable(handle, -2)
            return 1
        }
    }
}
