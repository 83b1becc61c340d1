import Foundation
import Testing
import Verdict

/// ``RuleSet/jsonSchema(_:)`` from the Swift API: whole documents, scenarios, strict mode, messages
/// in a locale, strategies.
@Suite struct RuleSetSchemaTests {
    static let meeting = RuleSet {
        Validate("title").required().lengthRange(3, 40, unit: .unicodeScalars)
        Validate("status").includedIn(["draft", "OK"])
        Validate("tags").each { $0.regex("[a-z]+") }
        Validate("attendees").each { $0.nested(RuleSet { Validate("email").required().email() }) }
        Validate("start").earlierThan(.field("end"))
        Validate("slug").trim().minLength(2)
        Validate("code").satisfies("capital") { $0.stringValue?.first?.isUppercase == true }
            .schemaHint(["type": "string", "pattern": "^[A-Z]"])
        Validate("notes").maxLength(10, unit: .unicodeScalars).allowEmpty()
        Validate("priority").defaultValue(1).integer(min: 1, max: 5)
        Validate("secret").required().on("admin")
    }.model("Meeting").displayNames(["attendees": "People"])

    @Test func writesTheWholeDocument() throws {
        let schema = Self.meeting.jsonSchema()
        #expect(schema.text == Self.meetingText)
        #expect(!schema.isExact)
    }

