import Audit
import ColorScience
import Encoding
import Export
import Formats
import Pairs
import Platform
import Preview
import Screens
import Terminal
import ThemeModel

/// `dusk [THEME]`: the live preview.
enum PreviewCommand: Command {
    static let name = ""
    static let arguments = "[THEME]"
    static let summary = "Opens the live preview of THEME (default: the built-in ios13)."
    static let options: [Option] =
        Option.themeOptions + [
            Option.sourceOption,
            .choice(
                .colors, ColorDepth.allCases.map(\.rawValue),
                "draw with this many colors (default: what the terminal supports)"),
            .text(.logTraits, "FILE", "append one line per trait change to FILE"),
            .text(.screen, "NAME", "start on this screen (see `dusk screens`)"),
            .text(.appearance, "NAME", "start in this appearance (light, dark, dark-elevated, ...)"),
        ]

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let depth = try args.colorDepth()
        let traits = try args.appearances(default: [.light])
        let reference = try args.themeReference()
        let pending = args.namesTheme ? try WriteBack.notePending(reference, &out) : nil
        let files = args.files(of: reference)
        let theme = try args.loadTheme(at: reference)
        // The tuner judges what check judges, the pairs the app's code draws too: read when it first measures,
        // off the input loop, so the first frame waits for nothing.
        let named = args.value(.source)
        if let named, named != "none", FileSystem.entry(at: named) != .directory {
            throw CommandError("--source \(SafeText.quoted(named)): no such folder", exitCode: 66)
        }
        let namesTheme = args.namesTheme
        let source: @Sendable () -> [SourcePair] = {
            var quiet = CommandOutput()
            let read = try? SourceEvidence.read(
                source: named, namesTheme: namesTheme, theme: theme, reference: reference, noting: false, &quiet)
            return read?.scan?.pairs ?? []
        }
        let screens = try args.screens(in: theme)
        guard screens.count == 1 || args.value(.screen) == nil, traits.count == 1 else {
            throw UsageError(
                message: "the preview starts on one screen and in one appearance; give a single name", usage: usage)
        }
        var traitLog: TraitLogFile?
        if let path = args.value(.logTraits) {
            do { traitLog = try TraitLogFile(path: path, protecting: theme.files) } catch {
                throw CommandError(
                    "--log-traits: cannot write `\(SafeText.sanitized(path))`: \(error.reason)", exitCode: 73)
            }
        }
        do {
            out.exitCode = try LivePreview.run(
                themeReference: reference, mode: args.value(.mode), fileAccess: files, notice: pending,
                theme: theme, depth: depth,
                screen: screens[0],
                traits: traits[0],
                traitLog: traitLog, export: exportView,
                writeBack: { edits, loaded in
                    writeTuned(edits, loaded, reference: reference, mode: args.value(.mode), files: files)
                },
                source: source
            )
        } catch {
            throw CommandError(error.message, exitCode: 1)
        }
    }

    /// `w`: the tuned values into the theme's files, by the rule `dusk fix --in-place` follows.
    @Sendable static func writeTuned(
        _ edits: [ColorEdit], _ loaded: Theme, reference: String, mode: String?, files: ProjectFiles
    ) -> Result<WriteReport, ExportFailure> {
        let changes = edits.map {
            PaletteFix.Change(
                name: $0.name, variant: $0.variant, color: $0.color, reason: "tuned in the preview", derived: false)
        }
        do {
            let outcome = try WriteBack.write(changes, theme: loaded, reference: reference, mode: mode, files: files)
            return .success(WriteReport(summary: outcome.summary, overlaid: outcome.overlaid.map(\.change.edit)))
        } catch let error as CommandError {
            return .failure(ExportFailure(error.message))
        } catch {
            return .failure(ExportFailure("\(error)"))
        }
    }

    /// `x`: the current view as ANSI, SVG and PNG into screenshots/<theme>/.
    @Sendable static func exportView(_ view: Canvas, _ name: String, _ theme: Theme) -> Result<[String], ExportFailure>
    {
        do {
            return .success(
                try ScreenshotWriter.write(
                    canvas: view, baseName: name, theme: theme,
                    into: ScreenshotWriter.defaultDirectory(for: theme)))
        } catch {
            return .failure(ExportFailure(error.description))
        }
    }
}
