import ThemeKit

/// Writes a theme as an Xcode asset catalog: one colorset per color the
/// theme defines (system colors stay UIKit's), with dark, high-contrast and
/// dark high-contrast appearances where they differ, sRGB floats with three
/// decimals (enough to carry every 8-bit value exactly), in Xcode's key order.
public enum AssetCatalogWriter {
    public struct Report {
        public var catalog: String
        public var colorsets: [String]
        /// Colors whose elevated variants an asset catalog cannot hold.
        public var droppedElevated: [String]
    }

    public static func catalogPath(for theme: Theme, out: String?) -> String {
        let base = out ?? ScreenshotWriter.defaultDirectory(for: theme)
        if base.hasSuffix(".xcassets") || base.hasSuffix(".xcassets/") { return base }
        return (base.hasSuffix("/") ? base : base + "/") + AtomicFile.safeComponent(theme.name) + ".xcassets"
    }

    public static func write(_ theme: Theme, to catalog: String) throws(WriteError) -> Report {
        let protected = Set(theme.files.compactMap { FileReader.canonicalPath($0) })
        if let existing = FileReader.canonicalPath(catalog), protected.contains(existing) {
            throw WriteError(path: catalog, reason: "it is the catalog being read; refusing to overwrite it")
        }
        try AtomicFile.makeDirectories(catalog)
        try AtomicFile.write(Array(infoOnly.utf8), to: catalog + "/Contents.json")
        var report = Report(catalog: catalog, colorsets: [], droppedElevated: [])
        var groups: Set<String> = []
        for name in theme.names {
            guard let color = theme[name], color.origin != "ios13", color.origin != "default" else { continue }
            let assetName = name == Theme.tintName ? "AccentColor" : name
            var parts = assetName.split(separator: "/", omittingEmptySubsequences: true).map { safe(String($0)) }
            guard let last = parts.popLast() else { continue }
            var dir = catalog
            for group in parts {
                dir += "/" + group
                if groups.insert(dir).inserted {
                    try AtomicFile.makeDirectories(dir)
                    try AtomicFile.write(Array(namespaceGroup.utf8), to: dir + "/Contents.json")
                }
            }
            let colorset = dir + "/" + last + ".colorset"
            try AtomicFile.makeDirectories(colorset)
            try AtomicFile.write(Array(contents(for: name, in: theme).utf8), to: colorset + "/Contents.json")
            report.colorsets.append(colorset)
            if [Traits(.dark, .elevated), Traits(.light, .elevated)].contains(where: { theme.resolve(name, $0) != theme.resolve(name, Traits($0.style)) }) {
                report.droppedElevated.append(name)
            }
        }
        return report
    }

    /// One colorset's Contents.json, as Xcode writes it.
    static func contents(for name: String, in theme: Theme) -> String {
        let light = theme.resolve(name, .light)!, dark = theme.resolve(name, .dark)!
        let lightHigh = theme.resolve(name, Traits(.light, .base, .high))!, darkHigh = theme.resolve(name, Traits(.dark, .base, .high))!
        var entries = [entry(light, appearances: [])]
        if dark != light { entries.append(entry(dark, appearances: [("luminosity", "dark")])) }
        if lightHigh != light { entries.append(entry(lightHigh, appearances: [("contrast", "high")])) }
        if darkHigh != dark { entries.append(entry(darkHigh, appearances: [("luminosity", "dark"), ("contrast", "high")])) }
        return "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    static func entry(_ c: RGBA, appearances: [(String, String)]) -> String {
        var s = "    {\n"
        if !appearances.isEmpty {
            s += "      \"appearances\" : [\n"
            s += appearances.map { "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }" }.joined(separator: ",\n")
            s += "\n      ],\n"
        }
        func f(_ v: UInt8) -> String { NumberFormat.fixed(Double(v) / 255, 3) }
        s += "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n"
        s += "          \"alpha\" : \"\(f(c.a))\",\n          \"blue\" : \"\(f(c.b))\",\n          \"green\" : \"\(f(c.g))\",\n          \"red\" : \"\(f(c.r))\"\n"
        s += "        }\n      },\n      \"idiom\" : \"universal\"\n    }"
        return s
    }

    static let infoOnly = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    static let namespaceGroup = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"

    /// A folder name: no leading dot, no slash (handled as groups), no controls.
    static func safe(_ part: String) -> String {
        var s = String(part.unicodeScalars.map { SafeText.isUnsafe($0) || $0 == "\\" ? "-" : Character($0) })
        while s.hasPrefix(".") { s.removeFirst() }
        return s.isEmpty ? "color" : s
    }
}
