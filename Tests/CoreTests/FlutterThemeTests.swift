import ColorScience
import Platform
import Testing

@testable import Formats
@testable import ThemeModel

/// Flutter themes kept in Dart, in the shapes apps write them (own values): an `AppColors` class of constants,
/// Material's `Colors`, and `ColorScheme`s and `ThemeData`s for light and dark.
@Suite("Flutter themes")
struct FlutterThemeTests {
    static let folder = "lib/theme/"

    func load(_ files: [String: String], _ open: String) throws(ThemeError) -> Theme {
        var texts: [String: String] = [:]
        for (name, text) in files { texts[Self.folder + name] = text }
        return try ThemeLoader.load(Self.folder + open, fileAccess: MemoryFiles(texts: texts))
    }

    static let colors = """
        import 'package:flutter/material.dart';

        class AppColors {
          static const Color fern = Color(0xFF3F6B35);
          static const mist = Color.fromRGBO(128, 128, 128, 0.25);
          static const bark = Color.fromARGB(255, 0x2E, 0x25, 0x1D);
          static final Color barkFaded = bark.withOpacity(0.5);
          static const ink = Colors.black87;
          static final link = Colors.blue[700];
          static final sky = Colors.lightBlue.shade100;
          static const clear = Color(0x3F6B35);
        }

        const kNight = Color(0xff101210);
        """

    static let theme = """
        import 'package:flutter/material.dart';
        import 'app_colors.dart';

        final lightTheme = ThemeData(
          brightness: Brightness.light,
          colorScheme: const ColorScheme.light(
            primary: AppColors.fern,
            surface: Color(0xFFFAF7F0),
          ),
          scaffoldBackgroundColor: const Color(0xFFF4F1EA),
        );

        final darkTheme = ThemeData(
          colorScheme: ColorScheme(
            brightness: Brightness.dark,
            primary: Color(0xFFB4D3A8),
            onPrimary: Colors.black,
            secondary: Colors.teal,
            onSecondary: Colors.white,
            error: Colors.red,
            onError: Colors.white,
            surface: kNight,
            onSurface: Color(0xFFE6E1DA),
          ),
        );
        """

    @Test("constants as Flutter packs them: ARGB, fromRGBO, fromARGB, Material's Colors and shades, opacity")
    func constants() throws {
        let theme = try load(["app_colors.dart": Self.colors, "app_theme.dart": Self.theme], "app_colors.dart")
        #expect(theme.resolve("AppColors.fern", .light) == RGBA(hex: "#3F6B35"))
        #expect(theme.resolve("AppColors.mist", .light) == RGBA(0x80, 0x80, 0x80, 0x40))
        #expect(theme.resolve("AppColors.bark", .light) == RGBA(hex: "#2E251D"))
        #expect(theme.resolve("AppColors.barkFaded", .light) == RGBA(0x2E, 0x25, 0x1D, 0x80))
        #expect(theme.resolve("AppColors.ink", .light) == RGBA(0, 0, 0, 0xDD))
        #expect(theme.resolve("AppColors.link", .light) == RGBA(hex: "#1976D2"))
        #expect(theme.resolve("AppColors.sky", .light) == RGBA(hex: "#B3E5FC"))
        #expect(theme.resolve("AppColors.clear", .light) == RGBA(0x3F, 0x6B, 0x35, 0))
        #expect(theme.resolve("kNight", .light) == RGBA(hex: "#101210"))
    }

    @Test("schemes give Material's roles in their brightness; left out, a default or Flutter's fallback role")
    func schemes() throws {
        let theme = try load(["app_colors.dart": Self.colors, "app_theme.dart": Self.theme], "app_theme.dart")
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#3F6B35"))
        #expect(theme.resolve("primary", .dark) == RGBA(hex: "#B4D3A8"))
        #expect(theme.resolve("surface", .dark) == RGBA(hex: "#101210"))
        // ColorScheme.light's own default for a role the call leaves out.
        #expect(theme.resolve("onPrimary", .light) == RGBA(hex: "#FFFFFF"))
        // The plain constructor's left-out roles fall back as Flutter's getters do: primaryContainer is primary.
        #expect(theme.resolve("primaryContainer", .dark) == RGBA(hex: "#B4D3A8"))
        #expect(theme.resolve("onSurfaceVariant", .dark) == RGBA(hex: "#E6E1DA"))
        #expect(theme.resolve("scaffoldBackgroundColor", .light) == RGBA(hex: "#F4F1EA"))
        #expect(theme.convention == "Material 3")
    }

