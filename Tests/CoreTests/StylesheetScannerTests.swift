import Pairs
import Syntax
import TestSupport
import Testing

@testable import AppSource

/// App stylesheets in the shapes web apps write them: a component's rule, nesting, its own custom properties
/// and variants that only set them, text inheriting its container's background, `.dark` rules, Vue's
/// `<style>` blocks, and Tailwind class lists in markup.
@Suite("Stylesheet and markup scanners")
struct StylesheetScannerTests {
    static func scan(_ text: String, path: String = "src/app.css") -> [String] {
        SourceLanguage.of(path: path)!.pairs(in: SourceText(path: path, text), SourceContext()).map { p in
            let fg = p.foreground == SourcePair.page ? "PAGE" : p.foreground
            let bg = p.background == SourcePair.page ? "PAGE" : p.background
            let style = p.style.map { " \($0)" } ?? ""
            return "\(fg) on \(bg) \(p.kind)\(style) \(p.site.location.line): \(p.site.detail)"
        }
    }

    @Test("a sheet that is both the palette and the app's: its roots' colors are drawn by their names")
    func paletteAndDrawingInOneFile() {
        let pairs = Self.scan(
            """
            :root { --background: #FFFFFF; --foreground: #F8F8F8; --link: var(--brand); }
            body { background: var(--background); color: var(--foreground); }
            a { color: var(--link); }
            """)
        #expect(pairs.contains { $0.hasPrefix("foreground on background text") }, "\(pairs)")
        #expect(pairs.contains { $0.hasPrefix("brand on PAGE text") }, "a root's link is followed: \(pairs)")
    }

