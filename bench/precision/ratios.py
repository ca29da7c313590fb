#!/usr/bin/env python3
"""Print the WCAG 2.x contrast of every labelled pair of a precision-benchmark system.

usage: python3 ratios.py bench/precision/<system>/labels.json [...]   (or a folder, or no argument for all)

For each labels.json it
  1. resolves the theme's colors itself, for light and dark, with a small independent reader of the
     eight file shapes used here (CSS custom properties with var()/oklch()/hsl()/bare triplets,
     Android res/values + res/values-night, material-theme.json, *.xcassets colorsets, DTCG token
     files and folders with org.primer.overrides / $extensions.mode / Figma Light+Dark siblings);
  2. asks dusk for the same colors (`dusk colors THEME --appearance light,dark --json`, binary from
     $DUSK, default /work/dusk-landed/dusk) and reports every name dusk does not know, every color
     the reader found that dusk did not, and every value that differs by more than 1/255;
  3. prints each pair's ratio in light and in dark (translucent backgrounds composited over the
     label file's "page" color, then translucent foregrounds over the result) and checks that the
     label's "fails" equals "below the minimum (text 4.5, largeText and icon 3) in light or dark".
Exit status 1 if any label disagrees with the computed ratios or names dusk does not have.
"""
import json, math, os, re, subprocess, sys
import xml.etree.ElementTree as ET

DUSK = os.environ.get("DUSK", "/work/dusk-landed/dusk")
MIN = {"text": 4.5, "largeText": 3.0, "icon": 3.0}

# ---------------------------------------------------------------- color math
def lin(c): return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
def gam(c): return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
def clip(x): return min(1.0, max(0.0, x))

def oklch(L, C, H, a=1.0):
    """oklch -> sRGB, clipped per channel (what browsers do for out-of-gamut CSS colors)."""
    aa, bb = C * math.cos(math.radians(H)), C * math.sin(math.radians(H))
    l_ = L + 0.3963377774 * aa + 0.2158037573 * bb
    m_ = L - 0.1055613458 * aa - 0.0638541728 * bb
    s_ = L - 0.0894841775 * aa - 1.2914855480 * bb
    l, m, s = l_ ** 3, m_ ** 3, s_ ** 3
    r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
    g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
    b = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
    return tuple(clip(gam(clip(x))) for x in (r, g, b)) + (a,)

def hsl(h, s, l, a=1.0):
    h = (h % 360) / 360; s /= 100; l /= 100
    def f(n):
        k = (n + h * 12) % 12
        return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
    return (f(0), f(8), f(4), a)

def hexcolor(h):
    """CSS / JSON hex: #RGB, #RGBA, #RRGGBB, #RRGGBBAA (alpha last)."""
    h = h.strip().lstrip("#")
    if len(h) in (3, 4): h = "".join(c * 2 for c in h)
    if len(h) == 6: h += "ff"
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4, 6))

def android_hex(h):
    h = h.strip().lstrip("#")
    if len(h) == 3: h = "ff" + "".join(c * 2 for c in h)
    elif len(h) == 4: h = "".join(c * 2 for c in h)
    elif len(h) == 6: h = "ff" + h
    a, r, g, b = (int(h[i:i + 2], 16) / 255 for i in (0, 2, 4, 6))
    return (r, g, b, a)

def p3_to_srgb(c):
    """Display P3 (same transfer curve as sRGB) -> sRGB, clipped per channel."""
    r, g, b = (lin(x) for x in c[:3])
    sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
    sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
    sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
    return tuple(clip(gam(clip(x))) for x in (sr, sg, sb)) + tuple(c[3:])

def lum(c):
    r, g, b = (lin(x) for x in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b

def over(top, under):
    a = top[3]
    return tuple(top[i] * a + under[i] * (1 - a) for i in range(3)) + (1.0,)

def contrast(fg, bg):
    la, lb = lum(fg), lum(bg)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)

def to_hex(c):
    return "#%02X%02X%02X%02X" % tuple(round(clip(x) * 255) for x in c)

def from_hex8(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4, 6))

# ---------------------------------------------------------------- CSS
NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)"

