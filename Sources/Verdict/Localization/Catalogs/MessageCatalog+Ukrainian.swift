extension MessageCatalog {
    /// Ukrainian (`uk`).
    static let ukrainian = MessageCatalog(
        locale: "uk",
        texts: [
            // Common
            "wrongType":
                "Поле «{name}» має містити {type, select, string {рядок} number {число} integer {ціле число} boolean {логічне значення (так/ні)} array {список} object {об’єкт} date {дату} data {файл} image {зображення} numberOrString {число або рядок} other {значення допустимого типу}}.",
            "invalid": "Поле «{name}» заповнено некоректно.",
            "ruleError": "Не вдалося перевірити поле «{name}»: {error}",
            "unsafeAttribute": "Атрибут «{name}» не є безпечним у сценарії «{scenario}».",
            "notStored": "Не вдалося зберегти відфільтроване значення «{value}» поля «{name}».",
            // Presence
            "required": "Поле «{name}» обов’язкове для заповнення.",
            "notRequiredValue": "Значення поля «{name}» має бути «{requiredValue}».",
            // Strings
            "tooShort":
                "Поле «{name}» має містити щонайменше {unit, select, elements {{min, plural, one {# елемент} few {# елементи} many {# елементів} other {# елементу}}} utf8 {{min, plural, one {# байт} few {# байти} many {# байтів} other {# байта}}} other {{min, plural, one {# символ} few {# символи} many {# символів} other {# символу}}}}.",
            "tooLong":
                "Поле «{name}» може містити щонайбільше {unit, select, elements {{max, plural, one {# елемент} few {# елементи} many {# елементів} other {# елементу}}} utf8 {{max, plural, one {# байт} few {# байти} many {# байтів} other {# байта}}} other {{max, plural, one {# символ} few {# символи} many {# символів} other {# символу}}}}.",
            "notExactLength":
                "Поле «{name}» має містити рівно {unit, select, elements {{length, plural, one {# елемент} few {# елементи} many {# елементів} other {# елементу}}} utf8 {{length, plural, one {# байт} few {# байти} many {# байтів} other {# байта}}} other {{length, plural, one {# символ} few {# символи} many {# символів} other {# символу}}}}.",
            "notMatch": "Значення поля «{name}» не збігається.",
            "notDiffer": "Значення поля «{name}» має відрізнятися.",
            "notDecimal": "Поле «{name}» може містити лише цифри.",
            "noDigit": "Поле «{name}» має містити принаймні одну цифру.",
            "noUppercase": "Поле «{name}» має містити принаймні одну велику літеру.",
            "noLowercase": "Поле «{name}» має містити принаймні одну малу літеру.",
            "hasEmoji": "Поле «{name}» не повинно містити емодзі.",
            "hasNoEmoji": "Поле «{name}» має містити емодзі.",
            "wrongRegex": "Поле «{name}» не відповідає потрібному формату.",
            // Numbers
            "tooSmall": "Значення поля «{name}» має бути не менше ніж {min}.",
            "tooBig": "Значення поля «{name}» має бути не більше ніж {max}.",
            "notExact": "Значення поля «{name}» має дорівнювати {exact}.",
            "notNumber": "Значення поля «{name}» має бути числом.",
            "notInteger": "Значення поля «{name}» має бути цілим числом.",
            // Booleans
            "notTrue":
                "{true, select, true {Поле «{name}» має бути позначене.} other {Значення поля «{name}» має бути «{true}».}}",
            "notFalse":
                "{false, select, false {Поле «{name}» не повинно бути позначене.} other {Значення поля «{name}» має бути «{false}».}}",
            "notBoolean": "Значення поля «{name}» має бути «{true}» або «{false}».",
            // Comparison
            "notRepeated": "Значення поля «{name}» не збігається з підтвердженням.",
            "notCompared":
                "{comparison, select, notEqual {Значення поля «{name}» не повинно дорівнювати «{compareValue}».} greater {Значення поля «{name}» має бути більшим ніж «{compareValue}».} greaterOrEqual {Значення поля «{name}» має бути не меншим ніж «{compareValue}».} less {Значення поля «{name}» має бути меншим ніж «{compareValue}».} lessOrEqual {Значення поля «{name}» має бути не більшим ніж «{compareValue}».} other {Значення поля «{name}» має дорівнювати «{compareValue}».}}",
            // Dates
            "notDate": "Поле «{name}» містить некоректну дату.",
            "notEarlierThan": "Дата в полі «{name}» має бути раніше ніж {date}.",
            "notLaterThan": "Дата в полі «{name}» має бути пізніше ніж {date}.",
            "notEarlierThanOrEqualTo": "Дата в полі «{name}» має бути не пізніше ніж {date}.",
            "notLaterThanOrEqualTo": "Дата в полі «{name}» має бути не раніше ніж {date}.",
            "notBetweenDates":
                "{inclusive, select, true {Дата в полі «{name}» має бути в проміжку від {min} до {max} включно.} other {Дата в полі «{name}» має бути пізніше ніж {min} і раніше ніж {max}.}}",
            // Collections
            "notIncludes": "Поле «{name}» має містити «{element}».",
            "notExcludes": "Поле «{name}» не повинно містити «{element}».",
            "notIncludedIn": "Значення поля «{name}» має бути одним із таких: {range}.",
            "notExcludedFrom": "Значення поля «{name}» не може збігатися з жодним із таких: {range}.",
            // Syntaxes
            "wrongSyntax": "Поле «{name}» має некоректний формат.",
            "notEmail": "Поле «{name}» містить некоректну адресу електронної пошти.",
            "notURL": "Поле «{name}» містить некоректну URL-адресу.",
            "notName": "Поле «{name}» може містити лише літери.",
            "notIPv4": "Поле «{name}» містить некоректну IPv4-адресу.",
            "notIPv6": "Поле «{name}» містить некоректну IPv6-адресу.",
            "notIP": "Поле «{name}» містить некоректну IP-адресу.",
            "notDomain": "Поле «{name}» містить некоректне доменне ім’я.",
            "notUUID": "Поле «{name}» містить некоректний UUID.",
            "notLatitude": "Поле «{name}» містить некоректну широту.",
            "notLongitude": "Поле «{name}» містить некоректну довготу.",
            "notCoordinate": "Поле «{name}» містить некоректні координати.",
            "notPrice": "Поле «{name}» містить некоректну ціну.",
            "notISBN": "Поле «{name}» містить некоректний ISBN.",
            "notHexColor": "Поле «{name}» містить некоректний шістнадцятковий код кольору.",
            "notPhone": "Поле «{name}» містить некоректний номер телефону.",
            "notPostalCode": "Поле «{name}» містить некоректний поштовий індекс.",
            // Payment
            "notCreditCard": "Поле «{name}» містить некоректний номер банківської картки.",
            "notCardExpiry":
                "{reason, select, expired {Термін дії картки, зазначений у полі «{name}», минув.} other {Поле «{name}» містить некоректний термін дії картки.}}",
            // Data
            "dataTooSmall":
                "Розмір файлу в полі «{name}» має бути щонайменше {min, plural, one {# байт} few {# байти} many {# байтів} other {# байта}}.",
            "dataTooBig":
                "Розмір файлу в полі «{name}» має бути щонайбільше {max, plural, one {# байт} few {# байти} many {# байтів} other {# байта}}.",
            "wrongMIMEType": "Недопустимий тип файлу в полі «{name}» (допустимі типи: {expected}).",
            "wrongMediaType":
                "Поле «{name}» має містити {expected, select, image {зображення} video {відео} audio {аудіофайл} archive {архів} other {файл очікуваного типу}}.",
            "imageTooSmall": "Зображення в полі «{name}» надто мале (поточний розмір: {width} × {height} px).",
            "imageTooBig": "Зображення в полі «{name}» надто велике (поточний розмір: {width} × {height} px).",
            "wrongRatio": "Зображення в полі «{name}» має недопустиме співвідношення сторін.",
            // Remote checks
            "remote": "Сервер відхилив значення поля «{name}».",
            // Input validators
            "inputRequired": "Це поле обов’язкове для заповнення.",
            "inputLength": "Довжина значення поза допустимим діапазоном.",
            "inputRange": "Число поза допустимим діапазоном.",
            "inputEqual": "Значення не збігаються.",
            "inputRegex": "Значення не відповідає потрібному формату.",
            "inputEmail": "Некоректна адреса електронної пошти.",
            "inputContainsDigit": "Значення має містити принаймні одну цифру.",
            "inputCustom": "Некоректне значення.",
            "inputRemote": "Сервер відхилив значення.",
            "inputRuleError": "Не вдалося перевірити значення: {error}",
        ])
}
