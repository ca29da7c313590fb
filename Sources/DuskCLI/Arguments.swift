import ThemeKit

/// A command-line mistake: printed with the command's usage, exit 64 (EX_USAGE).
public struct UsageError: Error, Sendable {
    public var message: String
    public var usage: String
}

/// One `--name` option a command accepts.
struct OptionSpec: Sendable {
    var name: String
    var takesValue: Bool
    var help: String
}

/// Arguments split into positionals and options; small on purpose.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    init(_ arguments: some Sequence<String>, options: [OptionSpec], usage: String) throws(UsageError) {
        var iterator = arguments.makeIterator()
        var onlyPositionals = false
        while let argument = iterator.next() {
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inlineValue: String?
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            if name == "-h" { name = "--help" }
            guard let spec = options.first(where: { "--" + $0.name == name }) else {
                let known = options.map { "--" + $0.name }
                throw UsageError(message: "unknown option `\(SafeText.sanitized(name))`\(Suggestion.didYouMean(name, in: known))", usage: usage)
            }
            if spec.takesValue {
                guard let value = inlineValue ?? iterator.next() else {
                    throw UsageError(message: "`\(name)` needs a value", usage: usage)
                }
                if value.isEmpty { throw UsageError(message: "`\(name)` needs a value, found an empty one", usage: usage) }
                values[spec.name] = value
            } else {
                if inlineValue != nil { throw UsageError(message: "`\(name)` takes no value", usage: usage) }
                flags.insert(spec.name)
            }
        }
    }

    /// A value that must be one of `allowed`.
    func choice(_ name: String, from allowed: [String], default fallback: String, usage: String) throws(UsageError) -> String {
        guard let value = values[name] else { return fallback }
        guard allowed.contains(value) else {
            throw UsageError(message: "`--\(name)` must be one of \(allowed.joined(separator: ", ")); found `\(SafeText.sanitized(value))`\(Suggestion.didYouMean(value, in: allowed))", usage: usage)
        }
        return value
    }

    /// `--colors`, typed; nil when not given.
    func colorDepth(usage: String) throws(UsageError) -> ColorDepth? {
        guard let value = values["colors"] else { return nil }
        guard let depth = ColorDepth(option: value) else {
            let names = ColorDepth.allCases.map(\.rawValue)
            throw UsageError(message: "`--colors` must be one of \(names.joined(separator: ", ")); found `\(SafeText.sanitized(value))`\(Suggestion.didYouMean(value, in: names))", usage: usage)
        }
        return depth
    }

    /// At most one positional: the theme (a path or a built-in name).
    func themeReference(usage: String) throws(UsageError) -> String {
        if positionals.count > 1 {
            throw UsageError(message: "expected at most one theme, found \(positionals.count): \(positionals.map { SafeText.sanitized($0) }.joined(separator: " "))", usage: usage)
        }
        return positionals.first ?? BuiltinThemes.defaultName
    }
}

/// Parses `--appearance NAME|all`.
func appearances(from value: String?, default fallback: [Traits], usage: String) throws(UsageError) -> [Traits] {
    guard let value else { return fallback }
    if value == "all" { return Traits.all }
    var result: [Traits] = []
    for part in value.split(separator: ",") {
        guard let t = Traits(name: String(part)) else {
            throw UsageError(message: "unknown appearance `\(SafeText.sanitized(String(part)))`\(Suggestion.didYouMean(String(part), in: Traits.allNames + ["all"])) (appearances: \(Traits.allNames.joined(separator: ", ")), all)", usage: usage)
        }
        if !result.contains(t) { result.append(t) }
    }
    if result.isEmpty {
        throw UsageError(message: "`--appearance` names no appearance (found `\(SafeText.sanitized(value))`); give a name, a comma list or all (appearances: \(Traits.allNames.joined(separator: ", ")))", usage: usage)
    }
    return result
}
