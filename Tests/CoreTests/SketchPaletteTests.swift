import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// Sketch palettes, in the two shapes the Sketch Palettes plugin has written, read through the registry.
@Suite("Sketch palettes")
struct SketchPaletteTests {
    func load(_ name: String, _ text: String) throws(ThemeError) -> Theme {
        try ThemeLoader.load(name, fileAccess: MemoryFiles(texts: [name: text]))
    }

    @Test("colors of version 1.4 on: channels from 0 to 1, light only, named in file order")
    func channels() throws {
        let theme = try load(
            "brand.sketchpalette",
            """
            {"compatibleVersion":"2.0","pluginVersion":"2.22","colors":[
              {"red":0.3529411764705882,"green":0.7843137254901961,"blue":0.9803921568627451,"alpha":1},
              {"name":"Accent","red":1,"green":0.5843137254901961,"blue":0,"alpha":0.5}],
             "gradients":[{"_class":"gradient"},{"_class":"gradient"}],"images":[]}
            """)
        #expect(theme.ownColorNames == ["color1", "Accent"])
        for traits in Traits.all {
            #expect(theme.resolve("color1", traits) == RGBA(hex: "#5AC8FA"), "\(traits.name)")
            #expect(theme.resolve("Accent", traits) == RGBA(hex: "#FF950080"), "\(traits.name)")
        }
        #expect(
            theme.notes.map(\.message) == [
                "skipped 2 gradients and 0 pattern fills: dusk reads a Sketch palette's flat colors"
            ])
    }

    @Test("older files: color strings")
    func strings() throws {
        let theme = try load("old.sketchpalette", ##"{"colors": ["#FF3B30", "#34C75980"]}"##)
        #expect(theme.resolve("color1", .dark) == RGBA(hex: "#FF3B30"))
        #expect(theme.resolve("color2", .light) == RGBA(hex: "#34C75980"))
    }

    @Test("a .json file shaped like a Sketch palette is read as one")
    func byContent() throws {
        let theme = try load("palette.json", #"{"compatibleVersion":"1.4","colors":[{"red":0,"green":0,"blue":1}]}"#)
        #expect(theme.resolve("color1", .light) == RGBA(hex: "#0000FF"))
    }

    @Test("a channel out of range is an error at its line and column")
    func badChannel() {
        do {
            _ = try load("bad.sketchpalette", "{\"compatibleVersion\":\"2.0\",\n\"colors\":[{\"red\":2}]}")
            Issue.record("expected an error")
        } catch {
            let message = error.diagnostics.map(\.description).joined(separator: "\n")
            #expect(message.hasPrefix("bad.sketchpalette:2:18: error: "), "\(message)")
            #expect(message.contains("`red` is the number 2"), "\(message)")
        }
    }
}
