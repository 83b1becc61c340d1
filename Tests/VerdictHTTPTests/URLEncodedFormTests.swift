import Testing
import Verdict
import VerdictHTTP

@Suite struct URLEncodedFormTests {
    @Test func readsPairsEscapesAndRepeatedNames() throws {
        let record = try URLEncodedForm.read(
            Array("name=Ann+Lee&email=ann%40example.com&tag=a&tag=b&tag=c&flag&=x".utf8))
        #expect(
            record == [
                "name": "Ann Lee", "email": "ann@example.com", "tag": .array(["a", "b", "c"]), "flag": "", "": "x",
            ])
    }

    @Test func readsUTF8AndKeepsBracketsInNames() throws {
        let record = try URLEncodedForm.read(Array("city=K%C3%B6ln&tag%5B%5D=a&address[street]=Main".utf8))
        #expect(record == ["city": "Köln", "tag[]": "a", "address[street]": "Main"])
    }

    @Test(arguments: [
        ("a=%zz", #""%" not followed by two hex digits at byte 2"#),
        ("a=1&b=%4", #""%" not followed by two hex digits at byte 6"#),
        ("a=1&b=%FF", "a name or value that is not UTF-8 at byte 6"),
    ])
    func refusesBadEscapesAndBytesThatAreNotUTF8(body: String, description: String) {
        do {
            _ = try URLEncodedForm.read(Array(body.utf8))
            Issue.record("\(body) was read")
        } catch {
            #expect(error.description == description)
        }
    }
}
