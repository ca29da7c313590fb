#!/usr/bin/env python3
"""Writes themes/ios13.json from the reference table (ios13-system-colors.json).

Each color lists only the variants that differ from what dusk's fallback
order would give without them, so the file doubles as an example of how
fallback works. Tests check that it resolves to all 288 reference values.

Usage: scripts/make-ios13-theme.py REFERENCE.json > themes/ios13.json
"""
import json, sys
from collections import OrderedDict

ORDER = ["light", "dark", "lightElevated", "darkElevated", "lightHighContrast",
         "darkHighContrast", "lightElevatedHighContrast", "darkElevatedHighContrast"]

def chain(key):
    dark = key.startswith("dark"); elev = "Elevated" in key; high = "HighContrast" in key
    out = []
    for s in (["dark", "light"] if dark else ["light"]):
        for e in ([True, False] if elev else [False]):
            for h in ([True, False] if high else [False]):
                out.append(s + ("Elevated" if e else "") + ("HighContrast" if h else ""))
    return out

def short(v):
    return v[:7] if v.endswith("FF") else v

ref = json.load(open(sys.argv[1]), object_pairs_hook=OrderedDict)
lines = ["// The iOS 13 system palette: UIKit's 36 dynamic system colors in all eight",
         "// appearances, written in dusk's own theme format. Built into dusk as the",
         "// default base of every theme (\"inherits\": \"ios13\").",
         "//",
         "// Only the variants that differ from the fallback are listed: a missing",
         "// variant drops high contrast first, then elevated, then (for dark) falls back",
         "// to the light value. Source: ../shared/reference (Flutter's CupertinoColors,",
         "// cross-checked with WebKit and runtime dumps).",
         "{",
         '  "name": "ios13",',
         '  "inherits": "none",',
         '  "tint": "{systemBlue}",',
         '  "statusBarStyle": "default",',
         '  "colors": {']
names = list(ref)
for i, name in enumerate(names):
    values = ref[name]
    kept = OrderedDict()
    for key in ORDER:
        fallback = next((kept[k] for k in chain(key)[1:] if k in kept), None)
        if values[key] != fallback:
            kept[key] = values[key]
    if list(kept) == ["light"]:
        body = '"%s"' % short(kept["light"])
    else:
        body = "{ " + ", ".join('"%s": "%s"' % (k, short(v)) for k, v in kept.items()) + " }"
    lines.append('    "%s": %s%s' % (name, body, "," if i < len(names) - 1 else ""))
lines += ["  }", "}"]
print("\n".join(lines))
