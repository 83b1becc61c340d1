internal import CVerdictLua
import Verdict

@testable import VerdictLua

extension LuaState {
    /// Runs `source` with `arguments` pushed through the value bridge as its `...`, and reads
    /// its results back through the bridge (`result[1]`, `result[2]`, …).
    func values(
        _ source: String, _ arguments: [Value] = [], limits: BridgeLimits = .default
    ) throws -> [Value] {
        let chunk = try load(source, chunkName: "rules/bridge.lua", environment: makeEnvironment())
        let read: Result<[Value], LuaConversionError> = try call(chunk) { stack in
            for argument in arguments { stack.push(argument, limits: limits) }
            return Int32(arguments.count)
        } results: { stack, count in
            var out: [Value] = []
            for i in 0..<count {
                do throws(LuaConversionError) {
                    out.append(
                        try stack.value(at: -count + i, path: "result[\(i + 1)]", limits: limits))
                } catch {
                    return .failure(error)
                }
            }
            return .success(out)
        }
        return try read.get()
    }

    /// The conversion error reading `source`'s results must raise.
    func conversionFailure(_ source: String, limits: BridgeLimits = .default) -> LuaConversionError? {
        do {
            _ = try values(source, limits: limits)
            return nil
        } catch let error as LuaConversionError {
            return error
        } catch {
            return nil
        }
    }
}
