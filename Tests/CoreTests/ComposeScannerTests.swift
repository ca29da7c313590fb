import Pairs
import Syntax
import Testing

@testable import AppSource

/// Jetpack Compose files in the shapes apps write them: texts in surfaces, cards and boxes, button colors,
/// content colors provided to a subtree.
@Suite("Compose scanner")
struct ComposeScannerTests {
    /// Each pair as `foreground on background kind line: detail`, in the scanner's order.
    static func scan(_ text: String) -> [String] {
        ComposeScanner.pairs(in: SourceText(path: "app/src/main/java/ui/Screen.kt", text)).map {
            "\($0.foreground) on \($0.background) \($0.kind) \($0.site.location.line): \($0.site.detail)"
        }
    }

    @Test("an app's own surface (a composable taking a color and a content lambda) is a background like Surface")
    func ownSurface() {
        let pairs = Self.scan(
            """
            @Composable
            fun FilterBar() {
                JetsnackSurface(color = JetsnackTheme.colors.uiFloated, contentColor = JetsnackTheme.colors.brand) {
                    Text("Filters", color = JetsnackTheme.colors.textSecondary)
                }
                LinearProgressIndicator(color = JetsnackTheme.colors.brand)
            }
            """)
        #expect(pairs.contains { $0.hasPrefix("brand on uiFloated text") }, "\(pairs)")
        #expect(pairs.contains { $0.hasPrefix("textSecondary on uiFloated text") }, "\(pairs)")
        #expect(pairs.count == 2, "a progress bar's color is no background: \(pairs)")
    }

