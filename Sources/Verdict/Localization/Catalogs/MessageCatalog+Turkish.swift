extension MessageCatalog {
    /// Turkish (`tr`).
    static let turkish = MessageCatalog(
        locale: "tr",
        texts: [
            // Common
            "wrongType":
                "{name} {type, select, string {bir metin} number {bir sayı} integer {bir tam sayı} boolean {bir evet/hayır değeri} array {bir liste} object {bir nesne} date {bir tarih} data {bir dosya} image {bir görsel} numberOrString {bir sayı veya metin} other {geçerli bir değer}} olmalıdır.",
            "invalid": "geçersiz.",
            "ruleError": "{name} doğrulanamadı: {error}",
            "unsafeAttribute": "{name}, “{scenario}” senaryosunda güvenli bir öznitelik değil.",
            "notStored": "{name} için filtrelenmiş “{value}” değeri kaydedilemedi.",
            // Presence
            "required": "zorunludur.",
            "notRequiredValue": "{name} “{requiredValue}” olmalıdır.",
            // Strings
            "tooShort":
                "{name} en az {unit, select, elements {{min, plural, one {# öğe} other {# öğe}}} utf8 {{min, plural, one {# bayt} other {# bayt}}} other {{min, plural, one {# karakter} other {# karakter}}}} olmalıdır.",
            "tooLong":
                "{name} en fazla {unit, select, elements {{max, plural, one {# öğe} other {# öğe}}} utf8 {{max, plural, one {# bayt} other {# bayt}}} other {{max, plural, one {# karakter} other {# karakter}}}} olabilir.",
            "notExactLength":
                "{name} tam olarak {unit, select, elements {{length, plural, one {# öğe} other {# öğe}}} utf8 {{length, plural, one {# bayt} other {# bayt}}} other {{length, plural, one {# karakter} other {# karakter}}}} olmalıdır.",
            "notMatch": "eşleşmiyor.",
            "notDiffer": "farklı olmalıdır.",
            "notDecimal": "yalnızca rakamlardan oluşmalıdır.",
            "noDigit": "en az bir rakam içermelidir.",
            "noUppercase": "en az bir büyük harf içermelidir.",
            "noLowercase": "en az bir küçük harf içermelidir.",
            "hasEmoji": "emoji içermemelidir.",
            "hasNoEmoji": "en az bir emoji içermelidir.",
            "wrongRegex": "beklenen biçimde değil.",
            // Numbers
            "tooSmall": "{name} en az {min} olmalıdır.",
            "tooBig": "{name} en fazla {max} olabilir.",
            "notExact": "{name} tam olarak {exact} olmalıdır.",
            "notNumber": "bir sayı olmalıdır.",
            "notInteger": "bir tam sayı olmalıdır.",
            // Booleans
            "notTrue": "{true, select, true {{name} işaretlenmelidir.} other {{name} “{true}” olmalıdır.}}",
            "notFalse": "{false, select, false {{name} işaretlenmemelidir.} other {{name} “{false}” olmalıdır.}}",
            "notBoolean": "{name} “{true}” veya “{false}” olmalıdır.",
            // Comparison
            "notRepeated": "tekrarıyla eşleşmiyor.",
            "notCompared":
                "{comparison, select, notEqual {{name}, “{compareValue}” değerine eşit olmamalıdır.} greater {{name}, “{compareValue}” değerinden büyük olmalıdır.} greaterOrEqual {{name}, “{compareValue}” değerinden büyük veya ona eşit olmalıdır.} less {{name}, “{compareValue}” değerinden küçük olmalıdır.} lessOrEqual {{name}, “{compareValue}” değerinden küçük veya ona eşit olmalıdır.} other {{name}, “{compareValue}” değerine eşit olmalıdır.}}",
            // Dates
            "notDate": "geçerli bir tarih değil.",
            "notEarlierThan": "{name}, {date} tarihinden önce olmalıdır.",
            "notLaterThan": "{name}, {date} tarihinden sonra olmalıdır.",
            "notEarlierThanOrEqualTo": "{name}, {date} tarihinden sonra olamaz.",
            "notLaterThanOrEqualTo": "{name}, {date} tarihinden önce olamaz.",
            "notBetweenDates":
                "{inclusive, select, true {{name}, {min} ile {max} tarihleri arasında (bu tarihler dahil) olmalıdır.} other {{name}, {min} tarihinden sonra ve {max} tarihinden önce olmalıdır.}}",
            // Collections
            "notIncludes": "{name}, “{element}” değerini içermelidir.",
            "notExcludes": "{name}, “{element}” değerini içermemelidir.",
            "notIncludedIn": "{name} şu değerlerden biri olmalıdır: {range}.",
            "notExcludedFrom": "{name} şu değerlerden hiçbiri olamaz: {range}.",
            // Syntaxes
            "wrongSyntax": "geçerli bir biçimde değil.",
            "notEmail": "geçerli bir e-posta adresi değil.",
            "notURL": "geçerli bir URL değil.",
            "notName": "yalnızca harflerden oluşmalıdır.",
            "notIPv4": "geçerli bir IPv4 adresi değil.",
            "notIPv6": "geçerli bir IPv6 adresi değil.",
            "notIP": "geçerli bir IP adresi değil.",
            "notDomain": "geçerli bir alan adı değil.",
            "notUUID": "geçerli bir UUID değil.",
            "notLatitude": "geçerli bir enlem değil.",
            "notLongitude": "geçerli bir boylam değil.",
            "notCoordinate": "geçerli bir koordinat değil.",
            "notPrice": "geçerli bir fiyat değil.",
            "notISBN": "geçerli bir ISBN değil.",
            "notHexColor": "geçerli bir onaltılık renk kodu değil.",
            "notPhone": "geçerli bir telefon numarası değil.",
            "notPostalCode": "geçerli bir posta kodu değil.",
            // Payment
            "notCreditCard": "geçerli bir kredi kartı numarası değil.",
            "notCardExpiry":
                "{reason, select, expired {{name} geçmiş bir tarih; kartın süresi dolmuş.} other {{name} geçerli bir son kullanma tarihi değil.}}",
            // Data
            "dataTooSmall": "{name} en az {min, plural, one {# bayt} other {# bayt}} olmalıdır.",
            "dataTooBig": "{name} en fazla {max, plural, one {# bayt} other {# bayt}} olabilir.",
            "wrongMIMEType": "{name} için bu dosya türüne izin verilmiyor (izin verilen türler: {expected}).",
            "wrongMediaType":
                "{name} {expected, select, image {bir görsel} video {bir video} audio {bir ses dosyası} archive {bir arşiv dosyası} other {beklenen türde bir dosya}} olmalıdır.",
            "imageTooSmall": "{name} çok küçük (şu anki boyut: {width} × {height} px).",
            "imageTooBig": "{name} çok büyük (şu anki boyut: {width} × {height} px).",
            "wrongRatio": "geçersiz bir en-boy oranına sahip.",
            // Remote checks
            "remote": "sunucu tarafından reddedildi.",
            // Input validators
            "inputRequired": "Bu alan zorunludur.",
            "inputLength": "Değerin uzunluğu izin verilen aralıkta değil.",
            "inputRange": "Sayı izin verilen aralıkta değil.",
            "inputEqual": "Değerler eşleşmiyor.",
            "inputRegex": "Değer beklenen biçimde değil.",
            "inputEmail": "Değer geçerli bir e-posta adresi değil.",
            "inputContainsDigit": "Değer en az bir rakam içermelidir.",
            "inputCustom": "Değer geçersiz.",
            "inputRemote": "Değer sunucu tarafından reddedildi.",
            "inputRuleError": "Değer doğrulanamadı: {error}",
        ])
}
