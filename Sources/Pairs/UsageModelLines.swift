import ThemeModel

extension UsageModel {
    /// Where the theme's own lines are drawn: a container's or surface's line (`sidebar-border`, `card-border`)
    /// on that surface; an inverse line (`border.inverse`) on bold and inverse surfaces; any other between
    /// content, on the neutral resting surfaces (`holdsLines`), not on a family's surface, a selection or a state.
    mutating func placeLines(_ inputs: UsageInputs) {
        for name in inputs.theme.names where uses[name]?.usage == .separator && !systemNames.contains(name) {
            guard let reading = inputs.readings[name] else { continue }
            if reading.inverse {
                uses[name]?.placement = .inverse
                continue
            }
            // (A line of a named surface too: `StatusBackgroundBorder` beside `StatusBackground`.)
            guard
                reading.context.contains(where: {
                    NameReading.containerWords.contains($0) || NameReading.surfaceWords.contains($0)
                })
            else { continue }
            let strong: (String) -> Bool = { [uses] in uses[$0]?.surface == .strong }
            let found = inputs.index.surfaces(named: reading.context, excluding: name, strong: strong) ?? []
            let surfaces = found.filter(isSurface)
            if !surfaces.isEmpty { uses[name]?.placement = .only(surfaces) }
        }
    }
}
