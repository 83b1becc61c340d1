import Foundation

extension Value {
    /// Reads a value from Foundation's untyped world: `[String: Any]`, `[Any]`, `NSNumber`, `NSNull`,
    /// strings, dates, data, and anything `Encodable`. Unknown types become their description.
    public init(any: Any?) {
        guard let any else {
            self = .null
            return
        }
        switch any {
        case let v as Value: self = v
        case is NSNull: self = .null
        case let s as String: self = .string(s)
        case let s as Substring: self = .string(String(s))
        case let b as Bool: self = .bool(b)
        case let i as Int: self = .int(i)
        case let d as Double: self = .double(d)
        case let f as Float: self = .double(Double(f))
        case let n as NSNumber: self = Value(number: n)
        case let d as Date: self = .date(d)
        case let d as Data: self = .data(d)
        case let u as URL: self = .string(u.absoluteString)
        case let dict as [String: Any]: self = .object(dict.mapValues { Value(any: $0) })
        case let dict as [String: Any?]: self = .object(dict.mapValues { Value(any: $0) })
        case let array as [Any]: self = .array(array.map { Value(any: $0) })
        case let array as [Any?]: self = .array(array.map { Value(any: $0) })
        case let encodable as any Encodable: self = ValueEncoder.encodeOrError(encodable)
        default: self = .string(String(describing: any))
        }
    }

    private init(number n: NSNumber) {
        #if canImport(Darwin)
            if CFGetTypeID(n) == CFBooleanGetTypeID() {
                self = .bool(n.boolValue)
                return
            }
        #endif
        let d = n.doubleValue
        if d.rounded(.towardZero) == d, let i = Int(exactly: d) {
            self = .int(i)
        } else {
            self = .double(d)
        }
    }

    /// The value as Foundation objects (`[String: Any]`, `[Any]`, `NSNull`, …), e.g. for
    /// `JSONSerialization`. Dates become ISO 8601 strings and data base64 strings; a
    /// ``LargeInteger``, which Foundation's numbers cannot hold, its nearest double.
    public var anyValue: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let b): return b
        case .int(let i): return i
        case .double(let d): return d
        case .largeInteger(let n): return n.nearestDouble
        case .string(let s): return s
        case .date(let d): return ISO8601.format(d)
        case .data(let d): return d.base64EncodedString()
        case .array(let a): return a.map(\.anyValue)
        case .object(let o): return o.mapValues(\.anyValue)
        }
    }
}
