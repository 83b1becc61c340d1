extension MessageCatalog {
    /// Simplified Chinese (`zh-Hans`).
    static let simplifiedChinese = MessageCatalog(
        locale: "zh-Hans",
        texts: [
            // Common
            "wrongType":
                "{name}必须是{type, select, string {文本} number {数字} integer {整数} boolean {布尔值（是/否）} array {列表} object {对象} date {日期} data {文件} image {图片} numberOrString {数字或文本} other {有效的值}}。",
            "invalid": "{name}无效。",
            "ruleError": "无法验证{name}：{error}",
            "unsafeAttribute": "{name}在场景“{scenario}”中不是安全属性。",
            "notStored": "无法保存{name}经过滤后的值“{value}”。",
            // Presence
            "required": "{name}不能为空。",
            "notRequiredValue": "{name}必须为“{requiredValue}”。",
            // Strings
            "tooShort":
                "{name}不能少于{unit, select, elements {{min, plural, other {#个元素}}} utf8 {{min, plural, other {#个字节}}} other {{min, plural, other {#个字符}}}}。",
            "tooLong":
                "{name}不能超过{unit, select, elements {{max, plural, other {#个元素}}} utf8 {{max, plural, other {#个字节}}} other {{max, plural, other {#个字符}}}}。",
            "notExactLength":
                "{name}的长度必须为{unit, select, elements {{length, plural, other {#个元素}}} utf8 {{length, plural, other {#个字节}}} other {{length, plural, other {#个字符}}}}。",
            "notMatch": "{name}不一致。",
            "notDiffer": "{name}必须是不同的值。",
            "notDecimal": "{name}只能包含数字。",
            "noDigit": "{name}必须至少包含一个数字。",
            "noUppercase": "{name}必须至少包含一个大写字母。",
            "noLowercase": "{name}必须至少包含一个小写字母。",
            "hasEmoji": "{name}不能包含表情符号。",
            "hasNoEmoji": "{name}必须至少包含一个表情符号。",
            "wrongRegex": "{name}不符合要求的格式。",
            // Numbers
            "tooSmall": "{name}不能小于{min}。",
            "tooBig": "{name}不能大于{max}。",
            "notExact": "{name}必须等于{exact}。",
            "notNumber": "{name}必须是数字。",
            "notInteger": "{name}必须是整数。",
            // Booleans
            "notTrue": "{true, select, true {请勾选{name}。} other {{name}必须为“{true}”。}}",
            "notFalse": "{false, select, false {请取消勾选{name}。} other {{name}必须为“{false}”。}}",
            "notBoolean": "{name}必须为“{true}”或“{false}”。",
            // Comparison
            "notRepeated": "两次输入的{name}不一致。",
            "notCompared":
                "{comparison, select, notEqual {{name}不能等于“{compareValue}”。} greater {{name}必须大于“{compareValue}”。} greaterOrEqual {{name}必须大于或等于“{compareValue}”。} less {{name}必须小于“{compareValue}”。} lessOrEqual {{name}必须小于或等于“{compareValue}”。} other {{name}必须等于“{compareValue}”。}}",
            // Dates
            "notDate": "{name}不是有效的日期。",
            "notEarlierThan": "{name}必须早于{date}。",
            "notLaterThan": "{name}必须晚于{date}。",
            "notEarlierThanOrEqualTo": "{name}不能晚于{date}。",
            "notLaterThanOrEqualTo": "{name}不能早于{date}。",
            "notBetweenDates":
                "{inclusive, select, true {{name}必须介于{min}和{max}之间（含这两个日期）。} other {{name}必须晚于{min}且早于{max}。}}",
            // Collections
            "notIncludes": "{name}必须包含“{element}”。",
            "notExcludes": "{name}不能包含“{element}”。",
            "notIncludedIn": "{name}必须是以下值之一：{range}",
            "notExcludedFrom": "{name}不能是以下任何一个值：{range}",
            // Syntaxes
            "wrongSyntax": "{name}的格式无效。",
            "notEmail": "{name}不是有效的电子邮件地址。",
            "notURL": "{name}不是有效的网址。",
            "notName": "{name}不能包含数字或符号。",
            "notIPv4": "{name}不是有效的IPv4地址。",
            "notIPv6": "{name}不是有效的IPv6地址。",
            "notIP": "{name}不是有效的IP地址。",
            "notDomain": "{name}不是有效的域名。",
            "notUUID": "{name}不是有效的UUID。",
            "notLatitude": "{name}不是有效的纬度。",
            "notLongitude": "{name}不是有效的经度。",
            "notCoordinate": "{name}不是有效的坐标。",
            "notPrice": "{name}不是有效的价格。",
            "notISBN": "{name}不是有效的ISBN。",
            "notHexColor": "{name}不是有效的十六进制颜色值。",
            "notPhone": "{name}不是有效的电话号码。",
            "notPostalCode": "{name}不是有效的邮政编码。",
            // Payment
            "notCreditCard": "{name}不是有效的信用卡号。",
            "notCardExpiry": "{reason, select, expired {该卡已过期，请检查{name}。} other {{name}的格式无效。}}",
            // Data
            "dataTooSmall": "{name}的文件大小不能小于{min, plural, other {#字节}}。",
            "dataTooBig": "{name}的文件大小不能超过{max, plural, other {#字节}}。",
            "wrongMIMEType": "{name}的文件类型不符合要求（允许的类型：{expected}）。",
            "wrongMediaType":
                "{name}必须是{expected, select, image {图片} video {视频} audio {音频文件} archive {压缩文件} other {指定类型的文件}}。",
            "imageTooSmall": "{name}的图片尺寸过小（当前尺寸：{width}×{height}px）。",
            "imageTooBig": "{name}的图片尺寸过大（当前尺寸：{width}×{height}px）。",
            "wrongRatio": "{name}的图片宽高比不符合要求。",
            // Remote checks
            "remote": "{name}未通过服务器验证。",
            // Input validators
            "inputRequired": "此项为必填项。",
            "inputLength": "输入的长度不在允许的范围内。",
            "inputRange": "数字不在允许的范围内。",
            "inputEqual": "两次输入的内容不一致。",
            "inputRegex": "输入的格式不符合要求。",
            "inputEmail": "请输入有效的电子邮件地址。",
            "inputContainsDigit": "输入必须至少包含一个数字。",
            "inputCustom": "输入无效。",
            "inputRemote": "输入未通过服务器验证。",
            "inputRuleError": "无法验证输入：{error}",
        ])
}
