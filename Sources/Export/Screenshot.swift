import ThemeKit
import Screens

/// One export request: what to render and how to encode it.
public struct ScreenshotRequest: Sendable {
    public var screen: Screen
    public var traits: Traits
    public var size: Size
    public var options: ScreenOptions
    public var format: ExportFormat
    public var depth: ColorDepth

    public init(screen: Screen, traits: Traits, size: Size = Screen.defaultSize, options: ScreenOptions = ScreenOptions(),
                format: ExportFormat = .ans, depth: ColorDepth = .truecolor) {
        self.screen = screen; self.traits = traits; self.size = size; self.options = options; self.format = format; self.depth = depth
    }

    /// `<screen>-<appearance>.<ext>`.
    public var fileName: String { "\(screen.rawValue)-\(traits.name).\(format.rawValue)" }

    public func render(_ theme: Theme) -> [UInt8] {
        let canvas = screen.render(theme: theme, traits: traits, size: size, options: options)
        return format.encode(canvas, depth: depth, title: "\(theme.name) · \(screen.title) · \(traits.name)")
    }
}

/// Writes screenshots into a directory without ever replacing a theme file.
public enum ScreenshotWriter {
    /// The default folder: `screenshots/<theme name>`.
    public static func defaultDirectory(for theme: Theme) -> String {
        "screenshots/" + AtomicFile.safeComponent(theme.name)
    }

    /// Writes an already composed canvas (the live preview's view) as ANSI and SVG.
    public static func write(canvas: Canvas, baseName: String, theme: Theme, into directory: String) throws(WriteError) -> [String] {
        try AtomicFile.makeDirectories(directory)
        let protected = Set(theme.files.compactMap { FileReader.canonicalPath($0) })
        var written: [String] = []
        for format in [ExportFormat.ans, .svg] {
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + AtomicFile.safeComponent(baseName) + "." + format.rawValue
            if let existing = FileReader.canonicalPath(path), protected.contains(existing) {
                throw WriteError(path: path, reason: "it is a file of the theme being exported; refusing to overwrite it")
            }
            try AtomicFile.write(format.encode(canvas, depth: .truecolor, title: "\(theme.name) · \(baseName)"), to: path)
            written.append(path)
        }
        return written
    }

    /// Renders and writes each request; returns the paths written.
    public static func write(_ requests: [ScreenshotRequest], theme: Theme, into directory: String) throws(WriteError) -> [String] {
        try AtomicFile.makeDirectories(directory)
        let protected = Set(theme.files.compactMap { FileReader.canonicalPath($0) })
        var written: [String] = []
        for request in requests {
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + request.fileName
            if let existing = FileReader.canonicalPath(path), protected.contains(existing) {
                throw WriteError(path: path, reason: "it is a file of the theme being exported; refusing to overwrite it")
            }
            try AtomicFile.write(request.render(theme), to: path)
            written.append(path)
        }
        return written
    }
}
