import ColorScience
import Synchronization
import ThemeModel

/// The colors one render read, each with what it gave. A screen is a function of the theme's colors
/// it reads (and of the theme's structure, which color edits leave alone), so its render is the same
/// for any edit of the theme under which every read gives the same color again: `fix` changes a few
/// colors per round, and most screens read none of them.
public final class ColorReads: Sendable {
    /// What was asked: a semantic name (`ScreenContext.paint`) or a value (a gradient stop, a tint).
    enum Source: Hashable, Sendable {
        case paint(String)
        case value(ColorValue)
    }

    struct Read: Hashable, Sendable {
        let source: Source
        let traits: Traits
        let color: RGBA?
    }

    private let log = Mutex<[Read]>([])

    public init() {}

    func record(_ source: Source, _ traits: Traits, _ color: RGBA?) {
        log.withLock { $0.append(Read(source: source, traits: traits, color: color)) }
    }

    /// Every distinct read, once the render is done.
    var reads: [Read] {
        var seen: Set<Read> = []
        return log.withLock { $0.filter { seen.insert($0).inserted } }
    }

    /// Whether each read gives the same color in `theme`; `palette` resolves the theme per appearance
    /// (the caller keeps them, since many renders are checked against one theme).
    static func hold(_ reads: [Read], in theme: Theme, palette: (Traits) -> Palette) -> Bool {
        reads.allSatisfy { read in
            switch read.source {
            case .paint(let name):
                return ScreenContext.paint(name, in: palette(read.traits), theme: theme).color == read.color
            case .value(let value):
                return theme.resolve(value: value, read.traits) == read.color
            }
        }
    }
}
