/// The general built-in rules by their rule-file names.
enum GeneralRuleDescriptors {
    static let all: [RuleDescriptor] =
        presence + strings + numbers + booleans + comparisons + dates
        + collections + filters

    static let presence: [RuleDescriptor] = [
        RuleDescriptor("required", options: ["requiredValue", "allowEmpty", "blankIsEmpty"]) {
            args throws(RuleDefinitionError) in
            RequiredRule(
                requiredValue: args.options["requiredValue"], allowEmpty: try args.flag("allowEmpty"),
                blankIsEmpty: try args.flag("blankIsEmpty"))
        },
        RuleDescriptor("safe") { _ in SafeRule() },
    ]

    static let strings: [RuleDescriptor] = [
        length("minLength", "n") { args throws(RuleDefinitionError) in .min(try args.count(0)) },
        length("maxLength", "n") { args throws(RuleDefinitionError) in .max(try args.count(0)) },
        length("lengthRange", "min max") { args throws(RuleDefinitionError) in
            .range(try args.count(0), try args.count(1))
        },
        length("exactLength", "n") { args throws(RuleDefinitionError) in .exact(try args.count(0)) },
        RuleDescriptor("match", signature: "s") { args throws(RuleDefinitionError) in
            MatchRule(try args.operand(0, "a string"))
        },
        RuleDescriptor("differ", signature: "s") { args throws(RuleDefinitionError) in
            MatchRule(try args.operand(0, "a string"), mustDiffer: true)
        },
        RuleDescriptor("decimal") { _ in CharacterClassRule(.decimal) },
        RuleDescriptor("containsDigit") { _ in CharacterClassRule(.containsDigit) },
        RuleDescriptor("containsUppercase") { _ in CharacterClassRule(.containsUppercase) },
        RuleDescriptor("containsLowercase") { _ in CharacterClassRule(.containsLowercase) },
        RuleDescriptor("emoji", signature: "bool") { args throws(RuleDefinitionError) in
            let v = try args.value(0, "true or false")
            guard let b = v.boolValue else {
                throw .wrongArgument(rule: "emoji", position: 1, expected: "true or false", got: v.description)
            }
            return EmojiRule(required: b)
        },
        RuleDescriptor("regex", signature: "pattern", options: ["partial", "invert", "caseInsensitive"]) {
            args throws(RuleDefinitionError) in
            let pattern = try args.string(0, "a pattern")
            let rule = RegexRule(
                pattern, partial: try args.flag("partial"), invert: try args.flag("invert"),
                caseInsensitive: try args.flag("caseInsensitive"))
            // The rule compiles its pattern once; a bad one is an error of the rule file.
            if let error = rule.patternError { throw .invalid(rule: "regex", error) }
            return rule
        },
    ]

    static func length(
        _ name: String, _ signature: String,
        _ bound: @escaping @Sendable (RuleArguments) throws(RuleDefinitionError) -> LengthRule.Bound
    ) -> RuleDescriptor {
        RuleDescriptor(name, signature: signature, options: ["unit"]) { args throws(RuleDefinitionError) in
            var unit = LengthUnit.characters
            if let spelled = try args.stringOption("unit") {
                guard let u = LengthUnit(rawValue: spelled) else {
                    throw .wrongOption(
                        rule: name, option: "unit", expected: "characters, utf8, utf16 or unicodeScalars")
                }
                unit = u
            }
            return LengthRule(try bound(args), unit: unit)
        }
    }

    static let numbers: [RuleDescriptor] = [
        RuleDescriptor("min", signature: "x") { args throws(RuleDefinitionError) in NumberRule(.min(try args.number(0)))
        },
        RuleDescriptor("max", signature: "x") { args throws(RuleDefinitionError) in NumberRule(.max(try args.number(0)))
        },
        RuleDescriptor("range", signature: "a b") { args throws(RuleDefinitionError) in
            NumberRule(.range(try args.number(0), try args.number(1)))
        },
        RuleDescriptor("exact", signature: "x") { args throws(RuleDefinitionError) in
            NumberRule(.exact(try args.number(0)))
        },
        RuleDescriptor("integer", options: ["min", "max"]) { args throws(RuleDefinitionError) in
            NumberTypeRule(integerOnly: true, min: try args.numberOption("min"), max: try args.numberOption("max"))
        },
        RuleDescriptor("number", options: ["min", "max"]) { args throws(RuleDefinitionError) in
            NumberTypeRule(integerOnly: false, min: try args.numberOption("min"), max: try args.numberOption("max"))
        },
    ]

