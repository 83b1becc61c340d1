extension MessageCatalog {
    /// Polish (`pl`).
    static let polish = MessageCatalog(
        locale: "pl",
        texts: [
            // Common
            "wrongType":
                "Pole „{name}” musi być {type, select, string {tekstem} number {liczbą} integer {liczbą całkowitą} boolean {wartością tak/nie} array {listą} object {obiektem} date {datą} data {plikiem} image {obrazem} numberOrString {liczbą lub tekstem} other {prawidłową wartością}}.",
            "invalid": "Pole „{name}” ma nieprawidłową wartość.",
            "ruleError": "Nie udało się sprawdzić pola „{name}”: {error}",
            "unsafeAttribute": "Atrybut „{name}” nie jest bezpieczny w scenariuszu „{scenario}”.",
            "notStored": "Nie udało się zapisać przefiltrowanej wartości „{value}” pola „{name}”.",
            // Presence
            "required": "Pole „{name}” jest wymagane.",
            "notRequiredValue": "Pole „{name}” musi mieć wartość „{requiredValue}”.",
            // Strings
            "tooShort":
                "Pole „{name}” musi zawierać co najmniej {unit, select, elements {{min, plural, one {# element} few {# elementy} many {# elementów} other {# elementu}}} utf8 {{min, plural, one {# bajt} few {# bajty} many {# bajtów} other {# bajta}}} other {{min, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}}}.",
            "tooLong":
                "Pole „{name}” może zawierać co najwyżej {unit, select, elements {{max, plural, one {# element} few {# elementy} many {# elementów} other {# elementu}}} utf8 {{max, plural, one {# bajt} few {# bajty} many {# bajtów} other {# bajta}}} other {{max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}}}.",
            "notExactLength":
                "Pole „{name}” musi zawierać dokładnie {unit, select, elements {{length, plural, one {# element} few {# elementy} many {# elementów} other {# elementu}}} utf8 {{length, plural, one {# bajt} few {# bajty} many {# bajtów} other {# bajta}}} other {{length, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}}}.",
            "notMatch": "Wartość pola „{name}” się nie zgadza.",
            "notDiffer": "Wartość pola „{name}” musi być inna.",
            "notDecimal": "Pole „{name}” może zawierać tylko cyfry.",
            "noDigit": "Pole „{name}” musi zawierać co najmniej jedną cyfrę.",
            "noUppercase": "Pole „{name}” musi zawierać co najmniej jedną wielką literę.",
            "noLowercase": "Pole „{name}” musi zawierać co najmniej jedną małą literę.",
            "hasEmoji": "Pole „{name}” nie może zawierać emoji.",
            "hasNoEmoji": "Pole „{name}” musi zawierać co najmniej jedno emoji.",
            "wrongRegex": "Pole „{name}” nie ma wymaganego formatu.",
            // Numbers
            "tooSmall": "Wartość pola „{name}” musi wynosić co najmniej {min}.",
            "tooBig": "Wartość pola „{name}” może wynosić co najwyżej {max}.",
            "notExact": "Wartość pola „{name}” musi wynosić dokładnie {exact}.",
            "notNumber": "Pole „{name}” musi być liczbą.",
            "notInteger": "Pole „{name}” musi być liczbą całkowitą.",
            // Booleans
            "notTrue":
                "{true, select, true {Pole „{name}” musi być zaznaczone.} other {Pole „{name}” musi mieć wartość „{true}”.}}",
            "notFalse":
                "{false, select, false {Pole „{name}” nie może być zaznaczone.} other {Pole „{name}” musi mieć wartość „{false}”.}}",
            "notBoolean": "Pole „{name}” musi mieć wartość „{true}” lub „{false}”.",
            // Comparison
            "notRepeated": "Wartość pola „{name}” nie zgadza się z potwierdzeniem.",
            "notCompared":
                "{comparison, select, notEqual {Wartość pola „{name}” musi być różna od „{compareValue}”.} greater {Wartość pola „{name}” musi być większa niż „{compareValue}”.} greaterOrEqual {Wartość pola „{name}” musi być większa lub równa „{compareValue}”.} less {Wartość pola „{name}” musi być mniejsza niż „{compareValue}”.} lessOrEqual {Wartość pola „{name}” musi być mniejsza lub równa „{compareValue}”.} other {Wartość pola „{name}” musi być równa „{compareValue}”.}}",
            // Dates
            "notDate": "Pole „{name}” nie zawiera prawidłowej daty.",
            "notEarlierThan": "Data w polu „{name}” musi być wcześniejsza niż {date}.",
            "notLaterThan": "Data w polu „{name}” musi być późniejsza niż {date}.",
            "notEarlierThanOrEqualTo": "Data w polu „{name}” nie może być późniejsza niż {date}.",
            "notLaterThanOrEqualTo": "Data w polu „{name}” nie może być wcześniejsza niż {date}.",
            "notBetweenDates":
                "{inclusive, select, true {Data w polu „{name}” musi mieścić się w przedziale od {min} do {max} włącznie.} other {Data w polu „{name}” musi być późniejsza niż {min} i wcześniejsza niż {max}.}}",
            // Collections
            "notIncludes": "Pole „{name}” musi zawierać „{element}”.",
            "notExcludes": "Pole „{name}” nie może zawierać „{element}”.",
            "notIncludedIn": "Wartość pola „{name}” musi być jedną z następujących: {range}.",
            "notExcludedFrom": "Wartość pola „{name}” nie może być żadną z następujących: {range}.",
            // Syntaxes
            "wrongSyntax": "Pole „{name}” ma nieprawidłowy format.",
            "notEmail": "Pole „{name}” nie zawiera prawidłowego adresu e-mail.",
            "notURL": "Pole „{name}” nie zawiera prawidłowego adresu URL.",
            "notName": "Pole „{name}” może zawierać tylko litery.",
            "notIPv4": "Pole „{name}” nie zawiera prawidłowego adresu IPv4.",
            "notIPv6": "Pole „{name}” nie zawiera prawidłowego adresu IPv6.",
            "notIP": "Pole „{name}” nie zawiera prawidłowego adresu IP.",
            "notDomain": "Pole „{name}” nie zawiera prawidłowej nazwy domeny.",
            "notUUID": "Pole „{name}” nie zawiera prawidłowego identyfikatora UUID.",
            "notLatitude": "Pole „{name}” nie zawiera prawidłowej szerokości geograficznej.",
            "notLongitude": "Pole „{name}” nie zawiera prawidłowej długości geograficznej.",
            "notCoordinate": "Pole „{name}” nie zawiera prawidłowych współrzędnych.",
            "notPrice": "Pole „{name}” nie zawiera prawidłowej ceny.",
            "notISBN": "Pole „{name}” nie zawiera prawidłowego numeru ISBN.",
            "notHexColor": "Pole „{name}” nie zawiera prawidłowego szesnastkowego kodu koloru.",
            "notPhone": "Pole „{name}” nie zawiera prawidłowego numeru telefonu.",
            "notPostalCode": "Pole „{name}” nie zawiera prawidłowego kodu pocztowego.",
            // Payment
            "notCreditCard": "Pole „{name}” nie zawiera prawidłowego numeru karty płatniczej.",
            "notCardExpiry":
                "{reason, select, expired {Data w polu „{name}” już minęła: karta straciła ważność.} other {Pole „{name}” nie zawiera prawidłowej daty ważności karty.}}",
            // Data
            "dataTooSmall":
                "Plik w polu „{name}” musi mieć co najmniej {min, plural, one {# bajt} few {# bajty} many {# bajtów} other {# bajta}}.",
            "dataTooBig":
                "Plik w polu „{name}” może mieć co najwyżej {max, plural, one {# bajt} few {# bajty} many {# bajtów} other {# bajta}}.",
            "wrongMIMEType": "Plik w polu „{name}” ma niedozwolony typ (dozwolone typy: {expected}).",
            "wrongMediaType":
                "Pole „{name}” musi zawierać {expected, select, image {obraz} video {plik wideo} audio {plik dźwiękowy} archive {archiwum} other {plik oczekiwanego typu}}.",
            "imageTooSmall": "Obraz w polu „{name}” jest za mały (obecny rozmiar: {width} × {height} px).",
            "imageTooBig": "Obraz w polu „{name}” jest za duży (obecny rozmiar: {width} × {height} px).",
            "wrongRatio": "Obraz w polu „{name}” ma nieprawidłowe proporcje.",
            // Remote checks
            "remote": "Serwer odrzucił wartość pola „{name}”.",
            // Input validators
            "inputRequired": "To pole jest wymagane.",
            "inputLength": "Długość wartości jest poza dozwolonym zakresem.",
            "inputRange": "Liczba jest poza dozwolonym zakresem.",
            "inputEqual": "Wartości się nie zgadzają.",
            "inputRegex": "Wartość nie ma wymaganego formatu.",
            "inputEmail": "Wartość nie jest prawidłowym adresem e-mail.",
            "inputContainsDigit": "Wartość musi zawierać co najmniej jedną cyfrę.",
            "inputCustom": "Wartość jest nieprawidłowa.",
            "inputRemote": "Serwer odrzucił wartość.",
            "inputRuleError": "Nie udało się sprawdzić wartości: {error}",
        ])
}
