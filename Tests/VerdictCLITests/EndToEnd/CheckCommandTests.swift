import Foundation
import Testing

/// `verdict check`: every file compiled, every model, rule name, argument and option checked;
/// problems as `FILE:LINE: message` with a hint where a likely fix is known; exit 2 on any.
@Suite struct CheckCommandTests {
    @Test func wellFormedRulesHaveNoProblems() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/multi"])
        #expect(run == .expect(0, stdout: "2 files, 2 models, no problems"))
    }

    @Test func oneFileOneModel() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/person"])
        #expect(run == .expect(0, stdout: "1 file, 1 model, no problems"))
    }

    @Test(arguments: [
        (
            "broken-syntax", "2 files",
            "rules/broken-syntax/broken.lua:6: '}' expected (to close '{' at line 4) near '{'"
        ),
        (
            "misspelled", "1 file",
            "rules/misspelled/article.lua:6: rules[2]: unknown rule 'minLenght' (hint: did you mean 'minLength'?)"
        ),
        (
            "bad-argument", "1 file",
            "rules/bad-argument/article.lua:5: rules[1]: rule 'minLength' argument 1 should be a whole number ≥ 0, got \"six\""
        ),
        (
            "unknown-option", "1 file",
            "rules/unknown-option/article.lua:5: rules[1]: unknown option 'mesage' for rule 'required' (hint: did you mean 'message'?)"
        ),
        (
            "duplicate", "2 files",
            "rules/duplicate/b_article.lua:3: model 'Article' is already defined in rules/duplicate/a_article.lua:2"
        ),
    ])
    func problemIsReportedAtItsFileAndLine(folder: String, files: String, problem: String) throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/\(folder)"])
        // The model of each folder is still counted: a problem in a rule does not undefine it.
        #expect(run == .expect(2, stdout: "\(problem)\n\(files), 1 model, 1 problem"))
    }

    @Test func missingDirectoryIsAProblem() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/nope"])
        #expect(run == .expect(2, stdout: "rules/nope: no such rules directory\n0 files, 0 models, 1 problem"))
    }

    @Test func directoryWithoutRuleFilesIsAProblem() throws {
        let run = try VerdictProcess.run(["check", "--rules", "data"])
        #expect(run == .expect(2, stdout: "data: no rule files (*.lua) here\n0 files, 0 models, 1 problem"))
    }

    /// Both files define `Article`: the second definition is a problem too.
    @Test func everyProblemOfEveryFileIsListed() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["misspelled", "unknown-option"] {
            let source = Fixtures.root.appendingPathComponent("rules/\(name)/article.lua")
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("\(name).lua"))
        }
        let run = try VerdictProcess.run(["check", "--rules", "."], in: folder)
        #expect(
            run
                == .expect(
                    2,
                    stdout: """
                        misspelled.lua:6: rules[2]: unknown rule 'minLenght' (hint: did you mean 'minLength'?)
                        unknown-option.lua:5: rules[1]: unknown option 'mesage' for rule 'required' (hint: did you mean 'message'?)
                        unknown-option.lua:3: model 'Article' is already defined in misspelled.lua:3
                        2 files, 1 model, 3 problems
                        """))
    }

    @Test func unknownCommandLineOptionIsAUsageError() throws {
        let run = try VerdictProcess.run(["check", "--rulez", "rules/person"])
        #expect(
            run
                == .expect(
                    2,
                    stderr: """
                        Error: Unknown option '--rulez'. Did you mean '--rules'?
                        Usage: verdict check [--rules <rules>]
                          See 'verdict check --help' for more information.
                        """))
    }
}