    @Test("Tailwind's @apply draws its classes; the page rule sets the page; Tailwind's compiled sheet draws nothing")
    func tailwindApply() {
        let pairs = Self.scan(
            """
            /* the app's own layer */
            html,
            body {
              @apply flex bg-theme-bg-default h-full text-theme-fg-default;
            }
            .card { @apply rounded bg-surface p-4; }
            .card .title { @apply text-2xl font-bold text-ink dark:text-ink-inverse; }
            .btn-primary { @apply bg-brand text-on-brand hover:bg-brand-strong !important; }
            """)
        #expect(pairs.contains("PAGE on theme-bg-default text 4: the page's background"), "\(pairs)")
        #expect(pairs.contains("theme-fg-default on theme-bg-default text 4: `html, body` @apply"), "\(pairs)")
        #expect(pairs.contains("ink on PAGE largeText 7: `.card .title` @apply, over the page"), "\(pairs)")
        #expect(
            pairs.contains("ink-inverse on PAGE largeText dark 7: `.card .title` @apply, over the page"), "\(pairs)")
        #expect(pairs.contains("on-brand on brand text 8: `.btn-primary` @apply"), "\(pairs)")
        #expect(pairs.count == 5, "\(pairs)")
        let built = Self.scan(
            """
            /*! tailwindcss v3.4.1 | MIT License | https://tailwindcss.com */
            .text-theme-bg-subtle { color: var(--theme-bg-subtle); }
            .bg-brand { background-color: var(--brand); }
            .btn { color: var(--on-brand); background: var(--brand); }
            """)
        #expect(built.isEmpty, "\(built)")
    }

    @Test("a rule's color on its background; nesting inherits; a variant that only sets properties draws")
    func rules() {
        let pairs = Self.scan(
            """
            body { background: var(--page-bg); color: var(--text-1); }
            .badge {
              --badge-fg: var(--brand-text);
              --badge-bg: var(--brand-soft);
              color: var(--badge-fg);
              background-color: var(--badge-bg);
              &.danger { --badge-fg: var(--danger-text); }
              .icon { fill: var(--icon-muted); }
            }
            .nav { background: var(--nav-bg); }
            .nav .item a { color: var(--text-2); }
            .dark .card { color: var(--text-1); background: hsl(var(--card)); }
            .hint { color: var(--text-3); }
            .mixed { color: color-mix(in srgb, var(--text-1) 50%, transparent); background: var(--page-bg); }
            /* .ghost { color: var(--commented); background: var(--out); } */
            """)
        #expect(
            pairs == [
                "PAGE on page-bg text 1: the page's background",
                "text-1 on page-bg text 1: `body`",
                "brand-text on brand-soft text 5: `.badge`",
                "danger-text on brand-soft text 7: `:is(.badge).danger`",
                "icon-muted on brand-soft glyph 8: `:is(.badge) .icon`",
                "text-2 on nav-bg text 11: `.nav .item a`, over its container",
                "text-1 on card text dark 12: `.dark .card`",
                "text-3 on PAGE text 13: `.hint`, over the page",
            ], "\(pairs)")
    }

    @Test("a .scss sheet: // comments and #{} interpolations do not swallow the rules after them")
    func scssSheet() {
        let pairs = Self.scan(
            """
            // Cards: color: var(--ghost); background: var(--ghost-bg);
            .card {
              background: var(--surface); // the card
              color: var(--text);
              &__title { width: #{$w}px; color: var(--heading); }
            }
            """, path: "src/styles/cards.scss")
        #expect(
            pairs == [
                "text on surface text 4: `.card`",
                "heading on surface text 5: `:is(.card)__title`",
            ], "\(pairs)")
    }

    @Test("a Vue file: its <style> block at its own lines, its template's Tailwind classes by element")
    func vueFile() {
        let pairs = Self.scan(
            """
            <template>
              <div class="bg-card text-card-foreground dark:bg-muted">
                <p class="text-muted-foreground text-sm">Hint</p>
                <button class="bg-primary text-primary-foreground hover:bg-primary/90 font-semibold text-xl">Go</button>
              </div>
            </template>
            <style scoped>
            .title { color: var(--vp-c-text-1); background: var(--vp-c-bg-soft); }
            </style>
            """, path: "src/Card.vue")
        #expect(
            pairs == [
                "card-foreground on card text 2: <div> classes",
                "muted-foreground on card text 3: <p> classes, over its container",
                "primary-foreground on primary largeText 4: <button> classes",
                "vp-c-text-1 on vp-c-bg-soft text 8: `.title`",
            ], "\(pairs)")
    }

    @Test("a Svelte component's rules go on the elements its markup nests them in, not on the page")
    func componentMarkup() {
        let pairs = Self.scan(
            """
            <nav class:visible>
              <a class="home-link" href="/">Home</a>
              <div class="menu"><a href="/docs">Docs</a></div>
            </nav>
            <p class="note">Note</p>
            <style>
              nav { background-color: var(--back-2); }
              .home-link { color: var(--text-4); }
              .menu :global(a) { color: var(--text-2); }
              .note { color: var(--text-3); }
              .unused-by-markup { color: var(--text-5); }
            </style>
            """, path: "src/lib/Nav.svelte")
        #expect(
            pairs == [
                "text-4 on back-2 text 8: `.home-link` in `nav.visible`",
                "text-2 on back-2 text 9: `.menu :global(a)` in `nav.visible`",
                "text-3 on PAGE text 10: `.note`, over the page",
                "text-5 on PAGE text 11: `.unused-by-markup`, over the page",
            ], "\(pairs)")
    }

    @Test("a variant that makes its background see-through shows its container; a ::before icon draws no text")
    func seeThroughVariantAndIcon() {
        let pairs = Self.scan(
            """
            .panel { background: var(--surface); }
            .panel .button {
              --button-bg: var(--base-default);
              --button-fg: var(--base-contrast);
              background: var(--button-bg);
              color: var(--button-fg);
              &[data-variant='ghost'] { --button-bg: transparent; --button-fg: var(--text-subtle); }
            }
            .alert {
              background: var(--alert-bg);
              color: var(--alert-text);
              & > h2::before { background: var(--alert-icon); content: ''; }
            }
            """)
        #expect(
            pairs == [
                "base-contrast on base-default text 6: `.panel .button`",
                "text-subtle on surface text 7: `:is(.panel .button)[data-variant='ghost']`, over its container",
                "alert-text on alert-bg text 11: `.alert`",
            ], "\(pairs)")
    }

    @Test("a component's text with nothing behind it goes where other files place the component")
    func placedComponents() throws {
        let dir = try scratchFolder(
            "components",
            holding: [
                "src/components/SidebarItem.vue": """
                <template><div class="item"><span class="caret">›</span>{{ text }}</div></template>
                <style scoped>.caret { color: var(--text-3); }</style>
                """,
                "src/components/Sidebar.vue": """
                <template>
                  <aside class="sidebar"><SidebarItem v-for="i in items" :text="i" /></aside>
                </template>
                <style scoped>.sidebar { background-color: var(--sidebar-bg); }</style>
                """,
                "src/components/Lonely.vue": """
                <template><p class="lonely">x</p></template>
                <style scoped>.lonely { color: var(--text-2); }</style>
                """,
            ])
        let scan = try SourceScan.scan(dir)
        let pairs = scan.pairs.map {
            "\($0.foreground) on \($0.background == SourcePair.page ? "PAGE" : $0.background)"
        }
        #expect(pairs.sorted() == ["text-2 on PAGE", "text-3 on sidebar-bg"], "\(pairs)")
        #expect(scan.pairs.contains { $0.site.detail.contains("where Sidebar.vue:2 places it") })
    }

    @Test(
        "an opacity modifier makes another color; an svg or icon is a glyph; a branch holding text and fill is its own")
    func opacityModifiers() {
        let pairs = Self.scan(
            """
            <div class="bg-primary/10 rounded"><span class="text-primary">New</span></div>
            <div class="bg-card/100"><p class="text-muted-foreground/70">Soon</p><p class="text-foreground">So</p></div>
            <svg class="text-muted-foreground"/><ChevronRightIcon className="text-muted-foreground" />
            <div className={cn("text-2xl", on ? "bg-primary text-primary-foreground" : "bg-muted text-foreground")} />
            """, path: "components/badge.tsx")
        #expect(
            pairs == [
                "primary on primary/10 text 1: <span> classes, over its container",
                "muted-foreground/70 on card text 2: <p> classes, over its container",
                "foreground on card text 2: <p> classes, over its container",
                "muted-foreground on PAGE glyph 3: <svg> classes, over the page",
                "muted-foreground on PAGE glyph 3: <ChevronRightIcon> classes, over the page",
                // Each branch's string is a state of its own, not mixed with the other's.
                "primary-foreground on primary largeText 4: <div> classes",
                "foreground on muted largeText 4: <div> classes",
            ], "\(pairs)")
    }

    @Test("a view or composable no file uses (a leftover, or one only a preview shows) draws no pair")
    func unusedViews() throws {
        let dir = try scratchFolder(
            "views",
            holding: [
                "App/Home.swift": """
                struct Home: View {
                    var body: some View { VStack { Badge() } }
                }
                struct Badge: View {
                    var body: some View { Text("New").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                struct OldCard: View {
                    var body: some View { Text("Old").foregroundColor(Color("Ghost")).background(Color("Paper")) }
                }
                #Preview { OldCard() }
                """,
                "App/MyApp.swift": "@main struct MyApp: App { var body: some Scene { WindowGroup { Home() } } }",
                "android/ui/Screen.kt": """
                @Composable
                fun Screen() { Surface(color = Paper) { Row { Title() } } }
                @Composable
                fun Title() { Text("Live", color = Ink2) }
                @Composable
                fun Unused() { Surface(color = Paper) { Text("x", color = Ghost2) } }
                """,
                "android/MainActivity.kt": "class MainActivity { fun onCreate() { setContent { Screen() } } }",
            ])
        let pairs = try SourceScan.scan(dir).pairs.map { "\($0.foreground) on \($0.background)" }
        #expect(pairs.sorted() == ["Ink on Paper"], "\(pairs)")
    }

    @Test("a cva variant string draws what it holds; a string with text alone outside an element draws nothing")
    func looseStrings() {
        let pairs = Self.scan(
            """
            const button = cva("inline-flex text-sm", {
              variants: { variant: {
                default: "bg-primary text-primary-foreground hover:bg-primary/90",
                outline: "border bg-background hover:bg-accent hover:text-accent-foreground",
                ghost: "text-muted-foreground",
              } },
            })
            """, path: "components/ui/button.tsx")
        #expect(
            pairs == [
                "primary-foreground on primary text 3: class string",
                "accent-foreground on accent text 4: class string",
            ], "\(pairs)")
    }

    @Test("hostile text is bounded: a 1 MB line, unclosed tags and braces, bytes that are not UTF-8")
    func hostile() {
        let line = String(repeating: "<div class=\"bg-x text-y\">", count: 40_000)
        #expect(Self.scan(line, path: "a.html").count == 40_000)
        #expect(Self.scan(String(repeating: "{ .a { color: var(--x); ", count: 10_000)).count <= 10_000)
        let bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x7B] + Array("a { color: var(--x) }".utf8)
        #expect(StylesheetScanner.pairs(in: SourceText(path: "b.css", bytes: bytes)).isEmpty)
    }

    @Test("Sass: `@if` branches draw what they hold; `#{$prefix}` names colors as the project's settings say")
    func sassSettings() {
        var context = SourceContext()
        let settings = "$css-var-prefix: \"--kit-\" !default; // must start with --\n$parent-selector: \"\" !default;\n"
        context.read(SourceText(path: "scss/_settings.scss", settings))
        let sheet = """
            @use "settings" as *;
            @if map.get($modules, "button") {
              #{$parent-selector} button {
                #{$css-var-prefix}background-color: var(#{$css-var-prefix}primary);
                background-color: var(#{$css-var-prefix}background-color);
                color: var(#{$css-var-prefix}primary-inverse);
              }
            }
            """
        let pairs = SourceLanguage.stylesheet.pairs(in: SourceText(path: "scss/_button.scss", sheet), context)
        #expect(
            pairs.map { "\($0.foreground) on \($0.background) \($0.site.location.line)" } == [
                "kit-primary-inverse on kit-primary 6"
            ])
        // Without the settings the names stay as written, and name no palette color.
        let bare = SourceLanguage.stylesheet.pairs(in: SourceText(path: "scss/_button.scss", sheet), SourceContext())
        #expect(bare.allSatisfy { !$0.foreground.hasPrefix("kit-") })
        // A setting given two values is left as written.
        var twice = context
        twice.read(SourceText(path: "scss/_other.scss", "$css-var-prefix: \"--other-\";"))
        #expect(twice.sass.interpolated("var(#{$css-var-prefix}x)") == "var(#{$css-var-prefix}x)")
        #expect(context.sass.interpolated("var(#{$css-var-prefix}x) #{$missing") == "var(--kit-x) #{$missing")
    }

    @Test("a form field's border is its boundary, on what is around it; one filled apart from it is not judged")
    func fieldBorders() {
        let pairs = Self.scan(
            """
            <form class="bg-card">
              <input class="border border-input bg-transparent text-foreground" />
              <textarea class="border-2 border-b-muted border-input bg-muted"></textarea>
              <select class="border border-dashed hover:border-ring border-input bg-card"></select>
            </form>
            <input class="border border-input bg-background" />
            <div class="border border-border bg-card">card</div>
            """, path: "src/form.html")
        let borders = pairs.filter { $0.contains(" glyph ") }
        #expect(
            borders == [
                "input on card glyph 2: <input> border, over its container",
                "input on card glyph 4: <select> border, over its container",
                "input on PAGE glyph 6: <input> border, over the page",
            ], "\(pairs)")
    }

    @Test("a stylesheet's field border: the shorthand's last var() on what is around the field")
    func stylesheetFieldBorders() {
        let pairs = Self.scan(
            """
            .card { background: var(--card); }
            #searchbox input { border: 2px solid var(--tertiary); background: transparent; }
            .card input { --field-border: var(--input); border: var(--border-width) solid var(--field-border); }
            .card textarea { border-color: var(--input); background: var(--muted); }
            input::placeholder { border-color: var(--ghost); }
            .box { border: 1px solid var(--border); }
            """)
        let borders = pairs.filter { $0.contains(" border") }
        #expect(
            borders == [
                "tertiary on PAGE glyph 2: `#searchbox input` border, over the page",
                "input on card glyph 3: `.card input` border, over its container",
            ], "\(pairs)")
    }

    @Test("text is drawn on the fill of the nearest element around it that any rule picks out")
    func fillsOfAncestors() {
        let pairs = Self.scan(
            """
            .text pre { background: var(--code-bg); }
            .text :where(pre.language-diff code) { color: var(--diff-base); }
            .card.highlighted { background: var(--card); }
            main .card.highlighted > .body span { color: var(--muted); }
            .elsewhere em { color: var(--ink); }
            """)
        #expect(pairs.contains { $0.hasPrefix("diff-base on code-bg text 2") }, "\(pairs)")
        #expect(pairs.contains { $0.hasPrefix("muted on card text 4") }, "\(pairs)")
        #expect(pairs.contains { $0.hasPrefix("ink on PAGE text 5") }, "\(pairs)")
    }
}
