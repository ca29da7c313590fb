/// Path helpers on plain strings (no Foundation).
public enum Path {
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `name` in `directory` as a person writes it: `shots/a.png`, and `a.png` for the working folder.
    public static func joined(_ directory: String, _ name: String) -> String {
        directory == "." ? name : (directory.hasSuffix("/") ? directory : directory + "/") + name
    }

    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `theme.json` → `theme`; `Brand.tokens.json` → `Brand.tokens`.
    public static func stem(_ path: String) -> String {
        let last = lastComponent(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    /// `./a/b/` → `a/b`: the same path as the user may type it, without a leading `./` or a trailing `/`
    /// (`.` stays `.`, `/` stays `/`).
    public static func plain(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return p
    }

    /// `relative` resolved against the directory of `file`; absolute paths pass through.
    public static func resolve(_ relative: String, relativeToFileAt file: String) -> String {
        if relative.hasPrefix("/") { return relative }
        let dir = directory(of: file)
        return dir == "." ? relative : dir + "/" + relative
    }

    /// A name that stays in its folder: not empty, not `.` or `..`, no `/` or NUL.
    public static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(0x2F) && !name.utf8.contains(0)
    }
}
