import Testing

@testable import Verdict

@Suite struct LocaleTagTests {
    @Test(arguments: [
        ("de", "de"), ("DE-ch", "de-CH"), ("de_CH", "de-CH"), ("zh-hans-cn", "zh-Hans-CN"), ("pt-br", "pt-BR"),
        ("en-x-yii", "en-x-yii"), ("es-419", "es-419"), ("sr-Latn", "sr-Latn"),
    ])
    func readsATagInItsCanonicalCase(text: String, identifier: String) {
        #expect(LocaleTag(text)?.identifier == identifier)
    }

    @Test(arguments: ["", "deutsch1", "d", "de-", "de--CH", "de-x", "1de", "de-CH-DE", "de-ÄÖ", "de-toolongsubtag"])
    func refusesWhatIsNoTag(text: String) {
        #expect(LocaleTag(text) == nil)
    }

    @Test func fallsBackFromTheMostSpecificTagLeavingEnglishLast() {
        #expect(LocaleTag("de-CH").fallbacks == ["de-CH", "de"])
        #expect(LocaleTag("zh-Hans-CN").fallbacks == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(LocaleTag("en-GB").fallbacks == ["en-GB"])
        #expect(LocaleTag("en").fallbacks == [])
    }

    @Test func readsTheFormsVerdictShipsUnder() {
        #expect(LocaleTag("zh-CN").fallbacks == ["zh-CN", "zh", "zh-Hans"])
        #expect(LocaleTag("pt").fallbacks == ["pt", "pt-BR"])
        #expect(LocaleTag("en-x-yii").fallbacks == ["en-x-yii"])
    }
}
