import Audit
import ThemeModel

/// What `check` asks the designer to change, one entry per thing: a root cause of failing pairs, a color the
/// same in light and dark, a surface out of dark layering, a color outside sRGB. check's count and names, the
/// review page's findings and its count are all this list, so no surface can hide what another reports.
extension Report {
    struct Item {
        /// What to change (a color's name, or a file's place for a clipped color).
        var subject: String
        var heading: String
        var lines: [String]
        /// The appearances it is seen in.
        var appearances: [Traits]
        /// The screens whose drawn pairs it holds; nil when it concerns every screen.
        var screens: Set<String>?
    }

    /// The surfaces out of layer under the color that moves for them, in the order check finds them.
    var layeringByColor: [(name: String, findings: [LayeringFinding])] {
        var order: [String] = []
        var byName: [String: [LayeringFinding]] = [:]
        for f in layering {
            if byName[f.moving] == nil { order.append(f.moving) }
            byName[f.moving, default: []].append(f)
        }
        return order.map { ($0, byName[$0]!) }
    }

    /// The colors the same in light and dark that no group above already names (`no dark value`), itself or
    /// the color it aliases (`tint` showing `brandAccent`'s one value is `brandAccent`'s to change).
    var staticsApart: [ContrastAudit.StaticColor] {
        let subjects = Set(groups.compactMap { $0.cause?.name })
        return audit.staticColors.filter { s in
            !subjects.contains(s.name)
                && !theme.walkAliases(from: s.name, .light).path.contains(where: subjects.contains)
        }
    }

    var items: [Item] {
        var items: [Item] = []
        func heading(_ subject: String, _ location: SourceLocation?) -> String {
            var s = "\(items.count + 1). \(SafeText.sanitized(subject))"
            if let location { s += "  \(SafeText.sanitized(location.description))" }
            return s
        }
        for group in groups {
            let words = describe(group, number: items.count + 1)
            var screens: Set<String> = []
            var everywhere = false
            for pair in group.pairs {
                if case .drawn(let screen, _) = pair.source { screens.insert(screen) } else { everywhere = true }
            }
            items.append(
                Item(
                    subject: group.subject, heading: words.heading, lines: words.lines, appearances: group.appearances,
                    screens: everywhere ? nil : screens))
        }
        for s in staticsApart {
            items.append(
                Item(
                    subject: s.name, heading: heading(s.name, theme[s.name]?.location),
                    lines: [
                        "\(s.color.hexRGBA) in light and dark: as \(s.role.rawValue) it will not adapt to dark mode"
                    ],
                    appearances: audit.appearances))
        }
        for (name, found) in layeringByColor {
            var lines = found.map { SafeText.sanitized(Report.layeringLine($0) + " (\($0.traits.name))") }
            if let hint = layeringSuggestion(name, found) { lines.append("-> " + SafeText.sanitized(hint)) }
            let seen = Set(found.map(\.traits))
            items.append(
                Item(
                    subject: name, heading: heading(name, location(of: found[0])), lines: lines,
                    appearances: Traits.all.filter { seen.contains($0) }))
        }
        for note in judgment.clipped {
            let place = note.location.map(\.description) ?? note.file
            items.append(
                Item(
                    subject: place, heading: heading(place, nil), lines: [SafeText.sanitized(note.message)],
                    appearances: audit.appearances))
        }
        return items
    }
}
