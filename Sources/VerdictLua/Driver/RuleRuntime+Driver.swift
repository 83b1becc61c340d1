internal import CVerdictLua
import Verdict

extension RuleRuntime {
    /// What the runtime holds while a record driver runs a record (``LuaRecordDriver``): pointers
    /// to what ``drive(_:with:rules:in:)`` borrows, valid while it runs, so that a record costs no
    /// retain for them.
    struct Driving {
        let driver: Unmanaged<LuaRecordDriver>
        /// The registry slot of the driver's function in this runtime.
        let slot: Int32
        /// Mutable only to be lent `inout` (``RuleSet/report(_:chain:entry:of:value:in:mode:)``): never changed.
        let rules: UnsafeMutablePointer<RuleSet>
        let record: UnsafePointer<InputRecord>
        let environment: UnsafePointer<StrategyEnvironment>
        let screened: UnsafePointer<ScreenedRecord>
    }

    /// How a driver call ended, beyond its Lua status: set by the driver's `report` and `host`
    /// when they tell it to stop.
    enum DrivingStop {
        /// First-error mode stopped the validation.
        case validationStopped
        /// A filter rewrote a value: the chains from this one on run rule by rule.
        case ruleByRule(from: Int)
    }

    /// Runs `driver` on `record`: what the `rules` strategy's screen finds (settled `unknown` for a
    /// record every rule passed, with no outcome made; else the strategy's outcome), or `nil` when
    /// the driver does not take the record (see ``LuaRecordDriver``).
    func drive(
        _ record: InputRecord, with driver: LuaRecordDriver, rules: RuleSet, in environment: StrategyEnvironment
    ) -> RecordScreening? {
        guard drivesRecords, !state.limits.countsInstructions, bridgeLimits.maximumElements > 0, bindingDepth == 0,
            !isDriving, driving == nil, let slot = driverSlot(for: driver)
        else { return nil }
        var screening: RecordScreening?
        withUnsafePointer(to: rules) { rulesPointer in
            withUnsafePointer(to: record) { recordPointer in
                withUnsafePointer(to: environment) { environmentPointer in
                    _ = record.withScreenedRecord(now: environment.now) { screened in
                        withUnsafePointer(to: screened) { screened in
                            driving = Driving(
                                driver: Unmanaged.passUnretained(driver), slot: slot,
                                rules: UnsafeMutablePointer(mutating: rulesPointer), record: recordPointer,
                                environment: environmentPointer, screened: screened)
                            drivingContextRef = nil
                            // The record is the bound source (``boundSource``) without a copy in an existential.
                            binding.context = nil
                            binding.source = nil
                            binding.strategyEnvironment = nil
                            proxyIsStale = proxy != nil
                            proxyOwner = nil
                            defer {
                                driving = nil
                                drivingContextRef = nil
                            }
                            // The borrowed parameters, not the pointers' `pointee`s: those are copied.
                            screening = drive(screened, driver: driver, slot: slot, rules: rules, in: environment)
                        }
                    }
                }
            }
        }
        if case .some = screening { drivenRecords &+= 1 }
        // Moved out, not copied: returning the variable would copy it and then destroy it.
        return screening.take()
    }

