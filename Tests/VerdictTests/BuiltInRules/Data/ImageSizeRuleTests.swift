import Foundation
import Testing

@testable import Verdict

@Suite struct ImageSizeRuleTests {
    enum Format: String, CaseIterable, Sendable {
        case png, gif, jpeg, progressiveJPEG, bmp, topDownBMP

        func image(_ width: Int, _ height: Int) -> Data {
            switch self {
            case .png: DataFixtures.png(width: width, height: height)
            case .gif: DataFixtures.gif(width: width, height: height)
            case .jpeg: DataFixtures.jpeg(width: width, height: height)
            case .progressiveJPEG:
                DataFixtures.jpeg(width: width, height: height, progressive: true)
            case .bmp: DataFixtures.bmp(width: width, height: height)
            case .topDownBMP: DataFixtures.bmp(width: width, height: -height)
            }
        }
    }

    @Test(arguments: Format.allCases)
    func readsTheHeader(format: Format) {
        #expect(ImageHeader.read(format.image(640, 480)) == ImageHeader(width: 640, height: 480))
        #expect(ImageHeader.read(format.image(1, 65_535)) == ImageHeader(width: 1, height: 65_535))
    }

    /// NGRValidator (§2.7): 10×10 passes every bound of 10 and ratio 1; 50×20 fails the maxima; 2×5
    /// fails the minima.
    @Test(arguments: Format.allCases)
    func ngrVectors(format: Format) {
        let square = format.image(10, 10)
        let wide = format.image(50, 20)
        let narrow = format.image(2, 5)
        let rules: [ImageSizeRule] = [
            .init(.minWidth(10)), .init(.maxWidth(10)), .init(.minHeight(10)),
            .init(.maxHeight(10)),
            .init(.minRatio(1)), .init(.maxRatio(1)),
        ]
        for rule in rules {
            #expect(RuleProbe.passes(rule, .data(square)), "\(rule.name) on 10×10")
        }
        #expect(RuleProbe.failure(ImageSizeRule(.maxWidth(10)), .data(wide))?.key == .imageTooBig)
        #expect(RuleProbe.failure(ImageSizeRule(.maxHeight(10)), .data(wide))?.key == .imageTooBig)
        #expect(RuleProbe.failure(ImageSizeRule(.maxRatio(1)), .data(wide))?.key == .wrongRatio)
        #expect(
            RuleProbe.failure(ImageSizeRule(.minWidth(10)), .data(narrow))?.key == .imageTooSmall)
        #expect(
            RuleProbe.failure(ImageSizeRule(.minHeight(10)), .data(narrow))?.key == .imageTooSmall)
        #expect(RuleProbe.failure(ImageSizeRule(.minRatio(1)), .data(narrow))?.key == .wrongRatio)
        // NGRValidator's minSize / maxSize: both dimensions, inclusive.
        #expect(RuleProbe.passes(ImageSizeRule(.minSize(width: 10, height: 10)), .data(square)))
        #expect(RuleProbe.passes(ImageSizeRule(.maxSize(width: 10, height: 10)), .data(square)))
        #expect(RuleProbe.failure(ImageSizeRule(.maxSize(width: 10, height: 10)), .data(wide))?.key == .imageTooBig)
        #expect(
            RuleProbe.failure(ImageSizeRule(.minSize(width: 10, height: 10)), .data(narrow))?.key == .imageTooSmall)
        #expect(
            RuleProbe.failure(ImageSizeRule(.minSize(width: 2, height: 6)), .data(narrow))?.params["minHeight"] == 6)
    }

    static let unreadable: [Data] = [
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]),  // PNG cut before IHDR
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]),  // JPEG cut inside APP0
        Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x0C, 0, 0]),  // JPEG scan before any frame header
        Data([0xFF, 0xD8, 0x00, 0x00]),  // JPEG with no marker after SOI
        Data(Array("GIF89a".utf8) + [10]),  // GIF cut in the screen size
        DataFixtures.png(width: 0, height: 10),  // empty image
        DataFixtures.byType[.zip] ?? Data(),  // not an image
        Data(Array("hello".utf8)),
    ]

    @Test(arguments: unreadable)
    func unreadableImagesFailAsWrongType(data: Data) {
        #expect(ImageHeader.read(data) == nil)
        #expect(RuleProbe.failure(ImageSizeRule(.minWidth(1)), .data(data))?.key == .wrongType)
    }

    @Test func reportsTheSizeAndAcceptsBase64() {
        let png = DataFixtures.png(width: 50, height: 20)
        let failure = RuleProbe.failure(
            ImageSizeRule(.maxWidth(10)), .string(png.base64EncodedString()))
        #expect(failure?.params["width"] == 50)
        #expect(failure?.params["height"] == 20)
        #expect(failure?.params["max"] == 10)
        #expect(
            RuleProbe.chainErrors(Validate("avatar").maxWidth(10), .data(png)).map(\.message) == [
                "Avatar must be at most 10 pixels wide; it is 50."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("avatar").minRatio(3), .data(png)).map(\.message) == [
                "Avatar must have an aspect ratio (width / height) of at least 3; it is 50 × 20."
            ])
        #expect(
            RuleProbe.chainPasses(
                Validate("avatar").minWidth(50).maxHeight(20).maxRatio(2.5), .data(png)))
    }

    /// The message names the side and bound that failed and the image's own size.
    @Test(arguments: [
        (Validate("avatar").minWidth(60), "Avatar must be at least 60 pixels wide; it is 50."),
        (Validate("avatar").maxHeight(10), "Avatar must be at most 10 pixels high; it is 20."),
        (Validate("avatar").minHeight(30), "Avatar must be at least 30 pixels high; it is 20."),
        (Validate("avatar").maxSize(width: 40, height: 40), "Avatar must be at most 40 × 40 pixels; it is 50 × 20."),
        (Validate("avatar").minSize(width: 60, height: 10), "Avatar must be at least 60 × 10 pixels; it is 50 × 20."),
        (
            Validate("avatar").maxRatio(2),
            "Avatar must have an aspect ratio (width / height) of at most 2; it is 50 × 20."
        ),
    ])
    func messageNamesTheSideAndTheSize(chain: Validate, message: String) {
        let png = DataFixtures.png(width: 50, height: 20)
        #expect(RuleProbe.chainErrors(chain, .data(png)).map(\.message) == [message])
    }
}