    static let meetingText = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "title": "Meeting",
          "type": "object",
          "properties": {
            "title": {
              "title": "Title",
              "type": [
                "string",
                "array"
              ],
              "minLength": 3,
              "maxLength": 40,
              "minItems": 3,
              "maxItems": 40,
              "not": {
                "$ref": "#/$defs/empty"
              },
              "x-verdict-messages": {
                "en": {
                  "required": "Title is required.",
                  "tooShort": "Title must be at least 3 Unicode scalars long.",
                  "tooLong": "Title must be at most 40 Unicode scalars long.",
                  "wrongType": "Title should be a string."
                }
              }
            },
            "status": {
              "title": "Status",
              "anyOf": [
                {
                  "type": "null"
                },
                {
                  "enum": [
                    "draft",
                    "OK",
                    "OK"
                  ]
                }
              ],
              "x-verdict-messages": {
                "en": {
                  "notIncludedIn": "Status must be one of \\"draft\\", \\"OK\\"."
                }
              }
            },
            "tags": {
              "title": "Tags",
              "items": {
                "anyOf": [
                  {
                    "$ref": "#/$defs/empty"
                  },
                  {
                    "type": "string",
                    "pattern": "^(?:[a-z]+)$"
                  }
                ],
                "x-verdict-messages": {
                  "en": {
                    "wrongRegex": "Tags must match the pattern [a-z]+.",
                    "wrongType": "Tags should be a string."
                  }
                }
              },
              "anyOf": [
                {
                  "$ref": "#/$defs/empty"
                },
                {
                  "type": "array"
                }
              ],
              "x-verdict-messages": {
                "en": {
                  "wrongType": "Tags should be an array."
                }
              }
            },
            "attendees": {
              "title": "People",
              "items": {
                "properties": {
                  "email": {
                    "title": "Email",
                    "type": "string",
                    "format": "email",
                    "pattern": "^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\\\-]+(?:\\\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\\\-]+)*|\\"(?:[ !#-\\\\[\\\\]-~]|\\\\\\\\[ -~])+\\")@(?:[A-Za-z0-9](?:[A-Za-z0-9\\\\-]*[A-Za-z0-9])?(?:\\\\.[A-Za-z0-9](?:[A-Za-z0-9\\\\-]*[A-Za-z0-9])?)+|\\\\[[0-9A-Za-z:.]+\\\\])$",
                    "maxLength": 254,
                    "not": {
                      "$ref": "#/$defs/empty"
                    },
                    "x-verdict-messages": {
                      "en": {
                        "required": "Email is required.",
                        "notEmail": "Email must be an email address such as name@example.com.",
                        "wrongType": "Email should be a string."
                      }
                    }
                  }
                },
                "required": [
                  "email"
                ],
                "anyOf": [
                  {
                    "$ref": "#/$defs/empty"
                  },
                  {
                    "type": "object"
                  }
                ],
                "x-verdict-messages": {
                  "en": {
                    "wrongType": "People should be an object."
                  }
                }
              },
              "anyOf": [
                {
                  "$ref": "#/$defs/empty"
                },
                {
                  "type": "array"
                }
              ],
              "x-verdict-messages": {
                "en": {
                  "wrongType": "People should be an array."
                }
              }
            },
            "start": {
              "title": "Start",
              "anyOf": [
                {
                  "$ref": "#/$defs/empty"
                },
                {
                  "type": [
                    "string",
                    "number"
                  ]
                }
              ],
              "x-verdict-messages": {
                "en": {
                  "notDate": "Start must be a date, such as 2024-05-31 or 2024-05-31T12:00:00Z.",
                  "notEarlierThan": "Start must be earlier than end."
                }
              }
            },
            "slug": {
              "title": "Slug",
              "x-verdict-messages": {
                "en": {
                  "tooShort": "Slug must be at least 2 characters long.",
                  "wrongType": "Slug should be a string."
                }
              }
            },
            "code": {
              "title": "Code",
              "anyOf": [
                {
                  "$ref": "#/$defs/empty"
                },
                {
                  "type": "string",
                  "pattern": "^[A-Z]"
                }
              ]
            },
            "notes": {
              "title": "Notes",
              "anyOf": [
                {
                  "$ref": "#/$defs/empty"
                },
                {
                  "type": [
                    "string",
                    "array"
                  ],
                  "maxLength": 10,
                  "maxItems": 10
                }
              ],
              "x-verdict-messages": {
                "en": {
                  "tooLong": "Notes must be at most 10 Unicode scalars long.",
                  "wrongType": "Notes should be a string."
                }
              }
            },
            "priority": {
              "title": "Priority",
              "anyOf": [
                {
                  "$ref": "#/$defs/empty"
                },
                {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 5
                }
              ],
              "x-verdict-messages": {
                "en": {
                  "notInteger": "Priority must be an integer.",
                  "tooSmall": "Priority must be at least 1.",
                  "tooBig": "Priority must be at most 5."
                }
              }
            },
            "secret": {
              "title": "Secret",
              "not": {
                "$ref": "#/$defs/empty"
              },
              "x-verdict-messages": {
                "en": {
                  "required": "Secret is required."
                }
              }
            }
          },
          "required": [
            "title",
            "secret"
          ],
          "$defs": {
            "empty": {
              "enum": [
                null,
                "",
                [],
                {}
              ]
            }
          },
          "x-verdict": {
            "model": "Meeting",
            "locale": "en",
            "exact": false,
            "approximate": [
              {
                "model": "Meeting",
                "attribute": "attendees[].email",
                "rule": "email",
                "reason": "the pattern checks an address's shape, not its parts' lengths"
              },
              {
                "model": "Meeting",
                "attribute": "start",
                "rule": "earlierThan",
                "reason": "compares dates (with another attribute (end)), which JSON Schema cannot"
              },
              {
                "model": "Meeting",
                "attribute": "code",
                "rule": "capital",
                "reason": "said by its schema hint (a Swift closure (capital), which JSON Schema cannot say)"
              }
            ],
            "unmapped": [
              {
                "model": "Meeting",
                "attribute": "slug",
                "rule": "minLength",
                "reason": "checks the value `trim` rewrote"
              }
            ]
          }
        }

        """

    @Test func sayItIsExactWhenEveryRuleMapsExactly() {
        let rules = RuleSet {
            Validate("id").required().uuid()
            Validate("port").integer(min: 1, max: 65535)
            Validate("name").lengthRange(1, 20, unit: .unicodeScalars)
        }
        let schema = rules.jsonSchema()
        #expect(schema.isExact)
        #expect(schema.notes.isEmpty)
        #expect(schema.document["x-verdict"]?.objectValue?["exact"] == true)
    }

    @Test func takesOnlyTheScenariosChains() {
        let plain = Self.meeting.jsonSchema()
        let admin = Self.meeting.jsonSchema(SchemaOptions(scenario: "admin"))
        #expect(plain.document["required"] == ["title", "secret"])
        #expect(admin.document["required"] == ["title", "secret"])
        let other = Self.meeting.jsonSchema(SchemaOptions(scenario: "guest"))
        #expect(other.document["required"] == ["title"])
        #expect(other.document["properties"]?.objectValue?["secret"] == nil)
    }

    @Test func strictRefusesOtherKeys() {
        let schema = Self.meeting.jsonSchema(SchemaOptions(safeAttributes: ["title", "status"]))
        let properties = schema.document["properties"]?.objectValue
        #expect(schema.document["additionalProperties"] == false)
        #expect(properties?["tags"] == false)
        #expect(properties?["title"]?.objectValue?["title"] == "Title")
    }

    @Test func wordsMessagesInTheLocale() {
        let schema = Self.meeting.jsonSchema(SchemaOptions(locale: "de"))
        let title = schema.document["properties"]?.objectValue?["title"]?.objectValue
        #expect(
            title?["x-verdict-messages"]
                == [
                    "de": [
                        "required": "Title muss angegeben werden.",
                        "tooShort": "Title muss mindestens 3 Zeichen lang sein.",
                        "tooLong": "Title darf höchstens 40 Zeichen lang sein.",
                        "wrongType": "Title muss ein Text sein.",
                    ]
                ])
    }

    /// `integer`'s bounds share `tooSmall` with `min`: the text a failing value gets is the one the
    /// `min` entry gives itself, and the schema says that one, whichever rule comes first.
    @Test func aRulesOwnMessageWinsOverADefaultTextOfTheSameKey() throws {
        let rules = RuleSet { Validate("age").integer().min(18).message("must be an adult.") }
        let age = rules.jsonSchema().document["properties"]?.objectValue?["age"]?.objectValue
        let texts = age?["x-verdict-messages"]?.objectValue?["en"]?.objectValue
        #expect(texts?["tooSmall"] == "Age must be an adult.")
        #expect(texts?["notInteger"] == "Age must be an integer.")
        let verdict = rules.validate(["age": .int(10)])
        #expect(verdict.errors.map(\.message) == ["Age must be an adult."])
    }

    @Test func strategyThatMayAcceptBeforeTheRulesLeavesThemUnasserted() {
        let rules = RuleSet { Validate("name").required() }
        let schema = rules.jsonSchema(
            SchemaOptions(strategies: [ReachabilityStrategy(), RulesStrategy(rules), DefaultStrategy()]))
        #expect(schema.document["required"] == nil)
        #expect(
            schema.document["properties"]?.objectValue?["name"]?.objectValue?.keys == ["title", "x-verdict-messages"])
        #expect(
            schema.notes == [
                SchemaNote(
                    model: nil, attribute: "", rule: "reachability", kind: .unmapped,
                    reason:
                        "before the rules, it answers valid for every record while the host is offline: the schema asserts none of the rules"
                )
            ])
    }
}

/// Bounds JSON cannot write (`math.huge` in a rule file, `.infinity` in Swift) are left out of the
/// schema rather than written as `null`, which no JSON Schema validator accepts.
@Suite struct UnwritableBoundSchemaTests {
    @Test func anInfiniteBoundIsLeftOutAndTheSchemaSaysItIsApproximate() throws {
        let rules = RuleSet {
            Validate("score").range(0, .infinity)
            Validate("depth").max(-Double.infinity)
            Validate("ratio").number(min: -.infinity, max: 1)
        }.model("Bounds")
        let schema = rules.jsonSchema()
        #expect(!schema.text.contains("\"maximum\": null"))
        #expect(!schema.text.contains("\"minimum\": null"))
        #expect(schema.text.contains("\"minimum\": 0"))
        #expect(schema.text.contains("\"maximum\": 1"))
        #expect(!schema.isExact)
    }
}