    private func drive(
        _ screened: UnsafePointer<ScreenedRecord>, driver: LuaRecordDriver, slot: Int32, rules: RuleSet,
        in environment: StrategyEnvironment
    ) -> RecordScreening? {
        let handle = state.handle
        let mode = environment.mode
        let active = driver.activeChains(in: environment.scenario, rules: rules)
        let chains = driver.chainAttributes.count
        let arguments = Int32(6 + driver.attributes.count)
        var start = 1
        var finished = true
        while start <= chains {
            LuaStack(handle: handle).reserve(arguments + 1)
            lua_rawgeti(handle, verdict_lua_registryindex(), lua_Integer(slot))
            lua_rawgeti(handle, verdict_lua_registryindex(), lua_Integer(contextSlot))
            lua_pushinteger(handle, lua_Integer(start))
            lua_pushinteger(handle, active)
            lua_pushboolean(handle, drivingContextRef != nil ? 1 : 0)
            guard pushValues(screened.pointee, driver: driver) else {
                // A value the driver does not take: the record goes rule by rule (from the start, as
                // nothing ran yet: the values are the same at every call).
                lua_settop(handle, -6)
                verdict_lua_forget_driven_strings(handle)
                guard start > 1 || drivingContextRef != nil else { return nil }
                finished = rules.run(in: drivingContext(), mode: mode, fromChain: start - 1)
                break
            }
            drivingStop = nil
            lastHandledPlace = 0
            isDriving = true
            verdict_lua_set_record_lookup(handle, Self.recordLookup, UnsafeRawPointer(screened))
            let status = verdict_lua_pcall_limited(
                handle, arguments, 0, state.instructionBudget, state.timeLimitNanoseconds)
            verdict_lua_set_record_lookup(handle, nil, nil)
            // The values left the stack with the call: their strings may be collected from now on.
            verdict_lua_forget_driven_strings(handle)
            isDriving = false
            if status == LUA_OK {
                switch drivingStop {
                case nil: break
                case .validationStopped?: finished = false
                case .ruleByRule(let from)?: finished = rules.run(in: drivingContext(), mode: mode, fromChain: from)
                }
                break
            }
            let place = driverPlace(slot)
            let error = state.popError(status: status)
            if place == 0 {
                // Stopped before its first place: no rule ran in this call.
                finished = rules.run(in: drivingContext(), mode: mode, fromChain: start - 1)
                break
            }
            let position = driver.positions[place - 1]
            if place == lastHandledPlace {
                // Stopped after `report` or `host` handled its place, before the next one: `host`
                // finished the place's chain, after `report` the chain's next rules run here.
                if case .validationStopped? = drivingStop {
                    finished = false
                    break
                }
                if position.kind == .rule,
                    !rules.finish(chain: position.chain, after: position.entry, in: drivingContext(), mode: mode)
                {
                    finished = false
                    break
                }
                start = position.chain + 2
                continue
            }
            guard let next = handOver(at: position, error: error, rules: rules, mode: mode) else {
                finished = false
                break
            }
            if !drivingContext().rewrittenValues.isEmpty {
                finished = rules.run(in: drivingContext(), mode: mode, fromChain: next)
                break
            }
            start = next + 1
        }
        // No context: every rule passed and nothing was written back, so no outcome is made.
        guard let context = drivingContextRef else { return RecordScreening(settled: .unknown) }
        return RecordScreening(
            driven: RulesStrategy.outcome(of: context, rules: rules, finished: finished, in: environment))
    }

    /// Finds a field of the driven record for the C `__index` of the proxy and of the drivers' value
    /// tables (`verdict_lua_record_lookup`): `context` is the ``ScreenedRecord``.
    static let recordLookup: verdict_lua_record_lookup = { context, key, keyLength, bytes, length in
        guard let context, let key else { return VERDICT_LUA_FIELD_OTHER }
        let screened = context.assumingMemoryBound(to: ScreenedRecord.self)
        let name = UnsafeBufferPointer(
            start: UnsafeRawPointer(key).assumingMemoryBound(to: UInt8.self), count: keyLength)
        let field = screened.pointee.field(key: name)
        switch field.kind {
        case .absent, .null: return VERDICT_LUA_FIELD_NIL
        case .boolean(let value): return value ? VERDICT_LUA_FIELD_TRUE : VERDICT_LUA_FIELD_FALSE
        case .string:
            bytes?.pointee = field.text.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
            length?.pointee = field.text.count
            return field.text.baseAddress == nil && field.text.count > 0
                ? VERDICT_LUA_FIELD_OTHER : VERDICT_LUA_FIELD_STRING
        case .number, .composite: return VERDICT_LUA_FIELD_OTHER
        }
    }

