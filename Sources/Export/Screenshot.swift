import ColorScience
import Encoding
import Platform
import Raster
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
    public var picture: PictureStyle

    public init(
        screen: ScreenRef, traits: Traits, size: Size = Screen.defaultSize, options: ScreenOptions = ScreenOptions(),
        format: ExportFormat = .ans, depth: ColorDepth = .truecolor, picture: PictureStyle = PictureStyle()
    ) {
        self.screen = screen
        self.traits = traits
        self.size = size
        self.options = options
        self.format = format
        self.depth = depth
        self.picture = picture
    }

    /// `<screen>-<appearance>.<ext>`.
    public var fileName: String { "\(AtomicFile.safeComponent(screen.name))-\(traits.name).\(format.rawValue)" }

    /// What is drawn, whatever the encoding.
    public var view: ScreenRequest { ScreenRequest(screen: screen, traits: traits, size: size, options: options) }

    public func render(_ theme: Theme) -> [UInt8] {
        let canvas = view.render(theme)
        return format.encode(
            canvas, depth: depth, title: "\(theme.name) · \(screen.title(in: theme)) · \(traits.name)",
            picture: picture)
    }
}

/// One contact sheet: a screen in every requested appearance, each pane labelled (`light`, `dark elevated`),
/// in one SVG or PNG. What each pane draws is a `ScreenshotRequest` in that appearance.
public struct SheetRequest: Sendable {
    /// The screen, size, options, format, depth and picture style of every pane (its `traits` are each pane's).
    public var pane: ScreenshotRequest
    public var appearances: [Traits]

    public init(
        screen: ScreenRef, appearances: [Traits], size: Size = Screen.defaultSize,
        options: ScreenOptions = ScreenOptions(), format: ExportFormat = .png, depth: ColorDepth = .truecolor,
        picture: PictureStyle = PictureStyle()
    ) {
        pane = ScreenshotRequest(
            screen: screen, traits: appearances.first ?? .light, size: size, options: options, format: format,
            depth: depth, picture: picture)
        self.appearances = appearances
    }

    /// `<screen>-sheet.<ext>`.
    public var fileName: String { "\(AtomicFile.safeComponent(pane.screen.name))-sheet.\(format.rawValue)" }

    /// A sheet is a picture: SVG when asked, else PNG.
    public var format: ExportFormat { pane.format == .svg ? .svg : .png }

    /// A pane's label: the appearance in words.
    public static func label(_ traits: Traits) -> String { traits.name.replacingAll("-", " ") }

    public func render(_ theme: Theme) -> [UInt8] {
        let picture = pane.picture
        let canvases = appearances.map { traits in
            var view = pane.view
            view.traits = traits
            return ExportFormat.mapped(view.render(theme), depth: pane.depth)
        }
        let labels = appearances.map(Self.label)
        let title = "\(theme.name) · \(pane.screen.title(in: theme))"
        switch format {
        case .svg: return SVGPictures.sheet(Array(zip(labels, canvases)), frame: picture.frame, title: title)
        case .png, .ans, .txt:
            let panes = canvases.map { ExportFormat.pixels($0, picture: picture) }
            return PNGEncoder.encode(ContactSheet.image(Array(zip(labels, panes)), scale: picture.scale))
        }
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

    /// Writes an already composed canvas (the live preview's view) as ANSI, SVG and PNG.
    public static func write(
        canvas: Canvas, baseName: String, theme: Theme, into directory: String
    ) throws(WriteError) -> [String] {
        let files = [ExportFormat.ans, .svg, .png].map { format in
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

    /// Renders and writes each contact sheet; returns the paths written.
    public static func write(
        _ sheets: [SheetRequest], theme: Theme, into directory: String
    ) throws(WriteError) -> [String] {
        try Self.write(sheets.map { sheet in (sheet.fileName, { sheet.render(theme) }) }, theme: theme, into: directory)
    }

    /// Writes files of any kind dusk renders (screenshots, sheets, the review page) into the folder.
    public static func write(
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
        let paths = files.map { Path.joined(directory, $0.name) }
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
