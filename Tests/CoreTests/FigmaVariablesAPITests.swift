import Platform
import Syntax
import Testing

@testable import Formats
@testable import ThemeModel

/// Figma's REST answer to GET /v1/files/:file_key/variables/local, in its documented shape (our own fixtures):
/// every COLOR variable loaded or counted in a note that says why, modes as Figma's own export's.
@Suite("Figma's REST variables")
struct FigmaVariablesAPITests {
    /// A collection of primitives (one mode), and one of semantic colors in Light, Dark and Sepia aliasing them.
    static func answer(semantic: String = Self.semantic, extra: String = "") -> String {
        """
        {
          "status": 200,
          "error": false,
          "meta": {
            "variableCollections": {
              "VariableCollectionId:1:2": {
                "id": "VariableCollectionId:1:2", "name": "Primitives", "key": "k1",
                "modes": [{ "modeId": "1:0", "name": "Value" }], "defaultModeId": "1:0",
                "remote": false, "hiddenFromPublishing": false,
                "variableIds": ["VariableID:1:3", "VariableID:1:4", "VariableID:1:5", "VariableID:1:6"]
              },
              "VariableCollectionId:2:1": {
                "id": "VariableCollectionId:2:1", "name": "Semantic", "key": "k2",
                "modes": [
                  { "modeId": "2:0", "name": "Light" }, { "modeId": "2:1", "name": "Dark" },
                  { "modeId": "2:2", "name": "Sepia" }
                ],
                "defaultModeId": "2:0", "remote": false, "hiddenFromPublishing": false,
                "variableIds": ["VariableID:2:3", "VariableID:2:4", "VariableID:2:5", "VariableID:2:6"]
              }
            },
            "variables": {
              "VariableID:1:3": {
                "id": "VariableID:1:3", "name": "Fjord/Teal", "key": "a",
                "variableCollectionId": "VariableCollectionId:1:2", "resolvedType": "COLOR",
                "valuesByMode": { "1:0": { "r": 0.118, "g": 0.435, "b": 0.471, "a": 1 } },
                "remote": false, "description": "", "hiddenFromPublishing": false, "scopes": ["ALL_SCOPES"],
                "codeSyntax": {}
              },
              "VariableID:1:4": {
                "id": "VariableID:1:4", "name": "Fjord/Ink", "key": "b",
                "variableCollectionId": "VariableCollectionId:1:2", "resolvedType": "COLOR",
                "valuesByMode": { "1:0": { "r": 0.078, "g": 0.129, "b": 0.239, "a": 1 } },
                "remote": false, "description": "", "hiddenFromPublishing": false, "scopes": ["ALL_SCOPES"],
                "codeSyntax": {}
              },
              "VariableID:1:5": {
                "id": "VariableID:1:5", "name": "Fjord/Paper", "key": "c",
                "variableCollectionId": "VariableCollectionId:1:2", "resolvedType": "COLOR",
                "valuesByMode": { "1:0": { "r": 0.984, "g": 0.98, "b": 0.969, "a": 1 } },
                "remote": false, "description": "", "hiddenFromPublishing": false, "scopes": ["ALL_SCOPES"],
                "codeSyntax": {}
              },
              "VariableID:1:6": {
                "id": "VariableID:1:6", "name": "Spacing/Small", "key": "d",
                "variableCollectionId": "VariableCollectionId:1:2", "resolvedType": "FLOAT",
                "valuesByMode": { "1:0": 8 }, "remote": false, "description": "", "hiddenFromPublishing": false,
                "scopes": ["GAP"], "codeSyntax": {}
              },
        \(semantic)\(extra)
            }
          }
        }
        """
    }

