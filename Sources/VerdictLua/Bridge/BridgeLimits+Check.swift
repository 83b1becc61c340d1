import Verdict

extension BridgeLimits {
    /// Checks that a value can cross into Lua within these limits.
    ///
    /// `LuaStack.push(_:limits:depth:)` never fails (it runs where Lua may not be interrupted);
    /// past the depth cap it pushes `nil`. A rule must never see a truncated record silently, so
    /// every push of a record value is preceded by this check, and a value past the caps fails the
    /// rule with this error instead (failing closed).
    /// - Parameters:
    ///   - value: the value to push.
    ///   - path: where the value is, e.g. the attribute name; array positions are added 0-based,
    ///     as Verdict's error paths (`items[3].price`) count them.
    /// - Throws: ``LuaConversionError`` naming the first position past a cap.
    public func check(_ value: Value, path: String) throws(LuaConversionError) {
        var budget = maximumElements
        try check(value, path: path, depth: 0, budget: &budget)
    }

    private func check(_ value: Value, path: String, depth: Int, budget: inout Int)
        throws(LuaConversionError)
    {
        budget -= 1
        guard budget >= 0 else {
            throw LuaConversionError(path: path, reason: "more than \(maximumElements) values")
        }
        switch value {
        case .array(let items):
            guard depth < maximumDepth else {
                throw LuaConversionError(path: path, reason: "nested deeper than \(maximumDepth) levels")
            }
            for (i, item) in items.enumerated() {
                try check(item, path: "\(path)[\(i)]", depth: depth + 1, budget: &budget)
            }
        case .object(let fields):
            guard depth < maximumDepth else {
                throw LuaConversionError(path: path, reason: "nested deeper than \(maximumDepth) levels")
            }
            for (key, field) in fields {
                try check(field, path: path.isEmpty ? key : "\(path).\(key)", depth: depth + 1, budget: &budget)
            }
        case .null, .bool, .int, .double, .largeInteger, .string, .date, .data:
            break
        }
    }
}
