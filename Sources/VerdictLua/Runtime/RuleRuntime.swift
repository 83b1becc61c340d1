internal import CVerdictLua
import Foundation
import Verdict

extension RuleRuntime {
    struct Binding {
        var context: ValidationContext?
        var source: (any AttributeSource)?
        /// Set for strategies; rules read the time, scenario and network from `context`.
        var strategyEnvironment: StrategyEnvironment?
        var ruleName = "lua"

        /// What `ctx` reports: the strategy's environment, or the validation's.
        var environment: StrategyEnvironment {
            if let strategyEnvironment { return strategyEnvironment }
            guard let context else { return StrategyEnvironment() }
            var environment = StrategyEnvironment(
                now: context.now, isReachable: context.isReachable, scenario: context.scenario, extras: context.extras)
            environment.localization = context.localization
            return environment
        }
    }

    /// Registers a Lua function (the value at the top of `stack`) and returns its id.
    func register(poppingFunctionFrom stack: LuaStack) -> Int {
        straightLineLengths.append(verdict_lua_straight_line_length(state.handle))
        functions.append(LuaReference(poppingTopOf: state))
        return functions.count - 1
    }

    // MARK: Binding the running validation

    /// Runs `body` with the Lua side seeing `context` (its object, errors, attribute and time).
    ///
    /// Inside another binding (a nested use) the previous binding is restored afterwards. The
    /// outermost binding stays in place until ``unbind()`` (which the pool calls when the runtime
    /// comes back), so the next rule of the same validation only swaps the rule's name.
    @inline(__always)
    func withBinding<T>(context: ValidationContext, ruleName: String, _ body: () throws -> T) rethrows -> T {
        // The common case, on every rule call: the next rule of the bound validation. A strategy's
        // binding has no context, so this is the validation's own. Nothing needs restoring
        // afterwards: the next rule sets its own name, `unbind()` clears it.
        if bindingDepth == 0, binding.context === context {
            if binding.ruleName != ruleName { binding.ruleName = ruleName }
            bindingDepth = 1
            defer { bindingDepth = 0 }
            return try body()
        }
        return try withNewBinding(context: context, ruleName: ruleName, body)
    }

    /// ``withBinding(context:ruleName:_:)`` for a validation not bound yet, or a nested use.
    private func withNewBinding<T>(context: ValidationContext, ruleName: String, _ body: () throws -> T) rethrows
        -> T
    {
        bindingDepth += 1
        defer { bindingDepth -= 1 }
        if binding.context === context {
            let savedName = binding.ruleName
            binding.ruleName = ruleName
            defer { binding.ruleName = savedName }
            return try body()
        }
        if bindingDepth == 1 {
            bind(context)
            binding.ruleName = ruleName
            return try body()
        }
        let saved = binding
        bind(context)
        binding.ruleName = ruleName
        defer { binding = saved }
        return try body()
    }

    private func bind(_ context: ValidationContext) {
        if proxyOwner !== context {
            proxyIsStale = proxy != nil
            proxyOwner = context
        }
        binding.context = context
        binding.source = nil
        binding.strategyEnvironment = nil
    }

    /// Forgets the bound validation, so it does not outlive the checkout; the proxy's cached
    /// fields are dropped before its next use.
    func unbind() {
        binding = Binding()
        driving = nil
        proxyIsStale = proxy != nil
        proxyOwner = nil
    }

