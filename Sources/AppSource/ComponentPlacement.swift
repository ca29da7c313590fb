import Pairs
import ThemeModel

/// Where one component file's markup places another component (`<VPSidebarItem>` inside `aside.VPSidebar`),
/// with the background there: text a component draws with no background of its own is drawn on that.
struct ComponentPlacement: Sendable {
    /// The placed component's key (`ComponentNames.key`).
    var component: String
    /// A palette color, or `SourcePair.page` when nothing around the tag in its file draws one.
    var background: String
    var style: InterfaceStyle?
    var site: SourceLocation
}

/// What one file draws, and where it places components.
struct FileFindings: Sendable {
    var pairs: [SourcePair]
    var placements: [ComponentPlacement] = []
    var views = ViewUnits()
    /// Swift enum cases that stand for asset names (`RawValueNames`).
    var rawValueNames: [String: String] = [:]
    /// Where the file makes the app show one interface style only.
    var forcedStyles: [ForcedStyle] = []
    /// The modules a script file imports (`ModuleImports`).
    var imports: Set<String> = []
}

/// Components by name: the files that define them (`VPSidebarItem.vue`, `Nav.svelte`, `button.tsx`,
/// `Button/index.tsx`) and the tags that place them (`<VPSidebarItem>`, `<vp-sidebar-item>`, `<Button>`).
enum ComponentNames {
    static let extensions: Set<String> = ["vue", "svelte", "astro", "jsx", "tsx"]

    /// `VPSidebarItem`, `vp-sidebar-item` and `vpSidebarItem` alike.
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
    }

    /// A tag that places a component: capitalized (`<Button>`) or a custom element's (`<vp-badge>`).
    static func isComponentTag(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first) || name.contains("-")
    }

    /// The component a file defines, by its name (`index` files by their folder's), or nil for a file that is
    /// no component (a stylesheet, a page of a router: `+page.svelte`, `page.tsx`).
    static func component(ofFile path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let name = parts.last, let dot = name.lastIndex(of: "."),
            extensions.contains(name[name.index(after: dot)...].lowercased())
        else { return nil }
        var stem = String(name[..<dot])
        if stem.hasSuffix(".client") || stem.hasSuffix(".server") { return nil }
        if stem == "index", parts.count > 1 { stem = String(parts[parts.count - 2]) }
        guard !stem.hasPrefix("+"), !["page", "layout", "app", "main", "index"].contains(stem.lowercased()) else {
            return nil
        }
        return key(stem)
    }

    /// Each pair a component draws on the page for want of a background of its own, put on the backgrounds
    /// where the other files place that component instead (through the components that place those, a few
    /// levels out); a component placed nowhere in the code read keeps the page.
    static func place(_ pairs: [SourcePair], _ placements: [ComponentPlacement]) -> [SourcePair] {
        var placed = Placed(byComponent: Dictionary(grouping: placements, by: \.component))
        var out: [SourcePair] = []
        out.reserveCapacity(pairs.count)
        for pair in pairs {
            guard pair.background == SourcePair.page, pair.foreground != SourcePair.page,
                let component = component(ofFile: pair.site.location.file)
            else {
                out.append(pair)
                continue
            }
            let grounds = placed.backgrounds(of: component, depth: 0, seen: [component])
            guard !grounds.isEmpty else {
                out.append(pair)
                continue
            }
            let detail = pair.site.detail.replacing(", over the page", with: "")
            for ground in grounds where ground.style == nil || pair.style == nil || ground.style == pair.style {
                var moved = pair
                moved.background = ground.background
                moved.style = pair.style ?? ground.style
                let place = "\(ground.site.file.split(separator: "/").last ?? ""):\(ground.site.line)"
                moved.site.detail = detail + ", where \(place) places it"
                out.append(moved)
            }
        }
        return out
    }

    /// The backgrounds under each component, found once.
    private struct Placed {
        let byComponent: [String: [ComponentPlacement]]
        var memo: [String: [ComponentPlacement]] = [:]
        /// The component each placing file defines, found once a file.
        var components: [String: String?] = [:]
        static let maximumDepth = 8
        /// At most this many distinct backgrounds per component: a component placed everywhere is on all of them.
        static let maximumGrounds = 16

        mutating func backgrounds(of component: String, depth: Int, seen: Set<String>) -> [ComponentPlacement] {
            if let known = memo[component] { return known }
            guard depth < Self.maximumDepth, let places = byComponent[component] else { return [] }
            var found: [ComponentPlacement] = []
            func add(_ p: ComponentPlacement) {
                guard found.count < Self.maximumGrounds,
                    !found.contains(where: { $0.background == p.background && $0.style == p.style })
                else { return }
                found.append(p)
            }
            for place in places {
                if place.background == SourcePair.page, let outer = self.component(of: place.site.file),
                    !seen.contains(outer)
                {
                    let further = backgrounds(of: outer, depth: depth + 1, seen: seen.union([outer]))
                    if !further.isEmpty {
                        for f in further {
                            add(
                                ComponentPlacement(
                                    component: component, background: f.background, style: place.style ?? f.style,
                                    site: place.site))
                        }
                        continue
                    }
                }
                add(place)
            }
            if depth == 0 { memo[component] = found }
            return found
        }

        mutating func component(of file: String) -> String? {
            if let known = components[file] { return known }
            let found = ComponentNames.component(ofFile: file)
            components[file] = found
            return found
        }
    }
}
