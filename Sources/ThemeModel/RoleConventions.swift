import ColorScience

/// What a web, Material, Radix, Open Props or Android palette's names mean on iOS: each design system's convention
/// as one table of iOS roles and the names that play them (shadcn/ui's `background` is the page, `systemBackground`;
/// Material's `onSurface` is `label`). Only the neutral roles, the tint and links: a system's error and success
/// colors are text or a button's fill under its own text, where iOS draws white glyphs on systemRed and systemGreen,
/// so they keep Apple's. A palette that follows a convention (all its marker names are own colors) draws its brand
/// on every screen: each iOS role the theme does not set itself becomes an alias of the color that plays it, and
/// one note says which. A theme that inherits the file and sets the iOS name itself decides otherwise.
public struct RoleConvention: Sendable {
    public var name: String
    /// Names every palette of the convention has (compared as `key`).
    public var markers: [String]
    /// Names of which a palette of the convention has one at least, beside its markers (none when empty).
    public var oneOf: [String] = []
    /// Each iOS role and the names that may play it, the first the palette has winning.
    public var roles: [(ios: String, from: [String])]
    /// A grouped page and the cells on it, from two colors: in each appearance the darker is the page and the
    /// lighter the cells, as iOS layers them in light and in dark (a system whose cards are darker than its page
    /// in dark, as shadcn/ui's are, still gets cells lighter than their page).
    public var layers: [(page: String, cells: String, from: ([String], [String]))] = []
    /// The color the system draws on each color that may be the tint (`primary-foreground` on `primary`): filled
    /// buttons' titles, by the tint the palette's names gave (the first pair it has).
    public var onTint: [(tint: String, title: String)] = []
    /// The pairs the system's documentation says its components draw (`ConventionPairs.swift`).
    public var drawn: [PairRule] = []
    /// Colors the same in light and dark by definition (Material's `*Fixed` roles): not a dark-mode bug.
    public var constants: [String] = []

