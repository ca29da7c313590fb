import Audit
import ColorScience
import ThemeModel

/// `--format css`: custom properties, one per theme color, in kebab case
/// (`brandBackground` → `--brand-background`, with `--css-prefix dusk` →
/// `--dusk-brand-background`). Light on `:root`; dark in
/// `@media (prefers-color-scheme: dark)`; high contrast in
/// `@media (prefers-contrast: more)`, and both together; the elevated level
/// (what iOS gives sheets and popovers) on any element with the class
/// `elevated`, which its descendants inherit. Each block holds only what
/// differs from what the blocks before it already give, and the cascade then
/// yields exactly dusk's value in all eight appearances.
public enum CSSWriter {
    /// The blocks in cascade order: selector, media condition, the appearance the block is written for.
    static let blocks: [(elevated: Bool, media: String?, traits: Traits)] = [
        (false, nil, .light),
        (false, "(prefers-color-scheme: dark)", .dark),
        (false, "(prefers-contrast: more)", Traits(.light, .base, .high)),
        (false, "(prefers-color-scheme: dark) and (prefers-contrast: more)", Traits(.dark, .base, .high)),
        (true, nil, Traits(.light, .elevated)),
        (true, "(prefers-color-scheme: dark)", Traits(.dark, .elevated)),
        (true, "(prefers-contrast: more)", Traits(.light, .elevated, .high)),
        (true, "(prefers-color-scheme: dark) and (prefers-contrast: more)", Traits(.dark, .elevated, .high)),
    ]

    public static let elevatedSelector = ".elevated"

    public static func write(_ palette: HandoffPalette, prefix: String? = nil) throws(HandoffNameCollision) -> String {
        let lead = prefix.map { Identifier.separated($0, by: "-") }.flatMap { $0.isEmpty ? nil : $0 + "-" } ?? ""
        // The words are checked for emptiness before the `--` goes on: a name of no letters or digits
        // becomes `--color`, never the reserved `--`.
        let names = try Identifier.assign(palette.colors, format: "CSS", prefix: "--" + lead) {
            Identifier.separated($0, by: "-")
        }
        var out = "/* \(palette.banner.replacingAll("*/", "* /")) */\n"
        out += "/* Light on :root; dark, more contrast and both in media queries; the elevated level\n"
        out += "   (sheets, popovers) inside any element with class=\"elevated\". */\n"
        // What each block sets, decided in cascade order.
        var sets: [[Int: RGBA]] = Array(repeating: [:], count: blocks.count)
        for (b, block) in blocks.enumerated() {
            for (i, color) in palette.colors.enumerated() {
                let want = color.value(block.traits)
                if cascade(sets, before: b, color: i, for: block.traits) != want { sets[b][i] = want }
            }
        }
        for (b, block) in blocks.enumerated() where !sets[b].isEmpty || b == 0 {
            let selector = block.elevated ? elevatedSelector : ":root"
            let indent = block.media == nil ? "" : "  "
            out += "\n"
            if let media = block.media { out += "@media \(media) {\n" }
            out += "\(indent)\(selector) {\n"
            for i in sets[b].keys.sorted() {
                out += "\(indent)  \(names[i]): \(css(sets[b][i]!));"
                out +=
                    b == 0 ? "  /* \(SafeText.sanitized(palette.colors[i].name).replacingAll("*/", "* /")) */\n" : "\n"
            }
            out += "\(indent)}\n"
            if block.media != nil { out += "}\n" }
        }
        return out
    }

    /// The value the cascade gives color `i` in `traits` from the first `before` blocks.
    static func cascade(_ sets: [[Int: RGBA]], before end: Int, color i: Int, for traits: Traits) -> RGBA? {
        var root: RGBA?
        var elevated: RGBA?
        for b in 0..<end {
            let block = blocks[b]
            guard let v = sets[b][i], matches(block, traits) else { continue }
            if block.elevated { elevated = v } else { root = v }
        }
        return elevated ?? root
    }

    static func matches(_ block: (elevated: Bool, media: String?, traits: Traits), _ t: Traits) -> Bool {
        if block.elevated && t.level != .elevated { return false }
        if block.traits.style == .dark && t.style != .dark { return false }
        if block.traits.contrast == .high && t.contrast != .high { return false }
        return true
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    static func css(_ c: RGBA) -> String { c.hexShortest.lowercased() }
}
