import Formats
import Foundation
import Screens
import TestSupport
import Testing
import ThemeModel

@testable import DuskCLI

/// `dusk export --format png | html`, `--sheet`, `--frame`, `--scale`: what a designer pastes and shares.
@Suite("dusk export: pictures and the review page")
struct PictureExportTests {
    static let juniper = packageRoot + "/themes/juniper.json"
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from a PNG's IHDR.
    func dimensions(_ png: [UInt8]) -> (Int, Int) {
        func be32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test("--format png writes <screen>-<appearance>.png; --scale 2 doubles it; --out - is the bytes themselves")
    func pngFiles() throws {
        let dir = scratchFolder("png")
        let out = DuskCLI.run([
            "export", Self.juniper, "--format", "png", "--screen", "settings", "--appearance", "light,dark",
            "--out", dir,
        ])
        #expect(out.exitCode == 0, "\(out.stderr)")
        #expect(out.stdout == "\(dir)/settings-light.png\n\(dir)/settings-dark.png\n")
        let light = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/settings-light.png")))
        #expect(light.starts(with: Self.signature))
        #expect(dimensions(light) == (Screen.defaultSize.width * 8, Screen.defaultSize.height * 16))
        let piped = DuskCLI.run([
            "export", Self.juniper, "--format", "png", "--screen", "settings", "--appearance", "light", "--out", "-",
        ])
        #expect(piped.stdoutBinary == light, "the PNG on standard output is the file's bytes")
        #expect(piped.stdout.isEmpty)
        let large = DuskCLI.run([
            "export", Self.juniper, "--format", "png", "--screen", "labels", "--appearance", "dark", "--scale", "2",
            "--size", "40x10", "--out", "-",
        ])
        #expect(dimensions(large.stdoutBinary) == (40 * 16, 10 * 32))
    }

    @Test("--sheet writes one picture per screen with a pane for every appearance, in PNG and SVG")
    func sheets() throws {
        let dir = scratchFolder("sheet")
        let png = DuskCLI.run([
            "export", Self.juniper, "--format", "png", "--sheet", "--screen", "settings,labels", "--size", "40x12",
            "--out", dir,
        ])
        #expect(png.exitCode == 0, "\(png.stderr)")
        #expect(png.stdout == "\(dir)/settings-sheet.png\n\(dir)/labels-sheet.png\n")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/settings-sheet.png")))
        // Four columns, two rows of 320x192 panes, a 16-pixel margin and a 24-pixel label above each row.
        #expect(dimensions(bytes) == (4 * 320 + 5 * 16, 2 * (24 + 192) + 3 * 16))
        let svg = DuskCLI.run([
            "export", Self.juniper, "--format", "svg", "--sheet", "--frame", "--screen", "labels",
            "--appearance", "light,dark-elevated-high-contrast", "--out", "-",
        ])
        #expect(svg.exitCode == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains(">light</text>"))
        #expect(svg.stdout.contains(">dark elevated high contrast</text>"))
        #expect(svg.stdout.components(separatedBy: "<clipPath").count == 3, "one framed screen per pane")
    }

    @Test("options only some formats use are refused with the others")
    func usage() {
        let sheet = DuskCLI.run(["export", "--format", "ans", "--sheet"])
        #expect(sheet.exitCode == 64)
        #expect(sheet.stderr.contains("`--sheet` is for --format svg, png"))
        #expect(DuskCLI.run(["export", "--format", "svg", "--scale", "2"]).exitCode == 64)
        #expect(DuskCLI.run(["export", "--format", "png", "--scale", "3"]).exitCode == 64)
        let many = DuskCLI.run(["export", "--format", "png", "--screen", "labels", "--out", "-"])
        #expect(many.stderr.contains("this would be 8 files"))
        #expect(
            DuskCLI.run(["export", "--format", "png", "--colors", "none"]).stderr.contains(
                "`--colors none` is plain text"))
        // A picture too large to draw is refused before anything is drawn.
        let huge = DuskCLI.run(["export", "--format", "png", "--size", "1000x1000", "--scale", "2", "--out", "-"])
        #expect(huge.exitCode == 64)
        #expect(huge.stderr.contains("would be 512 million pixels"), "\(huge.stderr)")
        #expect(huge.stderr.contains("or --scale 1"))
        let wide = DuskCLI.run(["export", "--format", "png", "--size", "1000x1000", "--out", "-"])
        #expect(wide.stderr.contains("give a smaller --size\n") || !wide.stderr.contains("--scale 1"), "\(wide.stderr)")
    }

    @Test("--format html writes <theme>.html: every screen in every appearance, check's findings beside each")
    func reviewPage() throws {
        let dir = scratchFolder("page")
        let out = DuskCLI.run(["export", Self.juniper, "--format", "html", "--size", "40x12", "--out", dir])
        #expect(out.exitCode == 0, "\(out.stderr)")
        #expect(out.stdout == "\(dir)/Juniper.html\n")
        let page = try String(contentsOfFile: dir + "/Juniper.html", encoding: .utf8)
        let theme = try ThemeLoader.load(Self.juniper)
        let screens = ScreenRef.all(in: theme)
        #expect(page.components(separatedBy: "<section class=\"view\"").count - 1 == screens.count * 8)
        #expect(page.contains("data-screen=\"settings\" data-appearance=\"dark-elevated-high-contrast\""))
        #expect(page.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == screens.count * 8)
        // Self-contained: nothing fetched from anywhere.
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("<link"))
        // The findings are check's, numbered as check numbers them.
        let check = DuskCLI.run(["check", Self.juniper])
        let first = try #require(check.stdout.split(separator: "\n").first { $0.hasPrefix("1. ") })
        #expect(page.contains("<h3>\(first.replacingOccurrences(of: "&", with: "&amp;"))</h3>"), "\(first)")
        #expect(page.contains("location.hash"))
    }
}
