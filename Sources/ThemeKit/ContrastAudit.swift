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

    public var theme: String
    public var lockedStyle: InterfaceStyle?
    public var pairs: [Pair]
    public var staticColors: [StaticColor]

    public var failures: [Pair] { pairs.filter { !$0.passes } }
    public var isClean: Bool { failures.isEmpty && staticColors.isEmpty }

    public init(theme: Theme, appearances requested: [Traits] = Traits.all) {
        self.theme = theme.name
        self.lockedStyle = theme.lockedStyle
        // A theme locked to one style is only ever seen in that style.
        let appearances = theme.lockedStyle.map { locked in requested.filter { $0.style == locked } } ?? requested
        let foregrounds = theme.names.filter { name in
            guard let role = theme.role(of: name) else { return false }
            return role.minimumRatio != nil
        }
        let backgrounds = theme.names.filter { theme.role(of: $0) == .background }
        var pairs: [Pair] = []
        for traits in appearances {
            let palette = theme.palette(for: traits)
            for bg in backgrounds {
                guard let bgColor = palette[bg] else { continue }
                for fg in foregrounds {
                    guard let fgColor = palette[fg], let role = theme.role(of: fg) else { continue }
                    pairs.append(Pair(traits: traits, foreground: fg, background: bg,
                                      foregroundColor: fgColor, backgroundColor: bgColor, role: role,
                                      ratio: Contrast.wcagRatio(text: fgColor, background: bgColor),
                                      apcaLc: Contrast.apcaLc(text: fgColor, background: bgColor)))
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
                    pairs.append(Pair(traits: traits, foreground: "\(gradient.name) text", background: "\(gradient.name) \(label)",
                                      foregroundColor: text, backgroundColor: stop, role: .text,
                                      ratio: Contrast.wcagRatio(text: text, background: stop),
                                      apcaLc: Contrast.apcaLc(text: text, background: stop)))
                }
            }
        }
        self.pairs = pairs
        let light = theme.palette(for: .light), dark = theme.palette(for: .dark)
        // A locked theme has no dark (or light) mode to adapt to.
        staticColors = theme.lockedStyle != nil ? [] : (foregrounds + backgrounds).compactMap { name in
            guard let l = light[name], l == dark[name], let role = theme.role(of: name) else { return nil }
            return StaticColor(name: name, role: role, color: l)
        }
    }
}
