extension MessageCatalog {
    /// Japanese (`ja`).
    static let japanese = MessageCatalog(
        locale: "ja",
        texts: [
            // Common
            "wrongType":
                "{name}は{type, select, string {文字列} number {数値} integer {整数} boolean {真偽値（はい/いいえ）} array {リスト} object {オブジェクト} date {日付} data {ファイル} image {画像} numberOrString {数値または文字列} other {有効な値}}である必要があります。",
            "invalid": "{name}の値が正しくありません。",
            "ruleError": "{name}を検証できませんでした：{error}",
            "unsafeAttribute": "{name}はシナリオ「{scenario}」では安全な属性ではありません。",
            "notStored": "{name}のフィルター適用後の値「{value}」を保存できませんでした。",
            // Presence
            "required": "{name}は必須です。",
            "notRequiredValue": "{name}は「{requiredValue}」である必要があります。",
            // Strings
            "tooShort":
                "{name}は{unit, select, elements {{min, plural, other {#個}}} utf8 {{min, plural, other {#バイト}}} other {{min, plural, other {#文字}}}}以上で入力してください。",
            "tooLong":
                "{name}は{unit, select, elements {{max, plural, other {#個}}} utf8 {{max, plural, other {#バイト}}} other {{max, plural, other {#文字}}}}以内で入力してください。",
            "notExactLength":
                "{name}は{unit, select, elements {{length, plural, other {#個}}} utf8 {{length, plural, other {#バイト}}} other {{length, plural, other {#文字}}}}で入力してください。",
            "notMatch": "{name}が一致しません。",
            "notDiffer": "{name}には別の値を入力してください。",
            "notDecimal": "{name}には数字のみを入力してください。",
            "noDigit": "{name}には数字を1文字以上含めてください。",
            "noUppercase": "{name}には大文字を1文字以上含めてください。",
            "noLowercase": "{name}には小文字を1文字以上含めてください。",
            "hasEmoji": "{name}に絵文字は使用できません。",
            "hasNoEmoji": "{name}には絵文字を1つ以上含めてください。",
            "wrongRegex": "{name}が所定の形式と一致しません。",
            // Numbers
            "tooSmall": "{name}は{min}以上の値にしてください。",
            "tooBig": "{name}は{max}以下の値にしてください。",
            "notExact": "{name}は{exact}にしてください。",
            "notNumber": "{name}には数値を入力してください。",
            "notInteger": "{name}には整数を入力してください。",
            // Booleans
            "notTrue": "{true, select, true {{name}にチェックを入れてください。} other {{name}は「{true}」である必要があります。}}",
            "notFalse": "{false, select, false {{name}のチェックを外してください。} other {{name}は「{false}」である必要があります。}}",
            "notBoolean": "{name}は「{true}」または「{false}」である必要があります。",
            // Comparison
            "notRepeated": "{name}が確認用の入力と一致しません。",
            "notCompared":
                "{comparison, select, notEqual {{name}は「{compareValue}」以外の値にしてください。} greater {{name}は「{compareValue}」より大きい値にしてください。} greaterOrEqual {{name}は「{compareValue}」以上の値にしてください。} less {{name}は「{compareValue}」より小さい値にしてください。} lessOrEqual {{name}は「{compareValue}」以下の値にしてください。} other {{name}は「{compareValue}」と同じ値にしてください。}}",
            // Dates
            "notDate": "{name}は有効な日付ではありません。",
            "notEarlierThan": "{name}には{date}より前の日付を指定してください。",
            "notLaterThan": "{name}には{date}より後の日付を指定してください。",
            "notEarlierThanOrEqualTo": "{name}には{date}以前の日付を指定してください。",
            "notLaterThanOrEqualTo": "{name}には{date}以降の日付を指定してください。",
            "notBetweenDates":
                "{inclusive, select, true {{name}には{min}から{max}まで（両日を含む）の日付を指定してください。} other {{name}には{min}より後かつ{max}より前の日付を指定してください。}}",
            // Collections
            "notIncludes": "{name}には「{element}」を含めてください。",
            "notExcludes": "{name}に「{element}」を含めることはできません。",
            "notIncludedIn": "{name}には次のいずれかの値を指定してください：{range}",
            "notExcludedFrom": "{name}には次の値を指定できません：{range}",
            // Syntaxes
            "wrongSyntax": "{name}の形式が正しくありません。",
            "notEmail": "{name}は有効なメールアドレスではありません。",
            "notURL": "{name}は有効なURLではありません。",
            "notName": "{name}に数字や記号は使用できません。",
            "notIPv4": "{name}は有効なIPv4アドレスではありません。",
            "notIPv6": "{name}は有効なIPv6アドレスではありません。",
            "notIP": "{name}は有効なIPアドレスではありません。",
            "notDomain": "{name}は有効なドメイン名ではありません。",
            "notUUID": "{name}は有効なUUIDではありません。",
            "notLatitude": "{name}は有効な緯度ではありません。",
            "notLongitude": "{name}は有効な経度ではありません。",
            "notCoordinate": "{name}は有効な座標ではありません。",
            "notPrice": "{name}は有効な価格ではありません。",
            "notISBN": "{name}は有効なISBNではありません。",
            "notHexColor": "{name}は有効な16進数のカラーコードではありません。",
            "notPhone": "{name}は有効な電話番号ではありません。",
            "notPostalCode": "{name}は有効な郵便番号ではありません。",
            // Payment
            "notCreditCard": "{name}は有効なクレジットカード番号ではありません。",
            "notCardExpiry":
                "{reason, select, expired {カードの有効期限が切れています。{name}をご確認ください。} other {{name}の有効期限の形式が正しくありません。}}",
            // Data
            "dataTooSmall": "{name}のファイルサイズは{min, plural, other {#バイト}}以上にしてください。",
            "dataTooBig": "{name}のファイルサイズは{max, plural, other {#バイト}}以下にしてください。",
            "wrongMIMEType": "{name}のファイル形式は許可されていません（許可されている形式：{expected}）。",
            "wrongMediaType":
                "{name}には{expected, select, image {画像} video {動画} audio {音声ファイル} archive {アーカイブファイル} other {所定の種類のファイル}}を指定してください。",
            "imageTooSmall": "{name}の画像が小さすぎます（現在のサイズ：{width}×{height}px）。",
            "imageTooBig": "{name}の画像が大きすぎます（現在のサイズ：{width}×{height}px）。",
            "wrongRatio": "{name}の画像の縦横比が正しくありません。",
            // Remote checks
            "remote": "{name}の値はサーバーで受け付けられませんでした。",
            // Input validators
            "inputRequired": "値を入力してください。",
            "inputLength": "文字数が許容範囲外です。",
            "inputRange": "数値が許容範囲外です。",
            "inputEqual": "入力内容が一致しません。",
            "inputRegex": "入力値が所定の形式と一致しません。",
            "inputEmail": "有効なメールアドレスを入力してください。",
            "inputContainsDigit": "数字を1文字以上含めてください。",
            "inputCustom": "入力値が正しくありません。",
            "inputRemote": "入力値はサーバーで受け付けられませんでした。",
            "inputRuleError": "入力値を検証できませんでした：{error}",
        ])
}
