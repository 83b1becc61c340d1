import Foundation
import Testing

@testable import Verdict

/// Matching a record's fields to the screen's attributes in one pass must find what searching the
/// record for each key finds: the key's last occurrence, or nothing.
@Suite struct FieldSlotsTests {
    /// Each slot's field as `FieldSlots` finds it and as a search of the record for its key finds it.
    static func found(_ attributes: [String], in text: String) throws -> [(slotted: RawField, searched: RawField)] {
        let bytes = Array(text.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        let slots = FieldSlots(attributes)
        var pairs: [(RawField, RawField)] = []
        let screened = record.withScreenedRecord(now: Date()) { screened in
            withUnsafeTemporaryAllocation(of: RawField.self, capacity: slots.count) { fields in
                slots.fields(of: screened, into: fields)
                for (slot, attribute) in attributes.enumerated() {
                    let searched = Array(attribute.utf8).withUnsafeBufferPointer { screened.field(key: $0) }
                    pairs.append((fields[slot], searched))
                }
            }
        }
        #expect(screened)
        return pairs
    }

    static func text(of field: RawField) -> String? {
        field.kind == .absent ? nil : String(decoding: field.text, as: UTF8.self)
    }

    @Test func eachAttributeGetsItsFieldOrNone() throws {
        let pairs = try Self.found(
            ["title", "count", "missing", "flag", ""],
            in: #"{"count": 3, "title": "Planning", "flag": true, "other": null, "": "blank key"}"#)
        #expect(pairs.map { Self.text(of: $0.slotted) } == ["Planning", "3", nil, "true", "blank key"])
        for pair in pairs {
            #expect(pair.slotted.kind == pair.searched.kind)
            #expect(pair.slotted.position == pair.searched.position)
        }
    }

    @Test func aKeyGivenTwiceIsReadAtItsLastOccurrence() throws {
        let pairs = try Self.found(["title"], in: #"{"title": "first", "x": 1, "title": "last"}"#)
        #expect(Self.text(of: pairs[0].slotted) == "last")
        #expect(pairs[0].slotted.position == 2)
        #expect(pairs[0].searched.position == 2)
    }

    @Test func keysThatShareAProbeAreStillToldApart() throws {
        // Same length, first and last bytes: one place in the probe table for both.
        let pairs = try Self.found(["axb", "ayb", "azb"], in: #"{"ayb": "second", "axb": "first", "aqb": "none"}"#)
        #expect(pairs.map { Self.text(of: $0.slotted) } == ["first", "second", nil])
        #expect(pairs.map(\.slotted.position) == pairs.map(\.searched.position))
    }

    @Test func aKeyOfAnotherLengthOrSpellingIsNotAnAttribute() throws {
        let pairs = try Self.found(["name"], in: #"{"names": "a", "nam": "b", "Name": "c", "mane": "d"}"#)
        #expect(pairs[0].slotted.kind == .absent)
        #expect(pairs[0].searched.kind == .absent)
    }
}
