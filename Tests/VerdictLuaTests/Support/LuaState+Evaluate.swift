internal import CVerdictLua

@testable import VerdictLua

/// A Lua result as the tests compare it (the real value bridge comes later).
enum LuaScalar: Equatable, CustomStringConvertible {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case other(String)

    var description: String {
        switch self {
        case .nil: "nil"
        case .boolean(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .other(let type): "<\(type)>"
        }
    }
}

extension LuaStack {
    /// The value at `index` as a scalar.
    func scalar(at index: Int32) -> LuaScalar {
        switch type(at: index) {
        case .nil, .none: .nil
        case .boolean: .boolean(boolean(at: index) ?? false)
        case .number:
            integer(at: index).map(LuaScalar.integer) ?? .number(number(at: index) ?? .nan)
        case .string: .string(string(at: index) ?? "")
        case let other: .other("\(other)")
        }
    }
}

extension LuaState {
    /// Loads `source` as `chunkName` in `environment` (a fresh one if nil), runs it, and
    /// returns its results.
    func evaluate(
        _ source: String, chunkName: String = "rules/user.lua", environment: LuaReference? = nil
    ) throws(LuaError) -> [LuaScalar] {
        let chosen: LuaReference
        if let environment { chosen = environment } else { chosen = try makeEnvironment() }
        let chunk = try load(source, chunkName: chunkName, environment: chosen)
        return try call(chunk) { _ in
            0
        } results: { stack, count in
            (0..<count).map { stack.scalar(at: stack.top - count + 1 + $0) }
        }
    }

    /// Like ``evaluate(_:chunkName:environment:)`` but returns the error it must throw.
    func failure(
        _ source: String, chunkName: String = "rules/user.lua", environment: LuaReference? = nil
    ) -> LuaError? {
        do {
            _ = try evaluate(source, chunkName: chunkName, environment: environment)
            return nil
        } catch {
            return error
        }
    }
}
