import Audit
import ColorScience
import Export
import Formats
import Platform
import Preview
import Rewrite
import Screens
import ThemeModel

// dusk-bench: `swift run -c release dusk-bench [path/to/dusk]`. Never part of
// `swift test`: timings drift on a shared machine, so they are figures to
// read, not assertions. Prints a table and writes BENCHMARKS.md.

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

/// derive from Apple's light values alone against Apple's own variants (`DeriveFigure`), at every 30° hue turn.
func deriveFigureTable() -> String {
    var rows =
        """
        | appearance | mean, Apple's hues | largest, Apple's hues (color) | worst mean, any hue turn | largest, \
        any hue turn |\n
        """
    rows += "|---|---|---|---|---|\n"
    let turns = (0..<12).map { (try? DeriveFigure.rows(rotatedBy: Double($0) * 30)) ?? [] }
    for (i, row) in turns[0].enumerated() {
        let worstMean = turns.map { $0[i].mean }.max() ?? 0
        let worstMax = turns.map { $0[i].max }.max() ?? 0
        rows +=
            "| \(row.traits.name) | \(fixed(row.mean, 2)) | \(fixed(row.max, 2)) (\(row.worst)) | "
            + "\(fixed(worstMean, 2)) | "
        rows += "\(fixed(worstMax, 2)) |\n"
    }
    return "\n## derive against Apple (`swift run -c release dusk-bench derive`)\n\n"
        + """
        Apple's 36 light values alone (`inherits: \"none\"`), derived, compared with Apple's real variants: OKLab \
        distance\n
        """
            + """
            x100 (translucent colors over white in light, black in dark); target: mean <= 3, no color over 10, at \
            every hue turn.\n\n
            """
        + rows
}

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "derive" {
    print(deriveFigureTable())
    exit(0)
}

let binary = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".build/release/dusk"
// The Swift program start-up is compared with, built beside this one by `swift build -c release`.
let bare = ownFolder() + "/dusk-bench-bare"
requireRunnable(binary, "the dusk binary to measure", arguments: ["--version"])
requireRunnable(bare, "the bare Swift binary start-up is compared with")
var results: [Measurement] = []

// Theme loading.
results.append(
    measure("theme load + resolve ios13 (8 palettes)", iterations: 200) {
        let t = try! ThemeLoader.load(text: BuiltinThemes.source(named: "ios13")!, path: "ios13.json")
        for traits in Traits.all { _ = t.palette(for: traits) }
    })
let generated: String = {
    var parts: [String] = []
    for chain in 0..<100 {
        parts.append(
            """
            \"c\(chain)x0\": {\"light\": \"\(RGBA(UInt8(chain), 0x40, 0x60).hexRGB)\", \"dark\": \
            \"\(RGBA(0x60, UInt8(chain), 0x40).hexRGB)\", \"darkElevatedHighContrast\": \"#FFFFFF\"}
            """
        )
        for k in 1..<50 { parts.append("\"c\(chain)x\(k)\": \"{c\(chain)x\(k - 1)}\"") }
    }
    return "{\"name\": \"Generated\", \"colors\": {" + parts.joined(separator: ",\n") + "}}"
}()
results.append(
    measure("theme load + resolve 5,000 colors, alias chains 50 deep (8 palettes)", warmup: 3, iterations: 20) {
        let t = try! ThemeLoader.load(text: generated, path: "generated.json")
        for traits in Traits.all { _ = t.palette(for: traits) }
    })

// Hand-off: every palette format for a 1,000-color theme with all eight appearances.
let handoffTheme: Theme = {
    var parts: [String] = []
    for i in 0..<1000 {
        let variants = Traits.all.enumerated().map { j, t in
            """
            \"\(t.variantKey)\": \
            \"\(RGBA(UInt8(i % 256), UInt8((i * 7 + j * 31) % 256), UInt8((i * 13 + j) % 256)).hexRGB)\"
            """
        }
        parts.append("\"brand color \(i)\": {\(variants.joined(separator: ", "))}")
    }
    return try! ThemeLoader.load(
        text: "{\"name\": \"Handoff\", \"colors\": {\(parts.joined(separator: ", "))}}", path: "handoff.json")
}()
results.append(
    measure("hand-off: swift + css + tokens + android for 1,000 colors (in memory)", warmup: 2, iterations: 20) {
        for format in HandoffFormat.allCases { _ = try! format.output(for: handoffTheme) }
    })

