import Platform
import Syntax
import ThemeModel

/// One file of a palette kept in code, as its reader walks it: the text (for places), its tokens, its chains.
struct CodeFile {
    var text: SourceText
    var tokens: BraceTokens
    var chains: PostfixChains

    /// Tokens `start..<end` as the code writes them, on one line and made safe to print: for a note.
    func excerpt(_ start: Int, _ end: Int) -> String {
        guard start < end, end <= tokens.count else { return "" }
        let code = text.string(tokens[start].start..<tokens[end - 1].end)
        return SafeText.excerpt(code.split(whereSeparator: \.isNewline).joined(separator: " "), limit: 60)
    }
}

/// A constant of a palette kept in code (a Kotlin `val`, a Dart `const`): its name, the scope its own names are
/// looked up in first, and its value's tokens.
struct CodeDeclaration {
    /// `Purple80`, `AppColors.primary`.
    var name: String
    /// The qualifier its own references are tried under first (`AppColors`), or "".
    var scope: String
    var file: Int
    /// The value's tokens.
    var start: Int
    var end: Int
    var location: SourceLocation
    /// Written with a type (`: Color`).
    var typedColor: Bool
}

/// A palette kept in code spans the files of its folder (`Theme.kt` names the vals of `Color.kt`): the file
/// given, then the others of its language beside it, read as text, each unreadable one named in a note.
enum CodeFolder {
    /// Sibling files read; a folder of more is a source tree, not a palette.
    static let maximumSiblings = 64

    /// The file's text and its siblings' (ending in `suffix`), in byte order after it; their paths are added to
    /// `extraFiles` (watched for live reload).
    static func texts(
        _ request: PaletteFormat.Request<[UInt8]>, suffix: String, extraFiles: inout [String],
        notes: inout [Diagnostic]
    ) throws(ThemeError) -> [SourceText] {
        let path = request.path
        let files = request.fileAccess
        _ = try TextFile(request.content, file: path)
        var texts = [SourceText(path: path, bytes: withoutByteOrderMark(request.content))]
        let folder = Path.directory(of: path)
        let listing = files.entries(folder, limit: 4096)
        let own = Path.lastComponent(path)
        let names = listing.names.filter { $0.hasSuffix(suffix) && $0 != own }
        if names.count > maximumSiblings || listing.truncated {
            notes.append(
                Diagnostic(
                    file: path,
                    "read the first \(maximumSiblings) \(suffix) files beside it; a folder of more is an app's code, "
                        + "not its palette: give the palette's own folder"))
        }
        for sibling in names.prefix(maximumSiblings).map({ Path.joined(folder, $0) })
        where files.entry(at: sibling) == .regular && !files.sameFile(sibling, path) {
            guard let bytes = try? FileReader.read(sibling, from: files), (try? TextFile(bytes, file: sibling)) != nil
            else {
                notes.append(Diagnostic(file: sibling, "not read: not a UTF-8 text file dusk could open"))
                continue
            }
            texts.append(SourceText(path: sibling, bytes: withoutByteOrderMark(bytes)))
            extraFiles.append(sibling)
        }
        return texts
    }

    /// Where the value starting at `start` ends: at the first token outside its brackets that begins a
    /// declaration or statement (`val`, `static`; not after a `.`, as in `.init`), a `;`, what `stops` says, or
    /// the end of the block around it.
    static func expressionEnd(
        from start: Int, _ t: BraceTokens, statementStarts: Set<String>, stops: (Int) -> Bool = { _ in false }
    ) -> Int {
        var j = start
        while j < t.count {
            let k = t[j].kind
            if k == .close { return j }
            if k == .open {
                let close = t.match[j]
                j = close >= t.count ? t.count : close + 1
                continue
            }
            if j > start, k == .identifier, !t.isPunctuation(j - 1, "."), statementStarts.contains(t.name(j)) {
                return j
            }
            if t.isPunctuation(j, ";") || (j > start && stops(j)) { return j }
            j += 1
        }
        return t.count
    }

    /// A UTF-8 byte-order mark is no code: left in, it would join the first declaration's first word.
    static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    /// The reading's colors into the document, its notes after the others; a file in which nothing was found
    /// (no color read, none counted as not read) is an error that says what such a file has (`expected`).
    static func finish(
        _ doc: inout ThemeDocument, entries: [ThemeDocument.ColorEntry], readingNotes: [Diagnostic],
        expected: String, notes: inout [Diagnostic], diagnostics: inout [Diagnostic]
    ) {
        // A name no theme can hold (a control character, a brace that would read as an alias) is counted, not kept.
        var kept: [ThemeDocument.ColorEntry] = []
        var named: [Diagnostic] = []
        for entry in entries {
            if let problem = ColorName.problem(with: entry.name) {
                named.append(.unreadColor(entry.name, at: entry.location, problem))
            } else {
                kept.append(entry)
            }
        }
        let readingNotes = readingNotes + named
        let entries = kept
        notes += readingNotes
        doc.colors = entries
        doc.writtenNames = Set(entries.map(\.name))
        if entries.isEmpty, !readingNotes.contains(where: { $0.skippedColorCount > 0 }) {
            diagnostics.append(Diagnostic(file: doc.path, "found no colors: " + expected))
        }
    }
}

extension PaletteFormat {
    /// A palette kept in an app's code: claimed by its name's ending, read with the files of its folder.
    static func code(
        name: String, files: String, example: String, suffix: String, saysEveryAppearance: Bool = false,
        document:
            @escaping @Sendable (Request<[UInt8]>, inout [Diagnostic], inout [Diagnostic]) throws(ThemeError)
            -> ThemeDocument
    ) -> PaletteFormat {
        PaletteFormat(
            name: name, files: files, example: example, claimsName: { $0.hasSuffix(suffix) }, isCode: true,
            saysEveryAppearance: saysEveryAppearance,
            reader: .text { request throws(ThemeError) in
                try reading { (diagnostics, notes) throws(ThemeError) in try document(request, &diagnostics, &notes) }
            })
    }
}
