import Syntax

/// Views whose colors the app's Kotlin or Java code sets while it runs (`binding.promoBanner.background = …`,
/// `banner.setBackgroundColor(…)`, `_buttonOk.setTextColor(…)` after `_buttonOk = root.findViewById(R.id.ok)`):
/// what their layout gives them is not what is seen, so a layout pairs nothing with it. Ids are kept as keys
/// that match however the code spells them (`promo_banner`, `promoBanner`).
struct RuntimeViewColors: Sendable {
    /// Views given a background (a tint colors the drawable it is written with).
    var backgrounds: Set<String> = []
    /// Views given a text color.
    var textColors: Set<String> = []

    static let backgroundSetters = [
        ".background =", ".background=", ".setBackground(", ".setBackgroundColor(", ".setBackgroundResource(",
        ".setBackgroundDrawable(", ".backgroundTintList =", ".setBackgroundTintList(", ".setCardBackgroundColor(",
        ".setBackgroundTint(",
    ]
    static let textSetters = [".setTextColor(", ".textColor =", ".setTextColor ("]

    static func contributes(_ path: String) -> Bool {
        path.hasSuffix(".kt") || path.hasSuffix(".java")
    }

    /// Reads a Kotlin or Java file: only the lines that mention a setter or `findViewById` are decoded (most
    /// of a tree's code sets no color).
    mutating func read(_ bytes: [UInt8]) {
        let setterLines = Self.lines(in: bytes, mentioning: ["ackground", "extColor"])
        guard !setterLines.isEmpty else { return }
        let aliases = Self.aliases(Self.lines(in: bytes, mentioning: ["findViewById"]))
        for line in setterLines {
            backgrounds.formUnion(Self.receivers(of: Self.backgroundSetters, in: line, aliases))
            textColors.formUnion(Self.receivers(of: Self.textSetters, in: line, aliases))
        }
    }

    /// The lines of `bytes` holding any of `words` (ASCII), each once, in order found.
    static func lines(in bytes: [UInt8], mentioning words: [String]) -> [Substring] {
        var starts: Set<Int> = []
        var found: [Substring] = []
        for word in words {
            let needle = Array(word.utf8)
            var from = 0
            while let at = MarkupScanner.find(needle, in: bytes, from: from) {
                var start = at
                while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
                var end = at
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                from = end
                if starts.insert(start).inserted {
                    found.append(Substring(String(decoding: bytes[start..<end], as: UTF8.self)))
                }
            }
        }
        return found
    }

    /// `_buttonOk = root.findViewById(R.id.ui_ok)`, `val title: TextView = view.findViewById(R.id.title)`: the
    /// name's key → the id's key.
    static func aliases(_ lines: [Substring]) -> [String: String] {
        var aliases: [String: String] = [:]
        for line in lines {
            guard let equals = line.firstIndex(of: "="), let id = line.ranges(of: "R.id.").last else { continue }
            var head = line[..<equals]
            if let colon = head.firstIndex(of: ":") { head = head[..<colon] }
            let name = head.reversed().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let target = line[id.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, !target.isEmpty else { continue }
            aliases[key(String(name.reversed()))] = key(target)
        }
        return aliases
    }

    /// The views the `setters` are called on in `line`.
    static func receivers(of setters: [String], in line: Substring, _ aliases: [String: String]) -> Set<String> {
        var ids: Set<String> = []
        let bytes = Array(line.utf8)
        for setter in setters {
            let needle = Array(setter.utf8)
            var from = 0
            while let at = MarkupScanner.find(needle, in: bytes, from: from) {
                let before = Substring(String(decoding: bytes[..<at], as: UTF8.self))
                if let id = receiver(before) { ids.insert(aliases[id] ?? id) }
                from = at + needle.count
            }
        }
        return ids
    }

    /// The view a setter is called on: the last name before it (`binding?.promoBanner?`), or the `R.id.x` a
    /// `findViewById(…)` right before it names.
    private static func receiver(_ before: Substring) -> String? {
        var head = before
        while head.last == "?" || head.last == "!" { head.removeLast() }
        if head.last == ")", let r = head.ranges(of: "R.id.").last {
            let name = head[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : key(name)
        }
        let name = head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        let id = String(name.reversed())
        // `this.setBackground…` and `itemView` (a holder's root) name no id of a layout.
        return ["this", "it", "view", "itemView", "holder", "root"].contains(id) ? nil : key(id)
    }

    /// `promo_banner`, `promoBanner`, `@+id/promo_banner`, `_buttonOk` → `promobanner`, `buttonok`.
    static func key(_ id: some StringProtocol) -> String {
        let whole = String(id)
        return ComponentNames.key(whole.split(separator: "/").last.map(String.init) ?? whole)
    }
}
