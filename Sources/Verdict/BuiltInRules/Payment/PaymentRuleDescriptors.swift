/// The payment rules by name, as rule files see them: `creditCard` (option `types`) and
/// `cardExpiry`.
///
/// ```lua
/// { "card", "creditCard", types = {"visa", "mastercard"} },
/// { "expiry", "cardExpiry" },
/// ```
enum PaymentRuleDescriptors {
    static let all: [RuleDescriptor] = [
        RuleDescriptor("creditCard", options: ["types"]) { args throws(RuleDefinitionError) in
            guard let names = try args.stringListOption("types") else { return CreditCardRule() }
            var types: [CardType] = []
            for name in names {
                guard
                    let type = CardType.allCases.first(where: {
                        $0.rawValue.lowercased() == name.lowercased()
                    })
                else {
                    let known = CardType.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .wrongOption(
                        rule: args.rule, option: "types", expected: "a list of \(known)")
                }
                types.append(type)
            }
            return CreditCardRule(types: types)
        },
        RuleDescriptor("cardExpiry") { _ in CardExpiryRule() },
    ]
}