    @Test("a text takes the nearest surface, card, box or scaffold around it")
    func nearestContainer() {
        let pairs = Self.scan(
            """
            @Composable
            fun AccountScreen(state: AccountState) {
                Scaffold(containerColor = MaterialTheme.colorScheme.background) { padding ->
                    Column(Modifier.padding(padding)) {
                        Text("Account", color = MaterialTheme.colorScheme.onBackground, fontWeight = FontWeight.Bold)
                        Card(
                            colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant),
                        ) {
                            Text(
                                text = state.name,
                                style = MaterialTheme.typography.bodyMedium,
                                color = MaterialTheme.colorScheme.onSurfaceVariant,
                            )
                        }
                        Box(modifier = Modifier.fillMaxWidth().background(colorResource(R.color.banner_bg))) {
                            Icon(Icons.Default.Info, null, tint = colorResource(id = R.color.banner_icon))
                        }
                        Surface(color = AppColors.chip, shape = CircleShape) {
                            Row { Text("Pro", color = AppColors.onChip) }
                        }
                    }
                }
            }
            """)
        #expect(
            pairs == [
                "onBackground on background largeText 5: Text in Scaffold",
                "onSurfaceVariant on surfaceVariant text 12: Text in Card",
                "banner_icon on banner_bg glyph 16: Icon in Box",
                "onChip on chip text 19: Text in Surface",
            ])
    }

    @Test("button and card colors are pairs themselves; contentColorFor names the on-color")
    func colorCalls() {
        let pairs = Self.scan(
            """
            Button(
                onClick = onSave,
                colors = ButtonDefaults.buttonColors(
                    containerColor = MaterialTheme.colorScheme.primary,
                    contentColor = contentColorFor(MaterialTheme.colorScheme.primary),
                ),
            ) {
                Text("Save", color = BrandColors.buttonText)
            }
            TopAppBar(
                title = { Text("Inbox") },
                colors = TopAppBarDefaults.topAppBarColors(
                    containerColor = Navy, titleContentColor = Sand, actionIconContentColor = Sand.copy(alpha = 0.6f)),
            )
            """)
        #expect(
            pairs == [
                "onPrimary on primary text 5: ButtonDefaults.buttonColors",
                "Sand on Navy largeText 13: TopAppBarDefaults.topAppBarColors",
                "buttonText on primary text 8: Text in Button",
            ])
    }

    @Test("a text's own Modifier.background is its background; the last one is nearest the text")
    func ownBackground() {
        let pairs = Self.scan(
            """
            Text(
                "Beta",
                modifier = Modifier.background(Outer).padding(4.dp).background(color = Tag, shape = Pill),
                color = OnTag,
            )
            CompositionLocalProvider(LocalContentColor provides Ink) {
                Surface(color = Paper) { Icon(Icons.Filled.Star, null) }
            }
            Surface(color = Paper) {
                CompositionLocalProvider(LocalContentColor provides Ink2) { Icon(Icons.Filled.Star, null) }
            }
            """)
        #expect(
            pairs == [
                "OnTag on Tag text 4: Text with background",
                "Ink2 on Paper text 10: LocalContentColor in Surface",
            ])
    }

    @Test("what only a @Preview function draws is no pair the app draws")
    func previews() {
        let pairs = Self.scan(
            """
            @Composable
            fun Banner() { Surface(color = Paper) { Text("Live", color = Ink) } }

            @Preview(showBackground = true, uiMode = UI_MODE_NIGHT_YES)
            @Composable
            private fun BannerPreview() { Surface(color = Paper) { Text("Sample", color = Ghost) } }

            @PreviewLightDark
            @Composable
            fun BannerPreviews(@PreviewParameter(NameProvider::class) name: String) {
                Surface(color = Paper) { Text(name, color = Ghost2) }
            }
            """)
        #expect(pairs == ["Ink on Paper text 2: Text in Surface"], "\(pairs)")
    }

    @Test("literals, copies, comments and strings name nothing; a choice of two names both")
    func ignored() {
        let pairs = Self.scan(
            """
            Surface(color = Paper) {
                // Text("x", color = Ghost, modifier = Modifier.background(GhostPaper))
                /* Surface(color = Fake) { /* nested */ Text("y", color = Fake2) } */
                Text("Modifier.background(Fake) and ${user.name}", color = Ink)
                Text('"', color = Color(0xFF112233))
                Text("z", color = Ink.copy(alpha = 0.5f))
                Text(\"\"\"raw } ) .background(Fake)\"\"\", color = if (on) Ink else Muted)
            }
            """)
        #expect(
            pairs == [
                "Ink on Paper text 4: Text in Surface",
                // A choice of two names both.
                "Ink on Paper text 7: Text in Surface", "Muted on Paper text 7: Text in Surface",
            ])
    }

    @Test("a background dusk cannot read hides the one behind it; a transparent one does not; a choice is either")
    func unreadBackground() {
        let pairs = Self.scan(
            """
            Row(Modifier.background(colorResource(R.color.card))) {
                Box(Modifier.background(color = if (muted) colorResource(R.color.gray) else Accent, CircleShape)) {
                    Text("3", color = colorResource(id = R.color.text_white))
                }
                Surface(color = Paper.copy(alpha = 0.4f)) { Text("b", color = Ink) }
                Box(Modifier.background(Color.Transparent)) { Text("c", color = Ink2) }
                Card(colors = CardDefaults.cardColors(containerColor = Color.Transparent)) { Text("d", color = Ink3) }
            }
            """)
        #expect(
            pairs == [
                // One of two, by a condition: both drawn, each in its state.
                "text_white on gray text 3: Text in Box", "text_white on Accent text 3: Text in Box",
                "Ink2 on card text 6: Text in Row", "Ink3 on card text 7: Text in Row",
            ])
    }

    @Test("an unbalanced or hostile file ends without a crash")
    func unbalanced() {
        _ = Self.scan("Surface(color = Paper { Text(\"a\", color = Ink ) ] } } }")
        _ = Self.scan("\"unterminated ${ Surface(color = X) { ")
        _ = Self.scan(
            String(repeating: "Box(Modifier.background(Paper)) { ", count: 10_000) + "Text(\"a\", color = Ink)")
        let deep = String(repeating: "Box {\n", count: 10_000) + "Text(\"a\", color = Ink)\n"
        #expect(Self.scan("Surface(color = Paper) {\n" + deep).count == 1)
    }
}
