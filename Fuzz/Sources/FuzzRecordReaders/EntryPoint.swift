import CFuzzDriver

/// The program's entry: SwiftPM links an executable's `main` to `FuzzRecordReaders_main`, and libFuzzer's
/// driver takes it from there with `LLVMFuzzerTestOneInput`.
@_cdecl("FuzzRecordReaders_main")
public func FuzzRecordReadersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, { data, size in fuzzRecordReaders(data, size) })
}
