import Pairs
import Syntax

/// The modules a script file imports (`import { Tabs } from "@/components/ui/tabs"`, `import("./Chart.vue")`,
/// `require("../button")`), by their component key: a component file no file imports, and no markup places,
/// is never on screen (a library's unused component shipped with the app), so what it draws is no pair.
enum ModuleImports {
    /// The keys of the modules `file` imports: each specifier's last part without its extension (an `index`
    /// by its folder's name).
    static func keys(in file: SourceText) -> Set<String> {
        let b = file.bytes
        var keys: Set<String> = []
        for marker in ["from", "import", "require"] {
            let needle = Array(marker.utf8)
            var i = 0
            while let at = MarkupScanner.find(needle, in: b, from: i) {
                i = at + needle.count
                guard at == 0 || !ComponentSurfaces.isIdentifier(b[at - 1]) else { continue }
                var j = i
                while j < b.count, ComponentSurfaces.isSpace(b[j]) || b[j] == UInt8(ascii: "(") { j += 1 }
                guard j < b.count, b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") else { continue }
                let end = ComponentSurfaces.stringEnd(b, j)
                guard end - 1 > j + 1 else { continue }
                if let key = key(of: String(decoding: b[(j + 1)..<(end - 1)], as: UTF8.self)) { keys.insert(key) }
                i = end
            }
        }
        return keys
    }

    /// `@/components/ui/dropdown-menu` → `dropdownmenu`; `./Button/index.tsx` → `button`.
    static func key(of specifier: String) -> String? {
        var parts = specifier.split(separator: "/").map(String.init)
        guard var last = parts.popLast() else { return nil }
        for ext in [".tsx", ".ts", ".jsx", ".js", ".mjs", ".vue", ".svelte", ".astro"] where last.hasSuffix(ext) {
            last.removeLast(ext.count)
        }
        if last == "index", let folder = parts.last { last = folder }
        return last.isEmpty ? nil : ComponentNames.key(last)
    }

    /// Whether `path` is a component module of a components folder, the kind an app imports to use.
    static func isComponentModule(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains("components") && ComponentNames.component(ofFile: path) != nil
    }

    /// `pairs` without those drawn by component modules nothing imports or places (`used`: imported and placed
    /// keys); none are dropped when no file imports anything (no module graph to judge by).
    static func drop(_ pairs: [SourcePair], used: Set<String>) -> [SourcePair] {
        guard !used.isEmpty else { return pairs }
        var kept: [String: Bool] = [:]
        return pairs.filter { pair in
            let file = pair.site.location.file
            if let known = kept[file] { return known }
            let keep = !isComponentModule(file) || ComponentNames.component(ofFile: file).map(used.contains) != false
            kept[file] = keep
            return keep
        }
    }
}
