extension MessageCatalog {
    /// The catalogs Verdict ships besides its default English texts (``DefaultMessages``), one file
    /// each in `Localization/Catalogs/`.
    static let shippedCatalogs: [MessageCatalog] = [
        englishNGR, englishYii, german, french, spanish, italian, brazilianPortuguese, dutch, polish, russian,
        ukrainian,
        turkish, japanese, simplifiedChinese,
    ]
}