    @Test(
        """
        a class's final fields are its colors, and a scheme built in one of its methods uses them; a role falling \
        back through roles the code leaves unread is dropped with them, not an error
        """)
    func instanceFieldsAndMethodSchemes() throws {
        let colors = """
            class Palette {
              final Color sand = Color(0xFFE4935D);
              final Color paper = const Color(0xFFF8ECE5);
              late Color later = Color(0xFF000000);
              var mutable = Color(0xFF111111);
              final bool isDark = false;

              ThemeData toThemeData() {
                Color ink = paper;
                ColorScheme scheme = ColorScheme(
                  brightness: Brightness.light,
                  primary: sand,
                  secondary: sand,
                  surface: paper,
                  onSurface: ink,
                  onPrimary: Colors.white,
                  onSecondary: Colors.white,
                  error: Colors.red.shade400,
                  onError: Colors.white,
                );
                return ThemeData.from(colorScheme: scheme);
              }
            }
            """
        let theme = try load(["palette.dart": colors], "palette.dart")
        #expect(theme.resolve("Palette.sand", .light) == RGBA(hex: "#E4935D"))
        #expect(theme.resolve("Palette.paper", .light) == RGBA(hex: "#F8ECE5"))
        #expect(theme["Palette.later"] == nil)
        #expect(theme["Palette.mutable"] == nil)
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#E4935D"))
        #expect(theme.resolve("tertiary", .light) == RGBA(hex: "#E4935D"), "tertiary falls back to secondary")
        // onSurface is a local, unread: onBackground, outline and outlineVariant fall back through it and go too.
        #expect(theme["onSurface"] == nil)
        #expect(theme["outline"] == nil)
        #expect(theme.notes.contains { $0.message.contains("onSurface") })
    }

    @Test("copyWith over a named scheme, and Material Theme Builder's high-contrast scheme functions")
    func copiesAndContrast() throws {
        let theme = try load(
            [
                "theme.dart": """
                class MaterialTheme {
                  static ColorScheme lightScheme() {
                    return const ColorScheme(brightness: Brightness.light, primary: Color(4286665232),
                      onPrimary: Color(0xffffffff), secondary: Color(0xff6f5b40), onSecondary: Color(0xffffffff),
                      error: Color(0xffba1a1a), onError: Color(0xffffffff), surface: Color(0xfffff8f4),
                      onSurface: Color(0xff1f1b16));
                  }
                  static ColorScheme lightHighContrastScheme() {
                    return const ColorScheme(brightness: Brightness.light, primary: Color(0xff321e00),
                      onPrimary: Color(0xffffffff), secondary: Color(0xff6f5b40), onSecondary: Color(0xffffffff),
                      error: Color(0xffba1a1a), onError: Color(0xffffffff), surface: Color(0xfffff8f4),
                      onSurface: Color(0xff000000));
                  }
                }
                final dark = ThemeData(colorScheme: ColorScheme.dark().copyWith(secondary: Color(0xFF1ED760)));
                """
            ], "theme.dart")
        // 4286665232 is 0xFF815210: the Theme Builder's Dart export writes colors as decimal ints.
        #expect(theme.resolve("primary", .light) == RGBA(hex: "#815210"))
        #expect(theme.resolve("primary", Traits(.light, .base, .high)) == RGBA(hex: "#321E00"))
        #expect(theme.resolve("secondary", .dark) == RGBA(hex: "#1ED760"))
        #expect(theme.resolve("primary", .dark) == RGBA(hex: "#BB86FC"))
        // A ThemeData is an object holding colors, not a color dusk failed to read.
        #expect(!theme.notes.contains { $0.message.hasPrefix("`dark` not read") })
    }

    @Test("a scheme Flutter derives from a seed when the app runs is counted, not guessed")
    func fromSeed() throws {
        let theme = try load(
            [
                "theme.dart": """
                const brand = Color(0xFF3F6B35);
                final theme = ThemeData(colorScheme: ColorScheme.fromSeed(seedColor: brand));
                """
            ], "theme.dart")
        #expect(theme.resolve("brand", .light) == RGBA(hex: "#3F6B35"))
        #expect(theme.notes.contains { $0.message.hasPrefix("`ColorScheme.fromSeed(…)` not read") })
        #expect((theme.coverage?.skipped ?? 0) > 0)
    }
}
