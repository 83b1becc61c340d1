/// The few values of a rule-set document that stand for more than data, each an object with one
/// `$` key: another attribute as an argument (`{"$field": "endDate"}`), the validation's time
/// (`{"$now": true}`), and a Lua function, which a document records with where it was written
/// (`{"$lua": "rules/user.lua:12"}`) so that a loader without Lua can say which one it cannot run.
package enum DocumentMarker {
    /// The key of another attribute: `verdict.field "endDate"`.
    package static let field = "$field"
    /// The key of the validation's time: `verdict.now`.
    package static let now = "$now"
    /// The key of a Lua function, with where it was written.
    package static let lua = "$lua"

    /// An argument as a document writes it.
    package static func value(of operand: Operand) -> Value {
        switch operand {
        case .value(let value): value
        case .field(let name): .object([field: .string(name)])
        case .now: .object([now: .bool(true)])
        }
    }

    /// An argument a document wrote; `nil` for a Lua function's marker.
    package static func operand(of value: Value) -> Operand? {
        guard case .object(let object) = value, object.count == 1, let (key, inner) = object.first else {
            return .value(value)
        }
        switch key {
        case field: return inner.stringValue.map(Operand.field) ?? .value(value)
        case now: return .now
        case lua: return nil
        default: return .value(value)
        }
    }

    /// The marker of a Lua function written at `origin` (`rules/user.lua:12`).
    package static func luaFunction(at origin: String) -> Value {
        .object([lua: .string(origin)])
    }

    /// Where the Lua function a value marks was written; `nil` when the value marks none.
    package static func luaOrigin(of value: Value) -> String? {
        guard case .object(let object) = value, object.count == 1, case .string(let origin)? = object[lua] else {
            return nil
        }
        return origin
    }
}