    static let booleans: [RuleDescriptor] = [
        RuleDescriptor("trueValue", signature: "[value]") { args in
            BooleanRule(.beTrue, trueValue: args.positional.first.flatMap(constant))
        },
        RuleDescriptor("beTrue", signature: "[value]") { args in
            BooleanRule(.beTrue, trueValue: args.positional.first.flatMap(constant))
        },
        RuleDescriptor("falseValue", signature: "[value]") { args in
            BooleanRule(.beFalse, falseValue: args.positional.first.flatMap(constant))
        },
        RuleDescriptor("beFalse", signature: "[value]") { args in
            BooleanRule(.beFalse, falseValue: args.positional.first.flatMap(constant))
        },
        RuleDescriptor("boolean", options: ["trueValue", "falseValue"]) { args in
            BooleanRule(.either, trueValue: args.options["trueValue"], falseValue: args.options["falseValue"])
        },
    ]

    static func constant(_ operand: Operand) -> Value? {
        if case .value(let v) = operand { return v }
        return nil
    }

    static let comparisons: [RuleDescriptor] = [
        RuleDescriptor("compare", signature: "[op x]", options: ["operator", "compareValue", "compareAttribute"]) {
            args throws(RuleDefinitionError) in
            var op = ComparisonOperator.equal
            var other: Operand?
            if !args.positional.isEmpty {
                let spelled = try args.string(0, "an operator (== != > >= < <=)")
                guard let parsed = ComparisonOperator(rawValue: spelled) else {
                    throw .wrongArgument(rule: "compare", position: 1, expected: "one of == != > >= < <=", got: spelled)
                }
                op = parsed
                other = args.positional.count > 1 ? args.positional[1] : nil
            }
            if let spelled = try args.stringOption("operator") {
                guard let parsed = ComparisonOperator(rawValue: spelled) else {
                    throw .wrongOption(rule: "compare", option: "operator", expected: "one of == != > >= < <=")
                }
                op = parsed
            }
            if let attribute = try args.stringOption("compareAttribute") { other = .field(attribute) }
            if let value = args.options["compareValue"] { other = .value(value) }
            return CompareRule(op, other)
        }
    ]

    static let dates: [RuleDescriptor] =
        DateRule.Relation.allCases.map { relation in
            RuleDescriptor(relation.rawValue, signature: "date") { args throws(RuleDefinitionError) in
                let operand = try args.operand(0, "a date, an ISO 8601 string, a unix timestamp, now or a field")
                if case .value(let v) = operand, v.dateValue == nil {
                    throw .wrongArgument(
                        rule: relation.rawValue, position: 1, expected: "a date (ISO 8601 or unix timestamp)",
                        got: v.description)
                }
                return DateRule(relation, operand)
            }
        } + [
            RuleDescriptor("betweenDates", signature: "a b [inclusive]") { args throws(RuleDefinitionError) in
                let inclusive = args.positional.count > 2 ? (constant(args.positional[2])?.boolValue ?? true) : true
                return BetweenDatesRule(
                    try args.operand(0, "a date"), try args.operand(1, "a date"), inclusive: inclusive)
            }
        ]

    static let collections: [RuleDescriptor] = [
        RuleDescriptor("includes", signature: "x") { args throws(RuleDefinitionError) in
            IncludesRule(try args.value(0, "a value"))
        },
        RuleDescriptor("excludes", signature: "x") { args throws(RuleDefinitionError) in
            IncludesRule(try args.value(0, "a value"), mustExclude: true)
        },
        inList("includedIn", negated: false),
        inList("in", negated: false),
        inList("excludedFrom", negated: true),
        inList("notIn", negated: true),
    ]

    static func inList(_ name: String, negated: Bool) -> RuleDescriptor {
        RuleDescriptor(name, signature: "list", options: ["allowArray", "not"]) { args throws(RuleDefinitionError) in
            let list: [Value]
            if let range = args.options["range"] {
                guard let a = range.arrayValue else {
                    throw .wrongOption(rule: name, option: "range", expected: "a list")
                }
                list = a
            } else {
                list = try args.array(0, "a list")
            }
            let not = try args.flag("not")
            return InListRule(list, negated: negated != not, allowArray: try args.flag("allowArray"))
        }
    }

    static let filters: [RuleDescriptor] = [
        RuleDescriptor("trim", options: ["characters"]) { args throws(RuleDefinitionError) in
            TrimRule(characters: try args.stringOption("characters"))
        },
        RuleDescriptor("default", signature: "v") { args throws(RuleDefinitionError) in
            DefaultValueRule(try args.value(0, "a value"))
        },
    ]
}
