import Pairs
import ThemeModel

/// fix's audits: the original's once, the working theme's per appearance on inputs kept while nothing moves.
extension PaletteFixer {
    /// The working theme's audits, one appearance at a time, on inputs built again only when its colors have
    /// changed: most appearances of a large palette move nothing, and building them costs as much as judging.
    struct WorkingAudits {
        let drawn: DrawnPairs?
        let usage: UsageModel
        let evidence: PairEvidence
        /// Every appearance the inputs serve.
        let appearances: [Traits]
        private var inputs: AuditInputs?

        init(drawn: DrawnPairs?, usage: UsageModel, evidence: PairEvidence, appearances: [Traits]) {
            self.drawn = drawn
            self.usage = usage
            self.evidence = evidence
            self.appearances = appearances
        }

        mutating func audit(_ theme: Theme, _ traits: Traits) -> ContrastAudit {
            // The inputs hold their theme, so its identity is not reused while they are kept.
            if inputs?.theme.colorsIdentity != theme.colorsIdentity {
                inputs = AuditInputs(
                    theme: theme, model: usage, own: ContrastAudit.ownNames(of: theme), scope: .own,
                    appearances: appearances)
            }
            return ContrastAudit(
                theme: theme, appearances: [traits], scope: .own, baseline: nil, listing: .all, limit: .max,
                drawn: drawn?(theme, [traits]) ?? [], own: nil, usage: usage, evidence: evidence, judging: .evidence,
                inputs: inputs)
        }
    }

    /// `own`: `ContrastAudit.ownNames(of: theme)` when the caller has it already.
    static func audit(
        _ theme: Theme, _ appearances: [Traits], _ drawn: DrawnPairs?, own: Set<String>? = nil, usage: UsageModel,
        evidence: PairEvidence
    ) -> ContrastAudit {
        ContrastAudit(
            theme: theme, appearances: appearances, scope: .own, listing: .all, limit: .max,
            drawn: drawn?(theme, appearances) ?? [], own: own, usage: usage, evidence: evidence)
    }
}
