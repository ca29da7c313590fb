import Encoding
import Formats
import Platform
import Screens
import ThemeModel

/// A command-line mistake: printed with the command's usage, exit 64 (EX_USAGE).
public struct UsageError: Error, Sendable {
    public var message: String
    public var usage: String
}

/// Arguments split into positionals and options, checked against the
/// command's declared options, with typed accessors for the common values.
/// Options are read by `OptionName`, and only those the command declares (reading another is a bug, and
/// traps in the tests rather than reading nil).
struct ParsedArguments {
    var positionals: [String] = []
    private var values: [OptionName: String] = [:]
    private var flags: Set<OptionName> = []
    private let declared: Set<OptionName>
    let usage: String

    init(_ arguments: some Sequence<String>, options: [Option], usage: String) throws(UsageError) {
        self.usage = usage
        declared = Set(options.map(\.name))
        var iterator = arguments.makeIterator()
        var onlyPositionals = false
        while let argument = iterator.next() {
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            if name == "-h" { name = "--help" }
            guard let option = options.first(where: { "--" + $0.name.rawValue == name }) else {
                let known = options.map { "--" + $0.name.rawValue }
                throw UsageError(
                    message: "unknown option `\(SafeText.excerpt(name))`\(Suggestion.didYouMean(name, in: known))",
                    usage: usage)
            }
            guard option.takesValue else {
                if inlineValue != nil { throw UsageError(message: "`\(name)` takes no value", usage: usage) }
                flags.insert(option.name)
                continue
            }
            guard let value = inlineValue ?? iterator.next() else {
                throw UsageError(message: "`\(name)` needs a value", usage: usage)
            }
            if value.isEmpty { throw UsageError(message: "`\(name)` needs a value, found an empty one", usage: usage) }
            if case .choice(let allowed) = option.value, !allowed.contains(value) {
                throw UsageError(
                    message:
                        """
                        `\(name)` must be one of \(allowed.joined(separator: ", ")); found \
                        `\(SafeText.excerpt(value))`\(Self.didYouMean(value, in: allowed))
                        """,
                    usage: usage)
            }
            values[option.name] = value
        }
    }

    /// What people also call the values of dusk's choices: a picture format dusk does not write is a PNG.
    static let synonyms: [String: String] = [
        "jpg": "png", "jpeg": "png", "gif": "png", "webp": "png", "bmp": "png", "tif": "png", "tiff": "png",
        "ansi": "ans", "text": "txt", "plain": "txt", "htm": "html", "json": "tokens", "dtcg": "tokens",
        "xml": "android", "kotlin": "android", "catalog": "xcassets", "scss": "css", "sarif-json": "sarif",
    ]

    /// "; did you mean `png`?" for a value one of `allowed` is called too, else the nearest by spelling.
    static func didYouMean(_ value: String, in allowed: [String]) -> String {
        if let meant = synonyms[value.lowercased()], allowed.contains(meant) { return "; did you mean `\(meant)`?" }
        return Suggestion.didYouMean(value, in: allowed)
    }

    /// The value given for a declared option; nil when not given.
    func value(_ name: OptionName) -> String? {
        precondition(declared.contains(name), "--\(name.rawValue) is not an option of this command")
        return values[name]
    }

    /// Whether a declared flag was given.
    func flag(_ name: OptionName) -> Bool {
        precondition(declared.contains(name), "--\(name.rawValue) is not an option of this command")
        return flags.contains(name)
    }

    /// Whether a declared option was given, with a value or as a flag.
    func given(_ name: OptionName) -> Bool { value(name) != nil || flags.contains(name) }

    /// A declared choice as its enum value (validated while parsing).
    func choice<T: RawRepresentable>(_ name: OptionName, as type: T.Type) -> T? where T.RawValue == String {
        value(name).flatMap { T(rawValue: $0) }
    }

    /// `--colors`, typed; nil when not given.
    func colorDepth() throws(UsageError) -> ColorDepth? {
        guard let value = value(.colors) else { return nil }
        guard let depth = ColorDepth(option: value) else {
            let names = ColorDepth.allCases.map(\.rawValue)
            throw UsageError(
                message:
                    """
                    `--colors` must be one of \(names.joined(separator: ", ")); found \
                    `\(SafeText.excerpt(value))`\(Suggestion.didYouMean(value, in: names))
                    """,
                usage: usage)
        }
        return depth
    }

