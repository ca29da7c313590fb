// libFuzzer target: design tokens, resolvers and CSS custom properties end to
// end, from raw bytes to a validated theme. The input is read as a token file and as a resolver
// whose sources point at a token file written once beside it (and at
// whatever other paths the input names: the platform layer refuses
// anything that is not a regular file, and bounds every read).

#if canImport(Glibc)
import Glibc
#endif

private let folder: String = {
    let dir = "/tmp/dusk-fuzz-tokens-\(getpid())"
    mkdir(dir, 0o755)
    let tokens = ##"{"color": {"$type": "color", "base": {"$value": "#336699"}, "text": {"$value": "{color.base}", "$extensions": {"mode": {"dark": "#99CCFF"}}}}}"##
    for (name, text) in [("a.tokens.json", tokens), ("Fuzz.Dark.json", tokens), ("core.json", tokens)] {
        let fd = open(dir + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = text.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
    }
    return dir
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func duskFuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Every CSS color form, on the raw text.
    _ = CSSColor.parse(String(decoding: bytes.prefix(256), as: UTF8.self))
    for kind in 0..<5 {
        var diagnostics: [Diagnostic] = [], notes: [Diagnostic] = []
        let path = folder + ["/fuzz.tokens.json", "/fuzz.resolver.json", "/fuzz.css", "/$themes.json", "/Fuzz.Light.json"][kind]
        let read: ThemeDocument?
        switch kind {
        case 0: read = try? DesignTokensReader.document(bytes: bytes, path: path, diagnostics: &diagnostics, notes: &notes)
        case 1: read = try? DesignTokensReader.resolverDocument(bytes: bytes, path: path, mode: "b", diagnostics: &diagnostics, notes: &notes)
        case 2: read = try? CSSCustomPropertiesReader.document(bytes: bytes, path: path, diagnostics: &diagnostics, notes: &notes)
        default:
            // What the loader does for any other .json: sniff, then Tokens Studio or Figma modes.
            guard let root = try? JSONParser.parse(bytes, file: path) else { continue }
            switch ContentFormat.of(root) {
            case .tokensStudioThemes: read = try? TokensStudioReader.document(root: root, path: path, mode: nil, diagnostics: &diagnostics, notes: &notes)
            case .tokens: read = try? FigmaModes.document(root: root, path: path, mode: "x", diagnostics: &diagnostics, notes: &notes)
            default: read = nil
            }
        }
        Diagnostic.moveNotes(from: &diagnostics, to: &notes)
        guard let doc = read else { continue }
        var stack: [(canonical: String, display: String)] = []
        if let theme = try? ThemeLoader.assemble(doc, diagnostics: diagnostics, notes: notes, stack: &stack) {
            for traits in Traits.all { _ = theme.palette(for: traits) }
        }
    }
    return 0
}
