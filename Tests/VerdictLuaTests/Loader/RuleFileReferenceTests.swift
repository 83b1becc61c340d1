import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// `docs/rule-files.md` against the code it documents.
@Suite struct RuleFileReferenceTests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rule-files.md")

    @Test func theReferenceHoldsWhatTheCatalogAndTheLoaderSay() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        for part in RuleFileReference.markdownParts() {
            let start = "<!-- generated: \(part.name) -->\n"
            let end = "<!-- end: \(part.name) -->"
            let written = text.range(of: start).flatMap { open in
                text.range(of: end, range: open.upperBound..<text.endIndex).map {
                    String(text[open.upperBound..<$0.lowerBound])
                }
            }
            #expect(written == part.text, "docs/rule-files.md, part \(part.name): run `make reference`")
        }
    }

    /// `verdict rules` lists every name an entry can use: the catalog's, and `each`, `nested` and
    /// `filter`, which the loader reads itself; a family with no names is left out.
    @Test func theRuleListNamesTheEntriesTheLoaderReadsItself() {
        let text = RuleFileReference.text()
        for name in ["each", "nested", "filter"] { #expect(text.contains("\n  \(name) "), "\(name)") }
        for family in RuleCatalog.families where family.entries.allSatisfy({ $0.descriptors.isEmpty }) {
            #expect(!text.contains("\n\(family.name)\n") && !text.hasPrefix("\(family.name)\n"), "\(family.name)")
        }
    }

    @Test func everyRuleNameIsDocumented() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        for name in RuleCatalog.names { #expect(text.contains("- `\(name)"), "\(name)") }
        for key in DefaultMessages.table.keys { #expect(text.contains("`\(key)` — "), "\(key)") }
    }

    @Test func theLoaderAcceptsExactlyTheDocumentedKeysAndOptions() {
        #expect(ModelTableReader.modelKeys == RuleFileReference.modelKeys.map(\.key))
        #expect(RuleEntryReader.commonOptions == RuleFileReference.entryOptions.map(\.option))
        let catalogKeys = MessageCatalog.catalogKeys + MessageCatalog.modelKeys.map { "models.M.\($0)" }
        #expect(catalogKeys == RuleFileReference.catalogKeys.map(\.key))
    }

    @Test func theDocumentedLibraryExists() throws {
        let loaded = try LoadedRuleFile("return { model = \"M\", rules = {} }")
        let names = RuleFileReference.library.map {
            String($0.name.prefix { $0 != " " && $0 != "(" }).replacingOccurrences(of: ".NAME", with: "")
        }
        let types = try loaded.runtime.evaluate("return " + names.map { "type(\($0))" }.joined(separator: ", "))
        #expect(types.allSatisfy { $0 != "nil" }, "\(zip(names, types).map { "\($0): \($1)" })")
        #expect(names.count == 6)
    }
}
