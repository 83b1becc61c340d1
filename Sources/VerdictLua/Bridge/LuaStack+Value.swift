internal import CVerdictLua
import Foundation
import Verdict

extension LuaStack {
    /// Pushes a Verdict value: null → `nil`, integers → integers, doubles → floats, a
    /// ``LargeInteger`` → its nearest float (Lua has no integers beyond 64 bits), strings and
    /// data → strings (any bytes), dates → ISO 8601 strings, arrays → sequences, objects → tables
    /// (a null field is left out: absent). A null element of an array is `verdict.null`, so the
    /// sequence keeps its length and every element its place. Deeper than `limits.maximumDepth`,
    /// the rest becomes `nil`.
    func push(_ value: Value, limits: BridgeLimits = .default, depth: Int = 0) {
        switch value {
        case .null: pushNil()
        case .bool(let b): push(b)
        case .int(let i): push(Int64(i))
        case .double(let d): push(d)
        case .largeInteger(let n): push(n.nearestDouble)
        case .string(let s): pushValueString(s)
        case .date(let d): push(ISO8601.format(d))
        case .data(let d):
            reserve(1)
            d.withUnsafeBytes { raw in _ = lua_pushlstring(handle, raw.baseAddress, raw.count) }
        case .array(let items):
            guard depth < limits.maximumDepth else { return pushNil() }
            reserve(3)
            lua_createtable(handle, Int32(clamping: items.count), 0)
            for (i, item) in items.enumerated() {
                if item.isNull { pushNullElement() } else { push(item, limits: limits, depth: depth + 1) }
                lua_rawseti(handle, -2, lua_Integer(i + 1))
            }
        case .object(let fields):
            guard depth < limits.maximumDepth else { return pushNil() }
            reserve(3)
            lua_createtable(handle, 0, Int32(clamping: fields.count))
            for (key, field) in fields {
                push(key)
                push(field, limits: limits, depth: depth + 1)
                lua_rawset(handle, -3)
            }
        }
    }

    /// Pushes `verdict.null`, the state's stand-in for a null element of a list.
    func pushNullElement() {
        reserve(1)
        verdict_lua_push_null(handle)
    }

    /// Pushes a string value through the state's cache of short value strings
    /// (`verdict_lua_push_value_string`): the same string as ``push(_:)-(String)`` pushes, without
    /// hashing and interning again a value pushed a moment ago (a record's field, for each of its rules).
    func pushValueString(_ value: String) {
        reserve(1)
        let pushed: Void? = value.utf8.withContiguousStorageIfAvailable { bytes in
            verdict_lua_push_value_string(handle, bytes.baseAddress, bytes.count)
        }
        if pushed == nil {
            var copy = value
            copy.withUTF8 { bytes in verdict_lua_push_value_string(handle, bytes.baseAddress, bytes.count) }
        }
    }

    /// Reads the Lua value at `index` as a Verdict value, without running metamethods.
    ///
    /// A table whose keys are exactly 1…n is an array, one whose keys are all strings is an
    /// object, an empty table is an empty array. Strings that are not valid UTF-8 become data;
    /// `nil` and `verdict.null` become null.
    /// - Parameters:
    ///   - index: the stack index.
    ///   - path: where the value is, for error messages.
    /// - Throws: ``LuaConversionError`` for functions, userdata, threads, mixed or sparse tables,
    ///   or data past the limits.
    func value(at index: Int32, path: String, limits: BridgeLimits = .default) throws(LuaConversionError) -> Value {
        var budget = ConversionBudget(elements: limits.maximumElements, bytes: limits.maximumBytes)
        let absolute = lua_absindex(handle, index)
        return try read(absolute, path: path, depth: 0, limits: limits, budget: &budget)
    }

    /// What one conversion from Lua may still copy.
    private struct ConversionBudget {
        var elements: Int
        var bytes: Int