    /// The driver's `report(place, ok, message)`: a rule answered something else than a pass. The
    /// failure is reported as the chain reports it; `true` tells the driver to go on (with the
    /// chain's next rule, or the next chain when the chain stops at its first error).
    func driverReport(_ stack: LuaStack) -> Int32 {
        guard let driving, let found = drivenPlace(stack, driving) else {
            stack.push(false)
            return 1
        }
        let (place, position) = found
        // The answer is read as `callRule` reads it, its message through the place's last one.
        let outcome = Self.ruleOutcome(stack, at: 2, count: 2, origin: position.origin) { index in
            reportedText(at: index, place: place, origin: position.origin)
        }
        // A Lua rule passes or fails; the driver reports only what is not a pass.
        guard case .failed(let failure) = outcome else {
            stack.push(true)
            return 1
        }
        // The value as the chain reads it, from the record's text: no look-up by name through the context.
        let value =
            position.value < 0
            ? nil
            : driving.driver.takeUnretainedValue().withKey(position.value) { key in
                driving.screened.pointee.field(key: key).plainValue
            }
        return answerDriver(place: place, position, stack) { context in
            RuleSet.report(
                failure, chain: position.chain, entry: position.entry, of: &driving.rules.pointee, value: value,
                in: context, mode: driving.environment.pointee.mode)
        }
    }

    /// The message a failing rule returned at stack `index` (a string, else `nil`), cut as every
    /// rule message is: taken from the last one `place` reported when its bytes are the same.
    private func reportedText(at index: Int32, place: Int, origin: String) -> String? {
        guard let bytes = LuaStack(handle: state.handle).stringBytes(at: index) else { return nil }
        if place < reportedTexts.count, let kept = reportedTexts[place], kept.matches(bytes) { return kept.text }
        let text = MessageLimit.cut(String(decoding: bytes, as: UTF8.self), origin: origin)
        // A short text only, always kept whole: its string then depends on its bytes alone (places
        // are the driver's, a few hundred at most).
        guard bytes.count <= ReportedText.maximumBytes else { return text }
        if place >= reportedTexts.count {
            reportedTexts += Array(repeating: nil, count: place + 1 - reportedTexts.count)
        }
        reportedTexts[place] = ReportedText(bytes: Array(bytes), text: text)
        return text
    }

    /// The driver's `host(place)`: a chain, or a rule of one, the driver cannot run itself, run here.
    func driverHost(_ stack: LuaStack) -> Int32 {
        guard let driving, let found = drivenPlace(stack, driving) else {
            stack.push(false)
            return 1
        }
        let (place, position) = found
        return answerDriver(place: place, position, stack) { context in
            runHostPlace(position, rules: driving.rules.pointee, in: context, mode: driving.environment.pointee.mode)
        }
    }

    /// The place a `report` or `host` call names (its argument 1) and the driver's position there;
    /// `nil` for a place the driver does not have.
    private func drivenPlace(_ stack: LuaStack, _ driving: Driving) -> (Int, LuaRecordDriver.Position)? {
        let positions = driving.driver.takeUnretainedValue().positions
        guard let place = stack.integer(at: 1), place >= 1, Int(place) <= positions.count else { return nil }
        return (Int(place), positions[Int(place) - 1])
    }

    /// Runs `body` for a place of the driver as a host function, with the record's context, as
    /// Swift code that may call Lua rule by rule (so not as the driver), and pushes whether the
    /// driver goes on.
    private func answerDriver(
        place: Int, _ position: LuaRecordDriver.Position, _ stack: LuaStack, _ body: (ValidationContext) -> Bool
    ) -> Int32 {
        let lookup = driving?.screened
        isDriving = false
        verdict_lua_set_record_lookup(state.handle, nil, nil)
        defer {
            isDriving = true
            verdict_lua_set_record_lookup(state.handle, Self.recordLookup, lookup.map(UnsafeRawPointer.init))
        }
        let context = drivingContext()
        lastHandledPlace = place
        if !body(context) {
            drivingStop = .validationStopped
            stack.push(false)
        } else if !context.rewrittenValues.isEmpty {
            // Only a place the host ran can have rewritten a value: its chain is finished.
            drivingStop = .ruleByRule(from: position.chain + 1)
            stack.push(false)
        } else {
            stack.push(true)
        }
        return 1
    }

