#!/usr/bin/env python3
"""Checks dusk's review page (`dusk export THEME --format html`) in a real
browser: headless Chromium, driven through the DevTools protocol, opens
`<theme>.html#screen=settings&appearance=dark` and then `...=light` from
file: URLs and checks that the fragment chose exactly that view, that the
page asked for nothing but file: and data: URLs and logged no error or
exception, and that what Chromium shows in the view is the PNG dusk drew
(screenshots at device scale 1, pixel for pixel; dark is dark, light is
light). Then the preview's keys: `d`, `e`, `c`, Tab, `1` and Shift-Tab each
move the address and the view shown. Last, every view's findings aside:
there, and each finding shown under `check`'s number, once.
Prints a table; exits 1 on any failure.

    scripts/check-review-page.py [THEME]   (default themes/juniper.json)
    scripts/check-review-page.py --readme  (also keeps the dark view as screenshots/readme/review-page.png)

Needs: the debug build (.build/debug/dusk), Debian's `chromium`, Pillow and
`websocket-client` from PyPI (a venv in /tmp/dusk-review-venv is made when
either is missing). The screenshots stay in the temporary directory it prints.
"""
import base64, glob, io, json, os, re, subprocess, sys, tempfile, time, urllib.request

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
readme = "--readme" in sys.argv[1:]
arguments = [a for a in sys.argv[1:] if a != "--readme"]
# Run from the repository, so the findings name the theme as `themes/juniper.json`, as a reader would.
theme = os.path.abspath(arguments[0]) if arguments else "themes/juniper.json"
os.chdir(root)
dusk = os.path.join(root, ".build/debug/dusk")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devtools

devtools.needs("/tmp/dusk-review-venv", {"websocket": "websocket-client", "PIL": "pillow"})
from PIL import Image, ImageChops


def die(message):
    print("check-review-page: " + message, file=sys.stderr)
    sys.exit(1)


if not os.access(dusk, os.X_OK):
    die(f"no {dusk}: build first (swift build)")
if subprocess.run(["sh", "-c", "command -v chromium"], stdout=subprocess.DEVNULL).returncode:
    die("no chromium on PATH (Debian: apt-get install chromium)")

work = tempfile.mkdtemp(prefix="dusk-review-")
out = os.path.join(work, "out")
subprocess.run([dusk, "export", theme, "--format", "html", "--out", out], check=True, stdout=subprocess.DEVNULL)
pages = glob.glob(os.path.join(out, "*.html"))
if len(pages) != 1:
    die(f"dusk export --format html wrote {len(pages)} .html files in {out}, expected one")
page = pages[0]
page_url = "file://" + urllib.request.pathname2url(page)

rows = []  # (check, what the page did, ok)


def check(name, ok, detail):
    rows.append((name, detail, bool(ok)))
    return ok


try:
    chromium = devtools.Chromium(
        os.path.join(work, "profile"),
        flags=["--allow-file-access-from-files", "--force-color-profile=srgb", "--hide-scrollbars"])
except devtools.DevToolsError as error:
    die(str(error))
events = chromium.events


def call(method, **params):
    try:
        return chromium.call(method, **params)
    except devtools.DevToolsError as error:
        die(str(error))


