/// The contrast report behind `dusk check`: every text color on every
/// background it may sit on, in all eight appearances, plus the classic
/// dark-mode bug of a color that does not change between light and dark.
public struct ContrastAudit: Sendable {
    public struct Pair: Sendable, Hashable {
        public var traits: Traits
        public var foreground: String
        public var background: String
        public var foregroundColor: RGBA
        public var backgroundColor: RGBA
        public var role: ColorRole
        public var ratio: Double
        public var apcaLc: Double

        public var minimum: Double { role.minimumRatio ?? 1 }
        public var passes: Bool { ratio >= minimum }
    }

    /// A color used as text or background that is the same in light and dark.
    public struct StaticColor: Sendable, Hashable {
        public var name: String
        public var role: ColorRole
        public var color: RGBA
    }

    /// Which pairs the report keeps for listing (counts cover every pair either way).
    public enum Listing: Sendable { case all, failures }

    /// At most this many pairs are kept for listing: a theme with thousands of
    /// text and background colors has millions of pairs, which are counted, not printed.
    public static let listLimit = 10_000

    public var theme: String
    public var lockedStyle: InterfaceStyle?
    /// The pairs kept for listing: all of them or only failures (see `Listing`), at most `listLimit`.
    public var pairs: [Pair]
    public var staticColors: [StaticColor]
    /// Every pair checked, and those below their minimum.
    public private(set) var pairCount = 0
    public private(set) var failureCount = 0
    /// Pairs that belonged in `pairs` but were over the limit.
    public private(set) var unlistedCount = 0

    public var failures: [Pair] { pairs.filter { !$0.passes } }
    public var isClean: Bool { failureCount == 0 && staticColors.isEmpty }

    public init(theme: Theme, appearances requested: [Traits] = Traits.all, listing: Listing = .all, limit: Int = ContrastAudit.listLimit) {
        self.theme = theme.name
        self.lockedStyle = theme.lockedStyle
        // A theme locked to one style is only ever seen in that style.
        let appearances = theme.lockedStyle.map { locked in requested.filter { $0.style == locked } } ?? requested
        var roles: [String: ColorRole] = [:]
        for name in theme.names { if let role = theme.role(of: name) { roles[name] = role } }
        let foregrounds = theme.names.filter { roles[$0]?.minimumRatio != nil }
        let backgrounds = theme.names.filter { roles[$0] == .background }
        let fgRoles = foregrounds.map { roles[$0]! }
        let fgMinimums = fgRoles.map { $0.minimumRatio ?? 1 }
        var pairs: [Pair] = []
        var pairCount = 0, failureCount = 0, unlistedCount = 0
        func add(_ pair: @autoclosure () -> Pair, passes: Bool) {
            pairCount += 1
            if !passes { failureCount += 1 }
            guard listing == .all || !passes else { return }
            if pairs.count < limit { pairs.append(pair()) } else { unlistedCount += 1 }
        }
        for traits in appearances {
            let palette = theme.palette(for: traits)
            let fgColors = foregrounds.map { palette[$0] }
            let fgLuminance = fgColors.map { $0.map(Contrast.relativeLuminance) ?? 0 }
            for bg in backgrounds {
                guard let bgColor = palette[bg] else { continue }
                let opaqueBackground = bgColor.opaque
                let bgLuminance = Contrast.relativeLuminance(opaqueBackground)
                for (i, fg) in foregrounds.enumerated() {
                    guard let fgColor = fgColors[i] else { continue }
                    let role = fgRoles[i]
                    // Opaque text: the ratio from luminances computed once per color (millions of pairs stay cheap).
                    let ratio: Double
                    if fgColor.a == 255 {
                        let l1 = fgLuminance[i]
                        ratio = (max(l1, bgLuminance) + 0.05) / (min(l1, bgLuminance) + 0.05)
                    } else {
                        ratio = Contrast.wcagRatio(text: fgColor, background: bgColor)
                    }
                    add(Pair(traits: traits, foreground: fg, background: bg,
                             foregroundColor: fgColor, backgroundColor: bgColor, role: role,
                             ratio: ratio, apcaLc: Contrast.apcaLc(text: fgColor, background: bgColor)),
                        passes: ratio >= fgMinimums[i])
                }
            }
        }
        // Text on each gradient, against its darkest and its lightest stop.
        for gradient in theme.gradients {
            for traits in appearances {
                let stops = theme.stops(of: gradient, traits)
                guard let text = theme.resolve(value: gradient.text, traits), !stops.isEmpty else { continue }
                let byLuminance = stops.sorted { Contrast.relativeLuminance($0) < Contrast.relativeLuminance($1) }
                for (label, stop) in [("darkest stop", byLuminance.first!), ("lightest stop", byLuminance.last!)] {
                    let ratio = Contrast.wcagRatio(text: text, background: stop)
                    add(Pair(traits: traits, foreground: "\(gradient.name) text", background: "\(gradient.name) \(label)",
                             foregroundColor: text, backgroundColor: stop, role: .text,
                             ratio: ratio, apcaLc: Contrast.apcaLc(text: text, background: stop)),
                        passes: ratio >= (ColorRole.text.minimumRatio ?? 1))
                }
            }
        }
        self.pairs = pairs
        self.pairCount = pairCount
        self.failureCount = failureCount
        self.unlistedCount = unlistedCount
        let light = theme.palette(for: .light), dark = theme.palette(for: .dark)
        // A locked theme has no dark (or light) mode to adapt to.
        staticColors = theme.lockedStyle != nil ? [] : (foregrounds + backgrounds).compactMap { name in
            guard let l = light[name], l == dark[name], let role = roles[name] else { return nil }
            return StaticColor(name: name, role: role, color: l)
        }
    }
}
