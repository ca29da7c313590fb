import ColorScience
import Platform
import ThemeModel

/// The command-line front: picks a command, runs it, maps errors to
/// messages and exit codes. Never lets an error escape as a crash.
public enum DuskCLI {
    /// Runs dusk with `arguments` (without the program name) in-process.
    public static func run(_ arguments: [String]) -> CommandOutput {
        var out = CommandOutput()
        do {
            try dispatch(arguments[...], &out)
        } catch let error as UsageError {
            out.error("dusk: error: \(error.message)")
            out.error(error.usage)
            out.exitCode = 64
        } catch let error as ThemeError {
            for d in error.diagnostics { out.error(d.description) }
            out.exitCode = error.exitCode
        } catch let error as CommandError {
            out.error("dusk: error: \(error.message)")
            out.exitCode = error.exitCode
        } catch {
            out.error("dusk: error: \(error)")
            out.exitCode = 70
        }
        return out
    }

    /// Every command but the preview (which runs when no command is named).
    static var commands: [any Command.Type] {
        [
            ColorsCommand.self, CheckCommand.self, DeriveCommand.self, FixCommand.self, ExportCommand.self,
            ScreensCommand.self, ThemesCommand.self, RecoverCommand.self,
        ]
    }

    static func dispatch(_ arguments: ArraySlice<String>, _ out: inout CommandOutput) throws {
        let word = arguments.first
        if let word, let command = commands.first(where: { $0.name == word }) {
            return try command.main(arguments.dropFirst(), &out)
        }
        switch word {
        case "help", "--help", "-h": try help(arguments.dropFirst(), &out)
        case "--version":
            guard arguments.count == 1 else {
                throw UsageError(
                    message: "--version takes nothing more (found `\(SafeText.excerpt(arguments.dropFirst()[1]))`)",
                    usage: Help.overview)
            }
            out.print("dusk \(version)")
        default:
            if let word, !word.hasPrefix("-"), !word.contains("/"), !word.contains("."),
                !BuiltinThemes.names.contains(word), !FileSystem.exists(word)
            {
                // (A key path to a static member of an existential metatype crashes Swift 6.3's SILGen: a closure.)
                let known = commands.map { $0.name } + ["help"]
                throw UsageError(
                    message:
                        "unknown command or theme "
                        + "`\(SafeText.sanitized(word))`"
                        + Suggestion.didYouMean(word, in: known + BuiltinThemes.names)
                        + " "
                        + "(commands: \(known.joined(separator: ", ")); built-in themes: "
                        + "\(BuiltinThemes.names.joined(separator: ", ")); or a path to a theme file)",
                    usage: Help.overview)
            }
            if arguments.contains("--help") || arguments.contains("-h") {
                out.print(Help.overview)
                return
            }
            try PreviewCommand.main(arguments, &out)
        }
    }

    /// `dusk help` (the overview) or `dusk help COMMAND` (that command's help); anything else is a usage error,
    /// never help printed over a word it did not understand.
    static func help(_ rest: ArraySlice<String>, _ out: inout CommandOutput) throws {
        guard let first = rest.first else { return out.print(Help.overview) }
        if rest.count == 1, let command = commands.first(where: { $0.name == first }) {
            return try command.main(["--help"], &out)
        }
        let known = commands.map { $0.name }
        throw UsageError(
            message: "`dusk help` takes one command name, found `\(SafeText.excerpt(rest.joined(separator: " ")))`"
                + Suggestion.didYouMean(first, in: known) + " (commands: \(known.joined(separator: ", ")))",
            usage: Help.overview)
    }

    public static let version = "0.1.0"

    /// Entry point for the executable.
    public static func main() -> Never {
        Memory.returnLargeBlocks()
        let output = run(Array(CommandLine.arguments.dropFirst()))
        exit(output.flush())
    }
}

/// A failure that is neither a usage mistake nor a theme problem (I/O on export, no terminal).
public struct CommandError: Error, Sendable {
    public var message: String
    public var exitCode: Int32
    public init(_ message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }
}