    /// Runs a place the driver hands over: a chain, or a chain from one of its rules on.
    /// - Returns: whether the validation goes on (first-error mode may stop it).
    private func runHostPlace(
        _ position: LuaRecordDriver.Position, rules: RuleSet, in context: ValidationContext, mode: ValidationMode
    ) -> Bool {
        position.kind == .hostEntry
            ? rules.resume(chain: position.chain, entry: position.entry, pending: nil, in: context, mode: mode)
            : rules.runChain(position.chain, in: context, mode: mode)
    }

    /// Goes on from the place the driver stopped at with `error`, as the rule (or `when`) that
    /// raised it would have been reported when called on its own.
    /// - Returns: the next chain to run, or `nil` when first-error mode stops the validation.
    private func handOver(
        at position: LuaRecordDriver.Position, error: LuaError, rules: RuleSet, mode: ValidationMode
    ) -> Int? {
        let context = drivingContext()
        switch position.kind {
        case .rule:
            let outcome = RuleOutcome.fail(
                .ruleError, ["error": .string(Self.text(of: error, origin: position.origin))])
            let keepsGoing = rules.resume(
                chain: position.chain, entry: position.entry, pending: outcome, in: context, mode: mode)
            return keepsGoing ? position.chain + 1 : nil
        case .condition:
            // As `callCondition` reports it: the chain is skipped.
            rules.enter(chain: position.chain, in: context)
            let message = "could not decide `when`: " + Self.text(of: error, origin: position.origin)
            context.addError(
                ValidationError(
                    attribute: context.attribute, rule: position.ruleName, key: .ruleError,
                    message: MessageFormatter.displayName(for: context.attributeName) + " " + message,
                    severity: rules.conditionSeverity(chain: position.chain)))
            return position.chain + 1
        case .hostChain, .hostEntry:
            // Stopped as it was handing over (its deadline fell there): the place runs here.
            return runHostPlace(position, rules: rules, in: context, mode: mode) ? position.chain + 1 : nil
        }
    }

    /// The driver's `P` (its upvalue 1): the place it last passed.
    private func driverPlace(_ slot: Int32) -> Int {
        let handle = state.handle
        LuaStack(handle: handle).reserve(2)
        lua_rawgeti(handle, verdict_lua_registryindex(), lua_Integer(slot))
        defer { lua_settop(handle, -2) }
        guard lua_getupvalue(handle, -1, 1) != nil else { return 0 }
        defer { lua_settop(handle, -2) }
        return Int(lua_tointegerx(handle, -1, nil))
    }

    /// The driven record's validation context, made the first time it is needed: as the `rules`
    /// strategy makes it, bound to the runtime, and told to the running driver (its `H`).
    func drivingContext() -> ValidationContext {
        if let context = drivingContextRef { return context }
        guard let driving else { preconditionFailure("no record is being driven") }
        let context = RuleSet.context(
            for: driving.record.pointee, in: driving.environment.pointee, secrets: driving.rules.pointee.secrets)
        drivingContextRef = context
        drivenContexts &+= 1
        binding.context = context
        proxyOwner = context  // the same record: the proxy keeps the fields it read
        if isDriving {
            let handle = state.handle
            LuaStack(handle: handle).reserve(2)
            lua_rawgeti(handle, verdict_lua_registryindex(), lua_Integer(driving.slot))
            lua_pushboolean(handle, 1)
            _ = lua_setupvalue(handle, -2, 2)
            lua_settop(handle, -2)
        }
        return context
    }

