#!/usr/bin/env python3
"""Checks dusk's CSS export in a real browser: headless Chromium, with
prefers-color-scheme and prefers-contrast emulated through the DevTools
protocol and `<html>` given the class `dark`, `light` or none, reads every
custom property on the page root and inside an `.elevated` element, and
compares each with what `dusk colors` resolves for the same color in that
appearance (dark by the class, else by the system's scheme). Prints a table;
exits 1 on a mismatch.

    scripts/check-css-in-browser.py [THEME]   (default themes/juniper.json)

Needs: Debian's `chromium`, and `websocket-client` from PyPI (a venv in
/tmp/dusk-css-venv is made when missing).
"""
import json, os, re, subprocess, sys, tempfile, time, urllib.request

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
theme = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "themes/juniper.json")
dusk = os.path.join(root, ".build/debug/dusk")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import devtools

devtools.needs("/tmp/dusk-css-venv", {"websocket": "websocket-client"})

work = tempfile.mkdtemp(prefix="dusk-css-")
css_path = os.path.join(work, "palette.css")
subprocess.run([dusk, "export", theme, "--format", "css", "--out", css_path], check=True, stdout=subprocess.DEVNULL)
css = open(css_path).read()
# --kebab-name -> original color name, from the `/* dusk: "name" */` comments on :root (a JSON string).
names = {prop: json.loads(name) for prop, name in
         re.findall(r'(--[\w-]+): [^;]+;  /\* dusk: ("(?:[^"\\]|\\.)*") \*/', css)}
expected = json.loads(subprocess.run([dusk, "colors", theme, "--appearance", "all", "--json"], check=True, capture_output=True, text=True).stdout)

page = os.path.join(work, "page.html")
open(page, "w").write('<!doctype html><link rel="stylesheet" href="palette.css"><div id="plain"></div><div class="elevated"><div id="inside"></div></div>')

chromium = devtools.Chromium(os.path.join(work, "profile"), url="file://" + page)
call = chromium.call
try:
    def hexa(value):
        """Chromium keeps a custom property's text as written: #rrggbb or #rrggbbaa."""
        v = value.strip().upper()
        return v + "FF" if len(v) == 7 else v

    rows, mismatches = [], 0
    for html_class in ["", "dark", "light"]:
        for scheme in ["light", "dark"]:
            for contrast in ["no-preference", "more"]:
                call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme},
                                                            {"name": "prefers-contrast", "value": contrast}])
                # Dark by the class on <html>, else by the system's scheme.
                style = html_class or scheme
                script = (f"(document.documentElement.className = '{html_class}', JSON.stringify(["
                          + ",".join(f"getComputedStyle(document.getElementById('{e}')).getPropertyValue('{p}')"
                                     for e in ["plain", "inside"] for p in names) + "]))")
                result = {}
                for _ in range(50):  # the page may still be loading its stylesheet
                    result = call("Runtime.evaluate", expression="document.readyState === 'complete' ? " + script + " : null")["result"]
                    if result.get("value"):
                        break
                    time.sleep(0.1)
                values = json.loads(result["value"])
                for k, element in enumerate(["plain", "inside"]):
                    appearance = style + ("-elevated" if element == "inside" else "") + ("-high-contrast" if contrast == "more" else "")
                    for j, (prop, name) in enumerate(names.items()):
                        got = hexa(values[k * len(names) + j])
                        want = expected[appearance][name]
                        ok = got == want
                        mismatches += 0 if ok else 1
                        page = f"class={html_class or '-'}, {scheme}"
                        rows.append((f"{appearance} ({page})", prop, got, want, "ok" if ok else "DIFFERENT"))
finally:
    chromium.close()

width = max(len(r[1]) for r in rows)
print(f"{'appearance':56} {'property':{width}} {'Chromium':10} {'dusk':10}")
for r in rows:
    print(f"{r[0]:56} {r[1]:{width}} {r[2]:10} {r[3]:10} {r[4]}")
print(f"\n{len(rows)} values compared ({len(names)} properties x 8 appearances x 3 pages), {mismatches} different")
sys.exit(1 if mismatches else 0)
