import ColorScience

/// A place in a file, 1-based, columns counted in characters (Unicode scalars).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// One problem in a theme, pointing at the line a designer has to edit.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation?
    public var file: String
    public var message: String
    /// What a note is about, for the commands that act on notes (not by reading their text).
    public var kind: Kind = .general
    /// For a `clippedColor`: the nearest sRGB color of the value's lightness and hue, what `fix` writes.
    public var nearest: RGBA?

    public enum Kind: Sendable, Hashable {
        case general
        /// A color outside sRGB (Display P3, extended ranges) clipped to it: `check` counts it as a finding.
        case clippedColor
        /// The same, clipped to exactly the token's own `hex` fallback: the author's sRGB choice, a note only.
        case clippedToFallback
        /// The same, clipped to within a step of the nearest sRGB color of its lightness and hue: a note only.
        case clippedWithinAStep
        /// An sRGB function's channel past its range (`rgb(1000 0 0)`), clamped as CSS defines: a note only.
        case clamped
        /// A value among color tokens that is more than one color (a gradient in Tokens Studio, a box shadow in
        /// Style Dictionary), named by what it is: counted into one note per kind by the reader.
        case notOneColor(String)
        /// Color values in the file that were not loaded (the note names the first few and why): the theme's
        /// coverage counts them, so nothing is lost without a word.
        case skippedColors(Int)
    }

    /// "3 tokens skipped (`a.b`, `c`, `d`): why": one note for the values of one kind a reader could not load.
    package static func skipped(
        _ names: [String], _ what: (one: String, many: String), why: String, at location: SourceLocation
    ) -> Diagnostic {
        let shown = names.prefix(3).map { "`\(SafeText.excerpt($0))`" }.joined(separator: ", ")
        let more = names.count > 3 ? " and \(names.count - 3) more" : ""
        let noun = names.count == 1 ? what.one : what.many
        var note = Diagnostic(at: location, "\(names.count) \(noun) skipped (\(shown)\(more)): \(why)")
        note.kind = .skippedColors(names.count)
        return note
    }

    /// How many colors a note says were not loaded.
    public var skippedColorCount: Int {
        if case .skippedColors(let count) = kind { return count }
        return 0
    }

    /// Readers report clipped colors beside their errors; this moves them to the notes.
    package static func moveNotes(from diagnostics: inout [Diagnostic], to notes: inout [Diagnostic]) {
        let isNote: (Diagnostic) -> Bool = {
            $0.kind == .clippedColor || $0.kind == .clippedToFallback || $0.kind == .clippedWithinAStep
                || $0.kind == .clamped
        }
        notes += diagnostics.filter(isNote)
        diagnostics.removeAll(where: isNote)
    }

    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.file = location.file
        self.message = message
    }

    /// For problems with the file as a whole (missing, unreadable, too large).
    public init(file: String, _ message: String) {
        self.location = nil
        self.file = file
        self.message = message
    }

    /// Problems in reading order: grouped by file (files in the order given
    /// by `fileOrder`, then by name), and within a file by line and column,
    /// problems with the whole file first.
    public static func sorted(_ diagnostics: [Diagnostic], fileOrder: [String] = []) -> [Diagnostic] {
        var rank: [String: Int] = [:]
        for (i, f) in fileOrder.enumerated() where rank[f] == nil { rank[f] = i }
        let ordered = diagnostics.sorted { a, b in
            if a.file != b.file {
                let ra = rank[a.file] ?? Int.max
                let rb = rank[b.file] ?? Int.max
                return ra != rb ? ra < rb : a.file < b.file
            }
            let ka = (a.location?.line ?? 0, a.location?.column ?? 0)
            let kb = (b.location?.line ?? 0, b.location?.column ?? 0)
            return ka != kb ? ka < kb : a.message < b.message
        }
        // A file read for several appearances reports each problem once.
        var unique: [Diagnostic] = []
        for d in ordered
        where unique.last.map({ $0.file != d.file || $0.location != d.location || $0.message != d.message }) ?? true {
            unique.append(d)
        }
        return unique
    }

    public var description: String { description(label: "error") }

    /// At most this many errors are reported for one file, as compilers do:
    /// the first ones, then one line that counts the rest.
    public static let reportLimit = 100

    /// `diagnostics` cut to `reportLimit`, with a last line saying how many more there were.
    public static func limited(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > reportLimit, let last = diagnostics.prefix(reportLimit).last else {
            return diagnostics
        }
        let more = diagnostics.count - reportLimit
        return Array(diagnostics.prefix(reportLimit)) + [
            Diagnostic(
                file: last.file,
                """
                \(more) more error\(more == 1 ? "" : "s") not shown (at most \(reportLimit) are reported; fix \
                these first)
                """
            )
        ]
    }

    /// `path:line:column: note: message` and the like.
    public func description(label: String) -> String {
        // A path is the user's text, of any length: a 100 KB one is cut, as every other quote is.
        let place = SafeText.excerpt(location.map(\.description) ?? file, limit: SafeText.pathLimit)
        return "\(place): \(label): \(SafeText.sanitized(message))"
    }
}

/// Why a theme could not be loaded.
public enum ThemeError: Error, Sendable, CustomStringConvertible {
    /// The file is missing, unreadable or not a regular file (exit 66).
    case unreadable(Diagnostic)
    /// The content is wrong: syntax or meaning (exit 65). Sorted by position.
    case invalid([Diagnostic])

    public var diagnostics: [Diagnostic] {
        switch self {
        case .unreadable(let d): return [d]
        case .invalid(let ds): return ds
        }
    }

    /// sysexits.h: EX_DATAERR 65, EX_NOINPUT 66.
    public var exitCode: Int32 {
        switch self {
        case .unreadable: return 66
        case .invalid: return 65
        }
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
extension Diagnostic: Error {}

extension Theme {
    /// The colors outside sRGB the theme still shows clipped: the `clippedColor` notes whose value some color
    /// still takes (a theme that inherits the file and gives the color an sRGB value of its own, as `fix`
    /// writes, no longer shows the clip). `check` counts these as findings.
    public var shownClips: [Diagnostic] {
        let clips = notes.filter { $0.kind == .clippedColor }
        guard !clips.isEmpty else { return [] }
        var shown: Set<SourceLocation> = []
        for name in names {
            guard let color = self[name] else { continue }
            for traits in Traits.all {
                if let at = color.color.variant(for: traits)?.value.location { shown.insert(at) }
            }
        }
        return clips.filter { $0.location.map(shown.contains) ?? true }
    }
}