    /// Runs `body` with the Lua side seeing a strategy's object and environment.
    func withBinding<T>(object: Any, environment: StrategyEnvironment, _ body: () throws -> T) rethrows -> T {
        bindingDepth += 1
        defer { bindingDepth -= 1 }
        let saved = binding
        let savedProxy = proxy
        let savedOwner = proxyOwner
        let savedStaleness = proxyIsStale
        let savedHolding = proxyHoldsFields
        // A nested strategy call gets a fresh proxy: the outer one's cached fields must survive it.
        let reusesProxy = bindingDepth == 1
        proxy = reusesProxy ? strategyProxy : nil
        proxyOwner = nil
        proxyIsStale = proxy != nil
        proxyHoldsFields = proxy != nil
        binding.context = nil
        binding.source = environment.attributes(of: object)
        binding.strategyEnvironment = environment
        binding.ruleName = "strategy"
        defer {
            if reusesProxy { strategyProxy = proxy }
            binding = saved
            proxy = savedProxy
            proxyOwner = savedOwner
            proxyIsStale = savedStaleness
            // Whatever the body read may have gone into any proxy it reached.
            proxyHoldsFields = savedHolding || proxyHoldsFields
        }
        return try body()
    }

    /// Reads an attribute of the bound object.
    func boundValue(of attribute: String) -> Value? {
        if let context = binding.context { return context.value(of: attribute) }
        return boundSource?.value(of: attribute)
    }

    /// The attributes of the bound object, when its source can list them (and those filters wrote
    /// back): what `pairs` goes over on the proxy.
    func boundAttributeNames() -> [String] {
        if let context = binding.context { return context.attributeNames }
        return (boundSource as? any ListableAttributeSource)?.attributeNames ?? []
    }

    /// The object bound without a validation context: a strategy's, or the record being driven.
    var boundSource: (any AttributeSource)? {
        if let source = binding.source { return source }
        return driving.map { $0.record.pointee }
    }

    /// The read-only proxy of the bound object, made on first use and emptied of an earlier
    /// record's fields; the stack is left as it was.
    func boundProxy() -> LuaReference {
        if let proxy {
            if proxyIsStale {
                if proxyHoldsFields {
                    let stack = LuaStack(handle: state.handle)
                    stack.push(proxy)
                    Self.clear(tableAtTopOf: stack)
                    stack.pop()
                    proxyHoldsFields = false
                }
                proxyIsStale = false
            }
            return proxy
        }
        let stack = LuaStack(handle: state.handle)
        stack.reserve(2)
        lua_createtable(stack.handle, 0, 8)
        stack.push(proxyMeta)
        lua_setmetatable(stack.handle, -2)
        let made = LuaReference(poppingTopOf: state)
        proxy = made
        return made
    }

    /// The registry slot of ``boundProxy()``, for the C calls that push it themselves.
    var boundProxySlot: Int32 {
        if !proxyIsStale, let proxy { return proxy.slot }
        return boundProxy().slot
    }

    /// Pushes the read-only proxy of the bound object (see ``boundProxy()``).
    func pushProxy(_ stack: LuaStack) { stack.push(boundProxy()) }

    /// Removes every field of the table at the top of the stack (raw access: no metamethods).
    private static func clear(tableAtTopOf stack: LuaStack) {
        stack.reserve(3)
        lua_pushnil(stack.handle)
        while lua_next(stack.handle, -2) != 0 {
            // Clearing a field during a traversal is allowed; the key stays for the next step.
            lua_settop(stack.handle, -2)
            lua_pushvalue(stack.handle, -1)
            lua_pushnil(stack.handle)
            lua_rawset(stack.handle, -4)
        }
    }

    /// Pushes `ctx`.
    func pushContext(_ stack: LuaStack) { stack.push(contextTable) }

    /// The registry slot of `ctx`, for the C calls that push it themselves.
    var contextSlot: Int32 { contextTable.slot }

    // MARK: Operands

    /// Reads the value at `index` as a rule argument: `verdict.field "x"`, `verdict.now`, or a value.
    func operand(at index: Int32, in stack: LuaStack, path: String) throws(LuaConversionError) -> Operand {
        // Absolute, because the checks below push values: a relative index would then point elsewhere.
        let index = lua_absindex(stack.handle, index)
        if lua_type(stack.handle, index) == LUA_TTABLE, lua_getmetatable(stack.handle, index) != 0 {
            stack.reserve(2)
            stack.push(fieldMeta)
            let isField = lua_rawequal(stack.handle, -1, -2) != 0
            stack.pop(2)
            if isField {
                lua_getfield(stack.handle, index, "name")
                defer { stack.pop() }
                guard let name = stack.string(at: -1) else {
                    throw LuaConversionError(path: path, reason: "verdict.field without a name")
                }
                return .field(name)
            }
        }
        stack.reserve(1)
        stack.push(nowMarker)
        let isNow = lua_rawequal(stack.handle, -1, index) != 0
        stack.pop()
        if isNow { return .now }
        return .value(try stack.value(at: index, path: path, limits: bridgeLimits))
    }