// Design tokens: a 20,000-token set.
let tokenSet: String = {
    var parts: [String] = []
    for i in 0..<20_000 {
        parts.append("\"t\(i)\": {\"$value\": \"\(RGBA(UInt8(i % 256), UInt8(i / 256 % 256), 0x80).hexRGB)\"}")
    }
    return "{\"color\": {\"$type\": \"color\", \(parts.joined(separator: ", "))}}"
}()
let tokenPath = "/tmp/dusk-bench-tokens-\(getpid()).tokens.json"
writeScratch(tokenSet, to: tokenPath)
results.append(
    measure("load a 20,000-token DTCG file", warmup: 1, iterations: 10) {
        _ = try! ThemeLoader.load(tokenPath)
    })

// The same tokens untyped, in a file named like any .json: read by content (Style Dictionary shape).
let untypedPath = "/tmp/dusk-bench-untyped-\(getpid()).json"
do {
    var parts: [String] = []
    for i in 0..<20_000 {
        parts.append("\"t\(i)\": {\"value\": \"\(RGBA(UInt8(i % 256), UInt8(i / 256 % 256), 0x80).hexRGB)\"}")
    }
    writeScratch("{\"color\": {\(parts.joined(separator: ", "))}}", to: untypedPath)
}
results.append(
    measure("load 20,000 untyped tokens from a .json read by content", warmup: 1, iterations: 10) {
        _ = try! ThemeLoader.load(untypedPath)
    })

// Composing.
let juniper = try! ThemeLoader.load("themes/juniper.json")
results.append(
    measure("compose palette 120x40 (Juniper: 10 colors of its own)", iterations: 300) {
        _ = Screen.palette.render(theme: juniper, traits: .dark, size: Size(width: 120, height: 40))
    })
// A screen file against the built-in screen it is most like.
results.append(
    measure("compose settings 120x40 (built in, for comparison)", iterations: 300) {
        _ = Screen.settings.render(theme: juniper, traits: .dark, size: Size(width: 120, height: 40))
    })
for name in ["wallet", "chat"] {
    results.append(
        measure("compose \(name) 120x40 (a screen file, Juniper)", iterations: 300) {
            _ = ScreenRef.custom(name).render(theme: juniper, traits: .dark, size: Size(width: 120, height: 40))
        })
}
for screen in Screen.allCases {
    for size in [Size(width: 80, height: 40), Size(width: 200, height: 60)] {
        // Materials: its panels' blurs are remembered after the first render (first visits: the pty rows below).
        results.append(
            measure("compose \(screen.rawValue) \(size)", iterations: screen == .materials ? 50 : 300) {
                _ = screen.render(theme: theme, traits: .dark, size: size)
            })
    }
}
let materialsCanvas = Screen.materials.render(theme: theme, traits: .dark, size: Size(width: 80, height: 40))
let panelContext = ScreenContext(theme: theme, traits: .dark, size: Size(width: 80, height: 40))
// A panel is blurred once per input and then remembered: every iteration blurs a place not blurred before.
var panelPlace = 0
results.append(
    measure("blur one material panel 64x4 (regular, never the same place twice)", iterations: 300) {
        var c = materialsCanvas
        let x = panelPlace % 16
        let y = panelPlace / 16 % 36
        panelPlace += 1
        MaterialCompositor.apply(.regular, to: Rect(x: x, y: y, width: 64, height: 4), in: &c, context: panelContext)
    })

// Exporting.
let size120 = Size(width: 120, height: 40)
let settings = Screen.settings.render(theme: theme, traits: .dark, size: size120)
let composeExport = measure("compose + ANSI export settings 120x40", iterations: 1000) {
    let c = Screen.settings.render(theme: theme, traits: .dark, size: size120)
    var e = ANSIExporter(depth: .truecolor)
    _ = e.export(c)
}
results.append(composeExport)
results.append(
    measure("ANSI 24-bit export settings 120x40", iterations: 1000) {
        var e = ANSIExporter(depth: .truecolor)
        _ = e.export(settings)
    })
results.append(
    measure("256-color mapping + export settings 120x40 (cold cache)", iterations: 300) {
        var e = ANSIExporter(depth: .ansi256)
        _ = e.export(settings)
    })
results.append(measure("SVG export settings 120x40", iterations: 300) { _ = SVGExporter.export(settings) })
results.append(
    measure("PNG export settings 120x40 (960x640 pixels, deflate included)", iterations: 200) {
        _ = ExportFormat.png.encode(settings, depth: .truecolor, title: "")
    })
