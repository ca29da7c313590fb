import ColorScience

/// Apple's palette as a ready value: `themes/ios13.json` decoded when it last changed
/// (`BuiltinPaletteTable.swift`, written from the file by `BuiltinPalette.source()`), so no command
/// parses it at start-up. A test holds the table to a fresh load of the file.
enum BuiltinPalette {
    /// One variant: the traits (an index in `Traits.all`), a color (`0xRRGGBBAA`) or an alias, and
    /// where the file writes it.
    typealias Variant = (traits: Int, rgba: UInt32, alias: String?, line: Int, column: Int)

    static let file = "themes/ios13.json"

    /// The theme the file gives, built from the table.
    static func theme() -> Theme {
        var theme = Theme(name: BuiltinThemes.defaultName)
        theme.define(
            BuiltinPalette.colors.map { entry in
                var variants: [Traits: VariantValue] = [:]
                for v in entry.variants {
                    let value: ColorValue =
                        v.alias.map { .alias($0) }
                        ?? .literal(
                            RGBA(
                                UInt8(v.rgba >> 24), UInt8(v.rgba >> 16 & 0xFF), UInt8(v.rgba >> 8 & 0xFF),
                                UInt8(v.rgba & 0xFF)))
                    variants[Traits.all[v.traits]] = VariantValue(
                        value, at: SourceLocation(file: file, line: v.line, column: v.column))
                }
                return ThemeColor(
                    name: entry.name, color: DynamicColor(variants: variants), origin: file,
                    location: SourceLocation(file: file, line: entry.line, column: entry.column))
            })
        return theme
    }

    /// The table's source, from a theme loaded from the file (what `scripts/embed-builtin-themes.sh` writes).
    static func source(of theme: Theme) -> String {
        var lines: [String] = []
        for name in theme.names {
            guard let color = theme[name] else { continue }
            let variants = Traits.all.enumerated().compactMap { i, traits -> String? in
                guard let v = color.color.variants[traits] else { return nil }
                let location = v.location ?? SourceLocation(file: file, line: 0, column: 0)
                switch v.value {
                case .literal(let c):
                    let rgba = UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a)
                    let hex = String(rgba, radix: 16, uppercase: true)
                    return "(\(i), 0x\(hex), nil, \(location.line), \(location.column))"
                case .alias(let target):
                    return "(\(i), 0, \(SwiftText.quoted(target)), \(location.line), \(location.column))"
                case .system:
                    return nil
                }
            }
            let at = color.location ?? SourceLocation(file: file, line: 0, column: 0)
            lines.append("        (\(SwiftText.quoted(name)), \(at.line), \(at.column), [")
            lines += variants.map { "            \($0)," }
            lines.append("        ]),")
        }
        return """
            // swift-format-ignore-file
            // Written by scripts/embed-builtin-themes.sh from themes/ios13.json: do not edit.
            extension BuiltinPalette {
                static let colors: [(name: String, line: Int, column: Int, variants: [Variant])] = [
            \(lines.joined(separator: "\n"))
                ]
            }

            """
    }
}