    /// A name as conventions compare names: `muted-foreground`, `mutedForeground` and `muted_foreground` alike,
    /// case, `-`, `_`, `.` and spaces ignored, and by its last part: an Android style's item by its attribute
    /// (`Theme.App/colorPrimary` and `Theme.App/android:colorBackground` as `colorPrimary` and `colorBackground`),
    /// a catalog folder's color by its own name. Of two own colors with one key the first plays the role (the
    /// Android reader lists the app theme's first).
    public static func key(_ name: String) -> String {
        // Most names are ASCII with no `/` or `android:`: lowercased and stripped a byte at a time.
        if name.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: ":") }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(name.utf8.count)
            for byte in name.utf8 where !"-_. ".utf8.contains(byte) {
                bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var last = name.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(name)
        if last.hasPrefix("android:") { last = last.dropFirst("android:".count) }
        return String(
            last.lowercased().unicodeScalars.filter { !"-_. ".unicodeScalars.contains($0) }.map(Character.init))
    }

    /// The conventions dusk knows, in the order they are tried: the first whose markers a palette has wins.
    public static let all: [RoleConvention] = [shadcn, material, primer, radix, openProps, android, bootstrap]

    /// shadcn/ui (and Tailwind v4's `--color-*` copies of its names): the page, cards, muted text and fills.
    static let shadcn = RoleConvention(
        name: "shadcn/ui",
        markers: ["background", "foreground", "primary", "primary-foreground", "muted-foreground"],
        roles: [
            ("systemBackground", ["background"]),
            ("secondarySystemBackground", ["muted", "secondary"]),
            ("tertiarySystemBackground", ["card"]),
            ("tertiarySystemGroupedBackground", ["muted", "secondary"]),
            ("label", ["foreground"]),
            ("secondaryLabel", ["muted-foreground"]),
            ("placeholderText", ["muted-foreground"]),
            ("separator", ["border"]),
            ("opaqueSeparator", ["border"]),
            ("tint", ["primary"]),
            ("link", ["primary"]),
        ],
        layers: [("systemGroupedBackground", "secondarySystemGroupedBackground", (["muted", "secondary"], ["card"]))],
        onTint: [("primary", "primary-foreground")], drawn: shadcnPairs)

    /// Bootstrap's Sass variables (`$body-bg`, `$body-color`, `$primary`, and 5.3's `$body-secondary-*`), as a
    /// `_variables.scss` built on Bootstrap's (CoreUI's, an app's own) names them: the page and its text, the
    /// muted text and backgrounds, borders, the tint and links.
    static let bootstrap = RoleConvention(
        name: "Bootstrap",
        markers: ["primary", "body-bg", "body-color"],
        roles: [
            ("systemBackground", ["body-bg"]),
            ("secondarySystemBackground", ["body-secondary-bg", "secondary-bg", "light"]),
            ("tertiarySystemBackground", ["body-tertiary-bg", "tertiary-bg"]),
            ("tertiarySystemGroupedBackground", ["body-secondary-bg", "secondary-bg", "light"]),
            ("label", ["body-color"]),
            ("secondaryLabel", ["body-secondary-color", "secondary-color", "text-muted"]),
            ("placeholderText", ["input-placeholder-color", "body-secondary-color", "secondary-color"]),
            ("separator", ["border-color"]),
            ("opaqueSeparator", ["border-color"]),
            ("tint", ["primary"]),
            ("link", ["link-color", "primary"]),
        ],
        layers: [
            (
                "systemGroupedBackground", "secondarySystemGroupedBackground",
                (["body-tertiary-bg", "tertiary-bg", "body-secondary-bg", "secondary-bg", "light"], ["body-bg"])
            )
        ], drawn: bootstrapPairs)

    /// Material 3 color roles (Material Theme Builder, Android's and Compose's `colorScheme`).
    static let material = RoleConvention(
        name: "Material 3",
        markers: ["primary", "onPrimary", "surface", "onSurface"],
        roles: [
            ("systemBackground", ["surface", "background"]),
            ("secondarySystemBackground", ["surfaceContainer", "surfaceVariant"]),
            ("tertiarySystemBackground", ["surfaceContainerHigh", "surfaceVariant"]),
            ("tertiarySystemGroupedBackground", ["surfaceContainerHigh", "surfaceVariant"]),
            ("label", ["onSurface", "onBackground"]),
            ("secondaryLabel", ["onSurfaceVariant"]),
            ("placeholderText", ["onSurfaceVariant"]),
            ("separator", ["outlineVariant", "outline"]),
            ("opaqueSeparator", ["outlineVariant", "outline"]),
            ("tint", ["primary"]),
            ("link", ["primary"]),
        ],
        layers: [
            ("systemGroupedBackground", "secondarySystemGroupedBackground", (["surface"], ["surfaceContainer"]))
        ],
        onTint: [("primary", "onPrimary")], drawn: materialPairs,
        constants: ["%fixed", "%fixeddim", "on%fixed", "on%fixedvariant"])

    /// GitHub's Primer (`bgColor-default`, `fgColor-muted`, as CSS properties or tokens).
    static let primer = RoleConvention(
        name: "Primer",
        markers: ["bgColor-default", "fgColor-default", "fgColor-muted"],
        roles: [
            ("systemBackground", ["bgColor-default"]),
            ("secondarySystemBackground", ["bgColor-muted"]),
            ("tertiarySystemBackground", ["bgColor-default"]),
            ("tertiarySystemGroupedBackground", ["bgColor-muted"]),
            ("label", ["fgColor-default"]),
            ("secondaryLabel", ["fgColor-muted"]),
            ("placeholderText", ["fgColor-muted"]),
            ("separator", ["borderColor-muted", "borderColor-default"]),
            ("opaqueSeparator", ["borderColor-default"]),
            ("tint", ["fgColor-accent"]),
            ("link", ["fgColor-accent"]),
        ],
        layers: [
            (
                "systemGroupedBackground", "secondarySystemGroupedBackground",
                (["bgColor-inset", "bgColor-muted"], ["bgColor-default"])
            )
        ], drawn: primerPairs)

    /// Radix Themes (and a Radix Colors palette renamed to its accent): the 12-step scales, whose steps say their
    /// use (1-2 app backgrounds, 6 borders, 9 the solid fill, 11 low-contrast text, 12 text), `--color-background`,
    /// and `--accent-contrast`, the text on step 9.
    static let radix = RoleConvention(
        name: "Radix",
        markers: ["gray-1", "gray-11", "gray-12", "accent-9"],
        roles: [
            ("systemBackground", ["color-background", "gray-1"]),
            ("secondarySystemBackground", ["gray-2"]),
            ("label", ["gray-12"]),
            ("secondaryLabel", ["gray-11"]),
            ("placeholderText", ["gray-a10", "gray-10"]),
            ("separator", ["gray-a6", "gray-6"]),
            ("opaqueSeparator", ["gray-6"]),
            ("tint", ["accent-9"]),
            ("link", ["accent-a11", "accent-11"]),
        ],
        layers: [
            (
                "systemGroupedBackground", "secondarySystemGroupedBackground",
                (["color-background", "gray-1"], ["gray-2"])
            )
        ],
        onTint: [("accent-9", "accent-contrast")], drawn: radixPairs)

    /// Open Props' adaptive theme (`--surface-1..4`, `--text-1`, `--text-2`, `--link`, `--brand`): its links and
    /// accents are `var(--brand, var(--link))`. It fills nothing with them: a filled button's title is the page
    /// (`--surface-1`), which Open Props draws its links on (or `--on-brand` where a theme has one). It has no line
    /// color (its `<hr>` is a block of `--surface-3`, its borders `--surface-4`, both surfaces under text too), so
    /// separators stay Apple's, translucent over its surfaces.
    static let openProps = RoleConvention(
        name: "Open Props",
        markers: ["surface-1", "surface-2", "text-1", "text-2"],
        roles: [
            ("systemBackground", ["surface-1"]),
            ("secondarySystemBackground", ["surface-2"]),
            ("label", ["text-1"]),
            ("secondaryLabel", ["text-2"]),
            ("placeholderText", ["text-2"]),
            ("tint", ["brand", "link"]),
            ("link", ["brand", "link"]),
        ],
        layers: [("systemGroupedBackground", "secondarySystemGroupedBackground", (["surface-2"], ["surface-1"]))],
        onTint: [("brand", "on-brand"), ("brand", "surface-1"), ("link", "surface-1")], drawn: openPropsPairs)

    /// Android's theme attributes, set in the app theme's items (`Theme.App/colorPrimary`, Material Components' and
    /// Material 3's `colorSurface`, `colorOnSurface`, `colorOutlineVariant`) or as color resources of those names.
    /// The tint is `colorAccent` where the app sets one (AppCompat's controls), else `colorPrimary` (Material's
    /// buttons) with `colorOnPrimary` on it.
    static let android = RoleConvention(
        name: "Android",
        markers: ["colorPrimary"],
        oneOf: ["colorAccent", "colorOnPrimary"],
        roles: [
            ("systemBackground", ["colorBackground", "windowBackground", "colorSurface"]),
            ("secondarySystemBackground", ["colorSurfaceContainer", "colorSurface"]),
            ("tertiarySystemBackground", ["colorSurfaceContainerHigh"]),
            ("tertiarySystemGroupedBackground", ["colorSurfaceContainerHigh"]),
            ("label", ["textColorPrimary", "colorOnBackground", "colorOnSurface"]),
            ("secondaryLabel", ["textColorSecondary", "colorOnSurfaceVariant"]),
            ("placeholderText", ["textColorHint", "colorOnSurfaceVariant"]),
            ("separator", ["colorOutlineVariant", "colorOutline"]),
            ("opaqueSeparator", ["colorOutlineVariant", "colorOutline"]),
            ("tint", ["colorAccent", "colorPrimary"]),
            ("link", ["textColorLink", "colorAccent", "colorPrimary"]),
        ],
        layers: [
            (
                "systemGroupedBackground", "secondarySystemGroupedBackground",
                (["colorBackground", "windowBackground"], ["colorSurfaceContainer", "colorSurface"])
            )
        ],
        onTint: [("colorPrimary", "colorOnPrimary")], drawn: androidPairs)

    /// Whether `theme`'s own colors follow the convention: it has every marker name (and one of `oneOf`).
    public func isFollowed(by theme: Theme) -> Bool {
        isFollowed(keys: Self.keys(of: theme))
    }

    /// The keys of the theme's own names, worked out once for every convention tried.
    static func keys(of theme: Theme) -> Set<String> {
        Set(theme.ownColorNames.map(Self.key))
    }

    func isFollowed(keys own: Set<String>) -> Bool {
        markers.allSatisfy { own.contains(Self.key($0)) }
            && (oneOf.isEmpty || oneOf.contains { own.contains(Self.key($0)) })
    }

    /// The convention `theme` follows, by name (`Theme.convention`).
    public static func named(_ name: String?) -> RoleConvention? { all.first { $0.name == name } }

    /// What the convention makes of `theme`: each iOS role the theme does not set itself, the own color that
    /// plays it (for a layer, the two, each the page where it is the darker), and the value. Empty when the theme
    /// does not follow it.
    public func assignments(in theme: Theme) -> [(ios: String, from: [String], color: DynamicColor)] {
        guard isFollowed(by: theme) else { return [] }
        var own: [String: String] = [:]
        for name in theme.ownColorNames where own[Self.key(name)] == nil { own[Self.key(name)] = name }
        func isFree(_ ios: String) -> Bool { !theme.isOwn(ios) && (theme[ios] != nil || ios == Theme.tintName) }
        func first(_ names: [String]) -> String? { names.lazy.compactMap { own[Self.key($0)] }.first }
        var assigned: [(ios: String, from: [String], color: DynamicColor)] = roles.compactMap { role in
            guard isFree(role.ios), let from = first(role.from) else { return nil }
            return (role.ios, [from], DynamicColor(.alias(from)))
        }
        for layer in layers {
            guard isFree(layer.page), isFree(layer.cells), let a = first(layer.from.0), let b = first(layer.from.1)
            else {
                continue
            }
            var page = DynamicColor()
            var cells = DynamicColor()
            for traits in Traits.all {
                let darkerIsA =
                    Contrast.relativeLuminance(theme.resolve(a, traits) ?? .black)
                    <= Contrast.relativeLuminance(theme.resolve(b, traits) ?? .black)
                page.variants[traits] = VariantValue(.alias(darkerIsA ? a : b))
                cells.variants[traits] = VariantValue(.alias(darkerIsA ? b : a))
            }
            assigned += [(layer.page, [a, b], page), (layer.cells, [a, b], cells)]
        }
        return assigned
    }
}