    // MARK: Library

    func installLibrary() throws(LuaError) {
        // A failure is returned as (nil, message), not raised here: raised from the host function
        // it would be located in the library's wrapper (`verdict:24:`); the wrapper raises it at
        // level 2, the rule file's line that called `verdict.check.NAME`.
        let check = state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime else { throw LuaError.state("the rule runtime is gone") }
            do {
                guard let name = stack.string(at: 1) else {
                    throw LuaError.runtime("verdict.check needs a rule name", file: nil, line: nil)
                }
                var noMessages = KeptMessages()
                return try self.hostCheck(name, rule: nil, stack, valueAt: 2, keptMessages: &noMessages)
            } catch {
                stack.pushNil()
                stack.push((error as? LuaError)?.message ?? "\(error)")
                return 2
            }
        }
        let time = makeTimeFunction()
        let iso = state.makeFunction { stack in
            guard let seconds = stack.number(at: 1) else {
                stack.pushNil()
                return 1
            }
            stack.push(ISO8601.format(Date(timeIntervalSince1970: seconds)))
            return 1
        }
        let environment = try state.makeEnvironment()
        let chunk = try state.load(RuntimeBootstrap.source, chunkName: "=verdict", environment: environment)
        let seal = makeSealFunction()
        let checkFunction = makeCheckFunctionResolver()
        let parts: [LuaReference] = try state.call(chunk) { stack in
            stack.push(check)
            stack.push(time)
            stack.push(iso)
            stack.push(seal)
            stack.push(checkFunction)
            stack.pushNullElement()
            return 6
        } results: { stack, count in
            (0..<count).map { _ in LuaReference(poppingTopOf: state) }.reversed()
        }
        guard parts.count == 3 else { throw LuaError.state("the verdict library did not load") }
        verdictLibrary = parts[0]
        fieldMeta = parts[1]
        nowMarker = parts[2]
        proxyMeta = makeProxyMetatable()
        errorsTable = makeErrorsTable()
        contextTable = makeContextTable()
        hasErrorFunction = makeHasErrorFunction()
        reportFunction = state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime else { throw LuaError.state("the rule runtime is gone") }
            return self.driverReport(stack)
        }
        hostFunction = state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime else { throw LuaError.state("the rule runtime is gone") }
            return self.driverHost(stack)
        }
    }

    /// The environment `ctx` shows: the driven record's while a driver runs, else the binding's.
    var currentEnvironment: StrategyEnvironment {
        if isDriving, let driving { return driving.environment.pointee }
        return binding.environment
    }

    /// The rule `ctx.errors.add` reports as: the driver's rule while it runs, else the bound one.
    var currentRuleName: String {
        if isDriving, let position = drivingPosition { return position.ruleName }
        return binding.ruleName
    }

    /// `hasError(chain)` for record drivers: whether the driven record already has an error at that
    /// chain's attribute (the driver asks only once the record has a context).
    private func makeHasErrorFunction() -> LuaReference {
        state.makeFunction { [anchor] stack in
            guard let self = anchor.runtime, let driving = self.driving, let context = self.drivingContextRef,
                let chain = stack.integer(at: 1)
            else {
                stack.push(false)
                return 1
            }
            let attributes = driving.driver.takeUnretainedValue().chainAttributes
            stack.push(chain >= 1 && chain <= attributes.count && context.hasErrors(for: attributes[Int(chain) - 1]))
            return 1
        }
    }
}
