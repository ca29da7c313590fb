import ColorScience
import ThemeModel

/// A color as an app's code gives it, read without running the code: a value, another color of the palette
/// by the name the palette gives it, a system color, one value per appearance (a dynamic provider, a catalog's
/// color), or why it cannot be read (a value only the running app knows).
enum CodeColor: Equatable {
    case literal(RGBA)
    case alias(String)
    case system(String)
    case variants([Traits: ColorValue])
    case unread(String)

    /// Whether it is a color dusk read (not a reason it could not).
    var isRead: Bool {
        if case .unread = self { return false }
        return true
    }

    /// The value in one appearance, for a color that has one value there.
    var value: ColorValue? {
        switch self {
        case .literal(let c): return .literal(c)
        case .alias(let name): return .alias(name)
        case .system(let name): return .system(name)
        case .variants, .unread: return nil
        }
    }
}

/// The colors an app's code declares, resolved as its compiler would resolve them, one at a time and only
/// when asked: a declaration's value may name one declared after it, and a cycle of names is no value.
struct CodeColorTable {
    /// How one declaration's value is worked out, given the table for the names it uses.
    typealias Evaluate = (inout CodeColorTable, Int) -> CodeColor?

    static let cycle = "its value refers back to itself"

    private let count: Int
    private let evaluate: Evaluate
    private var memo: [CodeColor??]
    private var inProgress: Set<Int> = []

    init(count: Int, evaluate: @escaping Evaluate) {
        self.count = count
        self.evaluate = evaluate
        memo = Array(repeating: nil, count: count)
    }

    /// Declaration `i`'s color, nil when it is not a color at all.
    mutating func color(_ i: Int) -> CodeColor? {
        if let known = memo[i] { return known }
        guard !inProgress.contains(i) else { return .unread(Self.cycle) }
        // A chain of references deeper than any real palette's is refused before it is deep on the stack.
        guard inProgress.count < 32 else { return .unread("a chain of more than 32 references") }
        inProgress.insert(i)
        let value = evaluate(&self, i)
        inProgress.remove(i)
        memo[i] = .some(value)
        return value
    }

    /// The value behind declaration `i`, following aliases (for arithmetic on a color: `.copy(alpha:)`).
    mutating func value(_ i: Int, name: (Int) -> String, index: (String) -> Int?) -> RGBA? {
        var seen: Set<Int> = []
        var current = i
        while seen.insert(current).inserted {
            switch color(current) {
            case .literal(let rgba)?: return rgba
            case .alias(let target)?:
                guard let next = index(target) else { return nil }
                current = next
            default: return nil
            }
        }
        return nil
    }
}

extension Diagnostic {
    /// "`brand` not read: why": a color the code declares that dusk could not read, counted in the theme's
    /// coverage ("read 40 of 42 colors").
    static func unreadColor(_ name: String, at location: SourceLocation, _ why: String, count: Int = 1) -> Diagnostic {
        var note = Diagnostic(at: location, "`\(SafeText.excerpt(name))` not read: \(why)")
        note.kind = .skippedColors(count)
        return note
    }
}

extension RGBA {
    /// The same color with alpha `alpha` (0...1), as `.copy(alpha:)` and `withAlphaComponent(_:)` set it.
    func withAlpha(_ alpha: Double) -> RGBA {
        var c = self
        c.a = RGBA.clampByte(min(max(alpha, 0), 1) * 255)
        return c
    }
}
