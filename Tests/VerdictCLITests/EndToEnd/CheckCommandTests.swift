import Foundation
import Testing

/// `verdict check`: every file compiled, every model, rule name, argument and option checked;
/// problems as `FILE:LINE: message` with a hint where a likely fix is known; exit 2 on any.
@Suite struct CheckCommandTests {
    @Test func wellFormedRulesHaveNoProblems() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/multi"])
        #expect(run == .expect(0, stdout: "without Lua: Event; with Lua: Session\n2 files, 2 models, no problems"))
    }

    @Test func oneFileOneModel() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/person"])
        #expect(run == .expect(0, stdout: "without Lua: Person\n1 file, 1 model, no problems"))
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
                        Usage: verdict check [--rules <rules>] [--format <format>]
                          See 'verdict check --help' for more information.
                        """))
    }
}

/// Message texts nested deeper than a reader should follow: the template reader recursed once a
/// level, and 300,000 plural levels crashed `verdict check`, `validate` and a server's reload.
@Suite struct DeepMessageTests {
    @Test(arguments: [["check"], ["validate", "-"]])
    func aMessageNestedTooDeepIsAProblemAtItsLine(command: [String]) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let depth = 300_000
        let message =
            String(repeating: "{n, plural, other {", count: depth) + "#" + String(repeating: "}}", count: depth)
        let source = """
            return { model = "Deep", rules = {
              { "name", "required" },
              { "name", "minLength", 3, message = "\(message)" },
            } }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("deep.lua"))
        let run = try VerdictProcess.run(
            command + ["--rules", folder.path], stdin: Data(#"{"name": "ab"}"#.utf8))
        #expect(run.status == 2, "\(run.status): \(run.stderr.prefix(300))")
        let output = run.stdout + run.stderr
        #expect(output.contains("deep.lua:3: "))
        #expect(output.contains("choices nest more than 16 levels deep"))
    }
}

/// A model whose strategies leave out "rules" never runs its rules: `verdict check` said "no
/// problems". It is a warning at the `strategies` line (the rules still load).
@Suite struct StrategyWarningTests {
    @Test func rulesThatNoStrategyRunsAreAWarningAtTheStrategiesLine() throws {
        let source = """
            return {
              model = "Quiet",
              rules = { { "name", "required" } },
              strategies = { "default" },
            }
            """
        let folder = try Fixtures.folder(withRules: "quiet", source)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try VerdictProcess.run(["check", "--rules", "quiet"], in: folder)
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        quiet/quiet.lua:4: warning: model 'Quiet' has rules, but no strategy of its chain runs them (hint: add "rules" to `strategies`, before "default")
                        without Lua: Quiet
                        1 file, 1 model, no problems, 1 warning
                        """))
    }
}

/// When no strategy decides, the text report still says why the record is invalid, and an
/// explanation is never empty.
@Suite struct UndecidedChainTests {
    @Test func anEmptyChainSaysSoInTheReportAndTheExplanation() throws {
        let folder = try Fixtures.folder(withRules: "empty", #"return { model = "Empty", strategies = {} }"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "empty", "--explain", "-"], in: folder, stdin: Data(#"{"a": 1}"#.utf8))
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        <stdin>:1 invalid (record 1) — the chain is empty
                          explanation:
                            no strategy asked and no rule run
                        1 record, 1 invalid
                        """))
    }
}

