import Testing
import Verdict

/// Ordered JSON objects and their text.
@Suite struct SchemaObjectTests {
    @Test func keepsMembersInTheOrderTheyCameAndReplacesInPlace() {
        var object: SchemaObject = ["b": 1, "a": 2]
        object["c"] = "three"
        object["b"] = [true, .value(.null)]
        object["a"] = nil
        #expect(object.keys == ["b", "c"])
        #expect(object.compactText == #"{"b":[true,null],"c":"three"}"#)
    }

    @Test func printsPrettyTextTwoSpacesALevel() {
        let object: SchemaObject = [
            "type": "object", "properties": ["x": ["minimum": .number(1.5), "maximum": .number(3)]], "required": [],
            "not": [:],
        ]
        #expect(
            object.prettyText == """
                {
                  "type": "object",
                  "properties": {
                    "x": {
                      "minimum": 1.5,
                      "maximum": 3
                    }
                  },
                  "required": [],
                  "not": {}
                }

                """)
    }

    @Test func comparesStringsScalarByScalar() {
        let kelvin: SchemaNode = "\u{212A}"
        #expect(kelvin != "K")
        #expect(Set<SchemaNode>(["K", kelvin]).count == 2)
    }

    @Test func constantsKeepTheirKindsAndSortTheirKeys() {
        #expect(
            SchemaNode(constant: ["z": 1, "a": [.double(2.0), "s"]]).objectValue?.compactText == #"{"a":[2,"s"],"z":1}"#
        )
        #expect(SchemaNode.number(1e16) == .value(.double(1e16)))
        #expect(SchemaNode.number(2.0) == .value(.int(2)))
    }
}
