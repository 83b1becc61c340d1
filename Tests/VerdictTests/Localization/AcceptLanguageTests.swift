import Testing

@testable import Verdict

@Suite struct AcceptLanguageTests {
    @Test func ordersByQualityThenByPlace() {
        #expect(AcceptLanguage.tags(in: "fr;q=0.5, de-CH, de;q=0.9, en;q=0.8") == ["de-CH", "de", "en", "fr"])
        #expect(AcceptLanguage.tags(in: "es, it") == ["es", "it"])
    }

    @Test func leavesOutRefusedWildcardAndMalformedRanges() {
        #expect(AcceptLanguage.tags(in: "*, de;q=0, fr ; q=1.0, no such tag, ;q=1, pl;q=abc") == ["fr"])
        #expect(AcceptLanguage.tags(in: "") == [])
    }

    @Test func choosesTheBestLocaleWithACatalog() {
        let catalogs = MessageCatalogs.shipped
        #expect(catalogs.negotiate(AcceptLanguage.tags(in: "sv, de-CH;q=0.9, fr;q=0.8")) == "de")
        #expect(catalogs.negotiate(AcceptLanguage.tags(in: "en-GB, de;q=0.9")) == .english)
        #expect(catalogs.negotiate(AcceptLanguage.tags(in: "zh-CN")) == "zh-Hans")
        #expect(catalogs.negotiate(AcceptLanguage.tags(in: "sv")) == .english)
        #expect(catalogs.negotiate([]) == .english)
        #expect(catalogs.negotiate(["en-x-yii"]) == "en-x-yii")
        #expect(catalogs.negotiate(["en-x-ngr"]) == "en-x-ngr")
    }
}