results.append(
    measure("PNG export settings 120x40 at --scale 2 (1920x1280)", iterations: 50) {
        _ = ExportFormat.png.encode(settings, depth: .truecolor, title: "", picture: PictureStyle(scale: 2))
    })
results.append(
    measure("PNG contact sheet: settings 120x40 in 8 appearances (composed, 3920x1416)", iterations: 30) {
        _ = SheetRequest(screen: .builtin(.settings), appearances: Traits.all, size: size120).render(juniper)
    })

// The tuner (t): the grid of one color's pairs, and writing a value in place.
results.append(
    measure("tuner grid: Juniper's tint, every pair in 8 appearances (renders every screen)", warmup: 1, iterations: 10)
    {
        _ = TunerGrid.make(juniper, name: Theme.tintName, drawn: ScreenPairs().drawnPairs)
    })
let tunerScreens = ScreenPairs()
var tunerStep = 0
results.append(
    measure("tuner grid after one step of tint (kept renders: only screens that read it drawn again)", iterations: 30) {
        tunerStep += 1
        var stepped = juniper
        stepped.setVariant(Theme.tintName, .light, .literal(RGBA(UInt8(tunerStep % 64), 0x7A, 0x5C)))
        _ = TunerGrid.make(stepped, name: Theme.tintName, drawn: tunerScreens.drawnPairs)
    })
results.append(
    measure("in-place plan: one value into juniper.json (splice, then loaded back)", iterations: 50) {
        let edit = ColorEdit(name: "brandText", variant: .dark, color: RGBA(0xE0, 0xF0, 0xE8))
        _ = InPlaceWriter.plan([edit], in: juniper) { files throws(ThemeError) in
            try ThemeLoader.load("themes/juniper.json", fileAccess: files)
        }
    })

// Whole processes.
let outDir = "/tmp/dusk-bench-\(getpid())"
var wholeExport: [Double] = []
var oneFrame: [Double] = []
var bareProcess: [Double] = []
for i in 0..<22 {
    if i < 12, let t = timeProcess([binary, "export", "--out", outDir]), i >= 2 { wholeExport.append(t) }
    if let t = timeProcess([
        binary, "export", "--screen", "settings", "--appearance", "dark", "--size", "120x40", "--out", "-",
    ]), i >= 2 {
        oneFrame.append(t)
    }
    // The floor under any whole-process figure: a Swift program that prints one line.
    if let t = timeProcess([bare]), i >= 2 { bareProcess.append(t) }
}
let wholeExportName = "process: dusk export (all \(Screen.allCases.count * 8) default files)"
let wholeExportM = required(Measurement(name: wholeExportName, samples: wholeExport), of: 10)
let oneFrameM = required(Measurement(name: "process: dusk export settings 120x40 to stdout", samples: oneFrame), of: 20)
let bareProcessM = required(
    Measurement(name: "process: a bare Swift binary printing one line", samples: bareProcess), of: 20)
var checks: [Double] = []
for i in 0..<12 {
    if let t = timeProcess([binary, "check", "themes/juniper.json"], exitCodes: [0, 1]), i >= 2 { checks.append(t) }
}
let checkM = required(
    Measurement(
        name: "process: dusk check Juniper (what 8 screens draw in 8 appearances, with fix's suggestions)",
        samples: checks), of: 10)
var pages: [Double] = []
for i in 0..<12 {
    if let t = timeProcess([binary, "export", "themes/juniper.json", "--format", "html", "--out", outDir]), i >= 2 {
        pages.append(t)
    }
}
let pageM = required(
    Measurement(
        name:
            "process: dusk export Juniper --format html (review page: 9 screens x 8 appearances, check's findings)",
        samples: pages), of: 10)
results += [checkM, pageM, wholeExportM, oneFrameM, bareProcessM]

