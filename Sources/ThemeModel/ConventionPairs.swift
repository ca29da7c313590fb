/// A pair a design system's own documentation says its components draw (shadcn/ui's `X-foreground` on `X`,
/// Material's `onX` on `X`), as patterns over names compared as `RoleConvention.key` compares them: `*` is the
/// same part of the name on both sides (`on*` on `*`: `onPrimaryContainer` on `primaryContainer`), `%` any part.
public struct PairRule: Sendable {
    public var text: String
    public var on: [String]
    public var role: ColorRole
    /// The convention's own words for it, the clause a finding cites.
    public var why: String

    public init(_ text: String, on: [String], _ why: String, role: ColorRole = .text) {
        self.text = text
        self.on = on
        self.role = role
        self.why = why
    }

    /// What `*` stands for when `key` matches `pattern` (`""` when the pattern has none), or nil.
    public static func capture(_ pattern: String, _ key: String) -> String? {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        if parts.count == 1 { return glob(pattern, key) ? "" : nil }
        let (head, tail) = (String(parts[0]), String(parts[1]))
        guard key.count > head.count + tail.count, key.hasPrefix(head), key.hasSuffix(tail) else { return nil }
        return String(key.dropFirst(head.count).dropLast(tail.count))
    }

    /// Whether `key` matches `pattern`, where `%` matches any run of characters.
    public static func glob(_ pattern: String, _ key: String) -> Bool {
        let parts = pattern.split(separator: "%", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1 { return pattern == key }
        guard key.hasPrefix(parts[0]), key.hasSuffix(parts[parts.count - 1]),
            key.count >= parts[0].count + parts[parts.count - 1].count
        else { return false }
        // Each middle part, in order, at its first place in what is left (greedy left to right is exact here).
        var rest = Array(key.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
        for middle in parts.dropFirst().dropLast() {
            let m = Array(middle)
            guard
                let at = (0...max(0, rest.count - m.count)).first(where: {
                    rest.count >= m.count + $0
                        && Array(rest[$0..<$0 + m.count]) == m
                })
            else { return false }
            rest = Array(rest[(at + m.count)...])
        }
        return true
    }
}

extension RoleConvention {
    /// Every surface Material 3 lays content on.
    static let materialSurfaces = [
        "surface", "background", "surfacecontainerlowest", "surfacecontainerlow", "surfacecontainer",
        "surfacecontainerhigh", "surfacecontainerhighest", "surfacedim", "surfacebright",
    ]

    static let shadcnPairs = [
        PairRule("*foreground", on: ["*"], "shadcn/ui draws X-foreground on X"),
        PairRule("foreground", on: ["background"], "shadcn/ui's body: foreground on background"),
        PairRule(
            "mutedforeground", on: ["background", "card", "popover"],
            "shadcn/ui's descriptions: muted-foreground on the page, cards and popovers"),
        PairRule("primary", on: ["background"], "shadcn/ui's link buttons: primary on the page"),
        PairRule("destructive", on: ["background", "card"], "shadcn/ui's form messages: destructive text"),
    ]

    static let materialPairs = [
        PairRule("on*", on: ["*"], "Material 3 draws onX on X"),
        PairRule("onsurface", on: materialSurfaces, "Material 3: onSurface on every surface"),
        PairRule("onsurfacevariant", on: materialSurfaces, "Material 3: onSurfaceVariant on every surface"),
        PairRule("inverseonsurface", on: ["inversesurface"], "Material 3's snackbars: inverseOnSurface"),
        PairRule("inverseprimary", on: ["inversesurface"], "Material 3's snackbar action: inversePrimary"),
        PairRule("on*fixed", on: ["*fixeddim"], "Material 3: onXFixed on XFixedDim"),
        PairRule("on*fixedvariant", on: ["*fixed", "*fixeddim"], "Material 3: onXFixedVariant on XFixed"),
        PairRule("primary", on: materialSurfaces, "Material 3's text buttons: primary on surfaces"),
        PairRule("error", on: materialSurfaces, "Material 3's error text on surfaces"),
        PairRule("outline", on: materialSurfaces, "Material 3: outline bounds fields and controls, 3:1", role: .ui),
    ]

    static let primerPairs = [
        PairRule(
            "fgcolordefault", on: ["bgcolordefault", "bgcolormuted", "bgcolorinset"],
            "Primer: fgColor-default on the default, muted and inset backgrounds"),
        PairRule(
            "fgcolormuted", on: ["bgcolordefault", "bgcolormuted", "bgcolorinset"],
            "Primer: fgColor-muted on the default, muted and inset backgrounds"),
        PairRule("fgcoloronemphasis", on: ["bgcolor%emphasis"], "Primer: fgColor-onEmphasis on emphasis fills"),
        PairRule("fgcolor*", on: ["bgcolor*muted"], "Primer: fgColor-X on bgColor-X-muted"),
        PairRule("fgcolor*", on: ["bgcolordefault"], "Primer: fgColor-X on bgColor-default"),
    ]

    static let radixPairs = [
        PairRule("*12", on: ["*1", "*2", "*3", "*4", "*5"], "Radix: step 12 text on steps 1–5"),
        PairRule("*11", on: ["*1", "*2", "*3", "*4", "*5"], "Radix: step 11 text on steps 1–5"),
        PairRule("%12", on: ["colorbackground", "colorpanelsolid"], "Radix: step 12 text on the page"),
        PairRule("%11", on: ["colorbackground", "colorpanelsolid"], "Radix: step 11 text on the page"),
        PairRule("*contrast", on: ["*9", "*10"], "Radix: X-contrast on the solid steps 9 and 10"),
    ]

    static let openPropsPairs = [
        PairRule("text1", on: ["surface1", "surface2", "surface3", "surface4"], "Open Props: text-1 on surfaces"),
        PairRule("text2", on: ["surface1", "surface2", "surface3", "surface4"], "Open Props: text-2 on surfaces"),
        PairRule("link", on: ["surface1", "surface2"], "Open Props: links on surfaces"),
        PairRule("onbrand", on: ["brand"], "Open Props: on-brand on brand"),
    ]

    static let bootstrapPairs = [
        PairRule("bodycolor", on: ["bodybg"], "Bootstrap's body: $body-color on $body-bg"),
        PairRule("linkcolor", on: ["bodybg"], "Bootstrap's links: $link-color on $body-bg"),
        PairRule(
            "bodysecondarycolor", on: ["bodybg", "bodysecondarybg"],
            "Bootstrap's .text-body-secondary on the page and its secondary background"),
    ]

    static let androidPairs = [
        PairRule("coloron*", on: ["color*"], "Android themes draw colorOnX on colorX"),
        PairRule(
            "textcolorprimary", on: ["colorbackground", "windowbackground", "colorsurface"],
            "Android: textColorPrimary on the window"),
        PairRule(
            "textcolorsecondary", on: ["colorbackground", "windowbackground", "colorsurface"],
            "Android: textColorSecondary on the window"),
    ]
}
