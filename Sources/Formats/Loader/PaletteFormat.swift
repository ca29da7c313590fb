import Platform
import Syntax
import ThemeModel

/// One palette format dusk reads: what it is called, how it knows its files (by name, or for JSON by what is
/// in it), how help and errors describe it, and its reader. Each format declares itself beside its reader
/// (`extension PaletteFormat { static let css = ... }`); `PaletteFormats.all` lists them, and the loader, the
/// "none of the formats" error, the folder error, help and the fuzz harness all go through that one list.
public struct PaletteFormat: Sendable {
    /// What kind of file a format reads.
    public enum Input: Sendable {
        /// A folder (an asset catalog): no bytes.
        case folder
        /// Text that is not JSON (CSS, XML, YAML): the reader decodes it (`TextFile` for a place on every scalar).
        case text
        /// Bytes of a binary format (Adobe Swatch Exchange), as they are: the reader bounds-checks every
        /// length and count in them (`BinaryReader`).
        case bytes
        /// JSON or JSON5: parsed once, before any format looks at it.
        case json
    }

    /// Everything a reader may use: it reads nothing else, so it is a pure function of this. `content` is what
    /// its kind of file gives: the parsed tree for JSON, the bytes for text and binary files, nothing for a folder.
    struct Request<Content> {
        var path: String
        var content: Content
        /// `--mode`: for files of several themes, the one to show.
        var mode: String?
        /// The files around this one (siblings, sources, colorsets).
        var fileAccess: any FileAccess
    }

    /// What a reader gives back: the document, the errors, and the notes (what was skipped, and why).
    struct Reading {
        var document: ThemeDocument
        var diagnostics: [Diagnostic] = []
        var notes: [Diagnostic] = []
    }

    /// A format's reader, typed by what it is handed, so none unwraps a payload it was promised.
    enum Reader: Sendable {
        case folder(@Sendable (Request<Void>) throws(ThemeError) -> Reading)
        case text(@Sendable (Request<[UInt8]>) throws(ThemeError) -> Reading)
        case bytes(@Sendable (Request<[UInt8]>) throws(ThemeError) -> Reading)
        case json(@Sendable (Request<JSONNode>) throws(ThemeError) -> Reading)

        var input: Input {
            switch self {
            case .folder: return .folder
            case .text: return .text
            case .bytes: return .bytes
            case .json: return .json
            }
        }
    }

    /// "asset catalog", "CSS custom properties".
    public let name: String
    /// How help and the folder error name its files: "an asset catalog (a folder named *.xcassets)".
    public let files: String
    /// For JSON formats read by content: what a file of this format has, for the error about a file that fits
    /// none ("a resolver has \"sets\" and \"modifiers\"").
    public let contentRule: String?
    public var input: Input { reader.input }
    /// For text and binary formats: a path the format claims by name (`res/values/colors.xml`), where the fuzz
    /// harness puts its input; a test holds each to being claimed by its own format.
    public let example: String?
    /// Claims a file by its path, lowercased, without a trailing slash.
    let claimsName: @Sendable (String) -> Bool
    /// Claims a JSON file that no format claimed by name.
    let claimsContent: @Sendable (JSONNode) -> Bool
    /// Claims a folder no name claimed, by what is in it.
    let claimsFolder: @Sendable (String, any FileAccess) -> Bool
    /// Token files opened alone may alias into files a resolver reads with them: errors then say where it is.
    let pointsToResolver: Bool
    /// A key written twice is an error (a file the designer edits by hand), not the later one read with a note.
    let duplicateKeysAreErrors: Bool
    /// A file of this format may hold no colors (a dusk theme that only sets the status bar); for the others a
    /// palette file with no color in it, and none skipped, is a mistake, not an empty palette.
    let mayHoldNoColors: Bool
    /// A palette kept in an app's code (Kotlin, Swift): a folder of such files is code, not a folder of palettes,
    /// and its reader reads the file's folder.
    let isCode: Bool
    /// The format can say every one of the eight appearances (a dusk theme, Swift's trait collections); the others
    /// say light, dark and what the file writes apart (`ThemeDocument.saidAppearances`).
    let saysEveryAppearance: Bool
    let reader: Reader

    init(
        name: String, files: String, contentRule: String? = nil, example: String? = nil,
        claimsName: @escaping @Sendable (String) -> Bool = { _ in false },
        claimsContent: @escaping @Sendable (JSONNode) -> Bool = { _ in false },
        claimsFolder: @escaping @Sendable (String, any FileAccess) -> Bool = { _, _ in false },
        pointsToResolver: Bool = false, duplicateKeysAreErrors: Bool = false, mayHoldNoColors: Bool = false,
        isCode: Bool = false, saysEveryAppearance: Bool = false, reader: Reader
    ) {
        self.name = name
        self.files = files
        self.contentRule = contentRule
        self.example = example
        self.claimsName = claimsName
        self.claimsContent = claimsContent
        self.claimsFolder = claimsFolder
        self.pointsToResolver = pointsToResolver
        self.duplicateKeysAreErrors = duplicateKeysAreErrors
        self.mayHoldNoColors = mayHoldNoColors
        self.isCode = isCode
        self.saysEveryAppearance = saysEveryAppearance
        self.reader = reader
    }
}

extension PaletteFormat {
    /// A reading from a reader written as `(diagnostics, notes) -> document`.
    static func reading(
        _ body: (inout [Diagnostic], inout [Diagnostic]) throws(ThemeError) -> ThemeDocument
    ) throws(ThemeError) -> Reading {
        var diagnostics: [Diagnostic] = []
        var notes: [Diagnostic] = []
        let document = try body(&diagnostics, &notes)
        return Reading(document: document, diagnostics: diagnostics, notes: notes)
    }
}
