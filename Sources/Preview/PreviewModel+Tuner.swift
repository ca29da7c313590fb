import Audit
import ColorScience
import Screens
import ThemeModel

/// The tuner (`t`): moving one variant of one of the theme's own colors in OKLCH, seeing every screen and
/// every pair it takes part in change, undoing step by step, writing the values into the theme's files.
extension PreviewModel {
    /// The values tuned and not written yet: the last of each variant, in the order first tuned.
    public var pendingEdits: [ColorEdit] { ColorEdit.lastOfEach(steps.map(\.edit)) }

    /// The theme shown is the loaded one with the overlaid and tuned values over it: every view is drawn again.
    mutating func editsChanged() -> [PreviewEffect] {
        var tuned = loadedTheme
        for edit in overlaid + steps.map(\.edit) {
            for variant in loadedTheme.variantsChanged(by: edit) {
                tuned.setVariant(edit.name, variant, .literal(edit.color))
            }
        }
        theme = tuned
        themeGeneration += 1
        views.removeAll()
        fixed = nil
        fixesPending = false
        // `f` on: the fixes of the theme as now tuned.
        let fixes = state.showFixes ? showFixes(true) : []
        guard let name = tuning?.name else { return fixes }
        return fixes + [.computeGrid(name: name, generation: themeGeneration)]
    }

    /// Opens (or moves) the tuner onto `name` in the appearance shown; nil, or a color it cannot tune, takes
    /// the theme's first tunable color.
    mutating func retune(_ wanted: String?) -> [PreviewEffect] {
        let traits = theme.effectiveTraits(state.traits)
        let names = theme.tunableNames(traits)
        guard let name = wanted.flatMap({ theme.isTunable($0, traits) ? $0 : nil }) ?? names.first else {
            tuning = nil
            message = "\(SafeText.sanitized(theme.name)) has no colors of its own to tune here"
            return []
        }
        let variant = theme.tunedVariant(name, traits)
        let current = theme.resolve(name, traits) ?? .black
        let creates = !loadedTheme.writesOwnVariant(name, variant)
        // Another color, or a variant of its own: the old grid's ratios are not this one's.
        if tuning?.name != name || tuning?.variant != variant { grid = nil }
        var t = Tuning(name: name, variant: variant, before: current, creates: creates)
        // A new variant starts where `derive` would put it (a cream page's dark is dark), not at the value the
        // appearance falls back to: the first key steps from there (walking past a color proposes nothing).
        if creates, variant != .light, !steps.contains(where: { $0.edit.name == name && $0.edit.variant == variant }),
            let proposal = derivedProposal(name, variant)
        {
            t.take(proposal)
            t.proposed = true
            message = "\(variant.variantKey) is new: the first key steps from derive's \(t.color.hexRGB)"
        }
        tuning = t
        return [.computeGrid(name: name, generation: themeGeneration)]
    }

    /// The theme the tuner's grid measures: the one shown, with a new variant's starting value (`derive`'s) laid
    /// over while it is only proposed, so the grid shows the ratios the first key steps from.
    public var gridTheme: Theme {
        guard let t = tuning, t.proposed else { return theme }
        var proposed = theme
        for variant in loadedTheme.variantsChanged(by: ColorEdit(name: t.name, variant: t.variant, color: t.color)) {
            proposed.setVariant(t.name, variant, .literal(t.color))
        }
        return proposed
    }

    /// `derive`'s value for a variant the color does not have.
    func derivedProposal(_ name: String, _ variant: Traits) -> RGBA? {
        PaletteFixer.derivedVariants(theme).first { $0.name == name && $0.variant == variant }?.color
    }

    /// A tuner key.
    mutating func tuner(_ command: KeyCommand, view: Canvas?) -> [PreviewEffect] {
        switch command {
        case .tune: return retune(inspectedColor(in: view))
        case .leaveTuner:
            tuning = nil
            let n = pendingEdits.count
            if n > 0 { message = "\(n) tuned value\(n == 1 ? "" : "s") not written: w writes, r drops" }
            return []
        case .tuneMove(let move):
            guard var t = tuning else { return [] }
            let before = t
            t.apply(move)
            return step(to: t, from: before)
        case .tuneNext(let forward):
            let names = theme.tunableNames(theme.effectiveTraits(state.traits))
            guard !names.isEmpty else { return [] }
            let i = tuning.flatMap { names.firstIndex(of: $0.name) } ?? (forward ? names.count - 1 : 0)
            return retune(names[(i + (forward ? 1 : -1) + names.count) % names.count])
        case .undo:
            guard let last = steps.popLast() else {
                message = "nothing to undo"
                return []
            }
            tuning = last.before
            return editsChanged()
        case .worstPair: return goToWorstPair()
        case .takePassing: return takePassing()
        case .typeValue:
            guard tuning != nil else { return [] }
            typing = ""
            message = typingPrompt
            return []
        case .write: return writeAsked()
        default: return []
        }
    }