    /// `--size COLUMNSxROWS`; nil when not given.
    func size() throws(UsageError) -> Size? {
        guard let text = value(.size) else { return nil }
        guard let parsed = Size(text) else {
            throw UsageError(
                message:
                    "`--size` must be COLUMNSxROWS like 80x40 (1...1000 each); found `\(SafeText.excerpt(text))`",
                usage: usage)
        }
        return parsed
    }

    /// `--appearance NAME|all|a,b`; `fallback` when not given; never empty.
    func appearances(default fallback: [Traits]) throws(UsageError) -> [Traits] {
        guard let value = value(.appearance) else { return fallback }
        if value == "all" { return Traits.all }
        var result: [Traits] = []
        for part in value.split(separator: ",") {
            guard let t = Traits(name: String(part)) else {
                throw UsageError(
                    message:
                        "unknown appearance "
                        + "`\(SafeText.excerpt(String(part)))`"
                        + Suggestion.didYouMean(String(part), in: Traits.allNames + ["all"])
                        + " "
                        + "(appearances: \(Traits.allNames.joined(separator: ", ")), all)",
                    usage: usage)
            }
            if !result.contains(t) { result.append(t) }
        }
        if result.isEmpty {
            throw UsageError(
                message:
                    """
                    `--appearance` names no appearance (found `\(SafeText.excerpt(value))`); give a name, a \
                    comma list or all (appearances: \(Traits.allNames.joined(separator: ", ")))
                    """,
                usage: usage)
        }
        return result
    }

    /// `--screen NAME|all|a,b`; every screen when not given; never empty.
    /// `--screen`: built-in names and the theme's own screens.
    func screens(in theme: Theme) throws(UsageError) -> [ScreenRef] {
        let all = ScreenRef.all(in: theme)
        guard let value = value(.screen), value != "all" else { return all }
        let names = all.map(\.name)
        var result: [ScreenRef] = []
        for part in value.split(separator: ",") {
            guard let s = ScreenRef.named(String(part), in: theme) else {
                throw UsageError(
                    message:
                        """
                        unknown screen \
                        `\(SafeText.excerpt(String(part)))`\(Suggestion.didYouMean(String(part), in: names)) \
                        (screens: \(names.joined(separator: ", ")), all)
                        """,
                    usage: usage)
            }
            if !result.contains(s) { result.append(s) }
        }
        if result.isEmpty {
            throw UsageError(
                message:
                    """
                    `--screen` names no screen (found `\(SafeText.excerpt(value))`); give a name, a comma list \
                    or all (screens: \(names.joined(separator: ", ")))
                    """,
                usage: usage)
        }
        return result
    }

    /// The theme named on the command line, in the mode `--mode` names; its
    /// notes (clipped colors, skipped parts, the modes not shown) go to stderr.
    func loadTheme(_ out: inout CommandOutput) throws -> Theme {
        let reference = try themeReference()
        if namesTheme { try WriteBack.notePending(reference, &out) }
        let theme = try loadTheme(at: reference)
        out.notes(theme)
        return theme
    }

    /// The theme the command names, or the built-in one when it names none (a folder `ios13` in the working
    /// folder does not stand in for it).
    func loadTheme(at reference: String) throws(ThemeError) -> Theme {
        guard namesTheme else { return try ThemeLoader.loadDefault(mode: value(.mode)) }
        return try ThemeLoader.load(reference, mode: value(.mode), fileAccess: files(of: reference))
    }

    /// Whether the command was given a theme (else it works on the built-in one).
    var namesTheme: Bool { !positionals.isEmpty }

    /// What the theme at `reference` may read: below its project folder, or below `--project DIR`.
    func files(of reference: String) -> ProjectFiles {
        ProjectFiles(theme: reference, project: value(.project))
    }

    /// At most one positional: the theme (a path or a built-in name).
    func themeReference() throws(UsageError) -> String {
        if positionals.count > 1 {
            throw UsageError(
                message:
                    """
                    expected at most one theme, found \(positionals.count): \
                    \(positionals.map { SafeText.sanitized($0) }.joined(separator: " "))
                    """,
                usage: usage)
        }
        return positionals.first ?? BuiltinThemes.defaultName
    }
}
