extension MessageCatalog {
    /// Spanish (`es`).
    static let spanish = MessageCatalog(
        locale: "es",
        texts: [
            // Common
            "wrongType":
                "El campo «{name}» debe ser {type, select, string {un texto} number {un número} integer {un número entero} boolean {un valor sí/no} array {una lista} object {un objeto} date {una fecha} data {un archivo} image {una imagen} numberOrString {un número o un texto} other {un valor válido}}.",
            "invalid": "El campo «{name}» no es válido.",
            "ruleError": "No se ha podido comprobar el campo «{name}»: {error}",
            "unsafeAttribute": "El atributo «{name}» no es seguro en el escenario «{scenario}».",
            "notStored": "No se ha podido guardar el valor filtrado «{value}» del campo «{name}».",
            // Presence
            "required": "El campo «{name}» es obligatorio.",
            "notRequiredValue": "El campo «{name}» debe ser «{requiredValue}».",
            // Strings
            "tooShort":
                "El campo «{name}» debe tener al menos {unit, select, elements {{min, plural, one {# elemento} many {# de elementos} other {# elementos}}} utf8 {{min, plural, one {# byte} many {# de bytes} other {# bytes}}} other {{min, plural, one {# carácter} many {# de caracteres} other {# caracteres}}}}.",
            "tooLong":
                "El campo «{name}» no puede tener más de {unit, select, elements {{max, plural, one {# elemento} many {# de elementos} other {# elementos}}} utf8 {{max, plural, one {# byte} many {# de bytes} other {# bytes}}} other {{max, plural, one {# carácter} many {# de caracteres} other {# caracteres}}}}.",
            "notExactLength":
                "El campo «{name}» debe tener exactamente {unit, select, elements {{length, plural, one {# elemento} many {# de elementos} other {# elementos}}} utf8 {{length, plural, one {# byte} many {# de bytes} other {# bytes}}} other {{length, plural, one {# carácter} many {# de caracteres} other {# caracteres}}}}.",
            "notMatch": "El valor del campo «{name}» no coincide.",
            "notDiffer": "El valor del campo «{name}» debe ser distinto.",
            "notDecimal": "El campo «{name}» solo puede contener dígitos.",
            "noDigit": "El campo «{name}» debe contener al menos un dígito.",
            "noUppercase": "El campo «{name}» debe contener al menos una letra mayúscula.",
            "noLowercase": "El campo «{name}» debe contener al menos una letra minúscula.",
            "hasEmoji": "El campo «{name}» no puede contener emojis.",
            "hasNoEmoji": "El campo «{name}» debe contener al menos un emoji.",
            "wrongRegex": "El campo «{name}» no tiene el formato esperado.",
            // Numbers
            "tooSmall": "El valor del campo «{name}» debe ser mayor o igual que {min}.",
            "tooBig": "El valor del campo «{name}» debe ser menor o igual que {max}.",
            "notExact": "El valor del campo «{name}» debe ser exactamente {exact}.",
            "notNumber": "El campo «{name}» debe ser un número.",
            "notInteger": "El campo «{name}» debe ser un número entero.",
            // Booleans
            "notTrue":
                "{true, select, true {El campo «{name}» debe estar marcado.} other {El campo «{name}» debe ser «{true}».}}",
            "notFalse":
                "{false, select, false {El campo «{name}» no debe estar marcado.} other {El campo «{name}» debe ser «{false}».}}",
            "notBoolean": "El campo «{name}» debe ser «{true}» o «{false}».",
            // Comparison
            "notRepeated": "El campo «{name}» y su confirmación no coinciden.",
            "notCompared":
                "{comparison, select, notEqual {El valor del campo «{name}» debe ser distinto de «{compareValue}».} greater {El valor del campo «{name}» debe ser mayor que «{compareValue}».} greaterOrEqual {El valor del campo «{name}» debe ser mayor o igual que «{compareValue}».} less {El valor del campo «{name}» debe ser menor que «{compareValue}».} lessOrEqual {El valor del campo «{name}» debe ser menor o igual que «{compareValue}».} other {El valor del campo «{name}» debe ser igual a «{compareValue}».}}",
            // Dates
            "notDate": "El campo «{name}» no es una fecha válida.",
            "notEarlierThan": "El campo «{name}» debe ser una fecha anterior a {date}.",
            "notLaterThan": "El campo «{name}» debe ser una fecha posterior a {date}.",
            "notEarlierThanOrEqualTo": "El campo «{name}» debe ser una fecha anterior o igual a {date}.",
            "notLaterThanOrEqualTo": "El campo «{name}» debe ser una fecha posterior o igual a {date}.",
            "notBetweenDates":
                "{inclusive, select, true {El campo «{name}» debe ser una fecha entre {min} y {max}, ambas incluidas.} other {El campo «{name}» debe ser una fecha posterior a {min} y anterior a {max}.}}",
            // Collections
            "notIncludes": "El campo «{name}» debe incluir «{element}».",
            "notExcludes": "El campo «{name}» no puede incluir «{element}».",
            "notIncludedIn": "El valor del campo «{name}» debe ser uno de los siguientes: {range}.",
            "notExcludedFrom": "El valor del campo «{name}» no puede ser ninguno de los siguientes: {range}.",
            // Syntaxes
            "wrongSyntax": "El formato del campo «{name}» no es válido.",
            "notEmail": "El campo «{name}» no es una dirección de correo electrónico válida.",
            "notURL": "El campo «{name}» no es una URL válida.",
            "notName": "El campo «{name}» solo puede contener letras.",
            "notIPv4": "El campo «{name}» no es una dirección IPv4 válida.",
            "notIPv6": "El campo «{name}» no es una dirección IPv6 válida.",
            "notIP": "El campo «{name}» no es una dirección IP válida.",
            "notDomain": "El campo «{name}» no es un nombre de dominio válido.",
            "notUUID": "El campo «{name}» no es un UUID válido.",
            "notLatitude": "El campo «{name}» no es una latitud válida.",
            "notLongitude": "El campo «{name}» no es una longitud válida.",
            "notCoordinate": "El campo «{name}» no contiene coordenadas válidas.",
            "notPrice": "El campo «{name}» no es un precio válido.",
            "notISBN": "El campo «{name}» no es un ISBN válido.",
            "notHexColor": "El campo «{name}» no es un código de color hexadecimal válido.",
            "notPhone": "El campo «{name}» no es un número de teléfono válido.",
            "notPostalCode": "El campo «{name}» no es un código postal válido.",
            // Payment
            "notCreditCard": "El campo «{name}» no es un número de tarjeta de crédito válido.",
            "notCardExpiry":
                "{reason, select, expired {El campo «{name}» indica una fecha pasada: la tarjeta ha caducado.} other {El campo «{name}» no es una fecha de caducidad válida.}}",
            // Data
            "dataTooSmall":
                "El archivo del campo «{name}» debe ocupar al menos {min, plural, one {# byte} many {# de bytes} other {# bytes}}.",
            "dataTooBig":
                "El archivo del campo «{name}» no puede ocupar más de {max, plural, one {# byte} many {# de bytes} other {# bytes}}.",
            "wrongMIMEType": "El tipo de archivo del campo «{name}» no está permitido (tipos admitidos: {expected}).",
            "wrongMediaType":
                "El campo «{name}» debe contener {expected, select, image {una imagen} video {un vídeo} audio {un archivo de audio} archive {un archivo comprimido} other {un archivo del tipo esperado}}.",
            "imageTooSmall":
                "La imagen del campo «{name}» es demasiado pequeña (tamaño actual: {width} × {height} px).",
            "imageTooBig": "La imagen del campo «{name}» es demasiado grande (tamaño actual: {width} × {height} px).",
            "wrongRatio": "La relación de aspecto de la imagen del campo «{name}» no es válida.",
            // Remote checks
            "remote": "El servidor ha rechazado el valor del campo «{name}».",
            // Input validators
            "inputRequired": "Este campo es obligatorio.",
            "inputLength": "La longitud del valor está fuera del rango permitido.",
            "inputRange": "El número está fuera del rango permitido.",
            "inputEqual": "Los valores no coinciden.",
            "inputRegex": "El valor no tiene el formato esperado.",
            "inputEmail": "El valor no es una dirección de correo electrónico válida.",
            "inputContainsDigit": "El valor debe contener al menos un dígito.",
            "inputCustom": "El valor no es válido.",
            "inputRemote": "El servidor ha rechazado el valor.",
            "inputRuleError": "No se ha podido comprobar el valor: {error}",
        ])
}
