import Foundation
import Testing
import Verdict
import VerdictHTTP

@testable import VerdictCLI

@Suite struct JSONErrorCacheTests {
    /// The line of an error whose opening the cache left to its caller (the errors' value is "ab").
    static let leftToTheCaller = #""left to the caller","value":"ab"}"#

    /// What a cache writes for `errors`, one after the other, through a console to a fresh file,
    /// each opening closed as the reporter closes it (the value, then the brace); an opening the
    /// cache leaves to its caller is marked.
    func written(_ errors: [ValidationError], through cache: JSONErrorCache = JSONErrorCache()) throws -> String {
        try writtenThroughConsole { console in
            for index in errors.indices {
                if !cache.writeOpening(errors, at: index, to: console) {
                    console.write(jsonString: "left to the caller")
                }
                if !errors[index].isSecret {
                    console.write(literal: ",\"value\":")
                    console.write(json: errors[index].value)
                }
                console.write(literal: "}\n")
            }
        }
    }

    /// What must be written: each error's report fields as the writer writes them, keys sorted.
    /// Compared as bytes: `==` holds for canonically equivalent texts spelled otherwise.
    func expected(_ errors: [ValidationError]) -> String {
        errors.map { error in
            var bytes: [UInt8] = []
            JSONWriter(sortsKeys: true).writeObject(error.reportFields, into: &bytes)
            return String(decoding: bytes, as: UTF8.self) + "\n"
        }.joined()
    }

    func error(
        _ attribute: String = "title", rule: String = "length", message: String = "Title is too short.",
        params: [String: Value] = ["min": 6, "unit": "characters"]
    ) -> ValidationError {
        ValidationError(attribute: attribute, rule: rule, key: .tooShort, message: message, params: params, value: "ab")
    }

    /// The same errors again and again, their strings and parameters made anew each time or
    /// shared: each written as the writer writes it.
    @Test func writesRepeatedErrorsAsTheWriterDoes() throws {
        let shared = error()
        var errors: [ValidationError] = []
        for n in 0..<20 {
            errors.append(shared)
            errors.append(
                error(
                    ["ti", "tle"].joined(), message: "Title is too " + "short.",
                    params: ["unit": "characters", "min": 6]))
            errors.append(error("url", rule: "url", message: "Url has invalid syntax.", params: [:]))
            errors.append(error(message: "Title \"\(n % 3)\" is\ttoo short."))
        }
        #expect(Array(try written(errors).utf8) == Array(expected(errors).utf8))
    }

    /// Errors that are equal by `==` but written differently are never taken for one another:
    /// strings canonically equivalent but spelled with other bytes, zero and minus zero, an integer
    /// and a double, a key spelled two ways.
    @Test func errorsWrittenDifferentlyAreKeptApart() throws {
        let composed = "Zo\u{E9}"
        let decomposed = "Zoe\u{301}"
        #expect(composed == decomposed)
        let errors = [
            error(composed), error(decomposed), error(composed),
            error(message: composed), error(message: decomposed),
            error(rule: composed), error(rule: decomposed),
            error(params: ["min": 0.0]), error(params: ["min": -0.0]), error(params: ["min": 0.0]),
            error(params: ["min": 1]), error(params: ["min": 1.0]),
            error(params: [composed: 1]), error(params: [decomposed: 1]),
            error(params: ["min": [.string(composed)]]), error(params: ["min": [.string(decomposed)]]),
            error(params: ["min": ["a": 1]]), error(params: ["min": ["a": 1.0]]),
            error(params: ["min": .date(Date(timeIntervalSince1970: 0))]),
            error(params: ["min": .date(Date(timeIntervalSince1970: 1))]),
        ]
        #expect(Array(try written(errors).utf8) == Array(expected(errors).utf8))
    }

    /// More distinct errors than the cache keeps, coming back in turn, and a message too long to
    /// keep: each written right.
    @Test func writesRightPastItsCapacity() throws {
        let distinct = (0..<(JSONErrorCache.capacity + 5)).map { error(message: "Message \($0).") }
        let long = error(message: String(repeating: "é", count: JSONErrorCache.maximumBytes))
        let errors = distinct + [long] + distinct.reversed() + [long] + distinct
        #expect(Array(try written(errors).utf8) == Array(expected(errors).utf8))
    }

    /// When most errors are new (each message names its value), the cache stops looking after
    /// its trial and leaves every error to its caller; what it wrote before was right.
    @Test func stopsLookingWhenErrorsDoNotRepeat() throws {
        let cache = JSONErrorCache()
        let errors = (0..<(JSONErrorCache.trial + 3)).map { error(message: "Value \($0) is too short.") }
        let text = try written(errors, through: cache)
        #expect(!cache.isLooking)
        let lines = text.split(separator: "\n").map(String.init)
        let wanted = expected(errors).split(separator: "\n").map(String.init)
        #expect(lines.count == errors.count)
        #expect(Array(lines.prefix(JSONErrorCache.trial - 1)) == Array(wanted.prefix(JSONErrorCache.trial - 1)))
        #expect(lines.suffix(4).allSatisfy { $0 == Self.leftToTheCaller })
    }

    /// Judged at the first look-up that finds nothing once the trial is over, even when the trial's
    /// last look-up found one: a third of the look-ups find an error here (one that comes back
    /// every third record, and is pushed out by the others every 48), so the cache stops.
    @Test func stopsLookingAfterItsTrialWhenFewLookUpsFindOne() throws {
        let cache = JSONErrorCache()
        let errors = (0..<(JSONErrorCache.trial + 40)).map { n in
            n % 3 == 0 ? error() : error(message: "Value \(n) is too short.")
        }
        let text = try written(errors, through: cache)
        #expect(!cache.isLooking)
        let lines = text.split(separator: "\n").map(String.init)
        let wanted = expected(errors).split(separator: "\n").map(String.init)
        let firstLeft = try #require(lines.firstIndex(of: Self.leftToTheCaller))
        #expect(firstLeft >= JSONErrorCache.trial)
        #expect(Array(lines.prefix(firstLeft)) == Array(wanted.prefix(firstLeft)))
        #expect(lines.suffix(from: firstLeft).allSatisfy { $0 == Self.leftToTheCaller })
    }

    /// When errors repeat, the cache keeps looking past its trial.
    @Test func keepsLookingWhenErrorsRepeat() throws {
        let cache = JSONErrorCache()
        let errors = Array(repeating: error(), count: JSONErrorCache.trial + 10)
        #expect(Array(try written(errors, through: cache).utf8) == Array(expected(errors).utf8))
        #expect(cache.isLooking)
    }
}