    static let semantic = """
              "VariableID:2:3": {
                "id": "VariableID:2:3", "name": "Background/Page", "key": "e",
                "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "COLOR",
                "valuesByMode": {
                  "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:1:5" },
                  "2:1": { "type": "VARIABLE_ALIAS", "id": "VariableID:1:4" },
                  "2:2": { "r": 0.95, "g": 0.91, "b": 0.82, "a": 1 }
                },
                "remote": false, "description": "The page", "hiddenFromPublishing": false,
                "scopes": ["FRAME_FILL"], "codeSyntax": {}
              },
              "VariableID:2:4": {
                "id": "VariableID:2:4", "name": "Text/Primary", "key": "f",
                "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "COLOR",
                "valuesByMode": {
                  "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:1:4" },
                  "2:1": { "type": "VARIABLE_ALIAS", "id": "VariableID:1:5" },
                  "2:2": { "r": 0.2, "g": 0.15, "b": 0.1, "a": 1 }
                },
                "remote": false, "description": "", "hiddenFromPublishing": false, "scopes": ["TEXT_FILL"],
                "codeSyntax": {}
              },
              "VariableID:2:5": {
                "id": "VariableID:2:5", "name": "Accent", "key": "g",
                "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "COLOR",
                "valuesByMode": {
                  "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:1:3" },
                  "2:1": { "r": 0.298, "g": 0.839, "b": 0.643, "a": 1 },
                  "2:2": { "type": "VARIABLE_ALIAS", "id": "VariableID:1:3" }
                },
                "remote": false, "description": "", "hiddenFromPublishing": false, "scopes": ["ALL_FILLS"],
                "codeSyntax": {}
              },
              "VariableID:2:6": {
                "id": "VariableID:2:6", "name": "Brand/Library", "key": "h",
                "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "COLOR",
                "valuesByMode": {
                  "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:9:9" },
                  "2:1": { "type": "VARIABLE_ALIAS", "id": "VariableID:9:9" },
                  "2:2": { "type": "VARIABLE_ALIAS", "id": "VariableID:9:9" }
                },
                "remote": false, "description": "", "hiddenFromPublishing": false, "scopes": ["ALL_FILLS"],
                "codeSyntax": {}
              }
        """

    func load(_ text: String, mode: String? = nil) throws(ThemeError) -> Theme {
        try ThemeLoader.load("variables.json", mode: mode, fileAccess: MemoryFiles(texts: ["variables.json": text]))
    }