def parse_css_value(v, env, seen=()):
    v = v.strip()
    m = re.fullmatch(r"var\(\s*--([\w-]+)\s*(?:,\s*(.*))?\)", v)
    if m:
        name = m.group(1)
        if name in env and name not in seen:
            return parse_css_value(env[name], env, seen + (name,))
        return parse_css_value(m.group(2), env, seen) if m.group(2) else None
    # substitute nested var() first
    if "var(" in v:
        def sub(mm):
            r = env.get(mm.group(1))
            return r if r is not None else mm.group(0)
        v2 = re.sub(r"var\(\s*--([\w-]+)\s*\)", sub, v)
        if v2 != v: return parse_css_value(v2, env, seen)
    low = v.lower()
    if low == "white": return (1, 1, 1, 1.0)
    if low == "black": return (0, 0, 0, 1.0)
    if low == "transparent": return (0, 0, 0, 0.0)
    if re.fullmatch(r"#[0-9a-fA-F]{3,8}", v): return hexcolor(v)
    def alpha(s):
        if s is None: return 1.0
        s = s.strip()
        return float(s[:-1]) / 100 if s.endswith("%") else float(s)
    def pct(s, scale=1.0):
        s = s.strip()
        return float(s[:-1]) / 100 * scale if s.endswith("%") else float(s)
    m = re.fullmatch(r"oklch\(\s*(%s%%?)\s+(%s)\s+(%s)(?:deg)?\s*(?:/\s*(%s%%?))?\s*\)" % (NUM, NUM, NUM, NUM), low)
    if m: return oklch(pct(m.group(1)), float(m.group(2)), float(m.group(3)), alpha(m.group(4)))
    m = re.fullmatch(r"hsla?\(\s*(%s)(?:deg)?[\s,]+(%s)%%[\s,]+(%s)%%\s*(?:[/,]\s*(%s%%?))?\s*\)" % (NUM, NUM, NUM, NUM), low)
    if m: return hsl(float(m.group(1)), float(m.group(2)), float(m.group(3)), alpha(m.group(4)))
    m = re.fullmatch(r"(%s)\s+(%s)%%\s+(%s)%%(?:\s*/\s*(%s%%?))?" % (NUM, NUM, NUM, NUM), low)  # bare triplet
    if m: return hsl(float(m.group(1)), float(m.group(2)), float(m.group(3)), alpha(m.group(4)))
    m = re.fullmatch(r"rgba?\(\s*(%s%%?)[\s,]+(%s%%?)[\s,]+(%s%%?)\s*(?:[/,]\s*(%s%%?))?\s*\)" % (NUM, NUM, NUM, NUM), low)
    if m: return tuple(pct(m.group(i), 255) / 255 if m.group(i).endswith("%") else float(m.group(i)) / 255 for i in (1, 2, 3)) + (alpha(m.group(4)),)
    return None

def read_css(path):
    text = re.sub(r"/\*.*?\*/", "", open(path).read(), flags=re.S)
    base, dark = {}, {}
    stack, buf, i = [], "", 0
    for ch in text:
        if ch == "{":
            stack.append(buf.strip()); buf = ""
        elif ch == "}":
            decls = buf; buf = ""
            is_dark = any("dark" in s for s in stack)
            for d in decls.split(";"):
                m = re.match(r"\s*--([\w-]+)\s*:\s*(.+)", d, re.S)
                if m: (dark if is_dark else base)[m.group(1)] = m.group(2).strip()
            if stack: stack.pop()
        elif ch == ";" and not stack:
            buf = ""
        else:
            buf += ch
    out = {}
    for mode, env in (("light", dict(base)), ("dark", {**base, **dark})):
        out[mode] = {}
        for k in env:
            c = parse_css_value(env[k], env)
            if c is not None: out[mode][k] = c
    return out

# ---------------------------------------------------------------- Android
def read_android(path):
    res = os.path.dirname(os.path.dirname(os.path.abspath(path)))
    def load(folder):
        vals = {}
        d = os.path.join(res, folder)
        if os.path.isdir(d):
            for f in sorted(os.listdir(d)):
                if f.endswith(".xml"):
                    for e in ET.parse(os.path.join(d, f)).getroot().iter("color"):
                        vals[e.get("name")] = (e.text or "").strip()
        return vals
    day = load("values"); night = {**day, **load("values-night")}
    platform = {"white": (1, 1, 1, 1.0), "black": (0, 0, 0, 1.0), "transparent": (0, 0, 0, 0.0)}
    out = {}
    for mode, env in (("light", day), ("dark", night)):
        def res_(v, depth=0):
            if v.startswith("@android:color/"): return platform.get(v.split("/")[1])
            if v.startswith("@color/"):
                n = v.split("/")[1]
                return res_(env[n], depth + 1) if n in env and depth < 20 else None
            if v.startswith("#"): return android_hex(v)
            return None
        out[mode] = {k: c for k, c in ((k, res_(v)) for k, v in env.items()) if c is not None}
    return out

