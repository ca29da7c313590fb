// libFuzzer target: the journal of an in-place write (`JournalFormat`), as a file found beside a theme may hold
// anything. Decoding never traps; what decodes names only plain paths below the theme's folder, and encodes back
// to bytes that decode to the same journal.

@_cdecl("LLVMFuzzerTestOneInput")
public func duskFuzzJournal(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let contents = JournalFormat.decode(bytes) else { return 0 }
    for entry in contents.entries where entry.parts.isEmpty || !entry.parts.allSatisfy(Path.isPlainName) {
        fatalError("a journal names a path that leaves the theme's folder: \(entry.parts)")
    }
    if contents.placed.keys.contains(where: { $0 < 0 || $0 >= contents.entries.count }) {
        fatalError("a journal places a file it does not name")
    }
    guard JournalFormat.decode(JournalFormat.encode(contents)) == contents else {
        fatalError("a journal does not read back as it was written")
    }
    return 0
}
