/// The syntax rules by name, as rule files see them: `email`, `url`, `name`, `ipv4`, `ipv6`, `ip`,
/// `domain`, `uuid`, `latitude`, `longitude`, `coordinate`, `price`, `isbn`, `hexColor`, `phone`,
/// `postalCode`, and NGRValidator's `syntax NAME`.
///
/// ```lua
/// { "email", "email", idn = true },
/// { "site", "url", schemes = {"https"}, defaultScheme = "https" },
/// { "id", "uuid", version = 4 },
/// { "book", "isbn", version = 13 },
/// { "zip", "postalCode", country = "GB" },
/// { "home", "syntax", "http" },
/// ```
enum SyntaxRuleDescriptors {
    static let all: [RuleDescriptor] = [
        RuleDescriptor("email", options: ["idn", "requireTLD"]) {
            args throws(RuleDefinitionError) in
            EmailRule(
                idn: try args.flag("idn"), requireTLD: try args.flag("requireTLD", default: true))
        },
        RuleDescriptor("url", options: ["schemes", "defaultScheme", "requireTLD", "idn"]) {
            args throws(RuleDefinitionError) in try url(args, schemes: nil)
        },
        RuleDescriptor("name", options: ["lettersOnly"]) { args throws(RuleDefinitionError) in
            NameRule(lettersOnly: try args.flag("lettersOnly"))
        },
        RuleDescriptor("ipv4") { _ in IPAddressRule(.v4) },
        RuleDescriptor("ipv6", options: ["allowZone"]) { args throws(RuleDefinitionError) in
            IPAddressRule(.v6, allowZone: try args.flag("allowZone"))
        },
        RuleDescriptor("ip", options: ["allowZone"]) { args throws(RuleDefinitionError) in
            IPAddressRule(.any, allowZone: try args.flag("allowZone"))
        },
        RuleDescriptor("domain", options: ["requireTLD", "idn"]) {
            args throws(RuleDefinitionError) in
            DomainRule(
                requireTLD: try args.flag("requireTLD", default: true),
                idn: try args.flag("idn", default: true))
        },
        RuleDescriptor("uuid", options: ["version"]) { args throws(RuleDefinitionError) in
            UUIDRule(version: try version(args, allowed: Array(1...8)))
        },
        RuleDescriptor("latitude") { _ in CoordinateRule(.latitude) },
        RuleDescriptor("longitude") { _ in CoordinateRule(.longitude) },
        RuleDescriptor("coordinate") { _ in CoordinateRule(.coordinate) },
        RuleDescriptor("price") { _ in PriceRule() },
        RuleDescriptor("isbn", options: ["version"]) { args throws(RuleDefinitionError) in
            ISBNRule(version: try version(args, allowed: [10, 13]))
        },
        RuleDescriptor("hexColor", options: ["alpha"]) { args throws(RuleDefinitionError) in
            HexColorRule(alpha: try args.flag("alpha"))
        },
        RuleDescriptor("phone") { _ in PhoneRule() },
        RuleDescriptor("postalCode", options: ["country"]) { args throws(RuleDefinitionError) in
            guard let code = try args.stringOption("country") else { return PostalCodeRule() }
            guard let country = PostalCodeCountry(code: code) else {
                let known = PostalCodeCountry.allCases.map(\.rawValue).joined(separator: ", ")
                throw .wrongOption(rule: args.rule, option: "country", expected: "one of \(known)")
            }
            return PostalCodeRule(country: country)
        },
        RuleDescriptor(
            "syntax", signature: "NAME",
            options: [
                "idn", "requireTLD", "schemes", "defaultScheme", "lettersOnly", "allowZone",
                "version", "alpha",
                "country",
            ]
        ) {
            args throws(RuleDefinitionError) in try syntax(args)
        },
    ]

    private static func url(_ args: RuleArguments, schemes fixed: [String]?)
        throws(RuleDefinitionError)
        -> URLRule
    {
        var schemes = ["http", "https"]
        if let fixed {
            schemes = fixed
        } else if let listed = try args.stringListOption("schemes") {
            schemes = listed
        }
        guard !schemes.isEmpty else {
            throw .wrongOption(
                rule: args.rule, option: "schemes", expected: "a non-empty list of schemes")
        }
        let defaultScheme = try args.stringOption("defaultScheme")
        if let defaultScheme,
            !schemes.contains(where: { $0.lowercased() == defaultScheme.lowercased() })
        {
            throw .wrongOption(
                rule: args.rule, option: "defaultScheme", expected: "one of the accepted schemes")
        }
        return URLRule(
            schemes: schemes, defaultScheme: defaultScheme,
            requireTLD: try args.flag("requireTLD", default: true),
            idn: try args.flag("idn", default: true))
    }

    private static func version(_ args: RuleArguments, allowed: [Int]) throws(RuleDefinitionError)
        -> Int?
    {
        guard let number = try args.numberOption("version") else { return nil }
        guard let version = Int(exactly: number), allowed.contains(version) else {
            let list = allowed.map(String.init).joined(separator: ", ")
            throw .wrongOption(rule: args.rule, option: "version", expected: "one of \(list)")
        }
        return version
    }

    /// `syntax NAME`: the named syntax rule, built with the entry's options.
    private static func syntax(_ args: RuleArguments) throws(RuleDefinitionError)
        -> any ValidationRule
    {
        let name = try args.string(0, "a syntax name")
        guard let syntax = Syntax(named: name) else {
            let known = Syntax.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalid(rule: args.rule, "unknown syntax '\(name)'; known: \(known)")
        }
        var rest = args
        rest.positional = []
        switch syntax {
        case .http: return try url(rest, schemes: ["http"])
        case .https: return try url(rest, schemes: ["https"])
        case .webSocket: return try url(rest, schemes: ["ws"])
        case .secureWebSocket: return try url(rest, schemes: ["wss"])
        case .file: return try url(rest, schemes: ["file"])
        default:
            guard let descriptor = all.first(where: { $0.name == syntax.rawValue }) else {
                return syntax.rule
            }
            return try descriptor.make(rest)
        }
    }
}