        /// Charges `count` bytes of string; throws once the conversion has copied too many.
        mutating func charge(bytes count: Int, path: String, limits: BridgeLimits) throws(LuaConversionError) {
            bytes -= count
            guard bytes >= 0 else {
                throw LuaConversionError(
                    path: path, reason: "more than \(limits.maximumBytes) bytes of strings in one value")
            }
        }
    }

    private func read(_ index: Int32, path: String, depth: Int, limits: BridgeLimits, budget: inout ConversionBudget)
        throws(LuaConversionError) -> Value
    {
        budget.elements -= 1
        guard budget.elements >= 0 else {
            throw LuaConversionError(path: path, reason: "more than \(limits.maximumElements) values")
        }
        switch lua_type(handle, index) {
        case LUA_TNIL, LUA_TNONE: return .null
        case LUA_TBOOLEAN: return .bool(lua_toboolean(handle, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(handle, index) != 0 { return .int(Int(lua_tointegerx(handle, index, nil))) }
            return .double(lua_tonumberx(handle, index, nil))
        case LUA_TSTRING:
            var length = 0
            guard let bytes = lua_tolstring(handle, index, &length) else { return .string("") }
            try budget.charge(bytes: length, path: path, limits: limits)
            let buffer = UnsafeRawBufferPointer(start: bytes, count: length)
            let utf8 = UnsafeBufferPointer(
                start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: length)
            if let text = UTF8Bytes.string(utf8) { return .string(text) }
            return .data(Data(buffer))
        case LUA_TTABLE:
            guard depth < limits.maximumDepth else {
                throw LuaConversionError(path: path, reason: "nested deeper than \(limits.maximumDepth) levels")
            }
            return try readTable(index, path: path, depth: depth, limits: limits, budget: &budget)
        case LUA_TUSERDATA where verdict_lua_is_null(handle, index) != 0: return .null
        default:
            let name = String(cString: lua_typename(handle, lua_type(handle, index)))
            throw LuaConversionError(path: path, reason: "a \(name) cannot be a value here")
        }
    }

    private func readTable(
        _ index: Int32, path: String, depth: Int, limits: BridgeLimits, budget: inout ConversionBudget
    )
        throws(LuaConversionError) -> Value
    {
        reserve(3)
        let length = Int(lua_rawlen(handle, index))
        var items: [Value] = []
        items.reserveCapacity(min(length, 1 << 16))
        for i in 1...max(length, 1) where length > 0 {
            lua_rawgeti(handle, index, lua_Integer(i))
            defer { pop() }
            items.append(
                try read(lua_gettop(handle), path: "\(path)[\(i)]", depth: depth + 1, limits: limits, budget: &budget))
        }
        var fields: [String: Value] = [:]
        var extraKeys = 0
        lua_pushnil(handle)
        while lua_next(handle, index) != 0 {
            // key at -2, value at -1
            if lua_type(handle, -2) == LUA_TNUMBER, lua_isinteger(handle, -2) != 0 {
                let k = lua_tointegerx(handle, -2, nil)
                if k >= 1 && k <= length {
                    pop()
                    continue
                }
            }
            guard lua_type(handle, -2) == LUA_TSTRING, let key = string(at: -2) else {
                let name = String(cString: lua_typename(handle, lua_type(handle, -2)))
                pop(2)
                throw LuaConversionError(
                    path: path,
                    reason: length > 0 ? "a list with a \(name) key outside 1…\(length)" : "a table with a \(name) key")
            }
            let childPath = path.isEmpty ? key : "\(path).\(key)"
            do {
                try budget.charge(bytes: key.utf8.count, path: childPath, limits: limits)
                fields[key] = try read(
                    lua_gettop(handle), path: childPath, depth: depth + 1, limits: limits, budget: &budget)
            } catch {
                pop(2)
                throw error
            }
            extraKeys += 1
            pop()
        }
        if extraKeys == 0 { return .array(items) }
        guard length == 0 else {
            throw LuaConversionError(path: path, reason: "a table mixes list entries and named fields")
        }
        return .object(fields)
    }
}