    @Test("it is claimed by its content, and its COLOR variables are read with Light and Dark as appearances")
    func lightAndDark() throws {
        let text = Self.answer()
        #expect(
            PaletteFormats.byContent(try JSONParser.parse(Array(text.utf8), file: "v.json"))?.name
                == PaletteFormat.figmaVariablesAPI.name)
        let theme = try load(text)
        #expect(theme.coverage == Coverage(read: 6, skipped: 1))
        #expect(theme.resolve("Fjord.Teal", .light)?.hexRGB == "#1E6F78")
        #expect(theme.resolve("Background.Page", .light)?.hexRGB == "#FBFAF7")
        #expect(theme.resolve("Background.Page", .dark)?.hexRGB == "#14213D")
        #expect(theme.resolve("Text.Primary", .dark)?.hexRGB == "#FBFAF7")
        #expect(theme.resolve("Accent", .dark)?.hexRGB == "#4CD6A4")
        #expect(theme["Spacing.Small"] == nil, "a FLOAT variable is no color")
        #expect(theme["Text.Primary"]?.hints?.scopes == ["TEXT_FILL"])
        #expect(theme["Background.Page"]?.hints?.description == "The page")
        #expect(
            theme.modes.map { "\($0.group)/\($0.name) \($0.shown)" }
                == ["Primitives/Value true", "Semantic/Light true", "Semantic/Dark true", "Semantic/Sepia false"])
        #expect(
            theme.notes.map { $0.description(label: "note") } == [
                "variables.json:12:35: note: collection `Semantic`: showing `Light` and `Dark`; also has `Sepia`: "
                    + "choose one with --mode NAME",
                "variables.json:83:25: note: 1 variable skipped (`Brand.Library`): an alias to a variable the answer "
                    + "does not hold (`VariableID:9:9`)",
            ])
    }

    @Test("--mode Sepia shows that mode alone, in every appearance")
    func chosenMode() throws {
        let theme = try load(Self.answer(), mode: "Sepia")
        #expect(theme.resolve("Background.Page", .light)?.hexRGB == "#F2E8D1")
        #expect(theme.resolve("Background.Page", .dark)?.hexRGB == "#F2E8D1")
        #expect(theme.resolve("Accent", .dark)?.hexRGB == "#1E6F78")
    }

    @Test("a variable deleted in Figma is skipped, and so is one that aliases it, each counted")
    func deleted() throws {
        let extra = """
            ,
                  "VariableID:3:1": {
                    "id": "VariableID:3:1", "name": "Old/Blue", "variableCollectionId": "VariableCollectionId:1:2",
                    "resolvedType": "COLOR", "deletedButReferenced": true,
                    "valuesByMode": { "1:0": { "r": 0, "g": 0, "b": 1, "a": 1 } }
                  },
                  "VariableID:3:2": {
                    "id": "VariableID:3:2", "name": "Link", "variableCollectionId": "VariableCollectionId:2:1",
                    "resolvedType": "COLOR",
                    "valuesByMode": { "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:3:1" } }
                  }
            """
        let theme = try load(Self.answer(extra: extra))
        #expect(theme.coverage == Coverage(read: 6, skipped: 3))
        #expect(theme["Link"] == nil)
        let messages = theme.notes.map(\.message)
        #expect(
            messages.contains(
                "1 variable skipped (`Old.Blue`): deleted in Figma, still referenced by layers or aliases"))
        #expect(messages.contains("1 variable skipped (`Link`): an alias to a variable that is skipped"))
    }

    @Test("a value that is no color is one error at its place, which counts the variables aliasing it")
    func badValue() {
        let bad = Self.semantic.replacingOccurrences(
            of: #""2:1": { "r": 0.298, "g": 0.839, "b": 0.643, "a": 1 }"#, with: ##""2:1": "#4CD6A4""##)
        let extra = """
            ,
                  "VariableID:3:3": {
                    "id": "VariableID:3:3", "name": "Button/Fill", "variableCollectionId": "VariableCollectionId:2:1",
                    "resolvedType": "COLOR",
                    "valuesByMode": { "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:2:5" } }
                  }
            """
        #expect(
            TestFiles.failure("variables.json", Self.answer(semantic: bad, extra: extra))
                == """
                variables.json:77:18: error: `Accent` in mode `Dark`: a COLOR variable's value is { "r": 0.1, "g": \
                0.4, "b": 0.9, "a": 1 } with each from 0 to 1, or { "type": "VARIABLE_ALIAS", "id": ... }; found the \
                string "#4CD6A4" (1 color aliases it: `Button.Fill`)
                """)
    }

    @Test("the published-variables answer has no values: an error that says which request to make")
    func published() {
        let text = """
            { "status": 200, "error": false, "meta": {
              "variables": { "VariableID:1:3": { "id": "VariableID:1:3", "subscribed_id": "s", "name": "Fjord/Teal",
                "key": "a", "variableCollectionId": "VariableCollectionId:1:2", "resolvedType": "COLOR" } },
              "variableCollections": { "VariableCollectionId:1:2": { "id": "VariableCollectionId:1:2",
                "subscribed_id": "t", "name": "Primitives", "key": "k1" } } } }
            """
        #expect(
            TestFiles.failure("published.json", text)
                == "published.json:1:42: error: these variables have no `valuesByMode`: the answer to GET "
                + "/v1/files/:file_key/variables/published carries no values; dusk reads the answer to GET "
                + "/v1/files/:file_key/variables/local")
    }

    @Test("two collections with a variable of one name: the second is named with its collection")
    func sharedName() throws {
        let extra = """
            ,
                  "VariableID:3:4": {
                    "id": "VariableID:3:4", "name": "Fjord/Teal", "variableCollectionId": "VariableCollectionId:2:1",
                    "resolvedType": "COLOR",
                    "valuesByMode": { "2:0": { "type": "VARIABLE_ALIAS", "id": "VariableID:1:3" },
                                      "2:1": { "r": 0.298, "g": 0.839, "b": 0.643, "a": 1 } }
                  }
            """
        let theme = try load(Self.answer(extra: extra))
        #expect(theme.resolve("Fjord.Teal", .dark)?.hexRGB == "#1E6F78")
        #expect(theme.resolve("Semantic.Fjord.Teal", .dark)?.hexRGB == "#4CD6A4")
        #expect(theme.resolve("Semantic.Fjord.Teal", .light)?.hexRGB == "#1E6F78")
    }
}
