internal import CVerdictLua
import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// The value bridge, Swift → Lua (`push`) and Lua → Swift (`value(at:)`), with its caps.
@Suite struct LuaStackValueTests {
    @Test func nullIsNilAndNilIsNull() throws {
        let state = try LuaState()
        #expect(try state.values("local v = ... return v == nil, select('#', ...)", [.null]) == [true, 1])
        #expect(try state.values("return nil, false") == [.null, false])
        #expect(state.stackTop == 0)
    }

    @Test func booleansCrossBothWays() throws {
        let state = try LuaState()
        #expect(
            try state.values("local a, b = ... return type(a), a, not b", [true, false]) == ["boolean", true, true])
        #expect(state.stackTop == 0)
    }

    @Test func integersStayIntegersAndFloatsStayFloats() throws {
        let state = try LuaState()
        let kinds = try state.values(
            "local i, f, big, small = ... return math.type(i), math.type(f), i, f, big, small",
            [.int(42), .double(42), .int(Int.max), .int(Int.min)])
        #expect(kinds == ["integer", "float", .int(42), .double(42), .int(Int.max), .int(Int.min)])
        #expect(
            try state.values("return 3, 3.0, 2^53, 1/0, 0.1") == [
                .int(3), .double(3), .double(9_007_199_254_740_992), .double(.infinity), .double(0.1),
            ])
        #expect(state.stackTop == 0)
    }

    /// Issue 43, item 4: Lua has no integers beyond 64 bits: a large integer is its nearest float,
    /// and `9007199254740993.0`, which the reader keeps exact, is a Lua integer.
    @Test func largeIntegersAreTheirNearestFloat() throws {
        let state = try LuaState()
        let values = try state.values(
            "local big, exact = ... return math.type(big), big, math.type(exact), exact",
            [try Value(json: "18446744073709551617"), try Value(json: "9007199254740993.0")])
        #expect(values == ["float", .double(0x1p64), "integer", .int(9_007_199_254_740_993)])
        #expect(state.stackTop == 0)
    }

    @Test func stringsKeepEveryByte() throws {
        let state = try LuaState()
        let text = "a\u{0}b héllo ✓"
        let results = try state.values("local s = ... return #s, s:byte(2), s", [.string(text)])
        #expect(results == [.int(text.utf8.count), 0, .string(text)])
        #expect(try state.values("return '\\u{48}\\0\\u{1F600}'") == [.string("H\u{0}\u{1F600}")])
        #expect(state.stackTop == 0)
    }

    @Test func valueStringsPushedAgainAreTheSameStrings() throws {
        let state = try LuaState()
        let stack = LuaStack(handle: state.handle)
        // More distinct strings than the cache holds, of equal lengths, short and long, pushed twice
        // in turn: each push gives the string's exact bytes, and the same string as lua_pushlstring.
        let texts =
            (0..<20).map { "value-\($0 % 10)-\($0 < 10 ? "a" : "b")" } + ["", String(repeating: "x", count: 41)]
        for _ in 0..<2 {
            for text in texts {
                stack.pushValueString(text)
                stack.push(text)
                #expect(lua_rawequal(state.handle, -1, -2) == 1)
                #expect(stack.string(at: -2) == text)
                stack.pop(2)
            }
        }
        #expect(state.stackTop == 0)
        #expect(
            try state.values("local a, b = ... return a == b, a", [.string("same"), .string("same")]) == [true, "same"])
    }

    @Test func invalidUTF8BecomesData() throws {
        let state = try LuaState()
        #expect(
            try state.values("return '\\255\\254ok', '\\xC3\\x28'") == [
                .data(Data([255, 254, 111, 107])), .data(Data([0xC3, 0x28])),
            ])
        #expect(state.stackTop == 0)
    }

    @Test func dataBecomesAStringOfItsBytes() throws {
        let state = try LuaState()
        let bytes = Data([0, 255, 10])
        let results = try state.values("local d = ... return type(d), #d, d:byte(1, -1)", [.data(bytes)])
        #expect(results == ["string", 3, 0, 255, 10])
        #expect(try state.values("return ...", [.data(bytes)]) == [.data(bytes)])
        #expect(try state.values("return ...", [.data(Data("plain".utf8))]) == ["plain"])
        #expect(state.stackTop == 0)
    }

    @Test func datesBecomeISO8601Strings() throws {
        let state = try LuaState()
        let results = try state.values(
            "local a, b = ... return type(a), a, b",
            [.date(referenceNow), .date(Date(timeIntervalSince1970: 0.25))])
        #expect(results == ["string", "2026-01-01T00:00:00Z", "1970-01-01T00:00:00.250Z"])
        #expect(state.stackTop == 0)
    }

    @Test func nestedArraysAndObjectsRoundTrip() throws {
        let state = try LuaState()
        let record: Value = [
            "name": "Ann", "tags": ["a", "b"], "ok": true, "score": 1.5,
            "address": ["city": "Oslo", "lines": [["no": 1], []]],
        ]
        #expect(try state.values("return ...", [record]) == [record])
        let reads = try state.values(
            "local r = ... return #r.tags, r.tags[2], r.address.lines[1].no, #r.address.lines[2]",
            [record])
        #expect(reads == [2, "b", 1, 0])
        #expect(state.stackTop == 0)
    }

    /// A null element is `verdict.null`, not nil: the list keeps its length and its elements their
    /// places, wherever the nulls are, and it reads back as null. A null field stays absent.
    @Test(arguments: [[Value.null], [1, .null], [.null, "b"], [1, .null, .null, 4], [.null, .null]])
    func nullElementsKeepTheirPlaces(list: [Value]) throws {
        let state = try LuaState()
        let nulls = list.enumerated().filter { $0.element.isNull }.map { Value.int($0.offset + 1) }
        let results = try state.values(
            """
            local list = ...
            local places = {}
            for i = 1, #list do
              if type(list[i]) == "userdata" and tostring(list[i]) == "verdict.null" then places[#places + 1] = i end
            end
            return #list, select(2, ipairs(list)) == list, places, list
            """, [.array(list)])
        #expect(results == [.int(list.count), true, .array(nulls), .array(list)])
        #expect(try state.values("local o = ... return o.a == nil, o", [["a": .null, "b": 1]]) == [true, ["b": 1]])
        #expect(state.stackTop == 0)
    }

    /// The marker is one value per state, read-only, and its metatable is hidden.
    @Test func theNullMarkerIsSealed() throws {
        let state = try LuaState()
        let results = try state.values(
            """
            local a, b = ...
            local x = a[1]
            return rawequal(x, b[1]), getmetatable(x), pcall(function() return x.field end),
              (pcall(function() x.field = 1 end))
            """, [[.null], [.null]])
        #expect(results == [true, "verdict.null", false, false])
        #expect(state.stackTop == 0)
    }

    @Test func luaTablesBecomeArraysAndObjects() throws {
        let state = try LuaState()
        #expect(
            try state.values("return {1, 'two', {x = {y = 'z'}}}, {}") == [
                [1, "two", ["x": ["y": "z"]]], [],
            ])
        #expect(state.stackTop == 0)
    }

    @Test(arguments: [
        ("return {list = {1, 2, x = 3}}", "result[1].list: a table mixes list entries and named fields"),
        ("return {[1] = 'a', [3] = 'c'}", "result[1]: a list with a number key outside 1…1"),
        ("return {[2] = 'b'}", "result[1]: a table with a number key"),
        ("return {[true] = 1}", "result[1]: a table with a boolean key"),
        ("return {[1.5] = 1}", "result[1]: a table with a number key"),
        ("return 1, {f = function() end}", "result[2].f: a function cannot be a value here"),
        ("return {coroutine.create(function() end)}", "result[1][1]: a thread cannot be a value here"),
    ])
    func tablesThatAreNeitherListNorRecordAreRejected(source: String, description: String) throws {
        let state = try LuaState()
        let error = try #require(state.conversionFailure(source))
        #expect(error.description == description)
        #expect(state.stackTop == 0)
    }

    @Test func depthCapNamesThePosition() throws {
        let state = try LuaState()
        let shallow = BridgeLimits(maximumDepth: 3)
        let error = try #require(state.conversionFailure("return {a = {b = {c = {d = 1}}}}", limits: shallow))
        #expect(error.description == "result[1].a.b.c: nested deeper than 3 levels")
        #expect(try state.values("return {a = {b = {c = 1}}}", limits: shallow) == [["a": ["b": ["c": 1]]]])
        let cycle = try #require(state.conversionFailure("local t = {} t.self = t return t"))
        #expect(cycle.reason == "nested deeper than 64 levels")
        #expect(cycle.path.hasPrefix("result[1].self.self."))
        #expect(state.stackTop == 0)
    }

    @Test func sizeCapNamesThePosition() throws {
        let state = try LuaState()
        let small = BridgeLimits(maximumElements: 5)
        let error = try #require(state.conversionFailure("return {1, 2, 3, 4, 5, 6}", limits: small))
        #expect(error.description == "result[1][5]: more than 5 values")
        #expect(try state.values("return {1, 2, 3, 4}", limits: small) == [[1, 2, 3, 4]])
        #expect(state.stackTop == 0)
    }

    /// Lua shares one string among its references; the host copies each. Forty references to one
    /// string are forty copies: the bytes copied are capped, not only the elements.
    @Test func byteCapCountsEveryReferenceToAString() throws {
        let state = try LuaState()
        let small = BridgeLimits(maximumBytes: 1_000)
        let shared = "local s = ('x'):rep(100) local t = {} for i = 1, 40 do t[i] = s end return t"
        let error = try #require(state.conversionFailure(shared, limits: small))
        #expect(error.description == "result[1][11]: more than 1000 bytes of strings in one value")
        let keys = try #require(
            state.conversionFailure("local t = {} t[('k'):rep(600)] = 1 t[('j'):rep(600)] = 2 return t", limits: small))
        #expect(keys.reason == "more than 1000 bytes of strings in one value")
        #expect(try state.values("return {('x'):rep(500), ('y'):rep(500)}", limits: small).count == 1)
        #expect(state.stackTop == 0)
        // The default: 40 references to a 20 MB string (800 MB copied) are refused.
        let big = try #require(
            state.conversionFailure(
                "local s = ('x'):rep(20000000) local t = {} for i = 1, 40 do t[i] = s end return t"))
        #expect(big.reason == "more than 67108864 bytes of strings in one value")
        #expect(state.stackTop == 0)
    }

    @Test func pushingPastTheCapsIsAnErrorNamingThePosition() throws {
        let shallow = BridgeLimits(maximumDepth: 2)
        #expect(throws: LuaConversionError(path: "tags[0][0]", reason: "nested deeper than 2 levels")) {
            try shallow.check([[[1]]], path: "tags")
        }
        let small = BridgeLimits(maximumElements: 3)
        #expect(throws: LuaConversionError(path: "record.b[1]", reason: "more than 3 values")) {
            try small.check(["b": [1, 2, 3]], path: "record")
        }
        #expect(throws: Never.self) { try BridgeLimits.default.check(["a": [1, [2, ["x": 3]]]], path: "v") }
    }
}
