import ThemeModel

/// The name of every option a command may declare (`--all-pairs` is `.allPairs`): commands declare and
/// read options by these, so a misspelled option does not compile.
enum OptionName: String, Sendable, Hashable, Comparable {
    case alert
    case allPairs = "all-pairs"
    case appearance
    case baseline
    case cardStyle = "card-style"
    case colors
    case cssPrefix = "css-prefix"
    case force
    case format
    case frame
    case guess
    case help
    case inPlace = "in-place"
    case inherited
    case json
    case listModes = "list-modes"
    case logTraits = "log-traits"
    case mode
    case noDerive = "no-derive"
    case out
    case project
    case scale
    case screen
    case sheet
    case size
    case source
    case statusBar = "status-bar"
    case swiftCatalog = "swift-catalog"
    case verbose

    static func < (a: OptionName, b: OptionName) -> Bool { a.rawValue < b.rawValue }
}

/// One `--name` option, as a command declares it. Parsing, validation,
/// "did you mean", the usage line and the help all come from this.
struct Option: Sendable {
    enum Value: Sendable {
        /// A flag: `--json`.
        case none
        /// Free text, described by a placeholder: `--size WxH`.
        case text(String)
        /// One of these words: `--format ans|txt|svg`.
        case choice([String])
    }

    var name: OptionName
    var value: Value
    var help: String

    /// Which of a file's themes to show.
    static let modeOption = Option.text(
        .mode, "NAME",
        "for files with several themes (a resolver's contexts, Tokens Studio themes, Figma modes): the one to "
            + "show; `dusk colors FILE --list-modes` lists them"
    )

    /// Where a theme's references may be read from (`ProjectFiles`).
    static let projectOption = Option.text(
        .project, "DIR",
        "read what THEME refers to (inherits, $ref, sources, screens) from below DIR too; by default only from "
            + "below the repository holding THEME, or THEME's own folder"
    )

    /// Where the app's code is, whose drawing is the evidence of which pairs are judged (`SourceEvidence`).
    static let sourceOption = Option.text(
        .source, "DIR|none",
        "judge the pairs the app's code in DIR draws (CSS, Tailwind classes, Android layouts, SwiftUI, UIKit, "
            + "storyboards, Compose, Flutter); by default the project holding THEME; `none` reads no code"
    )

    /// What every command that loads a theme takes.
    static let themeOptions = [modeOption, projectOption]

    static func flag(_ name: OptionName, _ help: String) -> Option { Option(name: name, value: .none, help: help) }
    static func text(_ name: OptionName, _ placeholder: String, _ help: String) -> Option {
        Option(name: name, value: .text(placeholder), help: help)
    }
    static func choice(_ name: OptionName, _ allowed: [String], _ help: String) -> Option {
        Option(name: name, value: .choice(allowed), help: help)
    }

    var takesValue: Bool { if case .none = value { return false } else { return true } }

    /// `--json`, `--size WxH`, `--format ans|txt|svg`.
    var synopsis: String {
        switch value {
        case .none: return "--" + name.rawValue
        case .text(let placeholder): return "--\(name.rawValue) \(placeholder)"
        case .choice(let allowed): return "--\(name.rawValue) \(allowed.joined(separator: "|"))"
        }
    }
}

/// A command, declared as a type: its name, arguments, summary and options.
/// Usage, help and argument errors are derived from the declaration, so
/// adding a command is one file plus one line in `DuskCLI.commands`.
protocol Command {
    /// The word after `dusk` (empty for the preview, which runs without one).
    static var name: String { get }
    /// The positional arguments, as the usage line shows them: `[THEME]`.
    static var arguments: String { get }
    /// One sentence for `dusk help` and `--help`.
    static var summary: String { get }
    static var options: [Option] { get }
    /// Runs with arguments already checked against `options`.
    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws
}

extension Command {
    static var allOptions: [Option] { options + [.flag(.help, "show this help")] }

    static var usage: String {
        "usage: "
            + (["dusk", name, arguments].filter { !$0.isEmpty } + options.map { "[\($0.synopsis)]" }).joined(
                separator: " ")
    }

    static var help: String {
        var lines = [usage, "", summary, "", "options:"]
        for o in allOptions {
            let label = "--" + o.name.rawValue + (o.takesValue ? " VALUE" : "")
            lines.append("  " + TextTable.pad(label, 22) + o.help)
        }
        return lines.joined(separator: "\n")
    }

    /// Parses `arguments`, answers `--help`, else runs.
    static func main(_ arguments: ArraySlice<String>, _ out: inout CommandOutput) throws {
        let args = try ParsedArguments(arguments, options: allOptions, usage: usage)
        if args.flag(.help) {
            out.print(help)
            return
        }
        // A command that declares no arguments takes none (`dusk themes extra` is a mistake, not a listing).
        if Self.arguments.isEmpty, let extra = args.positionals.first {
            throw UsageError(message: "`\(name)` takes no arguments, found `\(SafeText.excerpt(extra))`", usage: usage)
        }
        try run(args, &out)
    }
}
