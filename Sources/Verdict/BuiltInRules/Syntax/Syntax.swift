/// The syntaxes of NGRValidator's `syntax(NGRSyntax)` spelling: `Validate("email").syntax(.email)`.
///
/// Each case stands for a syntax rule with its default options; `syntax(.email)` is `email()`.
/// NGR's protocol-specific URL syntaxes are URLs with one scheme: `.http` is `url(schemes:
/// ["http"])`, `.webSocket` is `url(schemes: ["ws"])`. NGR's `GeoCoordinate` is `.geoCoordinate`
/// (one coordinate, −180…180); `.latitude` and `.longitude` check their own ranges. In rule files the name may be spelled in any
/// case, and NGR's `phoneNumber` is accepted for `phone`: `{ "site", "syntax", "http" }`.
public enum Syntax: String, Sendable, Hashable, CaseIterable {
    /// ``EmailRule``.
    case email
    /// ``URLRule`` with `http` and `https`.
    case url
    /// ``URLRule`` with `http` only.
    case http
    /// ``URLRule`` with `https` only.
    case https
    /// ``URLRule`` with `ws` only.
    case webSocket
    /// ``URLRule`` with `wss` only.
    case secureWebSocket
    /// ``URLRule`` with `file` only.
    case file
    /// ``NameRule``.
    case name
    /// ``IPAddressRule`` for IPv4.
    case ipv4
    /// ``IPAddressRule`` for IPv6.
    case ipv6
    /// ``IPAddressRule`` for either.
    case ip
    /// ``DomainRule``.
    case domain
    /// ``UUIDRule``.
    case uuid
    /// ``CoordinateRule`` for a latitude.
    case latitude
    /// ``CoordinateRule`` for a longitude.
    case longitude
    /// ``CoordinateRule`` for a `"lat,lon"` pair.
    case coordinate
    /// ``CoordinateRule`` for one coordinate, latitude or longitude (NGRValidator's `GeoCoordinate`).
    case geoCoordinate
    /// ``PriceRule``.
    case price
    /// ``ISBNRule``.
    case isbn
    /// ``HexColorRule``.
    case hexColor
    /// ``PhoneRule``.
    case phone
    /// ``PostalCodeRule`` for any known country.
    case postalCode

    /// The syntax for a name in any case (`"HTTP"`, `"hexcolor"`), NGR's `phoneNumber` included.
    public init?(named name: String) {
        let lower = name.lowercased()
        if lower == "phonenumber" {
            self = .phone
            return
        }
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lower }) else {
            return nil
        }
        self = match
    }

    /// The rule that checks this syntax, with default options.
    public var rule: any ValidationRule {
        switch self {
        case .email: EmailRule()
        case .url: URLRule()
        case .http: URLRule(schemes: ["http"])
        case .https: URLRule(schemes: ["https"])
        case .webSocket: URLRule(schemes: ["ws"])
        case .secureWebSocket: URLRule(schemes: ["wss"])
        case .file: URLRule(schemes: ["file"])
        case .name: NameRule()
        case .ipv4: IPAddressRule(.v4)
        case .ipv6: IPAddressRule(.v6)
        case .ip: IPAddressRule(.any)
        case .domain: DomainRule()
        case .uuid: UUIDRule()
        case .latitude: CoordinateRule(.latitude)
        case .longitude: CoordinateRule(.longitude)
        case .coordinate: CoordinateRule(.coordinate)
        case .geoCoordinate: CoordinateRule(.geoCoordinate)
        case .price: PriceRule()
        case .isbn: ISBNRule()
        case .hexColor: HexColorRule()
        case .phone: PhoneRule()
        case .postalCode: PostalCodeRule()
        }
    }
}

extension Validate {
    /// A syntax in NGRValidator's spelling; see ``Syntax``.
    ///
    /// ```swift
    /// Validate("email").required().syntax(.email)   // same as .email()
    /// Validate("site").syntax(.https)               // "https://www.google.com" passes, "http://…" fails
    /// ```
    public func syntax(_ syntax: Syntax) -> Validate {
        rule(syntax.rule)
    }
}

extension Syntax: RuleCatalogEntry {
    /// NGRValidator's `syntax NAME`: the named syntax rule, built with the entry's options.
    public static let descriptors = [
        RuleDescriptor(
            "syntax", signature: "NAME",
            options: [
                "idn", "requireTLD", "schemes", "defaultScheme", "lettersOnly", "allowZone", "version", "alpha",
                "country",
            ],
            summary:
                "A syntax in NGRValidator's spelling (`syntax \"http\"`, `syntax \"geoCoordinate\"`, …) with the syntax's options."
        ) { args throws(RuleDefinitionError) in try rule(named: args) }
    ]

    public static let messages = [RuleMessage(.wrongSyntax, "{name} does not have the expected format.")]

    /// The rule `syntax NAME` stands for, built with the entry's options.
    private static func rule(named args: RuleArguments) throws(RuleDefinitionError) -> any ValidationRule {
        let name = try args.string(0, "a syntax name")
        guard let syntax = Syntax(named: name) else {
            let known = allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalid(
                rule: args.rule, "unknown syntax '\(name)'; known: \(known)",
                hint: EditDistance.nearest(to: name, in: allCases.map(\.rawValue)).map { "did you mean '\($0)'?" },
                position: 1)
        }
        var rest = args
        rest.positional = []
        switch syntax {
        case .http: return try URLRule(rest, schemes: ["http"])
        case .https: return try URLRule(rest, schemes: ["https"])
        case .webSocket: return try URLRule(rest, schemes: ["ws"])
        case .secureWebSocket: return try URLRule(rest, schemes: ["wss"])
        case .file: return try URLRule(rest, schemes: ["file"])
        default:
            guard let descriptor = RuleCatalog.descriptors[syntax.rawValue] else { return syntax.rule }
            return try descriptor.make(rest)
        }
    }
}

extension MessageKey {
    /// Generic invalid syntax.
    public static let wrongSyntax: MessageKey = "wrongSyntax"
}
