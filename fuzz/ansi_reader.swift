// libFuzzer target: the test-side ANSI reader must never trap, whatever it reads.

@_cdecl("LLVMFuzzerTestOneInput")
public func duskFuzzANSIReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let screen = ANSIScreen(Array(UnsafeBufferPointer(start: data, count: size)))
    for y in 0..<min(screen.height, 4) {
        _ = screen.text(y)
        _ = screen.cell(0, y)
        _ = screen.column(of: "a", row: y)
    }
    return 0
}
