import Syntax

/// Views whose background the app's Kotlin or Java code sets while it runs (`binding.promoBanner.background =
/// …`, `banner.setBackgroundColor(…)`, `findViewById<View>(R.id.banner).setBackgroundResource(…)`): what their
/// layout draws behind their text is not what is seen, so a layout pairs nothing on them. Ids are kept as keys
/// that match however the code spells them (`promo_banner`, `promoBanner`).
enum RuntimeBackgrounds {
    /// The setters that replace a view's background (a tint colors the drawable it is written with).
    static let setters = [
        ".background =", ".background=", ".setBackground(", ".setBackgroundColor(", ".setBackgroundResource(",
        ".setBackgroundDrawable(", ".backgroundTintList =", ".setBackgroundTintList(", ".setCardBackgroundColor(",
        ".setBackgroundTint(",
    ]

    static func contributes(_ path: String) -> Bool {
        path.hasSuffix(".kt") || path.hasSuffix(".java")
    }

    /// The view keys `text` sets a background on.
    static func ids(in text: String) -> Set<String> {
        var ids: Set<String> = []
        for line in text.split(separator: "\n") where line.contains(".setBackground") || line.contains(".background") {
            for setter in setters {
                var rest = line[...]
                while let range = rest.firstRange(of: setter) {
                    if let id = receiver(line[..<range.lowerBound]) { ids.insert(id) }
                    rest = line[range.upperBound...]
                }
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

    /// `promo_banner`, `promoBanner`, `@+id/promo_banner` → `promobanner`.
    static func key(_ id: some StringProtocol) -> String {
        let whole = String(id)
        let bare = whole.split(separator: "/").last.map(String.init) ?? whole
        return String(bare.lowercased().filter { $0 != "_" })
    }
}