try:
    def evaluate(expression, promise=False):
        result = call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=promise)
        if "exceptionDetails" in result:
            die(f"evaluating {expression[:60]!r}: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    def until(expression, seconds=5):
        """The value of a JS expression once it is truthy; the last (falsy) value after `seconds`."""
        end = time.time() + seconds
        while True:
            value = evaluate(expression)
            if value or time.time() > end:
                return value
            time.sleep(0.05)

    for domain in ["Page", "Network", "Runtime", "Log"]:
        call(domain + ".enable")
    call("Emulation.setDeviceMetricsOverride", width=1600, height=1000, deviceScaleFactor=1, mobile=False)

    # What the page shows: the views marked current, the address, the pressed buttons.
    STATE = """JSON.stringify({
      hash: location.hash,
      js: document.documentElement.classList.contains('js'),
      current: Array.prototype.map.call(document.querySelectorAll('.view.current'),
        function (v) { return [v.getAttribute('data-screen'), v.getAttribute('data-appearance')]; }),
      shown: Array.prototype.filter.call(document.querySelectorAll('.view'),
        function (v) { return getComputedStyle(v).display !== 'none'; }).length,
      missing: document.getElementById('missing') ? document.getElementById('missing').hidden : null,
      pressed: Array.prototype.map.call(document.querySelectorAll('nav button[aria-pressed="true"]'),
        function (b) { return b.getAttribute('data-screen') || b.getAttribute('data-trait'); })
    })"""

    def state():
        return json.loads(evaluate(STATE))

    def shows(name, screen, appearance):
        """Checks that the page shows that one view and nothing else, and that the address names it."""
        want_hash = f"#screen={screen}&appearance={appearance}"
        test = (f"location.hash === {json.dumps(want_hash)} && document.querySelectorAll('.view.current').length === 1 && "
                f"document.querySelector('.view.current').getAttribute('data-screen') === {json.dumps(screen)} && "
                f"document.querySelector('.view.current').getAttribute('data-appearance') === {json.dumps(appearance)}")
        until(test)
        s = state()
        current = " ".join("/".join(c) for c in s["current"]) or "none"
        traits = {"dark": appearance.startswith("dark"), "elevated": "-elevated" in appearance,
                  "high": "-high-contrast" in appearance}
        want_pressed = sorted([screen] + [t for t, on in traits.items() if on])
        ok = (s["hash"] == want_hash and s["current"] == [[screen, appearance]] and s["shown"] == 1 and s["js"]
              and s["missing"] is True and sorted(s["pressed"]) == want_pressed)
        detail = f"{s['hash'] or '(no hash)'}; current {current}; {s['shown']} shown"
        if s["hash"] != want_hash or s["current"] != [[screen, appearance]]:
            detail += f"; want {want_hash}"
        if not s["js"]:
            detail += "; <html> lacks class js"
        if s["missing"] is not True:
            detail += "; 'not exported' notice shown"
        if sorted(s["pressed"]) != want_pressed:
            detail += f"; pressed {','.join(s['pressed']) or 'none'}, want {','.join(want_pressed)}"
        return check(name, ok, detail)

    def open_view(screen, appearance):
        """Loads the page afresh from a link to one view, as a reader following it would."""
        call("Page.navigate", url="about:blank")
        until("location.href === 'about:blank' && document.readyState === 'complete'")
        url = f"{page_url}#screen={screen}&appearance={appearance}"
        call("Page.navigate", url=url)
        if not until(f"location.href === {json.dumps(url)} && document.readyState === 'complete'", 15):
            die(f"the page did not load: {url}")
        return shows(f"open #{screen}/{appearance}", screen, appearance)

    def luminance(rgb):
        lin = [(c / 255) / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    def screenshot(screen, appearance, dark):
        """The current view's picture as Chromium paints it against the PNG in its data URL."""
        evaluate("(function () { var i = document.querySelector('.view.current img');"
                 " return (i && i.decode ? i.decode() : Promise.resolve()).then(function () {"
                 " return new Promise(function (r) { requestAnimationFrame(function () { requestAnimationFrame(r); }); }); }); })()",
                 promise=True)
        box = evaluate("""(function () {
          var i = document.querySelector('.view.current img');
          if (!i) return null;
          var r = i.getBoundingClientRect();
          return {left: r.left + i.clientLeft, top: r.top + i.clientTop, width: i.clientWidth, height: i.clientHeight,
                  natural: [i.naturalWidth, i.naturalHeight], src: i.getAttribute('src'),
                  viewport: [innerWidth, innerHeight], scale: devicePixelRatio,
                  background: getComputedStyle(document.documentElement).backgroundColor};
        })()""")
        name = f"picture {screen}/{appearance}"
        if not box:
            return check(name, False, "no img in the current view")
        shot_path = os.path.join(work, f"{screen}-{appearance}.png")
        data = base64.b64decode(call("Page.captureScreenshot", format="png")["data"])
        open(shot_path, "wb").write(data)
        if readme and dark:
            open(os.path.join(root, "screenshots/readme/review-page.png"), "wb").write(data)
        shot = Image.open(io.BytesIO(data)).convert("RGB")
        if not box["src"].startswith("data:image/png;base64,"):
            return check(name, False, f"img src is not a PNG data URL: {box['src'][:40]}")
        drawn = Image.open(io.BytesIO(base64.b64decode(box["src"].split(",", 1)[1]))).convert("RGBA")
        # A transparent pixel shows the page's background through it.
        under = tuple(int(v) for v in re.findall(r"[\d.]+", box["background"])[:3])
        drawn = Image.alpha_composite(Image.new("RGBA", drawn.size, under + (255,)), drawn).convert("RGB")
        if shot.size != tuple(box["viewport"]) or box["scale"] != 1:
            return check(name, False, f"screenshot {shot.size} for viewport {box['viewport']} at scale {box['scale']}")
        if tuple(box["natural"]) != drawn.size:
            return check(name, False, f"img natural size {box['natural']}, PNG {drawn.size}")
        x, y = round(box["left"]) + 4, round(box["top"]) + 4
        if not (0 <= x < shot.width and 0 <= y < shot.height):
            return check(name, False, f"img corner at {x},{y} is outside the {shot.width}x{shot.height} viewport")
        ix, iy = int(4 * drawn.width / box["width"]), int(4 * drawn.height / box["height"])
        seen, want = shot.getpixel((x, y)), drawn.getpixel((ix, iy))
        lum = luminance(seen)
        ok = seen == want and (lum < 0.2 if dark else lum > 0.5)
        detail = (f"at {x},{y} #{bytes(seen).hex()} (PNG {ix},{iy} #{bytes(want).hex()}), luminance {lum:.2f}"
                  f" ({'want < 0.2' if dark else 'want > 0.5'})")
        # Shown at its own size, the whole picture should be the PNG pixel for pixel.
        left, top = round(box["left"]), round(box["top"])
        if (box["width"], box["height"]) == drawn.size and left + drawn.width <= shot.width and top + drawn.height <= shot.height:
            crop = shot.crop((left, top, left + drawn.width, top + drawn.height))
            diff = ImageChops.difference(crop, drawn).convert("L").point(lambda v: 255 if v else 0)
            differing = diff.histogram()[255]
            ok = ok and differing == 0
            detail += f"; {drawn.width}x{drawn.height} at 1:1, {differing} pixels differ"
        else:
            detail += f"; shown at {box['width']}x{box['height']}, not compared whole"
        detail += f"; {os.path.basename(shot_path)}"
        return check(name, ok, detail)

    # 2 and 3: a link to a view opens that view, and shows what dusk drew.
    open_view("settings", "dark")
    screenshot("settings", "dark", dark=True)
    open_view("settings", "light")
    screenshot("settings", "light", dark=False)

    # 4: the preview's keys, from the dark settings view.
    screens = json.loads(evaluate("JSON.stringify(Array.prototype.map.call(document.querySelectorAll('#screens button'),"
                                  " function (b) { return b.getAttribute('data-screen'); }))"))
    check("nav screens", len(screens) >= 2 and screens[0] == "settings", " ".join(screens))
    open_view("settings", "dark")
    keys = {"d": ("KeyD", 68), "e": ("KeyE", 69), "c": ("KeyC", 67), "1": ("Digit1", 49), "Tab": ("Tab", 9)}

    def press(key, shift=False):
        code, vk = keys[key]
        common = dict(key=key, code=code, windowsVirtualKeyCode=vk, nativeVirtualKeyCode=vk, modifiers=8 if shift else 0)
        if len(key) == 1:  # a printable key: keydown, then the character
            call("Input.dispatchKeyEvent", type="keyDown", text=key, unmodifiedText=key, **common)
        else:
            call("Input.dispatchKeyEvent", type="rawKeyDown", **common)
        call("Input.dispatchKeyEvent", type="keyUp", **common)

    last = screens[-1] if screens else "?"
    steps = [("d", False, "settings", "light"),
             ("e", False, "settings", "light-elevated"),
             ("c", False, "settings", "light-elevated-high-contrast"),
             ("c", False, "settings", "light-elevated"),
             ("Tab", False, screens[1] if len(screens) > 1 else "?", "light-elevated"),
             ("1", False, "settings", "light-elevated"),
             ("Tab", True, last, "light-elevated"),
             ("d", False, last, "dark-elevated")]
    for key, shift, screen, appearance in steps:
        press(key, shift)
        shows(f"key {'Shift-' if shift else ''}{key}", screen, appearance)

    # 5: every view has its findings beside it, numbered as `check` numbers them, or says it has none.
    views = json.loads(evaluate("""JSON.stringify(Array.prototype.map.call(document.querySelectorAll('.view'), function (v) {
      var a = v.querySelector(':scope > aside');
      return {view: v.getAttribute('data-screen') + '/' + v.getAttribute('data-appearance'), aside: !!a,
              items: a ? a.querySelectorAll('ol li').length : 0,
              heading: a && a.querySelector('h2') ? a.querySelector('h2').textContent : null,
              clean: a && a.querySelector('p.clean') ? a.querySelector('p.clean').textContent : null,
              // Each finding as the reader sees it: the list's own marker (none when the list has no style) and
              // the number `check` gives it, which starts its heading.
              numbers: a && a.querySelector('ol') ? (function (ol) {
                var n = ol.start - 1;
                return Array.prototype.map.call(ol.querySelectorAll(':scope > li'), function (li) {
                  n = li.hasAttribute('value') ? +li.getAttribute('value') : n + 1;
                  var h = li.querySelector('h3'), m = h && /^(\d+)\./.exec(h.textContent);
                  return [getComputedStyle(li).listStyleType === 'none' ? null : n, m ? +m[1] : null];
                });
              })(a.querySelector('ol')) : []};
    }))"""))
    summary = evaluate("document.querySelector('.summary') ? document.querySelector('.summary').textContent : ''")
    to_change = re.search(r"(\d+) things? to change", summary)
    total = int(to_change.group(1)) if to_change else 0
    bad = []
    for v in views:
        word = "1 thing" if v["items"] == 1 else f"{v['items']} things"
        if not v["aside"]:
            bad.append(v["view"] + ": no aside")
        elif v["items"] and v["heading"] != f"{word} to change in this view":
            bad.append(f"{v['view']}: {v['items']} findings under heading {v['heading']!r}")
        elif v["items"] > max(total, 0) and to_change:
            bad.append(f"{v['view']}: {v['items']} findings, the summary says {total}")
        elif not v["items"] and v["clean"] != "Nothing to change in this view.":
            bad.append(v["view"] + ": neither findings nor 'Nothing to change in this view.'")
    with_findings = sum(1 for v in views if v["items"])
    check("asides", views and not bad, f"{len(views)} views, {len(views) - len(bad)} with a proper aside"
          + ("; " + "; ".join(bad[:3]) if bad else ""))
    check("findings", with_findings > 0 if total else True,
          f"{with_findings} views list findings, {sum(1 for v in views if v['clean'])} say nothing to change"
          f" (summary: {total} things to change)")

    # The aside promises `check`'s numbering: each finding should show one number, the one `check` gave it.
    twice, wrong = [], []
    for v in views:
        for marker, number in v["numbers"]:
            if marker is not None and number is not None:
                (twice if marker == number else wrong).append(f"{v['view']} shows '{marker}. {number}.'")
            elif marker is None and number is None:
                wrong.append(f"{v['view']}: a finding without a number")
    check("finding numbers", not twice and not wrong,
          f"{sum(len(v['numbers']) for v in views)} findings shown"
          + (f"; {len(wrong)} under another number than check's, e.g. {wrong[0]}" if wrong else "")
          + (f"; {len(twice)} numbered twice, e.g. {twice[0]}" if twice else "")
          + ("; each once, as check numbers it" if not twice and not wrong else ""))

    # 2, throughout: nothing but file: and data: asked for, nothing logged as an error.
    call("Runtime.evaluate", expression="0")  # collects the events still in flight
    urls = [e["params"]["request"]["url"] for e in events if e["method"] == "Network.requestWillBeSent"]
    foreign = [u for u in urls if not (u.startswith("file:") or u.startswith("data:") or u == "about:blank")]
    schemes = {}
    for u in urls:
        schemes[u.split(":", 1)[0]] = schemes.get(u.split(":", 1)[0], 0) + 1
    check("network", not foreign, ", ".join(f"{n} {s}:" for s, n in sorted(schemes.items()))
          + ("; asked for " + ", ".join(sorted(set(foreign))[:3]) if foreign else "; nothing else"))
    errors = []
    for e in events:
        p = e["params"]
        if e["method"] == "Runtime.exceptionThrown":
            d = p["exceptionDetails"]
            text = (d.get("exception", {}).get("description") or d.get("text") or "").split("\n")[0]
            errors.append(f"exception {text!r} at line {d.get('lineNumber', 0) + 1}, column {d.get('columnNumber', 0) + 1}")
        elif e["method"] == "Log.entryAdded" and p["entry"]["level"] == "error":
            errors.append(f"{p['entry']['source']} error {p['entry']['text']!r} ({p['entry'].get('url', '')}"
                          f" line {p['entry'].get('lineNumber', 0) + 1})")
        elif e["method"] == "Runtime.consoleAPICalled" and p["type"] in ("error", "assert"):
            errors.append("console." + p["type"] + " " + " ".join(str(a.get("value", a.get("description"))) for a in p["args"]))
    once = sorted(set(errors), key=errors.index)  # each load of the page says it again
    check("console", not errors, "; ".join(f"{e} (x{errors.count(e)})" for e in once[:3]) if errors else "no errors, no exceptions")
finally:
    chromium.close()

width = max(len(r[0]) for r in rows)
print(f"{os.path.relpath(page, work)} in {work}\n")
print(f"{'check':{width}}  result  what the page did")
for name, detail, ok in rows:
    print(f"{name:{width}}  {'ok' if ok else 'FAILED':6}  {detail}")
failed = sum(1 for r in rows if not r[2])
print(f"\n{len(rows)} checks, {failed} failed")
sys.exit(1 if failed else 0)