    /// One tuner step: undoable, and every view drawn again with it.
    mutating func step(to moved: Tuning, from before: Tuning) -> [PreviewEffect] {
        var t = moved
        t.proposed = false
        tuning = t
        steps.append((ColorEdit(name: t.name, variant: t.variant, color: t.color), before))
        return editsChanged()
    }

    /// `=`: the tuned color moved to the nearest value (same hue, the smallest lightness move) with which every
    /// pair of the grid passes in each appearance the tuned variant shows in, as one undoable step.
    mutating func takePassing() -> [PreviewEffect] {
        guard let t = tuning else { return [] }
        guard let grid = grid, grid.generation == themeGeneration else {
            message = "its pairs are still being worked out: = again in a moment"
            return []
        }
        let constraints = grid.grid.constraints(of: t, in: theme)
        guard !constraints.isEmpty else {
            message = "no pair of \(SafeText.sanitized(t.name)) in this variant's appearances to pass"
            return []
        }
        // As check and fix judge it: the pairs, and in dark the step of layering above and below it.
        let shown = Traits.all.filter { theme.tunedVariant(t.name, $0) == t.variant }
        var lowest = 0.0
        var highest = 1.0
        for traits in shown {
            let range = DarkLayering.lightnessRange(of: t.name, in: theme, traits)
            lowest = max(lowest, range.lowerBound)
            highest = min(highest, range.upperBound)
        }
        let layered = lowest...max(lowest, highest)
        let count = grid.grid.rows.count
        guard let passing = ContrastFix.nearestPassing(t.color, meeting: constraints, lightness: layered) else {
            message = Self.noPassingValue(
                t, grid: grid.grid, constraints: constraints, layered: layered, in: theme, shown)
            return []
        }
        guard passing != t.color else {
            message = "every pair already passes in this variant's appearances (\(count) pairs), layering kept"
            return []
        }
        var moved = t
        moved.take(passing)
        let effects = step(to: moved, from: t)
        message =
            "took \(passing.hexRGB): all \(count) pairs pass in this variant's appearances, layering kept (u undoes)"
        return effects
    }

    /// Why `=` found nothing: a light-only color it is judged against (its dark value is to set first), the
    /// dark layering it cannot keep while passing, or no lightness of the hue at all.
    static func noPassingValue(
        _ t: Tuning, grid: TunerGrid, constraints: [ContrastFix.Constraint], layered: ClosedRange<Double>,
        in theme: Theme, _ shown: [Traits]
    ) -> String {
        let others = grid.rows.flatMap { [$0.foreground, $0.background] }.filter { $0 != t.name }
        let lightOnly = others.first { name in
            theme.isOwn(name)
                && shown.contains { $0.style == .dark && theme[name]?.color.variant(for: $0)?.from.style == .light }
        }
        if let lightOnly {
            // Named where its value is written: `label` showing `bark` is given a dark value as `bark`.
            let dark = shown.first { $0.style == .dark } ?? Traits(.dark)
            let owner = theme.walkAliases(from: lightOnly, dark).path.last { theme.isOwn($0) } ?? lightOnly
            let through = owner == lightOnly ? "" : " (\(SafeText.sanitized(lightOnly)) shows it)"
            return "no value passes while \(SafeText.sanitized(owner))\(through) shows its light value in dark: "
                + "give it a dark value first"
        }
        if layered != 0...1, ContrastFix.nearestPassing(t.color, meeting: constraints) != nil {
            return "no value passes its pairs and keeps iOS's dark layering (lightness "
                + "\(NumberFormat.fixed(layered.lowerBound, 2))-\(NumberFormat.fixed(layered.upperBound, 2))): "
                + "move the surfaces around it first"
        }
        return "no lightness of this hue passes all \(constraints.count) of its pairs: "
            + "move the hue or chroma, or see the failing row"
    }

    /// The color under the inspector's cursor the tuner should take: the theme's own color whose value it
    /// shows (through aliases), text before background.
    func inspectedColor(in view: Canvas?) -> String? {
        guard let cursor = state.cursor, let view, cursor.x < view.size.width, cursor.y < view.size.height else {
            return nil
        }
        let names = view.colorNames(at: cursor)
        var owners = LiteralOwners(traits: theme.effectiveTraits(state.traits))
        let candidates = [names.foreground, names.background].compactMap { $0 }
        let owned = candidates.compactMap { owners.owner(of: $0, in: theme) }
        return (owned + candidates).first { theme.isTunable($0, theme.effectiveTraits(state.traits)) }
    }

