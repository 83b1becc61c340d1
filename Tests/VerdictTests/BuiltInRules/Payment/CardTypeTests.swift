import Testing
import Verdict

@Suite struct CardTypeTests {
    static func digits(_ s: String) -> [UInt8] { s.utf8.map { $0 - 0x30 } }

    /// ISO/IEC 7812 IIN ranges and lengths: adamwaite/Validator's samples and the range edges.
    static let samples: [(String, [CardType])] = [
        ("371257844149382", [.amex]), ("343455657382661", [.amex]), ("378282246310005", [.amex]),
        ("4539727649815206", [.visa]), ("4024007192471695", [.visa]), ("4222222222222", [.visa]),
        ("4000000000000000006", [.visa]), ("5552654042934989", [.mastercard]),
        ("5226169345961163", [.mastercard]),
        ("2221000000000009", [.mastercard]), ("2720000000000005", [.mastercard]),
        ("6759649826438453", [.maestro]),
        ("6799990100000000019", [.maestro]), ("501800000009", [.maestro]),
        ("6304000000000000", [.maestro]),
        ("6011111111111117", [.discover]), ("6440000000000005", [.discover]),
        ("6500000000000000003", [.discover]),
        ("6221260000000000", [.discover, .unionPay]), ("3530111333300000", [.jcb]),
        ("3589000000000000009", [.jcb]),
        ("30569309025904", [.dinersClub]), ("36000000000008", [.dinersClub]),
        ("38520000023237", [.dinersClub]),
        ("6200000000000005", [.unionPay]),
    ]
    static let unknown = [
        "2721000000000004", "2220990000000000", "5600000000", "400000000000006", "340000000000",
        "3095000",
        "9000000000000001", "1000000000000008", "3527000000000000", "5100000000000",
        "6200000000000", "7000000000000",
    ]

    @Test(arguments: samples)
    func detectsNetworks(number: String, types: [CardType]) {
        #expect(CardType.detect(Self.digits(number)) == types)
    }

    @Test(arguments: unknown)
    func detectsNoNetwork(number: String) {
        #expect(CardType.detect(Self.digits(number)).isEmpty)
    }
}
