// libFuzzer target: every format of the registry end to end, from raw bytes to a validated theme. The
// input is read as each format in `PaletteFormats.all` (the asset catalog's as a colorset's Contents.json, a text
// or binary format's at its `example` path), from a folder held in memory that also holds a token file, a Figma
// sibling mode, a token set the input may name and an Android values-night/ and palette.xml, so resolvers, Figma
// modes, Tokens Studio and Android resources read further files without touching the disk.

private let tokens =
    ##"{"color": {"$type": "color", "base": {"$value": "#336699"}, "##
    + ##""text": {"$value": "{color.base}", "$extensions": {"mode": {"dark": "#99CCFF"}}}}}"##

private let night = #"<resources><color name="a">#FF000000</color><color name="b">@color/p</color></resources>"#
private let palette = #"<resources><color name="p">#80FFFFFF</color></resources>"#

private let darkCSS = ".dark, .dark-theme { --brand: var(--x, #000); --b: light-dark(red, oklch(50% 0.1 var(--h))); }"

@_cdecl("LLVMFuzzerTestOneInput")
public func duskFuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Every CSS color form, on the raw text.
    _ = CSSColor.parse(String(decoding: bytes.prefix(256), as: UTF8.self))
    for format in PaletteFormats.all {
        let path: String
        var files = ["fuzz/a.tokens.json": tokens, "fuzz/Fuzz.Dark.json": tokens, "fuzz/core.json": tokens]
            .mapValues { Array($0.utf8) }
        switch format.input {
        case .folder where format.name == PaletteFormat.tokenFolder.name:
            // A Style Dictionary folder: the input as a file of it, beside a dark mode file.
            path = "fuzz/tokens"
            files[path + "/color/base.json5"] = bytes
            files[path + "/color/base.dark.json5"] = Array(tokens.utf8)
        case .folder:
            path = "fuzz/Fuzz.xcassets"
            files[path + "/Brand.colorset/Contents.json"] = bytes
        case .text, .bytes:
            // A name the format claims; the Android reader also reads values-night/ and palette.xml beside it.
            path = "fuzz/" + (format.example ?? "fuzz.txt")
            files[path] = bytes
            files["fuzz/res/values-night/colors.xml"] = Array(night.utf8)
            files["fuzz/res/values/palette.xml"] = Array(palette.utf8)
            // A CSS file's dark half beside it (`x.css`, `x-dark.css`).
            files["fuzz/" + Path.stem(path) + "-dark.css"] = Array(darkCSS.utf8)
        case .json:
            path = "fuzz/Fuzz.Light.json"
            files[path] = bytes
        }
        let access = MemoryFiles(files)
        var duplicates: [Diagnostic] = []
        guard
            let reading = try? ThemeLoader.reading(
                path, as: format, bytes: bytes, parsed: nil, mode: "x", files: access, duplicates: &duplicates)
        else { continue }
        var state = ThemeLoader.LoadState(fileAccess: access)
        if let theme = try? ThemeLoader.assemble(reading, state: &state) {
            for traits in Traits.all { _ = theme.palette(for: traits) }
        }
    }
    return 0
}