    mutating func goToWorstPair() -> [PreviewEffect] {
        guard let place = grid?.grid.worstDrawn,
            let screen = ScreenRef.all(in: theme).first(where: { $0.name == place.screen })
        else {
            message = "no screen draws \(tuning.map { SafeText.sanitized($0.name) } ?? "it"): its pairs come from roles"
            return []
        }
        let before = state.traits
        state.screen = screen
        state.traits = place.traits
        state.sideBySide = false
        pendingJump = place
        message =
            "worst: \(SafeText.sanitized(place.foreground)) on \(SafeText.sanitized(place.background)), "
            + "\(place.traits.name), \(SafeText.sanitized(place.screen)): \(SafeText.excerpt(place.element))"
        var effects: [PreviewEffect] = []
        if before != state.traits { effects.append(.logTraits(from: before, to: state.traits)) }
        if let name = tuning?.name, before != state.traits {
            let keep = message
            effects += retune(name)
            message = keep
        }
        return effects
    }

    mutating func writeAsked() -> [PreviewEffect] {
        if stale {
            message = "not written: the theme changed on disk since it was loaded; r reloads it (dropping the tuning)"
            return []
        }
        guard !pendingEdits.isEmpty else {
            message = "nothing tuned to write"
            return []
        }
        // Every appearance each value shows in, as the screens show it (a `:root` declaration serves dark too).
        return [
            .write(
                (overlaid + pendingEdits).flatMap { edit in
                    loadedTheme.variantsChanged(by: edit).map {
                        ColorEdit(name: edit.name, variant: $0, color: edit.color)
                    }
                })
        ]
    }

    /// `q` with tuned values unwritten asks once.
    mutating func quitAsked() -> [PreviewEffect] {
        let n = pendingEdits.count
        guard n > 0, !quitArmed else { return [.quit] }
        quitArmed = true
        message = "\(n) tuned value\(n == 1 ? " is" : "s are") not written: w writes, q again quits without writing"
        return []
    }

    /// The write finished: what it wrote is in the files now (or an overlay), and the theme reloads from them.
    mutating func written(_ result: Result<WriteReport, ExportFailure>) -> [PreviewEffect] {
        switch result {
        case .success(let report):
            steps = []
            overlaid = report.overlaid
            writtenSummary = report.summary
            quitArmed = false
            return [.reload]
        case .failure(let failure):
            message = "not written: \(failure.description)"
            return []
        }
    }

    /// A file of the theme changed on disk: reload, unless that would drop tuned values nobody wrote.
    mutating func filesChanged() -> [PreviewEffect] {
        let n = pendingEdits.count
        guard n > 0 else { return [.reload] }
        stale = true
        message =
            "the theme changed on disk: r reloads it and drops \(n) tuned value\(n == 1 ? "" : "s"); "
            + "w will not write over it"
        return []
    }

    /// A grid arrived: shown while it is of the tuned color and no older than the one shown.
    mutating func gridComputed(_ fresh: TunerGrid, generation: Int) -> Bool {
        guard fresh.name == tuning?.name, generation >= (grid?.generation ?? -1) else { return false }
        grid = (fresh, generation)
        return true
    }

    /// The footer while tuning.
    var tunerStatus: String? {
        guard let tuning else { return nil }
        var parts = ["tuning \(SafeText.sanitized(tuning.name)) (\(tuning.variant.variantKey))"]
        if let grid = grid?.grid {
            parts.append("\(grid.failing) of \(grid.rows.count) pairs fail")
            if !grid.layering.isEmpty {
                let appearances = Set(grid.layering.map(\.traits)).count
                parts.append("out of dark layering in \(appearances) appearance\(appearances == 1 ? "" : "s")")
            }
        }
        let n = pendingEdits.count
        if n > 0 { parts.append("\(n) unwritten") }
        if stale { parts.append("changed on disk: r reloads") }
        return parts.joined(separator: " · ")
    }

    /// What the tuner's panel shows.
    var tunerPanel: TunerPanel? {
        guard let tuning else { return nil }
        return TunerPanel(
            tuning: tuning, grid: grid?.grid, current: grid?.generation == themeGeneration,
            appearances: theme.judgedAppearances(Traits.all),
            status: tunerStatus ?? "")
    }
}
