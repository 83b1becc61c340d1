import CFuzzDriver

/// The program's entry: SwiftPM links an executable's `main` to `FuzzMessageTemplates_main`, and libFuzzer's
/// driver takes it from there with `LLVMFuzzerTestOneInput`.
@_cdecl("FuzzMessageTemplates_main")
public func FuzzMessageTemplatesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt
{
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, { data, size in fuzzMessageTemplates(data, size) })
}
