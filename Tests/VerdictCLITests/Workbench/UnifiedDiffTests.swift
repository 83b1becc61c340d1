import Testing

@testable import VerdictCLI
import Foundation

@Suite struct UnifiedDiffTests {
    @Test func sameTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(from: "a\nb\n", to: "a\nb\n", oldName: "old", newName: "new") == "")
    }

    @Test func aChangedLineWithItsContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            UnifiedDiff.make(from: old, to: new, oldName: "a.lua (on disk)", newName: "a.lua (draft)") == """
                --- a.lua (on disk)
                +++ a.lua (draft)
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeTwoHunksAndAddedLinesCount() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n")
        var lines = (1...20).map { "l\($0)" }
        lines[1] = "changed"
        lines.insert("new", at: 17)
        let diff = UnifiedDiff.make(from: old, to: lines.joined(separator: "\n"), oldName: "o", newName: "n")
        #expect(diff.components(separatedBy: "@@ -").count == 3)
        #expect(diff.contains("@@ -1,5 +1,5 @@\n l1\n-l2\n+changed\n"))
        #expect(diff.contains("@@ -15,6 +15,7 @@\n l15\n l16\n l17\n+new\n l18\n"))
    }

    @Test func fromAndToNothing() {
        #expect(
            UnifiedDiff.make(from: "", to: "a\n", oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(
            UnifiedDiff.make(from: "a\n", to: "", oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -1,1 +0,0 @@\n-a\n")
    }
}