/// `verdict check --format json|sarif`: the same findings as the text, for tools; the exit status
/// is the text's.
@Suite struct CheckFormatTests {
    @Test func jsonGivesEachProblemWithItsKindAndHint() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/misspelled", "--format", "json"])
        #expect(
            run
                == .expect(
                    2,
                    stdout: #"""
                        {"files":1,"models":1,"problems":[{"file":"rules/misspelled/article.lua","hint":"did you mean 'minLength'?","kind":"rule-entry","line":6,"message":"rules[2]: unknown rule 'minLenght'","severity":"error"}],"warnings":[],"withLua":[],"withoutLua":[]}
                        """#))
    }

    @Test func jsonOfRulesWithoutProblemsNamesTheModelsWithAndWithoutLua() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/multi", "--format", "json"])
        #expect(
            run
                == .expect(
                    0,
                    stdout:
                        #"{"files":2,"models":2,"problems":[],"warnings":[],"withLua":["Session"],"withoutLua":["Event"]}"#
                ))
    }

    @Test func jsonGivesAWarningWithItsKind() throws {
        let folder = try Fixtures.folder(withRules: "quiet", Self.quiet)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try VerdictProcess.run(["check", "--rules", "quiet", "--format", "json"], in: folder)
        #expect(
            run
                == .expect(
                    0,
                    stdout: #"""
                        {"files":1,"models":1,"problems":[],"warnings":[{"file":"quiet/quiet.lua","hint":"add \"rules\" to `strategies`, before \"default\"","kind":"rules-not-run","line":4,"message":"model 'Quiet' has rules, but no strategy of its chain runs them","severity":"warning"}],"withLua":[],"withoutLua":["Quiet"]}
                        """#))
    }

    /// Problems of three kinds and a warning: the log validates against the SARIF 2.1.0 schema,
    /// and Microsoft's SARIF reader finds each at its file (relative to the rules directory) and
    /// line, with its rule id and level.
    @Test func sarifLogValidatesAndIsReadByASarifReader() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = folder.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        for name in ["misspelled", "unknown-option"] {
            let source = Fixtures.root.appendingPathComponent("rules/\(name)/article.lua")
            try FileManager.default.copyItem(at: source, to: rules.appendingPathComponent("\(name).lua"))
        }
        try Data(Self.quiet.utf8).write(to: rules.appendingPathComponent("quiet.lua"))
        let run = try VerdictProcess.run(["check", "--rules", "rules", "--format", "sarif"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr == "")
        #expect(
            try ReportChecker.sarif(run.stdout)
                == """
                valid
                error rule-entry misspelled.lua:6 rules[2]: unknown rule 'minLenght' (hint: did you mean 'minLength'?)
                error rule-entry unknown-option.lua:5 rules[1]: unknown option 'mesage' for rule 'required' (hint: did you mean 'message'?)
                error duplicate-model unknown-option.lua:3 model 'Article' is already defined in misspelled.lua:3
                warning rules-not-run quiet.lua:4 model 'Quiet' has rules, but no strategy of its chain runs them (hint: add "rules" to `strategies`, before "default")
                \(ReportChecker.sarifRules)
                """)
    }

    /// The whole log of one problem: the tool and its rules, the result with its place under the
    /// base `RULES`, which `originalUriBaseIds` resolves to the rules directory.
    @Test func sarifLogOfOneProblem() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/misspelled", "--format", "sarif"])
        #expect(run.status == 2)
        let base = Fixtures.root.appendingPathComponent("rules/misspelled").standardizedFileURL.path
        let expected = try String(
            contentsOf: Fixtures.root.appendingPathComponent("expected/check-misspelled.sarif"), encoding: .utf8
        )
        .replacingOccurrences(of: "@RULES@", with: "file://" + base + "/")
        .replacingOccurrences(of: "@VERSION@", with: try VerdictProcess.run(["--version"]).stdout.trimmed)
        #expect(try ReportChecker.pretty(run.stdout) == ReportChecker.pretty(expected))
    }

    /// A problem of the directory itself has no file: the result is placed at the directory.
    @Test func sarifPlacesAProblemOfTheDirectoryAtTheDirectory() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/nope", "--format", "sarif"])
        #expect(run.status == 2)
        #expect(
            try ReportChecker.sarif(run.stdout)
                == """
                valid
                error rules-directory ./:1 no such rules directory
                \(ReportChecker.sarifRules)
                """)
    }

    @Test func formatMustBeOneOfTheThree() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/person", "--format", "xml"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'"))
    }

    static let quiet = """
        return {
          model = "Quiet",
          rules = { { "name", "required" } },
          strategies = { "default" },
        }
        """
}

/// The checker of the report tests refuses what its schema refuses: the SARIF tests' `valid` means
/// something.
@Suite struct ReportCheckerTests {
    @Test func aLogOutsideTheSchemaIsInvalid() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/misspelled", "--format", "sarif"])
        let log = run.stdout.replacingOccurrences(of: #""level":"error""#, with: #""level":"fatal""#)
        #expect(
            try ReportChecker.sarif(log).hasPrefix(
                "invalid: 'fatal' is not one of ['none', 'note', 'warning', 'error']"))
    }

    @Test func aTestCaseWithoutANameIsInvalid() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/failing", "--format", "junit"])
        let report = run.stdout.replacingOccurrences(of: #" name="valid example 1""#, with: "")
        #expect(try ReportChecker.junit(report).hasPrefix("invalid: missing required attribute 'name'"))
    }
}
