extension MessageCatalog {
    /// Italian (`it`).
    static let italian = MessageCatalog(
        locale: "it",
        texts: [
            // Common
            "wrongType":
                "Il campo «{name}» deve essere {type, select, string {un testo} number {un numero} integer {un numero intero} boolean {un valore sì/no} array {un elenco} object {un oggetto} date {una data} data {un file} image {un’immagine} numberOrString {un numero o un testo} other {un valore valido}}.",
            "invalid": "Il campo «{name}» non è valido.",
            "ruleError": "Impossibile verificare il campo «{name}»: {error}",
            "unsafeAttribute": "L’attributo «{name}» non è sicuro nello scenario «{scenario}».",
            "notStored": "Impossibile salvare il valore filtrato «{value}» del campo «{name}».",
            // Presence
            "required": "Il campo «{name}» è obbligatorio.",
            "notRequiredValue": "Il campo «{name}» deve essere «{requiredValue}».",
            // Strings
            "tooShort":
                "Il campo «{name}» deve contenere almeno {unit, select, elements {{min, plural, one {# elemento} many {# di elementi} other {# elementi}}} utf8 {{min, plural, one {# byte} many {# di byte} other {# byte}}} other {{min, plural, one {# carattere} many {# di caratteri} other {# caratteri}}}}.",
            "tooLong":
                "Il campo «{name}» non può contenere più di {unit, select, elements {{max, plural, one {# elemento} many {# di elementi} other {# elementi}}} utf8 {{max, plural, one {# byte} many {# di byte} other {# byte}}} other {{max, plural, one {# carattere} many {# di caratteri} other {# caratteri}}}}.",
            "notExactLength":
                "Il campo «{name}» deve contenere esattamente {unit, select, elements {{length, plural, one {# elemento} many {# di elementi} other {# elementi}}} utf8 {{length, plural, one {# byte} many {# di byte} other {# byte}}} other {{length, plural, one {# carattere} many {# di caratteri} other {# caratteri}}}}.",
            "notMatch": "Il valore del campo «{name}» non corrisponde.",
            "notDiffer": "Il valore del campo «{name}» deve essere diverso.",
            "notDecimal": "Il campo «{name}» può contenere solo cifre.",
            "noDigit": "Il campo «{name}» deve contenere almeno una cifra.",
            "noUppercase": "Il campo «{name}» deve contenere almeno una lettera maiuscola.",
            "noLowercase": "Il campo «{name}» deve contenere almeno una lettera minuscola.",
            "hasEmoji": "Il campo «{name}» non può contenere emoji.",
            "hasNoEmoji": "Il campo «{name}» deve contenere almeno un’emoji.",
            "wrongRegex": "Il campo «{name}» non ha il formato previsto.",
            // Numbers
            "tooSmall": "Il valore del campo «{name}» deve essere maggiore o uguale a {min}.",
            "tooBig": "Il valore del campo «{name}» deve essere minore o uguale a {max}.",
            "notExact": "Il valore del campo «{name}» deve essere esattamente {exact}.",
            "notNumber": "Il campo «{name}» deve essere un numero.",
            "notInteger": "Il campo «{name}» deve essere un numero intero.",
            // Booleans
            "notTrue":
                "{true, select, true {Il campo «{name}» deve essere selezionato.} other {Il campo «{name}» deve essere «{true}».}}",
            "notFalse":
                "{false, select, false {Il campo «{name}» non deve essere selezionato.} other {Il campo «{name}» deve essere «{false}».}}",
            "notBoolean": "Il campo «{name}» deve essere «{true}» o «{false}».",
            // Comparison
            "notRepeated": "Il campo «{name}» e la sua conferma non corrispondono.",
            "notCompared":
                "{comparison, select, notEqual {Il valore del campo «{name}» deve essere diverso da «{compareValue}».} greater {Il valore del campo «{name}» deve essere maggiore di «{compareValue}».} greaterOrEqual {Il valore del campo «{name}» deve essere maggiore o uguale a «{compareValue}».} less {Il valore del campo «{name}» deve essere minore di «{compareValue}».} lessOrEqual {Il valore del campo «{name}» deve essere minore o uguale a «{compareValue}».} other {Il valore del campo «{name}» deve essere uguale a «{compareValue}».}}",
            // Dates
            "notDate": "Il campo «{name}» non è una data valida.",
            "notEarlierThan": "Il campo «{name}» deve essere una data precedente al {date}.",
            "notLaterThan": "Il campo «{name}» deve essere una data successiva al {date}.",
            "notEarlierThanOrEqualTo": "Il campo «{name}» deve essere una data precedente o uguale al {date}.",
            "notLaterThanOrEqualTo": "Il campo «{name}» deve essere una data successiva o uguale al {date}.",
            "notBetweenDates":
                "{inclusive, select, true {Il campo «{name}» deve essere una data compresa tra il {min} e il {max} inclusi.} other {Il campo «{name}» deve essere una data successiva al {min} e precedente al {max}.}}",
            // Collections
            "notIncludes": "Il campo «{name}» deve includere «{element}».",
            "notExcludes": "Il campo «{name}» non può includere «{element}».",
            "notIncludedIn": "Il valore del campo «{name}» deve essere uno dei seguenti: {range}.",
            "notExcludedFrom": "Il valore del campo «{name}» non può essere nessuno dei seguenti: {range}.",
            // Syntaxes
            "wrongSyntax": "Il formato del campo «{name}» non è valido.",
            "notEmail": "Il campo «{name}» non è un indirizzo email valido.",
            "notURL": "Il campo «{name}» non è un URL valido.",
            "notName": "Il campo «{name}» può contenere solo lettere.",
            "notIPv4": "Il campo «{name}» non è un indirizzo IPv4 valido.",
            "notIPv6": "Il campo «{name}» non è un indirizzo IPv6 valido.",
            "notIP": "Il campo «{name}» non è un indirizzo IP valido.",
            "notDomain": "Il campo «{name}» non è un nome di dominio valido.",
            "notUUID": "Il campo «{name}» non è un UUID valido.",
            "notLatitude": "Il campo «{name}» non è una latitudine valida.",
            "notLongitude": "Il campo «{name}» non è una longitudine valida.",
            "notCoordinate": "Il campo «{name}» non contiene coordinate valide.",
            "notPrice": "Il campo «{name}» non è un prezzo valido.",
            "notISBN": "Il campo «{name}» non è un codice ISBN valido.",
            "notHexColor": "Il campo «{name}» non è un codice colore esadecimale valido.",
            "notPhone": "Il campo «{name}» non è un numero di telefono valido.",
            "notPostalCode": "Il campo «{name}» non è un codice postale valido.",
            // Payment
            "notCreditCard": "Il campo «{name}» non è un numero di carta di credito valido.",
            "notCardExpiry":
                "{reason, select, expired {Il campo «{name}» indica una data passata: la carta è scaduta.} other {Il campo «{name}» non è una data di scadenza valida.}}",
            // Data
            "dataTooSmall":
                "Il file del campo «{name}» deve avere una dimensione di almeno {min, plural, one {# byte} many {# di byte} other {# byte}}.",
            "dataTooBig":
                "Il file del campo «{name}» non può superare {max, plural, one {# byte} many {# di byte} other {# byte}}.",
            "wrongMIMEType": "Il tipo di file del campo «{name}» non è consentito (tipi ammessi: {expected}).",
            "wrongMediaType":
                "Il campo «{name}» deve contenere {expected, select, image {un’immagine} video {un video} audio {un file audio} archive {un archivio compresso} other {un file del tipo previsto}}.",
            "imageTooSmall":
                "L’immagine del campo «{name}» è troppo piccola (dimensioni attuali: {width} × {height} px).",
            "imageTooBig": "L’immagine del campo «{name}» è troppo grande (dimensioni attuali: {width} × {height} px).",
            "wrongRatio": "Le proporzioni dell’immagine del campo «{name}» non sono valide.",
            // Remote checks
            "remote": "Il server ha rifiutato il valore del campo «{name}».",
            // Input validators
            "inputRequired": "Questo campo è obbligatorio.",
            "inputLength": "La lunghezza del valore non rientra nell’intervallo consentito.",
            "inputRange": "Il numero non rientra nell’intervallo consentito.",
            "inputEqual": "I valori non corrispondono.",
            "inputRegex": "Il valore non ha il formato previsto.",
            "inputEmail": "Il valore non è un indirizzo email valido.",
            "inputContainsDigit": "Il valore deve contenere almeno una cifra.",
            "inputCustom": "Il valore non è valido.",
            "inputRemote": "Il server ha rifiutato il valore.",
            "inputRuleError": "Impossibile verificare il valore: {error}",
        ])
}
