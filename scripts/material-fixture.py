#!/usr/bin/env python3
# usage: python3 scripts/material-fixture.py > Tests/CoreTests/Fixtures/material/untouched-export.json
# Generates a Material Theme Builder export of dusk's own (tones as Material 3 assigns them, colors made from
# CIELAB L* = tone at a fixed hue), in the shape the builder writes: six schemes and five tonal palettes.
import json, math

def lab_to_srgb(L, a, b):
    fy = (L + 16) / 116; fx = fy + a / 500; fz = fy - b / 200
    def f(t): return t ** 3 if t ** 3 > 0.008856 else (t - 16 / 116) / 7.787
    X, Y, Z = 0.95047 * f(fx), 1.0 * f(fy), 1.08883 * f(fz)
    r = 3.2406 * X - 1.5372 * Y - 0.4986 * Z
    g = -0.9689 * X + 1.8758 * Y + 0.0415 * Z
    bb = 0.0557 * X - 0.2040 * Y + 1.0570 * Z
    def gam(c): return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return [gam(c) for c in (r, g, bb)]

def tone(hue, chroma, t):
    if t <= 0: return "#000000"
    if t >= 100: return "#FFFFFF"
    c = chroma
    while True:
        rgb = lab_to_srgb(t, c * math.cos(math.radians(hue)), c * math.sin(math.radians(hue)))
        if all(-1e-9 <= x <= 1 + 1e-9 for x in rgb) or c <= 0:
            break
        c -= 0.5
    rgb = [min(1, max(0, x)) for x in rgb]
    return "#" + "".join(f"{round(x * 255):02X}" for x in rgb)

hues = {"primary": (40, 48), "secondary": (40, 16), "tertiary": (95, 30), "neutral": (40, 4),
        "neutral-variant": (40, 8), "error": (30, 60)}
P = lambda name, t: tone(*hues[name], t)

def scheme(light, level):
    # level 0 normal, 1 medium, 2 high contrast: accents and text pull away from the surfaces.
    s = {}
    for role in ("primary", "secondary", "tertiary", "error"):
        base = role if role != "error" else "error"
        if light:
            main, on, cont, oncont = [(40, 100, 90, 30), (25, 100, 45, 100), (15, 100, 30, 100)][level]
        else:
            main, on, cont, oncont = [(80, 20, 30, 90), (88, 15, 60, 0), (95, 0, 80, 5)][level]
        cap = role.capitalize()
        s[role] = P(base, main)
        if role == "primary":
            s["surfaceTint"] = P(base, 40 if light else 80)
        s["on" + cap] = P(base, on)
        s[role + "Container"] = P(base, cont)
        s["on" + cap + "Container"] = P(base, oncont)
    n, nv = "neutral", "neutral-variant"
    surf = 98 if light else 6
    s.update({
        "background": P(n, surf), "onBackground": P(n, 10 if light else 90),
        "surface": P(n, surf), "onSurface": P(n, [10, 5, 0][level] if light else [90, 100, 100][level]),
        "surfaceVariant": P(nv, 90 if light else 30),
        "onSurfaceVariant": P(nv, [30, 22, 0][level] if light else [80, 88, 100][level]),
        "outline": P(nv, [50, 35, 22][level] if light else [60, 75, 95][level]),
        "outlineVariant": P(nv, [80, 45, 30][level] if light else [30, 60, 80][level]),
        "shadow": "#000000", "scrim": "#000000",
        "inverseSurface": P(n, 20 if light else 90), "inverseOnSurface": P(n, 95 if light else 20),
        "inversePrimary": P("primary", 80 if light else 40),
    })
    for role in ("primary", "secondary", "tertiary"):
        cap = role.capitalize()
        s[role + "Fixed"] = P(role, 90)
        s["on" + cap + "Fixed"] = P(role, 10)
        s[role + "FixedDim"] = P(role, 80)
        s["on" + cap + "FixedVariant"] = P(role, 30)
    containers = [87, 98, 100, 96, 94, 92, 90] if light else [6, 24, 4, 10, 12, 17, 22]
    for name, t in zip(["surfaceDim", "surfaceBright", "surfaceContainerLowest", "surfaceContainerLow",
                        "surfaceContainer", "surfaceContainerHigh", "surfaceContainerHighest"], containers):
        s[name] = P(n, t)
    return s

export = {
    "description": "TYPE: CUSTOM\nMaterial Theme Builder export (dusk's own test palette, untouched roles)",
    "seed": P("primary", 50),
    "coreColors": {"primary": P("primary", 50)},
    "extendedColors": [],
    "schemes": {
        "light": scheme(True, 0), "light-medium-contrast": scheme(True, 1), "light-high-contrast": scheme(True, 2),
        "dark": scheme(False, 0), "dark-medium-contrast": scheme(False, 1), "dark-high-contrast": scheme(False, 2),
    },
    "palettes": {name: {str(t): P(name, t) for t in (0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100)}
                 for name in ("primary", "secondary", "tertiary", "neutral", "neutral-variant")},
}
print(json.dumps(export, indent=4))
