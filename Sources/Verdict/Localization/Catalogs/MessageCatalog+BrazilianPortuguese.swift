extension MessageCatalog {
    /// Brazilian Portuguese (`pt-BR`).
    static let brazilianPortuguese = MessageCatalog(
        locale: "pt-BR",
        texts: [
            // Common
            "wrongType":
                "O campo “{name}” deve ser {type, select, string {um texto} number {um número} integer {um número inteiro} boolean {um valor sim/não} array {uma lista} object {um objeto} date {uma data} data {um arquivo} image {uma imagem} numberOrString {um número ou um texto} other {um valor válido}}.",
            "invalid": "O campo “{name}” é inválido.",
            "ruleError": "Não foi possível verificar o campo “{name}”: {error}",
            "unsafeAttribute": "O atributo “{name}” não é seguro no cenário “{scenario}”.",
            "notStored": "Não foi possível salvar o valor filtrado “{value}” do campo “{name}”.",
            // Presence
            "required": "O campo “{name}” é obrigatório.",
            "notRequiredValue": "O campo “{name}” deve ser “{requiredValue}”.",
            // Strings
            "tooShort":
                "O campo “{name}” deve ter pelo menos {unit, select, elements {{min, plural, =0 {# elementos} one {# elemento} many {# de elementos} other {# elementos}}} utf8 {{min, plural, =0 {# bytes} one {# byte} many {# de bytes} other {# bytes}}} other {{min, plural, =0 {# caracteres} one {# caractere} many {# de caracteres} other {# caracteres}}}}.",
            "tooLong":
                "O campo “{name}” deve ter no máximo {unit, select, elements {{max, plural, =0 {# elementos} one {# elemento} many {# de elementos} other {# elementos}}} utf8 {{max, plural, =0 {# bytes} one {# byte} many {# de bytes} other {# bytes}}} other {{max, plural, =0 {# caracteres} one {# caractere} many {# de caracteres} other {# caracteres}}}}.",
            "notExactLength":
                "O campo “{name}” deve ter exatamente {unit, select, elements {{length, plural, =0 {# elementos} one {# elemento} many {# de elementos} other {# elementos}}} utf8 {{length, plural, =0 {# bytes} one {# byte} many {# de bytes} other {# bytes}}} other {{length, plural, =0 {# caracteres} one {# caractere} many {# de caracteres} other {# caracteres}}}}.",
            "notMatch": "O valor do campo “{name}” não corresponde.",
            "notDiffer": "O valor do campo “{name}” deve ser diferente.",
            "notDecimal": "O campo “{name}” deve conter apenas dígitos.",
            "noDigit": "O campo “{name}” deve conter pelo menos um dígito.",
            "noUppercase": "O campo “{name}” deve conter pelo menos uma letra maiúscula.",
            "noLowercase": "O campo “{name}” deve conter pelo menos uma letra minúscula.",
            "hasEmoji": "O campo “{name}” não pode conter emojis.",
            "hasNoEmoji": "O campo “{name}” deve conter pelo menos um emoji.",
            "wrongRegex": "O campo “{name}” não está no formato esperado.",
            // Numbers
            "tooSmall": "O valor do campo “{name}” deve ser maior ou igual a {min}.",
            "tooBig": "O valor do campo “{name}” deve ser menor ou igual a {max}.",
            "notExact": "O valor do campo “{name}” deve ser exatamente {exact}.",
            "notNumber": "O campo “{name}” deve ser um número.",
            "notInteger": "O campo “{name}” deve ser um número inteiro.",
            // Booleans
            "notTrue":
                "{true, select, true {O campo “{name}” deve estar marcado.} other {O campo “{name}” deve ser “{true}”.}}",
            "notFalse":
                "{false, select, false {O campo “{name}” não deve estar marcado.} other {O campo “{name}” deve ser “{false}”.}}",
            "notBoolean": "O campo “{name}” deve ser “{true}” ou “{false}”.",
            // Comparison
            "notRepeated": "O campo “{name}” e sua confirmação não correspondem.",
            "notCompared":
                "{comparison, select, notEqual {O valor do campo “{name}” deve ser diferente de “{compareValue}”.} greater {O valor do campo “{name}” deve ser maior que “{compareValue}”.} greaterOrEqual {O valor do campo “{name}” deve ser maior ou igual a “{compareValue}”.} less {O valor do campo “{name}” deve ser menor que “{compareValue}”.} lessOrEqual {O valor do campo “{name}” deve ser menor ou igual a “{compareValue}”.} other {O valor do campo “{name}” deve ser igual a “{compareValue}”.}}",
            // Dates
            "notDate": "O campo “{name}” não é uma data válida.",
            "notEarlierThan": "O campo “{name}” deve ser uma data anterior a {date}.",
            "notLaterThan": "O campo “{name}” deve ser uma data posterior a {date}.",
            "notEarlierThanOrEqualTo": "O campo “{name}” deve ser uma data anterior ou igual a {date}.",
            "notLaterThanOrEqualTo": "O campo “{name}” deve ser uma data posterior ou igual a {date}.",
            "notBetweenDates":
                "{inclusive, select, true {O campo “{name}” deve ser uma data entre {min} e {max}, inclusive.} other {O campo “{name}” deve ser uma data posterior a {min} e anterior a {max}.}}",
            // Collections
            "notIncludes": "O campo “{name}” deve incluir “{element}”.",
            "notExcludes": "O campo “{name}” não pode incluir “{element}”.",
            "notIncludedIn": "O valor do campo “{name}” deve ser um dos seguintes: {range}.",
            "notExcludedFrom": "O valor do campo “{name}” não pode ser nenhum dos seguintes: {range}.",
            // Syntaxes
            "wrongSyntax": "O formato do campo “{name}” é inválido.",
            "notEmail": "O campo “{name}” não é um endereço de e-mail válido.",
            "notURL": "O campo “{name}” não é uma URL válida.",
            "notName": "O campo “{name}” deve conter apenas letras.",
            "notIPv4": "O campo “{name}” não é um endereço IPv4 válido.",
            "notIPv6": "O campo “{name}” não é um endereço IPv6 válido.",
            "notIP": "O campo “{name}” não é um endereço IP válido.",
            "notDomain": "O campo “{name}” não é um nome de domínio válido.",
            "notUUID": "O campo “{name}” não é um UUID válido.",
            "notLatitude": "O campo “{name}” não é uma latitude válida.",
            "notLongitude": "O campo “{name}” não é uma longitude válida.",
            "notCoordinate": "O campo “{name}” não contém coordenadas válidas.",
            "notPrice": "O campo “{name}” não é um preço válido.",
            "notISBN": "O campo “{name}” não é um ISBN válido.",
            "notHexColor": "O campo “{name}” não é um código de cor hexadecimal válido.",
            "notPhone": "O campo “{name}” não é um número de telefone válido.",
            "notPostalCode": "O campo “{name}” não é um código postal válido.",
            // Payment
            "notCreditCard": "O campo “{name}” não é um número de cartão de crédito válido.",
            "notCardExpiry":
                "{reason, select, expired {O campo “{name}” indica uma data passada: o cartão está vencido.} other {A data de validade do campo “{name}” é inválida.}}",
            // Data
            "dataTooSmall":
                "O arquivo do campo “{name}” deve ter pelo menos {min, plural, =0 {# bytes} one {# byte} many {# de bytes} other {# bytes}}.",
            "dataTooBig":
                "O arquivo do campo “{name}” deve ter no máximo {max, plural, =0 {# bytes} one {# byte} many {# de bytes} other {# bytes}}.",
            "wrongMIMEType": "O tipo de arquivo do campo “{name}” não é permitido (tipos aceitos: {expected}).",
            "wrongMediaType":
                "O campo “{name}” deve conter {expected, select, image {uma imagem} video {um vídeo} audio {um arquivo de áudio} archive {um arquivo compactado} other {um arquivo do tipo esperado}}.",
            "imageTooSmall": "A imagem do campo “{name}” é muito pequena (tamanho atual: {width} × {height} px).",
            "imageTooBig": "A imagem do campo “{name}” é muito grande (tamanho atual: {width} × {height} px).",
            "wrongRatio": "A proporção da imagem do campo “{name}” é inválida.",
            // Remote checks
            "remote": "O servidor recusou o valor do campo “{name}”.",
            // Input validators
            "inputRequired": "Este campo é obrigatório.",
            "inputLength": "O tamanho do valor está fora do intervalo permitido.",
            "inputRange": "O número está fora do intervalo permitido.",
            "inputEqual": "Os valores não correspondem.",
            "inputRegex": "O valor não está no formato esperado.",
            "inputEmail": "O valor não é um endereço de e-mail válido.",
            "inputContainsDigit": "O valor deve conter pelo menos um dígito.",
            "inputCustom": "O valor é inválido.",
            "inputRemote": "O servidor recusou o valor.",
            "inputRuleError": "Não foi possível verificar o valor: {error}",
        ])
}
