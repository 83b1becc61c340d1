extension MessageCatalog {
    /// Russian (`ru`).
    static let russian = MessageCatalog(
        locale: "ru",
        texts: [
            // Common
            "wrongType":
                "Поле «{name}» должно содержать {type, select, string {строку} number {число} integer {целое число} boolean {логическое значение (да/нет)} array {список} object {объект} date {дату} data {файл} image {изображение} numberOrString {число или строку} other {значение допустимого типа}}.",
            "invalid": "Поле «{name}» заполнено некорректно.",
            "ruleError": "Не удалось проверить поле «{name}»: {error}",
            "unsafeAttribute": "Атрибут «{name}» не является безопасным в сценарии «{scenario}».",
            "notStored": "Не удалось сохранить отфильтрованное значение «{value}» поля «{name}».",
            // Presence
            "required": "Поле «{name}» обязательно для заполнения.",
            "notRequiredValue": "Значение поля «{name}» должно быть «{requiredValue}».",
            // Strings
            "tooShort":
                "Поле «{name}» должно содержать не менее {unit, select, elements {{min, plural, one {# элемента} few {# элементов} many {# элементов} other {# элемента}}} utf8 {{min, plural, one {# байта} few {# байт} many {# байт} other {# байта}}} other {{min, plural, one {# символа} few {# символов} many {# символов} other {# символа}}}}.",
            "tooLong":
                "Поле «{name}» должно содержать не более {unit, select, elements {{max, plural, one {# элемента} few {# элементов} many {# элементов} other {# элемента}}} utf8 {{max, plural, one {# байта} few {# байт} many {# байт} other {# байта}}} other {{max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}}}.",
            "notExactLength":
                "Поле «{name}» должно содержать ровно {unit, select, elements {{length, plural, one {# элемент} few {# элемента} many {# элементов} other {# элемента}}} utf8 {{length, plural, one {# байт} few {# байта} many {# байт} other {# байта}}} other {{length, plural, one {# символ} few {# символа} many {# символов} other {# символа}}}}.",
            "notMatch": "Значение поля «{name}» не совпадает.",
            "notDiffer": "Значение поля «{name}» должно отличаться.",
            "notDecimal": "Поле «{name}» может содержать только цифры.",
            "noDigit": "Поле «{name}» должно содержать хотя бы одну цифру.",
            "noUppercase": "Поле «{name}» должно содержать хотя бы одну заглавную букву.",
            "noLowercase": "Поле «{name}» должно содержать хотя бы одну строчную букву.",
            "hasEmoji": "Поле «{name}» не должно содержать эмодзи.",
            "hasNoEmoji": "Поле «{name}» должно содержать эмодзи.",
            "wrongRegex": "Поле «{name}» не соответствует требуемому формату.",
            // Numbers
            "tooSmall": "Значение поля «{name}» должно быть не меньше {min}.",
            "tooBig": "Значение поля «{name}» должно быть не больше {max}.",
            "notExact": "Значение поля «{name}» должно быть равно {exact}.",
            "notNumber": "Значение поля «{name}» должно быть числом.",
            "notInteger": "Значение поля «{name}» должно быть целым числом.",
            // Booleans
            "notTrue":
                "{true, select, true {Поле «{name}» должно быть отмечено.} other {Значение поля «{name}» должно быть «{true}».}}",
            "notFalse":
                "{false, select, false {Поле «{name}» не должно быть отмечено.} other {Значение поля «{name}» должно быть «{false}».}}",
            "notBoolean": "Значение поля «{name}» должно быть «{true}» или «{false}».",
            // Comparison
            "notRepeated": "Значение поля «{name}» не совпадает с подтверждением.",
            "notCompared":
                "{comparison, select, notEqual {Значение поля «{name}» не должно быть равно «{compareValue}».} greater {Значение поля «{name}» должно быть больше «{compareValue}».} greaterOrEqual {Значение поля «{name}» должно быть не меньше «{compareValue}».} less {Значение поля «{name}» должно быть меньше «{compareValue}».} lessOrEqual {Значение поля «{name}» должно быть не больше «{compareValue}».} other {Значение поля «{name}» должно быть равно «{compareValue}».}}",
            // Dates
            "notDate": "Поле «{name}» содержит некорректную дату.",
            "notEarlierThan": "Дата в поле «{name}» должна быть раньше {date}.",
            "notLaterThan": "Дата в поле «{name}» должна быть позже {date}.",
            "notEarlierThanOrEqualTo": "Дата в поле «{name}» должна быть не позже {date}.",
            "notLaterThanOrEqualTo": "Дата в поле «{name}» должна быть не раньше {date}.",
            "notBetweenDates":
                "{inclusive, select, true {Дата в поле «{name}» должна быть в промежутке с {min} по {max} включительно.} other {Дата в поле «{name}» должна быть позже {min} и раньше {max}.}}",
            // Collections
            "notIncludes": "Поле «{name}» должно содержать «{element}».",
            "notExcludes": "Поле «{name}» не должно содержать «{element}».",
            "notIncludedIn": "Значение поля «{name}» должно быть одним из следующих: {range}.",
            "notExcludedFrom": "Значение поля «{name}» не может совпадать ни с одним из следующих: {range}.",
            // Syntaxes
            "wrongSyntax": "Поле «{name}» имеет некорректный формат.",
            "notEmail": "Поле «{name}» содержит некорректный адрес электронной почты.",
            "notURL": "Поле «{name}» содержит некорректный URL-адрес.",
            "notName": "Поле «{name}» может содержать только буквы.",
            "notIPv4": "Поле «{name}» содержит некорректный IPv4-адрес.",
            "notIPv6": "Поле «{name}» содержит некорректный IPv6-адрес.",
            "notIP": "Поле «{name}» содержит некорректный IP-адрес.",
            "notDomain": "Поле «{name}» содержит некорректное доменное имя.",
            "notUUID": "Поле «{name}» содержит некорректный UUID.",
            "notLatitude": "Поле «{name}» содержит некорректную широту.",
            "notLongitude": "Поле «{name}» содержит некорректную долготу.",
            "notCoordinate": "Поле «{name}» содержит некорректные координаты.",
            "notPrice": "Поле «{name}» содержит некорректную цену.",
            "notISBN": "Поле «{name}» содержит некорректный ISBN.",
            "notHexColor": "Поле «{name}» содержит некорректный шестнадцатеричный код цвета.",
            "notPhone": "Поле «{name}» содержит некорректный номер телефона.",
            "notPostalCode": "Поле «{name}» содержит некорректный почтовый индекс.",
            // Payment
            "notCreditCard": "Поле «{name}» содержит некорректный номер банковской карты.",
            "notCardExpiry":
                "{reason, select, expired {Срок действия карты, указанный в поле «{name}», истёк.} other {Поле «{name}» содержит некорректный срок действия карты.}}",
            // Data
            "dataTooSmall":
                "Размер файла в поле «{name}» должен быть не менее {min, plural, one {# байта} few {# байт} many {# байт} other {# байта}}.",
            "dataTooBig":
                "Размер файла в поле «{name}» должен быть не более {max, plural, one {# байта} few {# байт} many {# байт} other {# байта}}.",
            "wrongMIMEType": "Недопустимый тип файла в поле «{name}» (допустимые типы: {expected}).",
            "wrongMediaType":
                "Поле «{name}» должно содержать {expected, select, image {изображение} video {видео} audio {аудиофайл} archive {архив} other {файл ожидаемого типа}}.",
            "imageTooSmall": "Изображение в поле «{name}» слишком маленькое (текущий размер: {width} × {height} px).",
            "imageTooBig": "Изображение в поле «{name}» слишком большое (текущий размер: {width} × {height} px).",
            "wrongRatio": "Изображение в поле «{name}» имеет недопустимое соотношение сторон.",
            // Remote checks
            "remote": "Сервер отклонил значение поля «{name}».",
            // Input validators
            "inputRequired": "Это поле обязательно для заполнения.",
            "inputLength": "Длина значения вне допустимого диапазона.",
            "inputRange": "Число вне допустимого диапазона.",
            "inputEqual": "Значения не совпадают.",
            "inputRegex": "Значение не соответствует требуемому формату.",
            "inputEmail": "Некорректный адрес электронной почты.",
            "inputContainsDigit": "Значение должно содержать хотя бы одну цифру.",
            "inputCustom": "Некорректное значение.",
            "inputRemote": "Сервер отклонил значение.",
            "inputRuleError": "Не удалось проверить значение: {error}",
        ])
}
