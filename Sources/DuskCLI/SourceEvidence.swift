import AppSource
import Pairs
import Platform
import ThemeModel

/// The evidence of which pairs a command judges: the theme's own (its `roles`, its format's semantics) and,
/// from `--source DIR` or the project holding the theme, the places the app's code draws its colors.
struct SourceEvidence {
    var evidence: PairEvidence
    var scan: SourceScan?
    /// Whether the folder was found, not named: the first line says how to skip it.
    var found = false

    /// Reads the app's source for `theme` (loaded from `reference`) as `--source` says.
    static func read(
        _ args: ParsedArguments, theme: Theme, reference: String, noting: Bool = true, _ out: inout CommandOutput
    ) throws -> SourceEvidence {
        try Self.read(
            source: args.value(.source), namesTheme: args.namesTheme, theme: theme, reference: reference,
            noting: noting, &out)
    }

    /// The same, from `--source`'s value and whether the command named a theme.
    static func read(
        source named: String?, namesTheme: Bool, theme: Theme, reference: String, noting: Bool = true,
        _ out: inout CommandOutput
    ) throws -> SourceEvidence {
        let isPath = namesTheme && (reference.contains("/") || FileSystem.exists(reference))
        guard named != "none", let root = named ?? (isPath ? SourceTree.project(of: reference) : nil) else {
            return SourceEvidence(evidence: PairEvidence(theme: theme))
        }
        var scan: SourceScan
        do {
            let line = ProgressLine("reading the app's code under \(SafeText.quoted(root))")
            defer { line.clear() }
            scan = try SourceScan.scan(root) { files in line.show("\(files) files") }
            // A folder dusk found is shown from the working folder (`.`, `app`), as the user would name it.
            if named == nil { scan.root = Self.shown(root) }
        } catch {
            throw CommandError("--source \(SafeText.quoted(root)): \(error.reason)", exitCode: 66)
        }
        for skip in scan.skipped {
            out.error("note: \(SafeText.quoted(root + "/" + skip.path)): not read: \(skip.why)")
        }
        if scan.moreSkipped > 0 { out.error("note: \(scan.moreSkipped) more files under \(root) not read") }
        if scan.truncated {
            out.error("note: \(SafeText.quoted(root)) holds more source files than dusk reads; the rest not read")
        }
        let read = SourceEvidence(
            evidence: PairEvidence(theme: theme, source: scan.pairs), scan: scan, found: named == nil)
        // `check` says it first in its report; the other commands as a note.
        if noting, let line = read.firstLine { out.error("note: " + line) }
        return read
    }

    /// Locks `theme` to the one style the app's code shows, when it forces one and the theme says nothing of
    /// its own; returns where the code does it.
    func lockToForcedStyle(_ theme: inout Theme) -> ForcedStyle? {
        guard theme.lockedStyle == nil, let forced = scan?.forcedStyle else { return nil }
        theme.lockedStyle = forced.style
        return forced
    }

    /// `folder` from the working folder when it is that folder or below it, else as it is.
    static func shown(_ folder: String) -> String {
        guard let working = FileSystem.canonicalPath(".") else { return folder }
        if folder == working { return "." }
        return folder.hasPrefix(working + "/") ? String(folder.dropFirst(working.count + 1)) : folder
    }

    /// `pairs from 312 places in 48 files under ..; `--source none` skips this`, or nil when no code was read.
    var firstLine: String? {
        guard let scan else { return nil }
        let places = evidence.matchedPlaces
        let skip = found ? "; `--source none` skips this" : ""
        guard places > 0 else {
            return "the code under \(SafeText.quoted(scan.root)) draws none of the theme's colors together\(skip)"
        }
        var line =
            "pairs from \(places) place\(places == 1 ? "" : "s") in \(evidence.matchedFiles) of \(scan.filesRead) "
            + "files under \(SafeText.quoted(scan.root))"
        if evidence.unmatchedPlaces > 0 {
            line += " (\(evidence.unmatchedPlaces) more draw colors the theme does not have)"
        }
        return line + skip
    }
}

extension ForcedStyle {
    /// `the app shows dark only (.preferredColorScheme(.dark) at App.swift:90): only dark appearances are checked`.
    func sentence(_ done: String) -> String {
        let at = site.location
        return "the app shows \(style.rawValue) only (\(site.detail) at \(SafeText.sanitized(at.file)):\(at.line)): "
            + "only \(style.rawValue) appearances are \(done)"
    }
}