    /// The place the running driver is at, while it runs (`nil` otherwise).
    var drivingPosition: LuaRecordDriver.Position? {
        guard isDriving, let driving else { return nil }
        let place = driverPlace(driving.slot)
        let positions = driving.driver.takeUnretainedValue().positions
        return place > 0 && place <= positions.count ? positions[place - 1] : nil
    }

    /// Pushes the record's values in the driver's parameter order, then the `absent` and `empty`
    /// masks of the first ``LuaRecordDriver/maskedValues`` (bit `i` set when value `i` is `nil`,
    /// or `""`); `false` (nothing left pushed) for a value the driver does not take: a list or an
    /// object. Nil, booleans and plain strings are pushed in C straight from the record's located
    /// fields (`verdict_lua_push_driven_values`); what only Swift converts — a number, a string
    /// with escapes — is decoded here, as a rule would read it.
    private func pushValues(_ screened: ScreenedRecord, driver: LuaRecordDriver) -> Bool {
        let handle = state.handle
        let top = lua_gettop(handle)
        var absent: Int64 = 0
        var empty: Int64 = 0
        let count = driver.keyEnds.count
        var next = 0
        while true {
            next = screened.withLocatedFields { json, fields in
                driver.keyBytes.withUnsafeBufferPointer { keys in
                    driver.keyEnds.withUnsafeBufferPointer { keyEnds in
                        verdict_lua_push_driven_values(
                            handle, json.baseAddress, fields.baseAddress, fields.count, keys.baseAddress,
                            keyEnds.baseAddress, next, count, LuaRecordDriver.maskedValues, &absent, &empty)
                    }
                }
            }
            guard next < count else { break }
            let value = driving?.record.pointee.value(of: driver.attributes[next]) ?? .null
            switch value {
            case .array, .object, .data:
                lua_settop(handle, top)
                return false
            default:
                LuaStack(handle: handle).push(value, limits: bridgeLimits)
                // The masks say what the driver would see comparing the value itself.
                let bit: Int64 = next < LuaRecordDriver.maskedValues ? 1 << Int64(next) : 0
                switch lua_type(handle, -1) {
                case LUA_TNIL: absent |= bit
                case LUA_TSTRING where lua_rawlen(handle, -1) == 0: empty |= bit
                default: break
                }
            }
            next += 1
        }
        lua_pushinteger(handle, lua_Integer(absent))
        lua_pushinteger(handle, lua_Integer(empty))
        return true
    }

    /// The registry slot of `driver`'s function in this runtime, compiled the first time; `nil`
    /// when it cannot be (the record then goes rule by rule).
    private func driverSlot(for driver: LuaRecordDriver) -> Int32? {
        let id = ObjectIdentifier(driver)
        if let last = lastDriver, last.id == id { return last.slot }
        if let made = drivers[id] {
            lastDriver = (id, made.function.slot)
            return made.function.slot
        }
        guard drivers.count < 256, let function = try? compileDriver(driver) else { return nil }
        drivers[id] = (driver: driver, function: function)
        lastDriver = (id, function.slot)
        return function.slot
    }

