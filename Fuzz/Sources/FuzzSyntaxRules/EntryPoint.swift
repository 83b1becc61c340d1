import CFuzzDriver

/// The program's entry: SwiftPM links an executable's `main` to `FuzzSyntaxRules_main`, and libFuzzer's
/// driver takes it from there with `LLVMFuzzerTestOneInput`.
@_cdecl("FuzzSyntaxRules_main")
public func FuzzSyntaxRulesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, { data, size in fuzzSyntaxRules(data, size) })
}
