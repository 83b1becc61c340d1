import CFuzzDriver

/// The program's entry: SwiftPM links an executable's `main` to `FuzzRuleLoader_main`, and libFuzzer's
/// driver takes it from there with `LLVMFuzzerTestOneInput`.
@_cdecl("FuzzRuleLoader_main")
public func FuzzRuleLoaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, { data, size in fuzzRuleLoader(data, size) })
}
