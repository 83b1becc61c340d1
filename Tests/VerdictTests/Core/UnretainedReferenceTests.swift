import Testing

@testable import Verdict

/// ``UnretainedReference`` and ``SharedCell``: the object is reached where it is kept, and using it
/// leaves its reference count alone (the whole point: workers sharing it never update the count).
@Suite struct UnretainedReferenceTests {
    static var context: ValidationContext { ValidationContext(source: Value.object([:])) }

    @Test func reachesTheObjectWithoutRetainingIt() {
        var cell = SharedCell<any ValidationRule>(LengthRule(.min(6)))
        let reference = UnretainedReference(cell)
        #expect(isKnownUniquelyReferenced(&cell))
        let name = reference.withObject { object -> String in
            // Inside the call the holder's reference is still the only one.
            #expect(isKnownUniquelyReferenced(&cell))
            return object.value.name
        }
        #expect(name == "minLength")
        #expect(isKnownUniquelyReferenced(&cell))
    }

    @Test func aCellKeepsItsValue() throws {
        let cell = SharedCell<any ValidationRule>(LengthRule(.min(6)))
        let reference = UnretainedReference(cell)
        let short = reference.withObject { $0.value.validate(.string("abc"), in: Self.context) }
        let long = reference.withObject { $0.value.validate(.string("abcdef"), in: Self.context) }
        guard case .failed = short else { Issue.record("\"abc\" passed minLength 6"); return }
        guard case .passed = long else { Issue.record("\"abcdef\" failed minLength 6: \(long)"); return }
    }
}
