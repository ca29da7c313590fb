import ColorScience
import Syntax
import ThemeModel

/// The colors of Swift code's declarations, resolved one by one (`CodeColorTable`) and named without the
/// namespace every one of them shares.
struct SwiftColorReading {
    let context: SwiftColorContext
    private(set) var entries: [ThemeDocument.ColorEntry] = []
    private(set) var notes: [Diagnostic] = []
    /// The namespace all the colors share (`Juniper` in `UIColor.Juniper.x`): the palette's name.
    private(set) var namespace: String?

    init(context: SwiftColorContext) { self.context = context }

    mutating func read() {
        let context = self.context
        let declarations = context.declarations.declarations
        var table = CodeColorTable(count: declarations.count) { table, i in
            let d = declarations[i]
            let color = context.color(d, d.start, d.end, table: &table, traits: nil)
            if color == nil, d.typedColor { return .unread("its value is not one color written in the code") }
            return color
        }
        var read: [(name: String, location: SourceLocation, color: CodeColor)] = []
        var seen: Set<String> = []
        for (i, d) in declarations.enumerated() where !seen.contains(d.name) {
            guard let color = table.color(i) else { continue }
            seen.insert(d.name)
            if case .unread(let why) = color {
                notes.append(.unreadColor(d.name, at: d.location, why))
                continue
            }
            read.append((d.name, d.location, color))
        }
        // A namespace every color shares names the palette: `Juniper.brandText` is `brandText`.
        let firsts = Set(read.map { $0.name.split(separator: ".").first.map(String.init) ?? "" })
        var renamed: (String) -> String = { $0 }
        if firsts.count == 1, let shared = firsts.first, read.allSatisfy({ $0.name.contains(".") }) {
            namespace = shared
            renamed = { $0.hasPrefix(shared + ".") ? String($0.dropFirst(shared.count + 1)) : $0 }
        }
        for color in read {
            var variants: [Traits: VariantValue] = [:]
            func value(_ v: ColorValue) -> ColorValue {
                if case .alias(let target) = v { return .alias(renamed(target)) }
                return v
            }
            if case .variants(let values) = color.color {
                for (traits, v) in values { variants[traits] = VariantValue(value(v), at: color.location) }
            } else if let v = color.color.value {
                variants[.light] = VariantValue(value(v), at: color.location)
            }
            entries.append(
                ThemeDocument.ColorEntry(
                    name: renamed(color.name), location: color.location, color: DynamicColor(variants: variants),
                    isPartial: variants[.light] == nil))
        }
    }
}
