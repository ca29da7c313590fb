import ColorScience
import Encoding
import Platform
import Screens
import ThemeModel

/// One export request: what to render and how to encode it.
public struct ScreenshotRequest: Sendable {
    public var screen: ScreenRef
    public var traits: Traits
    public var size: Size
    public var options: ScreenOptions
    public var format: ExportFormat
    public var depth: ColorDepth

    public init(
        screen: ScreenRef, traits: Traits, size: Size = Screen.defaultSize, options: ScreenOptions = ScreenOptions(),
        format: ExportFormat = .ans, depth: ColorDepth = .truecolor
    ) {
        self.screen = screen
        self.traits = traits
        self.size = size
        self.options = options
        self.format = format
        self.depth = depth
    }

    /// `<screen>-<appearance>.<ext>`.
    public var fileName: String { "\(AtomicFile.safeComponent(screen.name))-\(traits.name).\(format.rawValue)" }

    /// What is drawn, whatever the encoding.
    public var view: ScreenRequest { ScreenRequest(screen: screen, traits: traits, size: size, options: options) }

    public func render(_ theme: Theme) -> [UInt8] {
        let canvas = view.render(theme)
        return format.encode(
            canvas, depth: depth, title: "\(theme.name) · \(screen.title(in: theme)) · \(traits.name)")
    }
}

/// A file an export could not write, with the path and the reason.
public struct WriteError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    init(_ error: FileError) { self.init(path: error.path, reason: error.reason) }
    public var description: String { "cannot write `\(SafeText.sanitized(path))`: \(reason)" }
}

/// Writes screenshots into a directory without ever replacing a theme file.
public enum ScreenshotWriter {
    /// The default folder: `screenshots/<theme name>`.
    public static func defaultDirectory(for theme: Theme) -> String {
        "screenshots/" + AtomicFile.safeComponent(theme.name)
    }

    /// Writes an already composed canvas (the live preview's view) as ANSI and SVG.
    public static func write(
        canvas: Canvas, baseName: String, theme: Theme, into directory: String
    ) throws(WriteError) -> [String] {
        let files = [ExportFormat.ans, .svg].map { format in
            (
                AtomicFile.safeComponent(baseName) + "." + format.rawValue,
                { format.encode(canvas, depth: .truecolor, title: "\(theme.name) · \(baseName)") }
            )
        }
        return try Self.write(files, theme: theme, into: directory)
    }

    /// Renders and writes each request; returns the paths written.
    public static func write(
        _ requests: [ScreenshotRequest], theme: Theme, into directory: String
    ) throws(WriteError) -> [String] {
        try Self.write(
            requests.map { request in (request.fileName, { request.render(theme) }) }, theme: theme, into: directory)
    }

    static func write(
        _ files: [(name: String, bytes: () -> [UInt8])], theme: Theme, into directory: String
    ) throws(WriteError) -> [String] {
        // The default folder is dusk's choice all the way down; a folder given with --out is the user's.
        let root = Path.plain(directory) == defaultDirectory(for: theme) ? "" : directory
        let protected = ProtectedFiles(theme)
        do {
            try protected.requireOutsideFolders(directory, for: directory)
            try AtomicFile.makeDirectories(directory, below: root)
        } catch { throw WriteError(error) }
        AtomicFile.removeStaleTemporaries(in: directory)
        let paths = files.map { (directory.hasSuffix("/") ? directory : directory + "/") + $0.name }
        do {
            try AtomicFile.write(Array(zip(paths, files.map(\.bytes))), below: root, protecting: protected)
        } catch { throw WriteError(error) }
        return paths
    }
}

/// The files a theme was read from: no export may write over them (by any name) or into a catalog holding them.
extension ProtectedFiles {
    public init(_ theme: Theme) { self.init(theme.files) }
}
