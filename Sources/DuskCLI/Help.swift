import ThemeKit

enum Help {
    static func text(usage: String, summary: String, options: [OptionSpec]) -> String {
        var lines = [usage, "", summary, "", "options:"]
        for o in options {
            let name = "--" + o.name + (o.takesValue ? " VALUE" : "")
            lines.append("  " + ColorsCommand.pad(name, 22) + o.help)
        }
        return lines.joined(separator: "\n")
    }

    static let overview = """
    dusk: preview iOS-style dynamic color themes in the terminal.

    usage:
      dusk [THEME]                 open the live preview (default theme: the built-in ios13)
                                   --colors truecolor|256|16, --log-traits FILE
      dusk colors [THEME]          list every color, resolved (--appearance NAME|all, --json)
      dusk check [THEME]           validate and audit contrast in all eight appearances
      dusk export [THEME]          write screenshots (ANSI, text, SVG) without a terminal
      dusk screens                 list the sample screens
      dusk help                    this text; `dusk COMMAND --help` for a command

    THEME is a theme file (JSON with comments), an asset catalog (*.xcassets), design
    tokens (*.tokens.json, *.resolver.json) or the name of a built-in theme (ios13).
    Appearances: \(Traits.allNames.joined(separator: ", ")).
    Exit codes: 0 ok, 1 check found problems, 64 usage, 65 invalid theme, 66 missing or
    unreadable file, 73 an export could not be written, 74 standard output could not be
    written, 128+N ended by signal N (the terminal restored first).
    """
}
