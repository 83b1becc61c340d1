import Testing

@testable import Verdict

@Suite struct LengthUnitTests {
    static let samples = [
        "", "Smith", "Müller", "Søren Ólafsdóttir", "Fernández", "Fernan\u{301}dez", "Пётр", "中村",
        "नमस्ते", "🙂", "👍🏽", "🇵🇱", "e\u{301}\u{302}", "a\u{200D}b", "\u{AD}x", "\u{2FF}\u{300}",
    ]

    /// Counted from bytes, a length is either left to grapheme breaking or the one the string gives.
    @Test(arguments: LengthUnit.allCases)
    func bytesGiveTheStringsLengthOrNothing(unit: LengthUnit) {
        for sample in Self.samples {
            let fromBytes = Array(sample.utf8).withUnsafeBufferPointer { unit.length(utf8: $0) }
            if let fromBytes {
                #expect(fromBytes == unit.length(of: sample), "\(unit) \(sample)")
            } else {
                #expect(unit == .characters, "\(sample)")
            }
        }
    }

    /// Only text at or above U+0300, where combining marks begin, needs grapheme breaking.
    @Test func onlyCombiningRangeTextIsLeftToGraphemeBreaking() {
        let counted = Self.samples.filter { sample in
            Array(sample.utf8).withUnsafeBufferPointer { LengthUnit.characters.length(utf8: $0) } != nil
        }
        #expect(counted == ["", "Smith", "Müller", "Søren Ólafsdóttir", "Fernández", "\u{AD}x"])
    }
}