# ---------------------------------------------------------------- Material Theme Builder
def read_material(path):
    d = json.load(open(path))
    return {m: {k: hexcolor(v) for k, v in d["schemes"][m].items()} for m in ("light", "dark")}

# ---------------------------------------------------------------- asset catalog
SYSTEM = {  # the few UIKit references used in this benchmark: (light, dark)
    "systemBackgroundColor": ((1, 1, 1, 1.0), (0, 0, 0, 1.0)),
    "separatorColor": ((60 / 255, 60 / 255, 67 / 255, 0.29), (84 / 255, 84 / 255, 88 / 255, 0.6)),
    "labelColor": ((0, 0, 0, 1.0), (1, 1, 1, 1.0)),
}

def comp(s, rgb_ints):
    if isinstance(s, (int, float)): return float(s)
    s = s.strip()
    if s.lower().startswith("0x"): return int(s, 16) / 255
    return float(s) / 255 if rgb_ints else float(s)

def read_xcassets(path):
    out = {"light": {}, "dark": {}}
    def walk(d, prefix):
        for f in sorted(os.listdir(d)):
            p = os.path.join(d, f)
            if not os.path.isdir(p): continue
            if f.endswith(".colorset"):
                name = prefix + f[:-len(".colorset")]
                entries = json.load(open(os.path.join(p, "Contents.json"))).get("colors", [])
                byapp = {}
                for e in entries:
                    if e.get("idiom", "universal") != "universal": continue
                    apps = tuple(sorted((a["appearance"], a["value"]) for a in e.get("appearances", [])))
                    byapp[apps] = e.get("color")
                for mode, key in (("light", ()), ("dark", (("luminosity", "dark"),))):
                    c = byapp.get(key) or byapp.get(())
                    if c is None: continue
                    if "reference" in c:
                        ref = SYSTEM.get(c["reference"])
                        if ref: out[mode][name] = ref[0 if mode == "light" else 1]
                        continue
                    cs = c["components"]
                    if "white" in cs:
                        w = comp(cs["white"], False); rgb = (w, w, w)
                    else:
                        ints = all("." not in str(cs[k]) and not str(cs[k]).lower().startswith("0x") and isinstance(cs[k], str) for k in ("red", "green", "blue"))
                        rgb = tuple(comp(cs[k], ints) for k in ("red", "green", "blue"))
                    col = rgb + (float(cs.get("alpha", 1)),)
                    if c.get("color-space") == "display-p3": col = p3_to_srgb(col)
                    out[mode][name] = col
            else:
                info = os.path.join(p, "Contents.json")
                ns = False
                if os.path.exists(info):
                    ns = json.load(open(info)).get("properties", {}).get("provides-namespace", False)
                walk(p, prefix + (f + "/" if ns else ""))
    walk(path, "")
    for m in out:  # dusk reads the catalog's AccentColor as its tint
        if "AccentColor" in out[m]: out[m]["tint"] = out[m].pop("AccentColor")
    return out

# ---------------------------------------------------------------- DTCG tokens
def flatten(node, path, out):
    if isinstance(node, dict):
        if "$value" in node:
            out[".".join(path)] = node; return
        for k, v in node.items():
            if not k.startswith("$"): flatten(v, path + [k], out)

def dtcg_color(v):
    if isinstance(v, str) and v.startswith("#"): return hexcolor(v)
    if isinstance(v, dict) and v.get("colorSpace") == "srgb":
        return tuple(float(x) for x in v["components"]) + (float(v.get("alpha", 1)),)
    return None

