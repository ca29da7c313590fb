#if canImport(Glibc)
import Glibc
#endif
import ThemeKit
import Screens
import Export

// dusk-bench: `swift run -c release dusk-bench`. Never part of `swift test`:
// timings drift on a shared machine, so they are figures to read, not assertions.

let theme = try! BuiltinThemes.theme(named: "ios13")

// `dusk-bench profile [screen]`: a fixed workload for valgrind's callgrind,
// whose instruction counts repeat exactly where wall times drift.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "profile" {
    let screen = CommandLine.arguments.count > 2 ? Screen(rawValue: CommandLine.arguments[2]) ?? .settings : .settings
    var total = 0
    for i in 0..<100 {
        let c = screen.render(theme: theme, traits: i % 2 == 0 ? .dark : .light, size: Size(width: 120, height: 40))
        var e = ANSIExporter(depth: .truecolor)
        total += e.export(c).count
    }
    print("bytes: \(total)")
    exit(0)
}
var results: [Measurement] = []

results.append(measure("theme load + resolve ios13 (all 8 palettes)", iterations: 200) {
    let t = try! ThemeLoader.load(text: BuiltinThemes.source(named: "ios13")!, path: "ios13.json")
    for traits in Traits.all { _ = t.palette(for: traits) }
})

let size120 = Size(width: 120, height: 40)
for screen in Screen.allCases {
    for size in [Size(width: 80, height: 40), Size(width: 200, height: 60)] {
        results.append(measure("compose \(screen.rawValue) \(size)", iterations: screen == .materials ? 50 : 300) {
            _ = screen.render(theme: theme, traits: .dark, size: size)
        })
    }
}

let materialsCanvas = Screen.materials.render(theme: theme, traits: .dark, size: Size(width: 80, height: 40))
let panelContext = ScreenContext(theme: theme, traits: .dark, size: Size(width: 80, height: 40))
results.append(measure("blur one material panel 64x4 (regular)", iterations: 300) {
    var c = materialsCanvas
    MaterialCompositor.apply(.regular, to: Rect(x: 8, y: 10, width: 64, height: 4), in: &c, context: panelContext)
})
results.append(measure("blur tab bar 120x2 (chrome)", iterations: 300) {
    var c = materialsCanvas
    MaterialCompositor.apply(.chrome, to: Rect(x: 0, y: 38, width: 80, height: 2), in: &c, context: panelContext)
})

let settings = Screen.settings.render(theme: theme, traits: .dark, size: size120)
results.append(measure("compose + ANSI export settings 120x40", iterations: 1000) {
    let c = Screen.settings.render(theme: theme, traits: .dark, size: size120)
    var e = ANSIExporter(depth: .truecolor)
    _ = e.export(c)
})
results.append(measure("ANSI 24-bit export settings 120x40", iterations: 1000) {
    var e = ANSIExporter(depth: .truecolor)
    _ = e.export(settings)
})
results.append(measure("ANSI 256 export settings 120x40 (mapping, cold cache)", iterations: 300) {
    var e = ANSIExporter(depth: .ansi256)
    _ = e.export(settings)
})
results.append(measure("SVG export settings 120x40", iterations: 300) {
    _ = SVGExporter.export(settings)
})

var exporter = ANSIExporter(depth: .truecolor)
let frameBytes = exporter.export(settings).count

// Whole process: the default export (48 files) and one frame.
let binary = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".build/release/dusk"
let outDir = "/tmp/dusk-bench-\(getpid())"
var wholeExport: [Double] = []
var oneFrame: [Double] = []
for i in 0..<12 {
    if let t = timeProcess([binary, "export", "--out", outDir]), i >= 2 { wholeExport.append(t) }
    if let t = timeProcess([binary, "export", "--screen", "settings", "--appearance", "dark", "--size", "120x40", "--out", "-"]), i >= 2 { oneFrame.append(t) }
}
results.append(Measurement(name: "process: dusk export (48 files, default)", samples: wholeExport))
results.append(Measurement(name: "process: dusk export settings 120x40 to stdout", samples: oneFrame))

print("| measurement | median ms | p10 | p90 | n |")
print("|---|---|---|---|---|")
for r in results {
    print("| \(r.name) | \(fixed(r.median)) | \(fixed(r.p10)) | \(fixed(r.p90)) | \(r.samples.count) |")
}
print("")
print("settings 120x40 dark, 24-bit ANSI: \(frameBytes) bytes")