// Through a pseudo-terminal: the live preview as a terminal sees it.
var starts: [Double] = []
var bareStarts: [Double] = []
var toggleBytes: [Double] = []
var peakKiB: [Double] = []
// Start-up against a bare Swift program in the same pseudo-terminal, taken in turns so drift hits both alike.
for _ in 0..<30 {
    for (program, arguments) in [(binary, ["--screen", "settings"]), (bare, [])] {
        let t0 = now()
        guard let run = PtyRun(binary: program, arguments: arguments, cols: 120, rows: 40) else { continue }
        let first = run.readUntilQuiet()
        if let last = first.last {
            let ms = Double(last - t0) / 1e6
            if program == bare { bareStarts.append(ms) } else { starts.append(ms) }
        }
        if program == bare { run.reap() } else { peakKiB.append(Double(run.finish())) }
    }
}
// The first toggle shows an appearance not rendered before; later ones go back to kept views.
var firstToggles: [String: [Double]] = [:]
var laterToggles: [String: [Double]] = [:]
for screen in ["settings", "materials", "card"] {
    for _ in 0..<(screen == "settings" ? 15 : 8) {
        guard let run = PtyRun(binary: binary, arguments: ["--screen", screen], cols: 120, rows: 40) else { break }
        _ = run.readUntilQuiet()
        for i in 0..<4 {
            let t1 = now()
            run.send("d")
            let out = run.readUntilQuiet()
            if let last = out.last {
                let ms = Double(last - t1) / 1e6
                if i == 0 {
                    firstToggles[screen, default: []].append(ms)
                } else {
                    laterToggles[screen, default: []].append(ms)
                }
                if i == 0 && screen == "settings" { toggleBytes.append(Double(out.bytes)) }
            }
        }
        _ = run.finish()
    }
}
// The tuner: ↑ to the repainted screens (the first bytes), and to the grid's new ratios (the last).
var tuneRepaint: [Double] = []
var tuneGrid: [Double] = []
for _ in 0..<6 {
    guard let run = PtyRun(binary: binary, arguments: ["themes/juniper.json"], cols: 120, rows: 40) else { break }
    _ = run.readUntilQuiet()
    run.send("t")
    _ = run.readUntilQuiet()
    for _ in 0..<5 {
        let t1 = now()
        run.send("\u{1B}OA")
        let out = run.readUntilQuiet(quietMs: 400)
        if let first = out.first { tuneRepaint.append(Double(first - t1) / 1e6) }
        if let last = out.last { tuneGrid.append(Double(last - t1) / 1e6) }
    }
    // Unwritten values: q asks once, the second (in finish) quits.
    run.send("q")
    _ = run.readUntilQuiet()
    _ = run.finish()
}
let toggles = (firstToggles["settings"] ?? []) + (laterToggles["settings"] ?? [])
let startM = required(Measurement(name: "pty: cold start to first painted frame (120x40)", samples: starts), of: 30)
let bareM = required(
    Measurement(name: "pty: a bare Swift binary's first output, same pty", samples: bareStarts), of: 30)
let toggleM = required(
    Measurement(name: "pty: key press to end of repaint (d, settings 120x40, all toggles)", samples: toggles), of: 60)
results += [startM, bareM, toggleM]
let tuneRepaintM = required(
    Measurement(
        name: "pty: ↑ while tuning Juniper's first color to the repainted screens (120x40)", samples: tuneRepaint),
    of: 20)
let tuneGridM = required(
    Measurement(
        name: "pty: ↑ while tuning to the grid's new ratios on screen (every pair, 8 appearances)", samples: tuneGrid),
    of: 20)
results += [tuneRepaintM, tuneGridM]
for screen in ["settings", "materials", "card"] {
    results.append(
        required(
            Measurement(
                name: "pty: d to end of repaint, \(screen) 120x40, appearance not seen before",
                samples: firstToggles[screen] ?? []), of: 8))
    results.append(
        required(
            Measurement(
                name: "pty: d to end of repaint, \(screen) 120x40, back to a seen appearance",
                samples: laterToggles[screen] ?? []), of: 24))
}
let materialsFirstM = results.last { $0.name.contains("materials 120x40, appearance not seen") }!
var e = ANSIExporter(depth: .truecolor)
let smallest = e.export(Screen.settings.render(theme: theme, traits: .dark, size: Size(width: 120, height: 39))).count
let bytesPerToggle = Measurement(name: "", samples: toggleBytes).median
let peak = Measurement(name: "", samples: peakKiB).median / 1024

// The peer, in the same run.
var richInProcess: Double?
var richProcess: Double?
if let python = runCapture(["bench/setup_rich.sh"])?.split(separator: "\n").last.map(String.init), !python.isEmpty {
    richInProcess = runCapture([python, "bench/rich_settings.py", "loop", "100"]).flatMap {
        Double($0.split(separator: "\n").last ?? "")
    }
    var samples: [Double] = []
    for i in 0..<8 { if let t = timeProcess([python, "bench/rich_settings.py", "once"]), i >= 1 { samples.append(t) } }
    richProcess = Measurement(name: "", samples: samples).median
}
let duskFrame = composeExport.median

