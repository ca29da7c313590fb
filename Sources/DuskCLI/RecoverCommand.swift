import Platform
import ThemeModel

/// `dusk recover THEME`: undoes an in-place write that was cut short.
enum RecoverCommand: Command {
    static let name = "recover"
    static let arguments = "THEME"
    static let summary =
        """
        Rolls back an in-place write to THEME that was cut short (`kill -9`, a crash, power): every file it had \
        replaced gets its bytes back, unless it was changed since. Other commands only say such a write is there.
        """
    static let options: [Option] = []

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let reference = try args.themeReference()
        guard FileSystem.exists(reference) else {
            throw CommandError(
                "\(SafeText.sanitized(reference)): no such theme file or folder; give the theme that was written into",
                exitCode: 66)
        }
        out.print(try WriteBack.recover(reference) ?? "\(SafeText.sanitized(reference)): no write was cut short")
    }
}
