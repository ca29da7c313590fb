import ColorScience
import ThemeModel

/// The theme file `dusk fix` writes: it inherits the original and overrides
/// only the colors the fix changes. Each is written whole (every variant it
/// had, then the new ones), because a color object with a `light` value
/// replaces the inherited one: a partial object would drop the variants it
/// does not list and change appearances the fix never proposed. The first
/// line carries a digest of the rest, so a later `fix` knows a file it wrote
/// and nobody edited since from one it must not replace.
public enum FixFile {
    static let markerPrefix = "// dusk-fix "

    /// What `dusk fix` adds to the name of the theme it writes: the preview and the screenshots tell the two
    /// apart by it.
    public static let nameSuffix = " (fixed)"

    /// The name of the theme `dusk fix` writes for a theme named `name` (fixing a fixed theme adds no second
    /// suffix).
    public static func fixedName(of name: String) -> String {
        name.hasSuffix(nameSuffix) ? name : name + nameSuffix
    }

    /// The designer's name for a theme `dusk fix` named: `Marigold (fixed)` → `Marigold`. What the hand-off
    /// names its Swift namespace and files after, so the fixed palette replaces the original in the app's
    /// code instead of arriving beside it. A name without the suffix is returned as it is.
    public static func originalName(of name: String) -> String {
        var original = name
        while original.hasSuffix(nameSuffix), original.count > nameSuffix.count {
            original.removeLast(nameSuffix.count)
        }
        return original
    }

    public static func text(_ fix: PaletteFix, theme: Theme, name: String, inherits: String, original: String) -> String
    {
        var order: [String] = []
        var byName: [String: [PaletteFix.Change]] = [:]
        for change in fix.changes {
            if byName[change.name] == nil { order.append(change.name) }
            byName[change.name, default: []].append(change)
        }
        // The first line's digest is written over its placeholder at the end, in place: a 15 MB fix is built
        // once, not copied behind its header.
        var body = markerPrefix + String(repeating: "0", count: 16) + ": written by dusk fix; an edited copy is "
        body += "never replaced without --force\n"
        let bodyStart = body.utf8.count
        body +=
            "// Proposed by `dusk fix` for \(SafeText.sanitized(original)): each value below adds an appearance\n"
        body += "// the palette did not have, or makes a pair reach its contrast target; the other values of\n"
        body += "// each color are as in the original, so no appearance changes that is not commented here.\n"
        body += "// Review it in the preview (`dusk THIS-FILE`), then keep what you like.\n"
        for problem in fix.unfixableSummary { body += "// not fixed: \(SafeText.sanitized(problem))\n" }
        body +=
            "{\n  \"name\": \(JSONText.quoted(name)),\n  \"inherits\": \(JSONText.quoted(inherits)),\n  \"colors\": {"
        for (i, color) in order.enumerated() {
            body += "\n    \(JSONText.quoted(color)): {\n"
            let entries = variants(of: color, in: theme, changes: byName[color] ?? [])
            for (j, entry) in entries.enumerated() {
                let comma = j < entries.count - 1 ? "," : ""
                body += "      \(JSONText.quoted(entry.traits.variantKey)): \(JSONText.quoted(entry.value))\(comma)"
                body += "  // \(SafeText.sanitized(entry.comment))\n"
            }
            body += "    }" + (i < order.count - 1 ? "," : "")
        }
        body += order.isEmpty ? "}" : "\n  }"
        body += "\n}\n"
        let stamp = digest(body.utf8.dropFirst(bodyStart))
        let at = body.utf8.index(body.startIndex, offsetBy: markerPrefix.utf8.count)
        body.replaceSubrange(at..<body.utf8.index(at, offsetBy: 16), with: stamp)
        return body
    }

    /// Every variant `name` will have: the original's as written (a system
    /// reference as its colors, which a theme file cannot name), the changes over them.
    static func variants(
        of name: String, in theme: Theme,
        changes: [PaletteFix.Change]
    ) -> [(traits: Traits, value: String, comment: String)] {
        var written: [Traits: (value: String, comment: String)] = [:]
        if let color = theme[name] {
            for traits in Traits.all {
                guard let found = color.color.variant(for: traits) else { continue }
                switch found.value.value {
                case .literal(let c) where found.from == traits:
                    written[traits] = (c.hexShortest, "as in the original")
                case .alias(let target) where found.from == traits:
                    written[traits] = ("{\(target)}", "as in the original")
                case .system(let system):
                    // Resolved per appearance, as the reference would be.
                    if let c = ColorValue.systemColor(system, traits) {
                        written[traits] = (c.hexShortest, "Apple's \(system), as the original's reference")
                    }
                default:
                    continue
                }
            }
        }
        for change in changes {
            written[change.variant] = (change.alias.map { "{\($0)}" } ?? change.color.hexShortest, change.reason)
        }
        return Traits.all.compactMap { t in written[t].map { (t, $0.value, $0.comment) } }
    }

    /// Whether `bytes` are a file `dusk fix` wrote and nobody changed since.
    public static func isUnchangedOutput(_ bytes: [UInt8]) -> Bool {
        let prefix = Array(markerPrefix.utf8)
        guard bytes.count > prefix.count + 16, Array(bytes[0..<prefix.count]) == prefix,
            let newline = bytes.firstIndex(of: 0x0A)
        else { return false }
        let stamp = String(decoding: bytes[prefix.count..<(prefix.count + 16)], as: UTF8.self)
        return stamp == digest(bytes[(newline + 1)...])
    }

    /// FNV-1a, 64 bits, as 16 hex digits: enough to notice an edit, not a security measure.
    static func digest<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
