import Pairs
import Syntax
import ThemeModel

/// Interface Builder storyboards and xibs: each view's text, title and tint colors on its own background
/// color, else on the nearest ancestor view's. Views nest in `<subviews>` (and a cell's `contentView`, a
/// controller's `view`), so every element is walked and the nearest background carried down. Named colors
/// (`name="Brand"`) keep their asset's name; system ones lose the `Color` suffix (`systemColor="labelColor"`
/// → `label`); a literal (`red= green=`) is not a palette color, and as a background hides what is behind.
enum InterfaceBuilderScanner {
    enum Paint: Equatable {
        case named(String)
        case transparent
        case unknown
    }

    static func pairs(in file: SourceText) -> [SourcePair] {
        guard let text = try? TextFile(file.bytes, file: file.path), let root = try? XMLParser.parse(text) else {
            return []
        }
        var found: [SourcePair] = []
        visit(root, behind: nil, into: &found)
        return found
    }

    /// `behind`: the nearest ancestor's background, nil when no ancestor draws one. The parser bounds the depth.
    private static func visit(_ element: XMLElement, behind: Paint?, into found: inout [SourcePair]) {
        // `<resources>` defines the named and system colors; it draws nothing.
        guard element.name != "resources" else { return }
        let view = InterfaceBuilderView(element)
        var background = behind
        if let own = view.background, own != .transparent { background = own }
        if case .named(let back) = background {
            let site = SourceSite(element.location, view.detail)
            for (color, kind) in view.foregrounds {
                if case .named(let front) = color {
                    found.append(SourcePair(foreground: front, background: back, kind: kind, site: site))
                }
            }
        }
        for child in element.children where !InterfaceBuilderView.isPart(child) {
            visit(child, behind: background, into: &found)
        }
    }

    /// A `<color>` element as a palette name, or what it draws when it has none.
    static func paint(_ color: XMLElement) -> Paint {
        if let system = color.attribute("systemColor") ?? color.attribute("cocoaTouchSystemColor") {
            return systemPaint(system.value)
        }
        if let name = color.attribute("name")?.value {
            return color.attribute("catalog")?.value == "System" ? systemPaint(name) : .named(name)
        }
        let alpha = color.attribute("alpha")?.value
        return alpha.flatMap(Double.init) == 0 ? .transparent : .unknown
    }

    /// `labelColor` → `label`, `systemBackgroundColor` → `systemBackground`; `clearColor` draws nothing.
    private static func systemPaint(_ name: String) -> Paint {
        if name == "clearColor" { return .transparent }
        return .named(name.hasSuffix("Color") && name != "Color" ? String(name.dropLast(5)) : name)
    }
}