    /// Compiles the driver's chunk without debug information — so that an error a rule raises at
    /// level 2 (its caller) gets no position, as when the rule is called from the host — and runs
    /// it with the functions: the driver function.
    private func compileDriver(_ driver: LuaRecordDriver) throws -> LuaReference {
        let handle = state.handle
        let stack = LuaStack(handle: handle)
        stack.reserve(3)
        lua_pushcclosure(handle, verdict_lua_load_stripped, 0)
        stack.push(driver.source)
        let status = verdict_lua_pcall_limited(handle, 1, 1, state.instructionBudget, state.timeLimitNanoseconds)
        if status != LUA_OK { throw state.popError(status: status) }
        let chunk = LuaReference(poppingTopOf: state)
        let function: LuaReference = try state.call(chunk) { stack in
            stack.push(hasErrorFunction)
            stack.push(reportFunction)
            stack.push(hostFunction)
            pushDrivenObject(values: driver.attributes.count)
            for id in driver.functionIDs { stack.push(functions[id]) }
            return Int32(5 + driver.functionIDs.count)
        } results: { stack, count in
            stack.pop(count - 1)
            return LuaReference(poppingTopOf: state)
        }
        // `P` and `H` must be upvalues 1 and 2 (see ``LuaRecordDriver/Generator``).
        stack.reserve(2)
        stack.push(function)
        defer { stack.pop() }
        guard lua_getupvalue(handle, -1, 1) != nil else { throw LuaError.state("the record driver has no P") }
        let isPlace = lua_isinteger(handle, -1) != 0
        stack.pop()
        guard lua_getupvalue(handle, -1, 2) != nil else { throw LuaError.state("the record driver has no H") }
        let isFlag = lua_type(handle, -1) == LUA_TBOOLEAN
        stack.pop()
        guard isPlace, isFlag else { throw LuaError.state("the record driver's upvalues are not P and H") }
        return function
    }
}

extension RuleRuntime {
    /// Pushes a new driver's `V` and `D` (see ``LuaRecordDriver/source``): `V` a table whose
    /// `__index` reads the field from the driven record, `D` an empty table with the proxy's
    /// metatable but for `__index`, which is `V`. Each driver has its own: `V` holds the values of
    /// the driver's attributes only, all of them written again for every record it runs.
    private func pushDrivenObject(values: Int) {
        let handle = state.handle
        let stack = LuaStack(handle: handle)
        stack.reserve(5)
        lua_createtable(handle, 0, Int32(clamping: values))
        stack.push(drivenValuesMetatable())
        lua_setmetatable(handle, -2)
        lua_createtable(handle, 0, 0)
        lua_createtable(handle, 0, 4)
        stack.push(proxyMeta)
        for field in ["__newindex", "__pairs", "__metatable"] {
            lua_getfield(handle, -1, field)
            lua_setfield(handle, -3, field)
        }
        stack.pop()
        lua_pushvalue(handle, -3)
        lua_setfield(handle, -2, "__index")
        verdict_lua_mark_read_only(handle, -1)
        lua_setmetatable(handle, -2)
    }

    /// The metatable of the drivers' `V` tables, made the first time: its `__index` reads a field
    /// of the record from its text (as the proxy's does) or else through the host, keeping nothing
    /// — `V` holds only what drivers write, for the next record to write again.
    private func drivenValuesMetatable() -> LuaReference {
        if let made = drivenValuesMeta { return made }
        let read = state.makeFunction { [anchor] stack in
            if let self = anchor.runtime {
                _ = try self.pushBoundField(stack)
            } else {
                stack.pushNil()
            }
            return 1
        }
        let stack = LuaStack(handle: state.handle)
        stack.reserve(2)
        stack.push(read)
        verdict_lua_push_proxy_index(state.handle)
        let index = LuaReference(poppingTopOf: state)
        let made = makeMetatable(["__index": index])
        drivenValuesMeta = made
        return made
    }

    /// A message a driver place reported: its bytes in Lua and the string made of them.
    struct ReportedText {
        /// The longest text kept: a message, not a document (and never one ``MessageLimit`` cuts).
        static let maximumBytes = 256

        let bytes: [UInt8]
        let text: String

        /// Whether `other` holds the same bytes.
        func matches(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
            guard other.count == bytes.count else { return false }
            guard let base = other.baseAddress else { return bytes.isEmpty }
            return bytes.withUnsafeBufferPointer { kept in
                guard let keptBase = kept.baseAddress else { return true }
                return UTF8Bytes.equal(keptBase, base, count: bytes.count)
            }
        }
    }
}