extension Theme {
    /// The first convention the theme follows, its iOS roles made aliases of the colors that play them, and
    /// a note that says so (`file` is where the note points).
    public mutating func applyRoleConvention(file: String) {
        let keys = RoleConvention.keys(of: self)
        for convention in RoleConvention.all where convention.isFollowed(keys: keys) {
            self.convention = convention.name
            let assigned = convention.assignments(in: self)
            guard !assigned.isEmpty else { return }
            define(
                assigned.map { role in
                    ThemeColor(
                        name: role.ios, color: role.color, origin: Theme.roleOrigin(convention.name),
                        location: self[role.from[0]]?.location)
                })
            for role in assigned {
                for name in role.from { playedRoles[name, default: []].append(role.ios) }
            }
            let tint = assigned.first { $0.ios == Theme.tintName }?.from.first.map(RoleConvention.key)
            let titles = convention.onTint.filter { RoleConvention.key($0.tint) == tint }
            if let onTint = titles.compactMap({ ownName(matching: $0.title) }).first {
                textOnTint = onTint
                playedRoles[onTint, default: []].append("text on tint")
            }
            notes.append(
                Diagnostic(
                    file: file,
                    "drawn as iOS roles by the \(convention.name) convention: \(Self.describe(assigned)) (a theme that "
                        + "inherits this file and sets an iOS name itself decides that one)"))
            return
        }
    }

