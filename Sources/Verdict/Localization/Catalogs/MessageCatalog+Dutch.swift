extension MessageCatalog {
    /// Dutch (`nl`).
    static let dutch = MessageCatalog(
        locale: "nl",
        texts: [
            // Common
            "wrongType":
                "{name} moet {type, select, string {een tekst} number {een getal} integer {een geheel getal} boolean {een ja/nee-waarde} array {een lijst} object {een object} date {een datum} data {een bestand} image {een afbeelding} numberOrString {een getal of een tekst} other {een geldige waarde}} zijn.",
            "invalid": "is ongeldig.",
            "ruleError": "{name} kon niet worden gecontroleerd: {error}",
            "unsafeAttribute": "{name} is geen veilig attribuut in scenario ‘{scenario}’.",
            "notStored": "De gefilterde waarde ‘{value}’ van {name} kon niet worden opgeslagen.",
            // Presence
            "required": "is verplicht.",
            "notRequiredValue": "{name} moet ‘{requiredValue}’ zijn.",
            // Strings
            "tooShort":
                "{name} moet minimaal {unit, select, elements {{min, plural, one {# element} other {# elementen}}} utf8 {{min, plural, one {# byte} other {# bytes}}} other {{min, plural, one {# teken} other {# tekens}}}} bevatten.",
            "tooLong":
                "{name} mag maximaal {unit, select, elements {{max, plural, one {# element} other {# elementen}}} utf8 {{max, plural, one {# byte} other {# bytes}}} other {{max, plural, one {# teken} other {# tekens}}}} bevatten.",
            "notExactLength":
                "{name} moet precies {unit, select, elements {{length, plural, one {# element} other {# elementen}}} utf8 {{length, plural, one {# byte} other {# bytes}}} other {{length, plural, one {# teken} other {# tekens}}}} bevatten.",
            "notMatch": "komt niet overeen.",
            "notDiffer": "moet anders zijn.",
            "notDecimal": "mag alleen cijfers bevatten.",
            "noDigit": "moet minstens één cijfer bevatten.",
            "noUppercase": "moet minstens één hoofdletter bevatten.",
            "noLowercase": "moet minstens één kleine letter bevatten.",
            "hasEmoji": "mag geen emoji bevatten.",
            "hasNoEmoji": "moet minstens één emoji bevatten.",
            "wrongRegex": "heeft niet het verwachte formaat.",
            // Numbers
            "tooSmall": "{name} moet minimaal {min} zijn.",
            "tooBig": "{name} mag maximaal {max} zijn.",
            "notExact": "{name} moet precies {exact} zijn.",
            "notNumber": "moet een getal zijn.",
            "notInteger": "moet een geheel getal zijn.",
            // Booleans
            "notTrue": "{true, select, true {{name} moet aangevinkt zijn.} other {{name} moet ‘{true}’ zijn.}}",
            "notFalse": "{false, select, false {{name} mag niet aangevinkt zijn.} other {{name} moet ‘{false}’ zijn.}}",
            "notBoolean": "{name} moet ‘{true}’ of ‘{false}’ zijn.",
            // Comparison
            "notRepeated": "komt niet overeen met de bevestiging.",
            "notCompared":
                "{comparison, select, notEqual {{name} mag niet ‘{compareValue}’ zijn.} greater {{name} moet groter zijn dan ‘{compareValue}’.} greaterOrEqual {{name} moet groter dan of gelijk aan ‘{compareValue}’ zijn.} less {{name} moet kleiner zijn dan ‘{compareValue}’.} lessOrEqual {{name} moet kleiner dan of gelijk aan ‘{compareValue}’ zijn.} other {{name} moet gelijk zijn aan ‘{compareValue}’.}}",
            // Dates
            "notDate": "is geen geldige datum.",
            "notEarlierThan": "{name} moet vóór {date} liggen.",
            "notLaterThan": "{name} moet na {date} liggen.",
            "notEarlierThanOrEqualTo": "{name} mag niet na {date} liggen.",
            "notLaterThanOrEqualTo": "{name} mag niet vóór {date} liggen.",
            "notBetweenDates":
                "{inclusive, select, true {{name} moet tussen {min} en {max} liggen (beide inbegrepen).} other {{name} moet na {min} en vóór {max} liggen.}}",
            // Collections
            "notIncludes": "{name} moet ‘{element}’ bevatten.",
            "notExcludes": "{name} mag ‘{element}’ niet bevatten.",
            "notIncludedIn": "{name} moet een van deze waarden zijn: {range}.",
            "notExcludedFrom": "{name} mag geen van deze waarden zijn: {range}.",
            // Syntaxes
            "wrongSyntax": "heeft een ongeldig formaat.",
            "notEmail": "is geen geldig e-mailadres.",
            "notURL": "is geen geldige URL.",
            "notName": "mag alleen letters bevatten.",
            "notIPv4": "is geen geldig IPv4-adres.",
            "notIPv6": "is geen geldig IPv6-adres.",
            "notIP": "is geen geldig IP-adres.",
            "notDomain": "is geen geldige domeinnaam.",
            "notUUID": "is geen geldige UUID.",
            "notLatitude": "is geen geldige breedtegraad.",
            "notLongitude": "is geen geldige lengtegraad.",
            "notCoordinate": "bevat geen geldige coördinaten.",
            "notPrice": "is geen geldige prijs.",
            "notISBN": "is geen geldig ISBN.",
            "notHexColor": "is geen geldige hexadecimale kleurcode.",
            "notPhone": "is geen geldig telefoonnummer.",
            "notPostalCode": "is geen geldige postcode.",
            // Payment
            "notCreditCard": "is geen geldig creditcardnummer.",
            "notCardExpiry":
                "{reason, select, expired {{name} ligt in het verleden: de kaart is verlopen.} other {{name} is geen geldige vervaldatum.}}",
            // Data
            "dataTooSmall": "{name} moet minimaal {min, plural, one {# byte} other {# bytes}} groot zijn.",
            "dataTooBig": "{name} mag maximaal {max, plural, one {# byte} other {# bytes}} groot zijn.",
            "wrongMIMEType": "{name} heeft een niet-toegestaan bestandstype (toegestaan: {expected}).",
            "wrongMediaType":
                "{name} moet {expected, select, image {een afbeelding} video {een video} audio {een audiobestand} archive {een archiefbestand} other {een bestand van het verwachte type}} zijn.",
            "imageTooSmall": "{name} is te klein (huidige afmetingen: {width} × {height} px).",
            "imageTooBig": "{name} is te groot (huidige afmetingen: {width} × {height} px).",
            "wrongRatio": "heeft een ongeldige beeldverhouding.",
            // Remote checks
            "remote": "is door de server afgewezen.",
            // Input validators
            "inputRequired": "Vul een waarde in.",
            "inputLength": "De lengte van de invoer valt buiten het toegestane bereik.",
            "inputRange": "Het getal valt buiten het toegestane bereik.",
            "inputEqual": "De waarden komen niet overeen.",
            "inputRegex": "De invoer heeft niet het verwachte formaat.",
            "inputEmail": "De invoer is geen geldig e-mailadres.",
            "inputContainsDigit": "De invoer moet minstens één cijfer bevatten.",
            "inputCustom": "De invoer is ongeldig.",
            "inputRemote": "De invoer is door de server afgewezen.",
            "inputRuleError": "De invoer kon niet worden gecontroleerd: {error}",
        ])
}
