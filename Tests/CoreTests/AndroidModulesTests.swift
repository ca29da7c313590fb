import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// A multi-module Gradle app, as real apps split them: the app module's colors refer to a library module's
/// palette (`:core:design-system`), which Android's build merges into the app's resources.
@Suite("Android library modules")
struct AndroidModulesTests {
    static let app = """
        <resources>
            <color name="text_primary">@color/gray_50</color>
            <color name="page">@color/gray_700</color>
            <color name="accent">#925CF3</color>
        </resources>
        """
    static let appNight = "<resources><color name=\"text_primary\">@color/gray_700</color></resources>"
    static let library = """
        <resources>
            <color name="gray_50">#34313A</color>
            <color name="gray_700">#F9F9F9</color>
            <color name="accent">#000000</color>
        </resources>
        """
    static let libraryNight = "<resources><color name=\"gray_700\">#1A1A1A</color></resources>"

    static func files(settings: String, build: String) -> [String: String] {
        [
            "settings.gradle.kts": settings,
            "app/build.gradle.kts": build,
            "app/src/main/res/values/colors.xml": app,
            "app/src/main/res/values-night/colors.xml": appNight,
            "core/design-system/build.gradle.kts": "plugins { id(\"com.android.library\") }",
            "core/design-system/src/main/res/values/colors.xml": library,
            "core/design-system/src/main/res/values-night/colors.xml": libraryNight,
        ]
    }

    static func load(_ files: [String: String], notes: inout [Diagnostic]) throws(ThemeError) -> Theme {
        let theme = try ThemeLoader.load("app/src/main/res/values/colors.xml", fileAccess: MemoryFiles(texts: files))
        notes = theme.notes
        return theme
    }

    @Test("type-safe accessors: the app's references resolve into the library's values, light and dark")
    func typeSafeAccessor() throws {
        let files = Self.files(
            settings: "include(\":app\", \":core:design-system\")",
            build: "dependencies {\n    implementation(projects.core.designSystem)\n}")
        var notes: [Diagnostic] = []
        let theme = try Self.load(files, notes: &notes)
        #expect(theme.resolve("text_primary", .light) == RGBA(hex: "#34313A"))
        #expect(theme.resolve("page", .light) == RGBA(hex: "#F9F9F9"))
        #expect(theme.resolve("page", .dark) == RGBA(hex: "#1A1A1A"))
        #expect(theme.resolve("text_primary", .dark) == RGBA(hex: "#1A1A1A"))
        // The app's own value of a name wins over the library's.
        #expect(theme.resolve("accent", .light) == RGBA(hex: "#925CF3"))
        let note = notes.first { $0.message.contains("module `:core:design-system`") }
        #expect(note?.location?.file == "app/build.gradle.kts")
        #expect(note?.location?.line == 2)
    }

    @Test("Groovy `project(':x')`; a test-only dependency and a module not depended on are not read")
    func groovyAndTestOnly() throws {
        var files = Self.files(
            settings: "include ':app'\ninclude ':core:design-system'",
            build: "dependencies {\n    implementation project(':core:design-system')\n}")
        files["app/build.gradle"] = files.removeValue(forKey: "app/build.gradle.kts")
        var notes: [Diagnostic] = []
        #expect(try Self.load(files, notes: &notes).resolve("page", .light) == RGBA(hex: "#F9F9F9"))

        let testOnly = Self.files(
            settings: "include(\":app\", \":core:design-system\")",
            build: "dependencies {\n    testImplementation(project(\":core:design-system\"))\n}")
        let theme = try Self.load(testOnly, notes: &notes)
        #expect(theme.names.contains("page") == false)
        #expect(notes.contains { $0.message.contains("no file of values/ defines") })
    }

    @Test("a dependency cycle and a module with no resources end; nothing outside the build is read")
    func cyclesAndMissing() throws {
        var files = Self.files(
            settings: "include(\":app\", \":core:design-system\", \":ghost\")",
            build: "dependencies {\n    api(projects.core.designSystem)\n    api(projects.ghost)\n}")
        files["core/design-system/build.gradle.kts"] = "dependencies { api(project(\":app\")) }"
        var notes: [Diagnostic] = []
        #expect(try Self.load(files, notes: &notes).resolve("page", .light) == RGBA(hex: "#F9F9F9"))
        #expect(AndroidModules.accessor(":core:design-system") == "core.designSystem")
        #expect(AndroidModules.accessor(":feature_login") == "featureLogin")
    }
}
