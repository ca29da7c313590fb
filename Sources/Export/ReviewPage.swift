import Audit
import ColorScience
import Encoding
import Platform
import Raster
import Screens
import ThemeModel

/// The review page: one self-contained HTML file (`<theme>.html`) with every requested screen in every
/// requested appearance as an inline PNG, and beside each view the findings of `check` that concern it,
/// numbered and worded as `check` words them. The URL fragment chooses the view
/// (`#screen=settings&appearance=dark`, so a link opens that view), and so do the preview's keys: `d`, `e`,
/// `c`, Tab, Shift-Tab and 1-9. No network and no other file: the pictures are data URLs, the style and the
/// few lines of script are inline. Without script every view shows, one under another.
public struct ReviewPage: Sendable {
    /// One of `check`'s groups, as `check` prints it, and the views it concerns.
    public struct Finding: Sendable {
        public var heading: String
        public var lines: [String]
        /// The appearances of its pairs (`Traits.name`).
        public var appearances: Set<String>
        /// The screens whose drawn pairs it holds; nil when it is not tied to a screen (roles, declared
        /// pairs), so it concerns every screen in those appearances.
        public var screens: Set<String>?

        public init(heading: String, lines: [String], appearances: Set<String>, screens: Set<String>?) {
            self.heading = heading
            self.lines = lines
            self.appearances = appearances
            self.screens = screens
        }

        func concerns(screen: String, appearance: String) -> Bool {
            appearances.contains(appearance) && (screens?.contains(screen) ?? true)
        }
    }

    public var screens: [ScreenRef]
    public var appearances: [Traits]
    public var size: Size
    public var options: ScreenOptions
    public var depth: ColorDepth
    public var picture: PictureStyle
    /// `check`'s first line: validity, coverage and the number of things to change.
    public var summary: String
    public var findings: [Finding]

    public init(
        screens: [ScreenRef], appearances: [Traits], size: Size, options: ScreenOptions, depth: ColorDepth,
        picture: PictureStyle, summary: String, findings: [Finding]
    ) {
        self.depth = depth
        self.screens = screens
        self.appearances = appearances
        self.size = size
        self.options = options
        self.picture = picture
        self.summary = summary
        self.findings = findings
    }

    public static func fileName(for theme: Theme) -> String { AtomicFile.safeComponent(theme.name) + ".html" }

    public func render(_ theme: Theme) -> [UInt8] {
        let views = screens.flatMap { screen in appearances.map { (screen, $0) } }
        let size = size
        let options = options
        let picture = picture
        let depth = depth
        let pictures = Parallel.map(views) { view in
            let request = ScreenshotRequest(
                screen: view.0, traits: view.1, size: size, options: options, format: .png, depth: depth,
                picture: picture)
            return Base64.encode(request.render(theme))
        }
        let image = ExportFormat.pixelSize(of: size, picture: picture)
        var html = head(theme)
        html += "<main>\n"
        for ((screen, traits), data) in zip(views, pictures) {
            let title = "\(screen.title(in: theme)) · \(SheetRequest.label(traits))"
            html += """
                <section class="view" data-screen="\(escape(screen.name))" data-appearance="\(traits.name)">
                <figure><img alt="\(escape(title))" width="\(image.width)" height="\(image.height)" \
                src="data:image/png;base64,\(data)"><figcaption>\(escape(title))</figcaption></figure>
                \(aside(screen: screen.name, appearance: traits.name))</section>\n
                """
        }
        html += "<p id=\"missing\" hidden>This view was not exported; export with every appearance to see it.</p>\n"
        html += "</main>\n<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return Array(html.utf8)
    }

