import Formats
import ThemeModel

enum Help {
    /// `dusk help`: every command from its declaration, then what THEME is and the exit codes.
    static var overview: String {
        var table = TextTable()
        table.add(["dusk [THEME]", "open the live preview (default theme: the built-in ios13)"])
        table.add(["", PreviewCommand.options.map { $0.synopsis }.joined(separator: ", ")])
        for command in DuskCLI.commands {
            table.add([
                "dusk \(command.name)" + (command.arguments.isEmpty ? "" : " " + command.arguments),
                firstSentence(command.summary),
            ])
        }
        table.add(["dusk help", "this text; `dusk COMMAND --help` for a command"])
        return """
            dusk: preview iOS-style dynamic color themes in the terminal.

            usage:
            \(table.text(indent: "  "))

            THEME is the name of a built-in theme (\(BuiltinThemes.names.joined(separator: ", "))) or a file dusk reads:
            \(PaletteFormats.all.map { "  " + $0.files }.joined(separator: "\n"))
            Appearances: \(Traits.allNames.joined(separator: ", ")).
            Exit codes: 0 ok, 1 check found problems, 64 usage, 65 invalid theme, 66 missing or
            unreadable file, 70 an internal error (please report it), 73 an export could not be
            written, 74 standard output could not be written, 128+N ended by signal N (the
            terminal restored first).
            """
    }

    /// A summary's gist for the overview: up to its first colon, parenthesis or period, lowercased.
    static func firstSentence(_ s: String) -> String {
        let end = s.firstIndex { $0 == ":" || $0 == "(" || $0 == "." } ?? s.endIndex
        var gist = Substring(s[..<end])
        while gist.last == " " { gist.removeLast() }
        return gist.prefix(1).lowercased() + gist.dropFirst()
    }
}
