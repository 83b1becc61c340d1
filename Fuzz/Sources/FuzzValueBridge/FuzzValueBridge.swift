import Foundation
import Verdict
import VerdictLua

/// Rules that take each value across the bridge and back: an identity filter (Swift → Lua →
/// Swift), a walk over the whole value in Lua, a `when`, and a Lua strategy that reads the record.
private let ruleFile = """
    return {
      model = "Echo",
      rules = {
        { "v", "filter", function(value) return value end },
        { "v", function(value, object, ctx)
            local function walk(x, depth)
              if type(x) ~= "table" or depth > 200 then return 1 end
              local n = 1
              for k, item in pairs(x) do n = n + walk(k, depth + 1) + walk(item, depth + 1) end
              return n
            end
            walk(value, 0)
            return true
          end },
        { "v", "required", when = function(object, ctx) return object.v ~= nil end },
      },
      strategies = {
        function(object, ctx)
          if type(object.v) == "string" and #object.v > 3 then return "unknown" end
          return nil
        end,
        "rules", "default",
      },
    }
    """

private let engine: RuleEngine = {
    let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    let url = URL(fileURLWithPath: "\(base)/verdict-fuzz-bridge-\(getpid())", isDirectory: true)
    do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try ruleFile.write(to: url.appendingPathComponent("echo.lua"), atomically: true, encoding: .utf8)
        return try RuleEngine(directory: url)
    } catch {
        fatalError("cannot load the bridge rules: \(error)")
    }
}()

/// libFuzzer entry: the input read as JSON (else taken as a string) is the value `v` of a record
/// validated through Lua. The identity filter must give back the value it was given, up to what
/// Lua cannot tell apart: a null field is `nil`, so it vanishes, and an empty table is an empty
/// list. A null list item is `verdict.null` and comes back in its place.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValueBridge(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let value = (try? JSONReader(maximumDepth: 300).read(bytes)) ?? .string(String(decoding: bytes, as: UTF8.self))
    let verdict: RecordVerdict
    do {
        verdict = try engine.validate(.object(["v": value, "data": .data(Data(bytes))]), model: "Echo")
    } catch {
        fatalError("Echo did not validate: \(error)")
    }
    if let echoed = verdict.rewrittenValues["v"], echoed.bridgeNormalized != value.bridgeNormalized {
        fatalError("the bridge changed a value: \(value) → \(echoed)")
    }
    return 0
}

extension Value {
    /// The value as Lua keeps it: null (`nil`) fields gone, and empty objects and empty arrays
    /// both an empty table.
    fileprivate var bridgeNormalized: Value {
        switch self {
        case .object(let fields):
            let kept = fields.filter { $0.value != .null }.mapValues(\.bridgeNormalized)
            return kept.isEmpty ? .array([]) : .object(kept)
        case .array(let items):
            return .array(items.map(\.bridgeNormalized))
        default:
            return self
        }
    }
}
