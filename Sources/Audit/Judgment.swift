import ColorScience
import Pairs
import ThemeModel

/// The one verdict on a palette, from (palette, evidence, options): the pairs with their ratios and targets,
/// the surfaces out of dark layering, the colors outside sRGB, the same-in-both colors, the findings grouped by
/// root cause with `fix`'s values as suggestions. `check` in every format, the review page, the preview's tuner
/// and `fix` read it, so no surface counts what another does not.
public struct Judgment: Sendable {
    public let audit: ContrastAudit
    /// Surfaces out of iOS's dark layering; with a baseline, those that were not, or sit deeper than they did.
    public let layering: [LayeringFinding]
    /// Out of layer in the baseline too, and no further: said, not counted.
    public let layeringAsInBaseline: Int
    /// The findings by root cause, worst first.
    public let groups: [FindingGroup]
    /// `fix`'s values for what fails, when they were computed (nil: nothing fails, or past `suggestionPairLimit`).
    public let fix: PaletteFix?
    /// The theme with those values laid over it.
    public let fixed: Theme?
    /// Colors clipped to sRGB (Display P3, extended ranges): findings too.
    public let clipped: [Diagnostic]

    /// Beyond this many pairs no suggestions are computed (fixing millions of pairs takes minutes).
    public static let suggestionPairLimit = 200_000

    /// Everything that sets the verdict: failing pairs, colors the same in light and dark, clipped colors,
    /// surfaces out of layer. Zero is a pass.
    public var findings: Int { audit.failureCount + audit.staticColors.count + clipped.count + layering.count }

    /// Whether suggestions were wanted and not computed because the palette has too many pairs.
    public var suggestionsSkipped: Bool {
        fix == nil && audit.failureCount > 0 && audit.pairCount > Judgment.suggestionPairLimit
    }

    /// Judges `theme` in `appearances`: `drawn` gives what the screens draw (for the audit and for `fix`, which
    /// renders as colors move), `evidence` what says a pair is drawn. `suggest` false skips `fix` (the tuner
    /// moves one color itself).
    public init(
        _ theme: Theme, appearances: [Traits] = Traits.all, scope: ContrastAudit.Scope = .own, baseline: Theme? = nil,
        listing: ContrastAudit.Listing = .failures, evidence: PairEvidence? = nil,
        drawn: @escaping PaletteFixer.DrawnPairs, suggest: Bool = true
    ) {
        let evidence = evidence ?? PairEvidence(theme: theme)
        // The appearances the palette can say, in its locked style: the others are not asked of it.
        let appearances = theme.judgedAppearances(appearances)
        audit = ContrastAudit(
            theme: theme, appearances: appearances, scope: scope, baseline: baseline, listing: listing,
            drawn: drawn(theme, appearances), evidence: evidence)
        // Out of layer in the baseline too, and no further: as a pair no worse than the baseline's, not counted.
        let asBefore = baseline.map { DarkLayering.findings($0, appearances: appearances) } ?? []
        let all = DarkLayering.findings(theme, appearances: appearances)
        layering = all.filter { f in
            !asBefore.contains { b in
                b.upper == f.upper && b.traits == f.traits && b.lower == f.lower && b.lowerTraits == f.lowerTraits
                    && OKLCH(f.upperColor).l - OKLCH(f.lowerColor).l >= OKLCH(b.upperColor).l - OKLCH(b.lowerColor).l
            }
        }
        layeringAsInBaseline = all.count - layering.count
        // The suggestions are what `fix` writes: the same audit, the same root causes, the same values.
        let suggests =
            suggest && (audit.failureCount > 0 || !layering.isEmpty) && audit.pairCount <= Judgment.suggestionPairLimit
        fix = suggests ? PaletteFixer.fix(theme, appearances: appearances, drawn: drawn, evidence: evidence) : nil
        fixed = fix?.applied(to: theme)
        groups = FindingGroup.make(audit, theme: theme, fix: fix, fixed: fixed)
        clipped = theme.shownClips
    }
}