    private func head(_ theme: Theme) -> String {
        let buttons = screens.enumerated().map { index, screen in
            let key = index < 9 ? "<kbd>\(index + 1)</kbd> " : ""
            return "<button data-screen=\"\(escape(screen.name))\">\(key)\(escape(screen.title(in: theme)))</button>"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(theme.name)) · dusk review</title>
            <style>
            \(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>\(escape(theme.name))</h1>
            <p class="summary">\(escape(summary))</p>
            <nav id="screens">\(buttons.joined())</nav>
            <nav id="traits"><button data-trait="dark"><kbd>d</kbd> dark</button>\
            <button data-trait="elevated"><kbd>e</kbd> elevated</button>\
            <button data-trait="high"><kbd>c</kbd> high contrast</button></nav>
            <p class="keys"><kbd>Tab</kbd> next screen · <kbd>1</kbd>-<kbd>9</kbd> a screen · the address \
            names the view, so a link opens it</p>
            </header>\n
            """
    }

    /// The findings that concern one view, in `check`'s order and under `check`'s numbers (the headings carry
    /// them, so the list itself is not numbered).
    private func aside(screen: String, appearance: String) -> String {
        let here = findings.enumerated().filter { $0.element.concerns(screen: screen, appearance: appearance) }
        guard !here.isEmpty else { return "<aside><p class=\"clean\">Nothing to change in this view.</p></aside>\n" }
        let count = FindingGroup.thingsToChange(here.count)
        var s = "<aside><h2>\(count) in this view</h2>\n<ol>\n"
        for (_, finding) in here {
            s += "<li><h3>\(escape(finding.heading))</h3>"
            s += finding.lines.map { "<p>\(escape($0))</p>" }.joined()
            s += "</li>\n"
        }
        return s + "</ol></aside>\n"
    }

    private func escape(_ text: String) -> String { SVGExporter.escape(text) }

    static let style = """
        :root{font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1C1C1E;\
        background:#F2F2F7}
        body{margin:0}
        header{padding:16px 24px 8px}
        h1{font-size:22px;margin:0 0 4px}
        .summary,.keys{margin:4px 0;color:#3C3C43}
        nav{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}
        button{font:inherit;border:1px solid #C6C6C8;border-radius:8px;background:#FFFFFF;color:#1C1C1E;\
        padding:4px 10px;cursor:pointer}
        button[aria-pressed="true"]{background:#007AFF;border-color:#007AFF;color:#FFFFFF}
        kbd{font:12px ui-monospace,Menlo,monospace;opacity:.75}
        main{padding:8px 24px 24px}
        .view{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start;margin-bottom:32px}
        .js .view{display:none}
        .js .view.current{display:flex}
        figure{margin:0}
        img{display:block;max-width:100%;height:auto;image-rendering:pixelated;border:1px solid #C6C6C8}
        figcaption{margin-top:6px;color:#3C3C43}
        aside{flex:1;min-width:280px;max-width:520px}
        aside h2{font-size:17px;margin:0 0 8px}
        aside ol{margin:0;padding:0;list-style:none}
        aside h3{font-size:14px;margin:0;font-family:ui-monospace,Menlo,monospace}
        aside p{margin:2px 0 10px}
        .clean{color:#248A3D}

        """

    static let script = """
        (function () {
          var doc = document.documentElement;
          doc.classList.add('js');
          var views = Array.prototype.slice.call(document.querySelectorAll('.view'));
          var screenButtons = Array.prototype.slice.call(document.querySelectorAll('#screens button'));
          var traitButtons = Array.prototype.slice.call(document.querySelectorAll('#traits button'));
          var screens = screenButtons.map(function (b) { return b.getAttribute('data-screen'); });
          var state = { screen: screens[0], dark: false, elevated: false, high: false };
          // Without an address, the first view exported (light is not always among them).
          if (views.length) setAppearance(views[0].getAttribute('data-appearance'));
          function appearance() {
            return (state.dark ? 'dark' : 'light') + (state.elevated ? '-elevated' : '') +
              (state.high ? '-high-contrast' : '');
          }
          function setAppearance(a) {
            state.dark = a.indexOf('dark') === 0;
            state.elevated = a.indexOf('-elevated') >= 0;
            state.high = a.indexOf('-high-contrast') >= 0;
          }
          function readAddress() {
            var fields = {};
            location.hash.replace(/^#/, '').split('&').forEach(function (part) {
              var at = part.indexOf('=');
              if (at <= 0) return;
              try {
                fields[part.slice(0, at)] = decodeURIComponent(part.slice(at + 1));
              } catch (e) {}  // a mangled address shows the view it still names
            });
            if (screens.indexOf(fields.screen) >= 0) state.screen = fields.screen;
            if (fields.appearance) setAppearance(fields.appearance);
          }
          function show() {
            var shown = false;
            views.forEach(function (v) {
              var on = v.getAttribute('data-screen') === state.screen &&
                v.getAttribute('data-appearance') === appearance();
              v.classList.toggle('current', on);
              shown = shown || on;
            });
            document.getElementById('missing').hidden = shown;
            screenButtons.forEach(function (b) {
              b.setAttribute('aria-pressed', String(b.getAttribute('data-screen') === state.screen));
            });
            traitButtons.forEach(function (b) {
              b.setAttribute('aria-pressed', String(state[b.getAttribute('data-trait')]));
            });
          }
          function go() {
            location.hash = 'screen=' + encodeURIComponent(state.screen) + '&appearance=' + appearance();
          }
          window.addEventListener('hashchange', function () { readAddress(); show(); });
          screenButtons.forEach(function (b) {
            b.addEventListener('click', function () { state.screen = b.getAttribute('data-screen'); go(); });
          });
          traitButtons.forEach(function (b) {
            b.addEventListener('click', function () {
              var t = b.getAttribute('data-trait');
              state[t] = !state[t];
              go();
            });
          });
          document.addEventListener('keydown', function (e) {
            if (e.metaKey || e.ctrlKey || e.altKey) return;
            var i = screens.indexOf(state.screen);
            var step = e.shiftKey ? screens.length - 1 : 1;
            if (e.key === 'd') state.dark = !state.dark;
            else if (e.key === 'e') state.elevated = !state.elevated;
            else if (e.key === 'c') state.high = !state.high;
            // Tab moves between screens unless a button has the focus (then it moves the focus, as always).
            else if (e.key === 'Tab' && document.activeElement === document.body) {
              state.screen = screens[(i + step) % screens.length];
            }
            else if (e.key >= '1' && e.key <= '9' && +e.key <= screens.length) state.screen = screens[+e.key - 1];
            else return;
            e.preventDefault();
            go();
          });
          readAddress();
          show();
        })();

        """
}
