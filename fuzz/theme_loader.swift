// libFuzzer target: every theme format dusk reads, from raw bytes.
// Built by fuzz/run.sh together with the core modules' sources (one module, so
// internal decoders are reachable without files on disk).

@_cdecl("LLVMFuzzerTestOneInput")
public func duskFuzzThemeLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // dusk's own theme format, the whole pipeline (inherits the built-in palette).
    if let theme = try? ThemeLoader.load(text: String(decoding: bytes, as: UTF8.self), path: "fuzz.json") {
        for traits in Traits.all { _ = theme.palette(for: traits) }
    }
    guard let root = try? JSONParser.parse(bytes, file: "fuzz.json") else { return 0 }
    var diagnostics: [Diagnostic] = []
    var notes: [Diagnostic] = []
    // Design tokens.
    var tokens = DesignTokensReader.Tokens()
    DesignTokensReader.collect(root, defaultTraits: .light, into: &tokens, diagnostics: &diagnostics, notes: &notes)
    // Asset catalog colorset entries.
    if case .array(let entries)? = JSONNode.member(root, "colors")?.value {
        for entry in entries {
            if let color = JSONNode.member(entry, "color") {
                _ = AssetCatalogReader.colorValue(color, name: "fuzz", diagnostics: &diagnostics, notes: &notes)
            }
        }
    }
    // PPM pictures.
    _ = try? PPM.decode(bytes)
    return 0
}
