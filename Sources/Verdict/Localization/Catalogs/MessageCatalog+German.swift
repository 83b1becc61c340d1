extension MessageCatalog {
    /// German (`de`).
    static let german = MessageCatalog(
        locale: "de",
        texts: [
            // Common
            "wrongType":
                "{name} muss {type, select, string {ein Text} number {eine Zahl} integer {eine ganze Zahl} boolean {ein Ja/Nein-Wert} array {eine Liste} object {ein Objekt} date {ein Datum} data {eine Datei} image {ein Bild} numberOrString {eine Zahl oder ein Text} other {ein gültiger Wert}} sein.",
            "invalid": "ist ungültig.",
            "ruleError": "{name} konnte nicht geprüft werden: {error}",
            "unsafeAttribute": "{name} ist im Szenario „{scenario}“ kein sicheres Attribut.",
            "notStored": "{name} konnte nicht mit dem gefilterten Wert „{value}“ gespeichert werden.",
            // Presence
            "required": "muss angegeben werden.",
            "notRequiredValue": "{name} muss „{requiredValue}“ sein.",
            // Strings
            "tooShort":
                "{name} muss mindestens {unit, select, elements {{min, plural, one {# Element} other {# Elemente}}} utf8 {{min, plural, one {# Byte} other {# Byte}}} other {{min, plural, one {# Zeichen} other {# Zeichen}}}} lang sein.",
            "tooLong":
                "{name} darf höchstens {unit, select, elements {{max, plural, one {# Element} other {# Elemente}}} utf8 {{max, plural, one {# Byte} other {# Byte}}} other {{max, plural, one {# Zeichen} other {# Zeichen}}}} lang sein.",
            "notExactLength":
                "{name} muss genau {unit, select, elements {{length, plural, one {# Element} other {# Elemente}}} utf8 {{length, plural, one {# Byte} other {# Byte}}} other {{length, plural, one {# Zeichen} other {# Zeichen}}}} lang sein.",
            "notMatch": "stimmt nicht überein.",
            "notDiffer": "muss anders lauten.",
            "notDecimal": "darf nur Ziffern enthalten.",
            "noDigit": "muss mindestens eine Ziffer enthalten.",
            "noUppercase": "muss mindestens einen Großbuchstaben enthalten.",
            "noLowercase": "muss mindestens einen Kleinbuchstaben enthalten.",
            "hasEmoji": "darf keine Emojis enthalten.",
            "hasNoEmoji": "muss mindestens ein Emoji enthalten.",
            "wrongRegex": "hat nicht das erwartete Format.",
            // Numbers
            "tooSmall": "{name} muss mindestens {min} sein.",
            "tooBig": "{name} darf höchstens {max} sein.",
            "notExact": "{name} muss genau {exact} sein.",
            "notNumber": "muss eine Zahl sein.",
            "notInteger": "muss eine ganze Zahl sein.",
            // Booleans
            "notTrue": "{true, select, true {{name} muss aktiviert sein.} other {{name} muss „{true}“ sein.}}",
            "notFalse":
                "{false, select, false {{name} darf nicht aktiviert sein.} other {{name} muss „{false}“ sein.}}",
            "notBoolean": "{name} muss entweder „{true}“ oder „{false}“ sein.",
            // Comparison
            "notRepeated": "stimmt nicht mit der Bestätigung überein.",
            "notCompared":
                "{comparison, select, notEqual {{name} darf nicht „{compareValue}“ sein.} greater {{name} muss größer als „{compareValue}“ sein.} greaterOrEqual {{name} muss größer oder gleich „{compareValue}“ sein.} less {{name} muss kleiner als „{compareValue}“ sein.} lessOrEqual {{name} muss kleiner oder gleich „{compareValue}“ sein.} other {{name} muss „{compareValue}“ entsprechen.}}",
            // Dates
            "notDate": "ist kein gültiges Datum.",
            "notEarlierThan": "{name} muss vor {date} liegen.",
            "notLaterThan": "{name} muss nach {date} liegen.",
            "notEarlierThanOrEqualTo": "{name} darf nicht nach {date} liegen.",
            "notLaterThanOrEqualTo": "{name} darf nicht vor {date} liegen.",
            "notBetweenDates":
                "{inclusive, select, true {{name} muss zwischen {min} und {max} liegen (beide einschließlich).} other {{name} muss nach {min} und vor {max} liegen.}}",
            // Collections
            "notIncludes": "{name} muss „{element}“ enthalten.",
            "notExcludes": "{name} darf „{element}“ nicht enthalten.",
            "notIncludedIn": "{name} muss einer dieser Werte sein: {range}.",
            "notExcludedFrom": "{name} darf keiner dieser Werte sein: {range}.",
            // Syntaxes
            "wrongSyntax": "hat ein ungültiges Format.",
            "notEmail": "ist keine gültige E-Mail-Adresse.",
            "notURL": "ist keine gültige URL.",
            "notName": "darf nur Buchstaben enthalten.",
            "notIPv4": "ist keine gültige IPv4-Adresse.",
            "notIPv6": "ist keine gültige IPv6-Adresse.",
            "notIP": "ist keine gültige IP-Adresse.",
            "notDomain": "ist kein gültiger Domainname.",
            "notUUID": "ist keine gültige UUID.",
            "notLatitude": "ist kein gültiger Breitengrad.",
            "notLongitude": "ist kein gültiger Längengrad.",
            "notCoordinate": "ist keine gültige Koordinatenangabe.",
            "notPrice": "ist kein gültiger Preis.",
            "notISBN": "ist keine gültige ISBN.",
            "notHexColor": "ist kein gültiger Hex-Farbcode.",
            "notPhone": "ist keine gültige Telefonnummer.",
            "notPostalCode": "ist keine gültige Postleitzahl.",
            // Payment
            "notCreditCard": "ist keine gültige Kreditkartennummer.",
            "notCardExpiry":
                "{reason, select, expired {{name} liegt in der Vergangenheit, die Karte ist abgelaufen.} other {{name} ist kein gültiges Ablaufdatum.}}",
            // Data
            "dataTooSmall": "{name} muss mindestens {min, plural, one {# Byte} other {# Byte}} groß sein.",
            "dataTooBig": "{name} darf höchstens {max, plural, one {# Byte} other {# Byte}} groß sein.",
            "wrongMIMEType": "{name} hat einen nicht zulässigen Dateityp (erlaubt: {expected}).",
            "wrongMediaType":
                "{name} muss {expected, select, image {ein Bild} video {ein Video} audio {eine Audiodatei} archive {ein Archiv} other {eine Datei des erwarteten Typs}} sein.",
            "imageTooSmall": "{name} ist zu klein (aktuelle Größe: {width} × {height} px).",
            "imageTooBig": "{name} ist zu groß (aktuelle Größe: {width} × {height} px).",
            "wrongRatio": "hat ein ungültiges Seitenverhältnis.",
            // Remote checks
            "remote": "wurde vom Server abgelehnt.",
            // Input validators
            "inputRequired": "Bitte geben Sie einen Wert ein.",
            "inputLength": "Die Länge der Eingabe liegt nicht im zulässigen Bereich.",
            "inputRange": "Die Zahl liegt nicht im zulässigen Bereich.",
            "inputEqual": "Die Eingaben stimmen nicht überein.",
            "inputRegex": "Die Eingabe hat nicht das erwartete Format.",
            "inputEmail": "Die Eingabe ist keine gültige E-Mail-Adresse.",
            "inputContainsDigit": "Die Eingabe muss mindestens eine Ziffer enthalten.",
            "inputCustom": "Die Eingabe ist ungültig.",
            "inputRemote": "Die Eingabe wurde vom Server abgelehnt.",
            "inputRuleError": "Die Eingabe konnte nicht geprüft werden: {error}",
        ])
}
