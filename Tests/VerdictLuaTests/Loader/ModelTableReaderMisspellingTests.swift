import Testing
import Verdict

@testable import VerdictLua

/// A name of an attribute that no rule or scenario of the model knows, one or two edits from one
/// they do, is a warning at the line that writes it, with the known name as the hint.
@Suite struct ModelTableReaderMisspellingTests {
    /// Every part of a model that names another attribute, each misspelled once.
    static let model = """
        return {
          model = "Event",
          names = {
            startDate = "Start",
            endDat = "End",
          },
          messages = {
            titel = { required = "needs a title." },
          },
          scenarios = {
            create = { "title", "startDate", "endDate" },
            edit = { "title",
              "!startDte" },
          },
          rules = {
            { "title, startDate, endDate", "required" },
            { "startDate", "earlierThan",
              verdict.field "endDtae" },
            { "endDate", "compare", operator = ">=",
              compareAttribute = "startDat" },
            { "title", "minLength", 3, when = {
              field = "tilte", present = true } },
            { "venue", "nested", rules = {
              { "city", "required" },
              { "zip", "match",
                verdict.field "cty" },
            } },
          },
          strategies = {
            "rules",
            { "timestamp", expiry = 60,
              field = "startdate" },
            "default",
          },
        }
        """

    @Test func eachMisspelledNameIsAWarningAtItsLine() throws {
        let loaded = try LoadedRuleFile(Self.model)
        #expect(
            loaded.issueTexts == [
                "rules/test.lua:5: warning: model 'Event': `names` gives a display name to 'endDat', which no rule or scenario of the model knows (hint: did you mean 'endDate'?)",
                "rules/test.lua:8: warning: model 'Event': `messages` gives texts to 'titel', which no rule or scenario of the model knows (hint: did you mean 'title'?)",
                "rules/test.lua:13: warning: model 'Event': scenarios.edit lists 'startDte', which no rule or other scenario of the model knows (hint: did you mean 'startDate'?)",
                "rules/test.lua:18: warning: rules[2]: argument 1 names 'endDtae', which no rule or scenario of model 'Event' knows (hint: did you mean 'endDate'?)",
                "rules/test.lua:20: warning: rules[3]: `compareAttribute` names 'startDat', which no rule or scenario of model 'Event' knows (hint: did you mean 'startDate'?)",
                "rules/test.lua:22: warning: rules[4]: `when` names 'tilte', which no rule or scenario of model 'Event' knows (hint: did you mean 'title'?)",
                "rules/test.lua:26: warning: rules[5].rules[2]: argument 1 names 'cty', which no rule of rules[5]'s `nested` rules knows (hint: did you mean 'city'?)",
                "rules/test.lua:32: warning: strategies[2]: `field` names 'startdate', which no rule or scenario of model 'Event' knows (hint: did you mean 'startDate'?)",
            ])
        #expect(loaded.issues.allSatisfy { $0.isWarning })
    }

    /// Warnings do not stop the rules from loading: `verdict check` lists them and passes.
    @Test func warningsLeaveTheRulesLoading() throws {
        let directory = try RuleDirectory(["event.lua": Self.model])
        let report = RuleEngine.check(directory: directory.url, configuration: .init(limits: .testing))
        #expect(report.issues.isEmpty)
        #expect(report.warnings.count == 8)
        #expect(report.models == 1)
        #expect(try directory.engine().warnings.count == 8)
    }

    /// A name far from every known one may be meant — a field only a Lua function reads, a value
    /// kept for a comparison — and numbered siblings are written on purpose: no warning.
    @Test func farNamesAndNumberedSiblingsAreLeftAlone() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "Signup",
              names = { expectedCode = "Expected code", password2 = "Password again" },
              messages = { address2 = { required = "needs a second line." } },
              scenarios = { register = { "email", "password", "newsletter" } },
              rules = {
                { "email, password, address1, id", "required" },
                { "password", "compare", "==", verdict.field "password2" },
                { "code", "match", verdict.field "expectedCode" },
                { "id", "differ", verdict.field "zip" },
                { "email", "email", when = { field = "newsletter", isTrue = true } },
              },
              strategies = { "rules", { "timestamp", field = "updatedAt", expiry = 60 }, "default" },
            }
            """)
        #expect(loaded.issueTexts == [])
    }

    /// A one- or two-letter name is an edit from every other: only a difference of case is a typo.
    @Test func aShortNameIsATypoInCaseOnly() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "M",
              names = { b = "B", X = "X" },
              rules = { { "a, x", "required" }, { "id", "differ", verdict.field "ip" } },
            }
            """)
        #expect(
            loaded.issueTexts == [
                "rules/test.lua:3: warning: model 'M': `names` gives a display name to 'X', which no rule or scenario of the model knows (hint: did you mean 'x'?)"
            ])
    }

    /// The attributes of an entry that fails to load are still known: its problem is reported,
    /// and the names of its attribute elsewhere are no typo.
    @Test func aBrokenEntryStillKnowsItsAttributes() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "M",
              names = { zipCode = "ZIP" },
              rules = { { "zipCodes", "required" }, { "zipCode", "minLenght", 5 } },
            }
            """)
        #expect(
            loaded.issueTexts == [
                "rules/test.lua:4: rules[2]: unknown rule 'minLenght' (hint: did you mean 'minLength'?)"
            ])
    }

    /// A name that differs from a known one in case only is a typo: a record's keys are
    /// case-sensitive.
    @Test func aNameInAnotherCaseIsATypo() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "M",
              names = { Email = "E-mail" },
              rules = { { "email", "required" } },
            }
            """)
        #expect(
            loaded.issueTexts == [
                "rules/test.lua:3: warning: model 'M': `names` gives a display name to 'Email', which no rule or scenario of the model knows (hint: did you mean 'email'?)"
            ])
    }

    /// A display name may be for an attribute only a comparison names, and a comparison may name
    /// an attribute only a display name gives.
    @Test func referencesAndDisplayNamesKnowEachOther() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "M",
              names = { confirmation = "Confirmation" },
              rules = {
                { "confirmations", "required" },
                { "code", "match", verdict.field "confirmation" },
              },
            }
            """)
        #expect(loaded.issueTexts == [])
    }
}
