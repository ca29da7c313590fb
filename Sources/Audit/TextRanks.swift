import Pairs
import ThemeModel

/// Text colors of one family by rank: names the same but for their ordinal (`label`, `secondaryLabel`,
/// `tertiaryLabel`; `text_primary`, `text_secondary`; `textColorPrimary`, `textColorSecondary`), each used as
/// text. `fix` keeps each no stronger than the rank above it on the surface they share: the hierarchy holds.
struct TextRanks {
    private var stronger: [String: String] = [:]

    init(_ theme: Theme, usage: UsageModel) {
        var families: [String: [(rank: Int, name: String)]] = [:]
        for name in theme.names {
            guard let use = usage.use(of: name).usage, use == .text || use == .largeText else { continue }
            let words = NameWords.split(name).map { $0.lowercased() }
            let ranks = words.compactMap { ColorUsage.ordinals[$0] }
            guard ranks.count <= 1 else { continue }
            let key = words.filter { ColorUsage.ordinals[$0] == nil }.joined(separator: " ")
            guard !key.isEmpty else { continue }
            families[key, default: []].append((ranks.first ?? 0, name))
        }
        for members in families.values where Set(members.map(\.rank)).count > 1 {
            for member in members {
                // The nearest rank above, the first of that rank in theme order.
                let above = members.filter { $0.rank < member.rank }.map(\.rank).max()
                if let above, let name = members.first(where: { $0.rank == above })?.name {
                    stronger[member.name] = name
                }
            }
        }
    }

    /// The text one rank stronger than `name`'s, when `name` is ranked below another.
    func stronger(than name: String) -> String? { stronger[name] }
}