var table = "| measurement | median ms | p10 | p90 | n |\n|---|---|---|---|---|\n"
for r in results {
    table += "| \(r.name) | \(fixed(r.median)) | \(fixed(r.p10)) | \(fixed(r.p90)) | \(r.samples.count) |\n"
}
print(table, terminator: "")
let richInProcessRatio = richInProcess.map { "\(fixed($0 / duskFrame, 1))x (\(fixed($0)) / \(fixed(duskFrame)) ms)" }
let richProcessRatio = richProcess.map {
    "\(fixed($0 / oneFrameM.median, 1))x (\(fixed($0, 1)) / \(fixed(oneFrameM.median, 1)) ms)"
}
let noRich = "Rich could not be installed from PyPI here"
let startRatio =
    "\(fixed(startM.median / bareM.median, 2))x (\(fixed(startM.median, 1)) / \(fixed(bareM.median, 1)) ms)"
let textual = "\(fixed(120 / toggleM.median, 0))x"
var summary = """

    | figure | value | goal |
    |---|---|---|
    | first painted frame / a bare Swift binary's first output, same pty | \(startRatio) | <= 1.3x |
    | one whole-process export vs Rich's script (settings 120x40) | \(richProcessRatio ?? noRich) | >= 20x |
    | in-process compose + ANSI export, settings 120x40, vs Rich | \(richInProcessRatio ?? noRich) | >= 40x |
    | live preview peak memory (settings 120x40) | \(fixed(peak, 1)) MiB | <= 11 MiB |
    | `dusk check` Juniper, whole process | \(fixed(checkM.median, 1)) ms | <= 30 ms |
    | key press to repaint, materials, first visit to an appearance | \(fixed(materialsFirstM.median, 2)) ms | \
    <= 1.5 ms |
    | tuner: ↑ to repainted screens / to the grid's new ratios | \(fixed(tuneRepaintM.median, 1)) ms / \
    \(fixed(tuneGridM.median, 1)) ms | the screens at once; the grid before the next glance (< 100 ms) |
    | key press to end of repaint, all toggles | \(fixed(toggleM.median, 2)) ms | <= 1.5 ms; \
    Textual's ~120 ms: \(textual) |
    | bytes per light-to-dark toggle (settings 120x40) | \(Int(bytesPerToggle)) | <= 1.1x the smallest encoding \
    (\(smallest) bytes): \(fixed(bytesPerToggle / Double(smallest), 2))x |

    """
summary += deriveFigureTable()
// Pictures in palette modes, against chafa, when chafa is installed (Debian package `chafa`).
if let chafa = runCapture([
    "/bin/sh", "-c", "command -v chafa >/dev/null && python3 bench/dither_vs_chafa.py \(binary) 120x40",
]),
    chafa.contains("| dusk |")
{
    summary += "\n## Pictures in 256 and 16 colors: dusk and chafa (`bench/dither_vs_chafa.py`)\n\n" + chafa
} else {
    summary += "\nchafa is not installed here (`apt-get install chafa`); the picture comparison was skipped.\n"
}
print(summary)

// BENCHMARKS.md: machine, date, command, figures.
let cpu = SystemInfo.processorName ?? "unknown CPU"
let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
let date = runCapture(["/bin/date", "-u", "+%Y-%m-%d %H:%M UTC"])?.split(separator: "\n").first.map(String.init) ?? ""
// The hostile-input figures come from `bench/hostile_run.sh` (inputs of hundreds of megabytes, made by
// `bench/hostile_inputs.py`): kept from the file as they are, from their heading on.
let hostileHeading = "## Hostile inputs"
let previous = String(decoding: readAll("BENCHMARKS.md"), as: UTF8.self)
let previousLines = previous.split(separator: "\n", omittingEmptySubsequences: false)
let kept =
    previousLines.firstIndex { $0.hasPrefix(hostileHeading) }.map {
        "\n\n" + previousLines[$0...].joined(separator: "\n")
    } ?? ""
let report = """
    # Benchmarks

    Written by `swift run -c release dusk-bench` on \(date): \(cpu), \(cores) cores.
    Medians after a warm-up; p10 and p90 show the spread. Absolute times drift on a
    shared machine: compare figures from one run (the Rich figures are from the same run).
    For repeatable numbers, count instructions: `scripts/profile.sh` (valgrind callgrind).

    \(table)
    \(summary)\(kept)
    """
do {
    try AtomicFile.write(Array(report.utf8), to: "BENCHMARKS.md", protecting: .none)
} catch {
    fail("cannot write BENCHMARKS.md: \(error)")
}
removeScratchFiles()
print("wrote BENCHMARKS.md")
