extension MessageCatalog {
    /// French (`fr`). The spaces inside « » and before « : » are no-break spaces (U+00A0).
    static let french = MessageCatalog(
        locale: "fr",
        texts: [
            // Common
            "wrongType":
                "Le champ « {name} » doit être {type, select, string {un texte} number {un nombre} integer {un nombre entier} boolean {une valeur oui/non} array {une liste} object {un objet} date {une date} data {un fichier} image {une image} numberOrString {un nombre ou un texte} other {une valeur valide}}.",
            "invalid": "Le champ « {name} » n’est pas valide.",
            "ruleError": "Le champ « {name} » n’a pas pu être vérifié : {error}",
            "unsafeAttribute": "L’attribut « {name} » n’est pas sûr dans le scénario « {scenario} ».",
            "notStored": "La valeur filtrée « {value} » du champ « {name} » n’a pas pu être enregistrée.",
            // Presence
            "required": "Le champ « {name} » est obligatoire.",
            "notRequiredValue": "Le champ « {name} » doit valoir « {requiredValue} ».",
            // Strings
            "tooShort":
                "Le champ « {name} » doit contenir au moins {unit, select, elements {{min, plural, one {# élément} many {# d’éléments} other {# éléments}}} utf8 {{min, plural, one {# octet} many {# d’octets} other {# octets}}} other {{min, plural, one {# caractère} many {# de caractères} other {# caractères}}}}.",
            "tooLong":
                "Le champ « {name} » ne doit pas dépasser {unit, select, elements {{max, plural, one {# élément} many {# d’éléments} other {# éléments}}} utf8 {{max, plural, one {# octet} many {# d’octets} other {# octets}}} other {{max, plural, one {# caractère} many {# de caractères} other {# caractères}}}}.",
            "notExactLength":
                "Le champ « {name} » doit contenir exactement {unit, select, elements {{length, plural, one {# élément} many {# d’éléments} other {# éléments}}} utf8 {{length, plural, one {# octet} many {# d’octets} other {# octets}}} other {{length, plural, one {# caractère} many {# de caractères} other {# caractères}}}}.",
            "notMatch": "La valeur du champ « {name} » ne correspond pas.",
            "notDiffer": "La valeur du champ « {name} » doit être différente.",
            "notDecimal": "Le champ « {name} » ne doit contenir que des chiffres.",
            "noDigit": "Le champ « {name} » doit contenir au moins un chiffre.",
            "noUppercase": "Le champ « {name} » doit contenir au moins une lettre majuscule.",
            "noLowercase": "Le champ « {name} » doit contenir au moins une lettre minuscule.",
            "hasEmoji": "Le champ « {name} » ne doit pas contenir d’émoji.",
            "hasNoEmoji": "Le champ « {name} » doit contenir au moins un émoji.",
            "wrongRegex": "Le champ « {name} » ne respecte pas le format attendu.",
            // Numbers
            "tooSmall": "La valeur du champ « {name} » doit être supérieure ou égale à {min}.",
            "tooBig": "La valeur du champ « {name} » doit être inférieure ou égale à {max}.",
            "notExact": "La valeur du champ « {name} » doit être égale à {exact}.",
            "notNumber": "Le champ « {name} » doit être un nombre.",
            "notInteger": "Le champ « {name} » doit être un nombre entier.",
            // Booleans
            "notTrue":
                "{true, select, true {Le champ « {name} » doit être coché.} other {Le champ « {name} » doit valoir « {true} ».}}",
            "notFalse":
                "{false, select, false {Le champ « {name} » ne doit pas être coché.} other {Le champ « {name} » doit valoir « {false} ».}}",
            "notBoolean": "Le champ « {name} » doit valoir « {true} » ou « {false} ».",
            // Comparison
            "notRepeated": "Le champ « {name} » et sa confirmation ne correspondent pas.",
            "notCompared":
                "{comparison, select, notEqual {La valeur du champ « {name} » doit être différente de « {compareValue} ».} greater {La valeur du champ « {name} » doit être supérieure à « {compareValue} ».} greaterOrEqual {La valeur du champ « {name} » doit être supérieure ou égale à « {compareValue} ».} less {La valeur du champ « {name} » doit être inférieure à « {compareValue} ».} lessOrEqual {La valeur du champ « {name} » doit être inférieure ou égale à « {compareValue} ».} other {La valeur du champ « {name} » doit être égale à « {compareValue} ».}}",
            // Dates
            "notDate": "Le champ « {name} » doit contenir une date valide.",
            "notEarlierThan": "Le champ « {name} » doit contenir une date antérieure au {date}.",
            "notLaterThan": "Le champ « {name} » doit contenir une date postérieure au {date}.",
            "notEarlierThanOrEqualTo": "Le champ « {name} » doit contenir une date antérieure ou égale au {date}.",
            "notLaterThanOrEqualTo": "Le champ « {name} » doit contenir une date postérieure ou égale au {date}.",
            "notBetweenDates":
                "{inclusive, select, true {Le champ « {name} » doit contenir une date comprise entre le {min} et le {max} inclus.} other {Le champ « {name} » doit contenir une date postérieure au {min} et antérieure au {max}.}}",
            // Collections
            "notIncludes": "Le champ « {name} » doit contenir « {element} ».",
            "notExcludes": "Le champ « {name} » ne doit pas contenir « {element} ».",
            "notIncludedIn": "La valeur du champ « {name} » doit être l’une des valeurs suivantes : {range}.",
            "notExcludedFrom": "La valeur du champ « {name} » ne doit être aucune des valeurs suivantes : {range}.",
            // Syntaxes
            "wrongSyntax": "Le format du champ « {name} » n’est pas valide.",
            "notEmail": "Le champ « {name} » doit contenir une adresse e-mail valide.",
            "notURL": "Le champ « {name} » doit contenir une URL valide.",
            "notName": "Le champ « {name} » ne doit contenir que des lettres.",
            "notIPv4": "Le champ « {name} » doit contenir une adresse IPv4 valide.",
            "notIPv6": "Le champ « {name} » doit contenir une adresse IPv6 valide.",
            "notIP": "Le champ « {name} » doit contenir une adresse IP valide.",
            "notDomain": "Le champ « {name} » doit contenir un nom de domaine valide.",
            "notUUID": "Le champ « {name} » doit contenir un UUID valide.",
            "notLatitude": "Le champ « {name} » doit contenir une latitude valide.",
            "notLongitude": "Le champ « {name} » doit contenir une longitude valide.",
            "notCoordinate": "Le champ « {name} » doit contenir des coordonnées valides.",
            "notPrice": "Le champ « {name} » doit contenir un prix valide.",
            "notISBN": "Le champ « {name} » doit contenir un ISBN valide.",
            "notHexColor": "Le champ « {name} » doit contenir un code couleur hexadécimal valide.",
            "notPhone": "Le champ « {name} » doit contenir un numéro de téléphone valide.",
            "notPostalCode": "Le champ « {name} » doit contenir un code postal valide.",
            // Payment
            "notCreditCard": "Le champ « {name} » doit contenir un numéro de carte bancaire valide.",
            "notCardExpiry":
                "{reason, select, expired {Le champ « {name} » indique une date passée : la carte a expiré.} other {Le champ « {name} » doit contenir une date d’expiration valide.}}",
            // Data
            "dataTooSmall":
                "Le fichier du champ « {name} » doit faire au moins {min, plural, one {# octet} many {# d’octets} other {# octets}}.",
            "dataTooBig":
                "Le fichier du champ « {name} » ne doit pas dépasser {max, plural, one {# octet} many {# d’octets} other {# octets}}.",
            "wrongMIMEType": "Le type du fichier du champ « {name} » n’est pas autorisé (types acceptés : {expected}).",
            "wrongMediaType":
                "Le champ « {name} » doit contenir {expected, select, image {une image} video {une vidéo} audio {un fichier audio} archive {une archive} other {un fichier du type attendu}}.",
            "imageTooSmall": "L’image du champ « {name} » est trop petite (taille actuelle : {width} × {height} px).",
            "imageTooBig": "L’image du champ « {name} » est trop grande (taille actuelle : {width} × {height} px).",
            "wrongRatio": "Le rapport largeur/hauteur de l’image du champ « {name} » n’est pas valide.",
            // Remote checks
            "remote": "La valeur du champ « {name} » a été refusée par le serveur.",
            // Input validators
            "inputRequired": "Veuillez saisir une valeur.",
            "inputLength": "La longueur de la saisie est en dehors des limites autorisées.",
            "inputRange": "Le nombre est en dehors des limites autorisées.",
            "inputEqual": "Les valeurs saisies ne correspondent pas.",
            "inputRegex": "La saisie ne respecte pas le format attendu.",
            "inputEmail": "La saisie n’est pas une adresse e-mail valide.",
            "inputContainsDigit": "La saisie doit contenir au moins un chiffre.",
            "inputCustom": "La saisie n’est pas valide.",
            "inputRemote": "La saisie a été refusée par le serveur.",
            "inputRuleError": "La saisie n’a pas pu être vérifiée : {error}",
        ])
}
