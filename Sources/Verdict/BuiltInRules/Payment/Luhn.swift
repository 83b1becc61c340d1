/// The Luhn (mod 10) check of ISO/IEC 7812-1, Annex B.
///
/// Digits are weighted from the right: the check digit by 1, the next by 2, and so on; doubled
/// digits above 9 lose 9; the sum must be a multiple of 10. Counting from the right makes the
/// check correct for every length.
///
/// NGRValidator weights from the left, so it is wrong for odd lengths: it rejects the valid Amex
/// number `378282246310005` (15 digits) and `49927398716` (11 digits). Verdict's check passes
/// both. (An all-zero number passes any Luhn check; ``CreditCardRule`` rejects it by its issuer
/// digit, not here.)
public enum Luhn {
    /// Whether the decimal digits (values 0–9, most significant first) pass the check.
    public static func isValid(_ digits: some BidirectionalCollection<UInt8>) -> Bool {
        guard !digits.isEmpty else { return false }
        var sum = 0
        var double = false
        for digit in digits.reversed() {
            var d = Int(digit)
            if double {
                d *= 2
                if d > 9 { d -= 9 }
            }
            sum += d
            double.toggle()
        }
        return sum % 10 == 0
    }

    /// Whether a string of decimal digits passes the check; `false` for any other character.
    public static func isValid(_ number: String) -> Bool {
        var digits: [UInt8] = []
        digits.reserveCapacity(number.utf8.count)
        for b in number.utf8 {
            guard b &- 0x30 < 10 else { return false }
            digits.append(b &- 0x30)
        }
        return isValid(digits)
    }
}