def read_tokens(path):
    files = []
    if os.path.isdir(path):
        for root, _, fs in sorted(os.walk(path)):
            files += [os.path.join(root, f) for f in sorted(fs) if f.endswith(".json")]
        modes = {"light": files, "dark": files}
    else:
        d, f = os.path.split(path)
        modes = {"light": [path], "dark": [path]}
        for a, b in (("Light", "Dark"), ("light", "dark")):
            if f.startswith(a) and os.path.exists(os.path.join(d, b + f[len(a):])):
                modes["dark"] = [os.path.join(d, b + f[len(a):])]
    out = {}
    for mode, fl in modes.items():
        toks = {}
        for f in fl: flatten(json.load(open(f)), [], toks)
        def val(name, depth=0):
            t = toks[name]; v = t["$value"]
            ext = t.get("$extensions", {})
            if mode == "dark":
                o = ext.get("org.primer.overrides", {}).get("dark")
                if o is None: o = ext.get("mode", {}).get("dark")
                if o is not None: v = o
            alpha = None
            if isinstance(v, dict) and "$value" in v:
                alpha = v.get("alpha"); v = v["$value"]
            if isinstance(v, str) and v.startswith("{") and depth < 20:
                c = val(v[1:-1], depth + 1)
            else:
                c = dtcg_color(v)
            if c is not None and alpha is not None: c = c[:3] + (float(alpha),)
            return c
        out[mode] = {k: c for k, c in ((k, val(k)) for k in toks) if c is not None}
    return out

# ---------------------------------------------------------------- driver
def read_theme(path):
    if path.endswith(".css"): return read_css(path)
    if path.endswith(".xml"): return read_android(path)
    if os.path.basename(path) == "material-theme.json": return read_material(path)
    if path.rstrip("/").endswith(".xcassets"): return read_xcassets(path)
    return read_tokens(path)

def dusk_colors(path):
    p = subprocess.run([DUSK, "colors", path, "--appearance", "light,dark", "--json"], capture_output=True, text=True)
    txt = p.stdout
    d = json.loads(txt[:txt.rindex("}") + 1])
    return {m: {k: from_hex8(v) for k, v in d[m].items()} for m in ("light", "dark")}

def run(labels_path):
    folder = os.path.dirname(os.path.abspath(labels_path))
    L = json.load(open(labels_path))
    theme = os.path.join(folder, L["theme"])
    mine = read_theme(theme)
    dusk = dusk_colors(theme)
    bad = 0
    print("== %s (%s)" % (os.path.relpath(folder), L["theme"]))
    for m in ("light", "dark"):
        for k, c in mine[m].items():
            if k not in dusk[m]:
                print("  reader found %s (%s) that dusk does not list" % (k, m)); continue
            if max(abs(a - b) for a, b in zip(c, dusk[m][k])) > 1.01 / 255:
                print("  %s %s: reader %s, dusk %s" % (m, k, to_hex(c), to_hex(dusk[m][k])))
    own = [k for k in mine["light"]]
    print("  colors: %d read by this script, dusk lists %d of them" % (len(own), sum(k in dusk["light"] for k in own)))
    page = L.get("page")
    fails = 0
    for p in L["pairs"]:
        fg, bg, kind = p["foreground"], p["background"], p["kind"]
        row = []
        worst = 99
        for m in ("light", "dark"):
            if fg not in mine[m] or bg not in mine[m]:
                print("  !! %s on %s: name not read (%s)" % (fg, bg, m)); bad += 1; row.append("   ?  "); continue
            under = mine[m].get(page, (1, 1, 1, 1.0) if m == "light" else (0, 0, 0, 1.0))
            b = over(mine[m][bg], over(under, (1, 1, 1, 1.0) if m == "light" else (0, 0, 0, 1.0)))
            f = over(mine[m][fg], b)
            r = contrast(f, b); worst = min(worst, r)
            row.append("%6.2f" % r)
        for n in (fg, bg):
            if n not in dusk["light"]:
                print("  !! %s is not a name dusk gives" % n); bad += 1
        below = worst < MIN[kind]
        fails += below
        flag = "FAIL" if below else "ok  "
        mismatch = "" if below == p["fails"] else "   <-- label says fails=%s" % p["fails"]
        bad += bool(mismatch)
        print("  %s light %s dark %s  %-9s %s on %s%s" % (flag, row[0], row[1], kind, fg, bg, mismatch))
    print("  %d pairs, %d below the minimum" % (len(L["pairs"]), fails))
    return bad

def main(args):
    here = os.path.dirname(os.path.abspath(__file__))
    targets = []
    for a in args or [here]:
        if os.path.isdir(a):
            if os.path.exists(os.path.join(a, "labels.json")): targets.append(os.path.join(a, "labels.json"))
            else: targets += sorted(os.path.join(a, d, "labels.json") for d in os.listdir(a) if os.path.exists(os.path.join(a, d, "labels.json")))
        else: targets.append(a)
    bad = sum(run(t) for t in targets)
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main(sys.argv[1:])
