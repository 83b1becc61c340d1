import Foundation
import Testing

/// `verdict list`: models in file order with their attributes, rules, scenarios and strategies.
@Suite struct ListCommandTests {
    @Test func listsEveryModelOfTheDirectory() throws {
        let run = try VerdictProcess.run(["list", "--rules", "rules/multi"])
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        Event  (rules/multi/event.lua)
                          attributes: title, startDate, endDate
                          rules:
                            title: required
                            startDate: required [on create]
                            startDate: laterThanOrEqualTo verdict.now
                            endDate: laterThan verdict.field "startDate"
                          scenarios:
                            create: title, startDate, endDate
                            default: title, startDate, endDate
                          strategies: rules → default
                        Session  (rules/multi/session.lua)
                          attributes: user
                          rules:
                            user: required
                          scenarios:
                            default: user
                          strategies: reachability → lua (rules/multi/session.lua:9) → rules → timestamp → default
                        """))
    }

    @Test func listsOptionsArgumentsAndUnsafeAttributes() throws {
        let run = try VerdictProcess.run(["list", "--rules", "rules/person"])
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        Person  (rules/person/person.lua)
                          attributes: name, age, email, member, zip
                          rules:
                            name: required
                            name: minLength 2
                            age: required
                            age: integer
                            age: min 18
                            email: email
                            member: boolean
                            zip: regex "[0-9]{5}"
                          scenarios:
                            default: name, age, email, member, zip
                            signup: name, email, age, !member
                          strategies: rules → default
                        """))
    }

    @Test func rulesDefaultToTheRulesFolder() throws {
        let run = try VerdictProcess.run(["list"], in: Fixtures.root.appendingPathComponent("workdir"))
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        Note  (rules/note.lua)
                          attributes: text
                          rules:
                            text: required
                          scenarios:
                            default: text
                          strategies: rules → default
                        """))
    }

    @Test func brokenRuleSetExitsTwo() throws {
        let run = try VerdictProcess.run(["list", "--rules", "rules/duplicate"])
        #expect(
            run
                == .expect(
                    2,
                    stderr:
                        "rules/duplicate/b_article.lua:3: model 'Article' is already defined in rules/duplicate/a_article.lua:2"
                ))
    }
}