    /// The iOS roles a convention made aliases of the theme's own colors: the brand's colors under Apple's
    /// names, which `check` judges under the brand's own names only, never twice.
    public var roleAliases: Set<String> { Set(playedRoles.values.joined()).subtracting(["text on tint"]) }

    /// Where a role a convention assigned comes from (`roles: shadcn/ui`): not one of the theme's own colors,
    /// so it is neither tuned, exported nor listed as the theme's, only drawn.
    public static func roleOrigin(_ convention: String) -> String { "roles: " + convention }

    /// The own color named `name` as conventions compare names.
    func ownName(matching name: String) -> String? {
        ownColorNames.first { RoleConvention.key($0) == RoleConvention.key(name) }
    }

    /// `background → systemBackground; muted → secondarySystemBackground, ...; the darker of muted and card in
    /// each appearance → systemGroupedBackground, the lighter → secondarySystemGroupedBackground`.
    static func describe(_ assigned: [(ios: String, from: [String], color: DynamicColor)]) -> String {
        var order: [String] = []
        for role in assigned where role.from.count == 1 && !order.contains(role.from[0]) { order.append(role.from[0]) }
        var parts = order.map { from in
            from + " → " + assigned.filter { $0.from == [from] }.map(\.ios).joined(separator: ", ")
        }
        let layered = assigned.filter { $0.from.count == 2 }
        for i in stride(from: 0, to: layered.count - 1, by: 2) {
            let (page, cells) = (layered[i], layered[i + 1])
            parts.append(
                "the darker of \(page.from[0]) and \(page.from[1]) in each appearance → \(page.ios), the lighter → "
                    + cells.ios)
        }
        return parts.joined(separator: "; ")
    }
}
