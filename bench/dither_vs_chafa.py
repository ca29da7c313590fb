#!/usr/bin/env python3
"""dusk's 256/16-color pictures against chafa's, measured the same way.

Reference: dusk's 24-bit export of a screen, read back as pixels (a half-block
cell holds two vertical pixels; any other cell shows its background twice).
chafa gets exactly that picture as a PPM and renders it into the same grid
with half blocks; dusk exports the same screen in 256 or 16 colors. Both
outputs are read back by the same ANSI reader. Error: the mean OKLab
distance (x100) between 2x2-pixel blocks averaged in linear light (what the
eye sees of neighbouring pixels), over blocks that are pictures in the
reference (backdrop, materials); the per-pixel error is given beside it.

usage: bench/dither_vs_chafa.py [path/to/dusk] [WxH]
"""
import re, subprocess, sys, tempfile, os

DUSK = sys.argv[1] if len(sys.argv) > 1 else ".build/release/dusk"
SIZE = sys.argv[2] if len(sys.argv) > 2 else "120x40"
W, H = map(int, SIZE.split("x"))
UPPER, LOWER, FULL = "\u2580", "\u2584", "\u2588"

def xterm_palette():
    c = [0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
         0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF]
    c = [((v >> 16) & 255, (v >> 8) & 255, v & 255) for v in c]
    levels = [0, 95, 135, 175, 215, 255]
    c += [(r, g, b) for r in levels for g in levels for b in levels]
    c += [(8 + 10 * i,) * 3 for i in range(24)]
    return c
PALETTE = xterm_palette()

def read_ansi(text):
    """Cells (char, fg, bg) of an SGR-only ANSI text; other CSI sequences ignored."""
    rows, row = [], []
    fg, bg, inverse = (255, 255, 255), (0, 0, 0), False
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\x1b":
            m = re.match(r"\x1b\[([0-9;?]*)([A-Za-z])", text[i:])
            i += len(m.group(0))
            if m.group(2) != "m" or "?" in m.group(1):
                continue
            p = [int(x) if x else 0 for x in m.group(1).split(";")] if m.group(1) else [0]
            k = 0
            while k < len(p):
                v = p[k]
                if v == 0: fg, bg, inverse = (255, 255, 255), (0, 0, 0), False
                elif v == 7: inverse = True
                elif v == 27: inverse = False
                elif v in (38, 48):
                    if p[k + 1] == 5: col = PALETTE[p[k + 2]]; k += 2
                    else: col = tuple(p[k + 2:k + 5]); k += 4
                    if v == 38: fg = col
                    else: bg = col
                elif 30 <= v <= 37: fg = PALETTE[v - 30]
                elif 40 <= v <= 47: bg = PALETTE[v - 40]
                elif 90 <= v <= 97: fg = PALETTE[v - 90 + 8]
                elif 100 <= v <= 107: bg = PALETTE[v - 100 + 8]
                k += 1
            continue
        if ch == "\n":
            rows.append(row); row = []
        elif ch != "\r":
            f, b = (bg, fg) if inverse else (fg, bg)
            row.append((ch, f, b))
        i += 1
    if row: rows.append(row)
    return rows

def pixels(rows):
    """Two vertical pixels per cell, and whether the cell is a picture."""
    img = [[None] * W for _ in range(2 * H)]
    picture = [[False] * W for _ in range(H)]
    for y, row in enumerate(rows[:H]):
        for x, (ch, f, b) in enumerate(row[:W]):
            top, bottom = {UPPER: (f, b), LOWER: (b, f), FULL: (f, f)}.get(ch, (b, b))
            img[2 * y][x], img[2 * y + 1][x] = top, bottom
            picture[y][x] = ch in (UPPER, LOWER)
    return img, picture

def lin(v):
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

LIN = [lin(v) for v in range(256)]

def oklab(r, g, b):
    l = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b) ** (1 / 3)
    m = (0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b) ** (1 / 3)
    s = (0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b) ** (1 / 3)
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)

def mean_lab(pxs):
    n = len(pxs)
    return oklab(sum(LIN[p[0]] for p in pxs) / n, sum(LIN[p[1]] for p in pxs) / n, sum(LIN[p[2]] for p in pxs) / n)

def dist(a, b):
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5

def errors(ref, picture, test):
    block, pixel, nb, np_ = 0.0, 0.0, 0, 0
    for y in range(H):
        for x in range(0, W - 1, 2):
            if not (picture[y][x] and picture[y][x + 1]):
                continue
            r = [ref[2 * y + dy][x + dx] for dy in (0, 1) for dx in (0, 1)]
            t = [test[2 * y + dy][x + dx] for dy in (0, 1) for dx in (0, 1)]
            if None in t:
                continue
            block += dist(mean_lab(r), mean_lab(t)); nb += 1
            for a, b in zip(r, t):
                pixel += dist(mean_lab([a]), mean_lab([b])); np_ += 1
    return 100 * block / max(nb, 1), 100 * pixel / max(np_, 1)

def nearest(ref, colors):
    """Each pixel's nearest palette color in OKLab: dusk's mapping before dithering."""
    pal = [(i, mean_lab([PALETTE[i]])) for i in (range(16, 256) if colors == "256" else range(16))]
    cache = {}
    def near(p):
        if p not in cache:
            lab = mean_lab([p])
            cache[p] = PALETTE[min(pal, key=lambda e: dist(e[1], lab))[0]]
        return cache[p]
    return [[near(p) for p in row] for row in ref]

def dusk(appearance, colors):
    return subprocess.run([DUSK, "export", "--screen", "materials", "--appearance", appearance,
                           "--size", SIZE, "--colors", colors, "--out", "-"],
                          check=True, capture_output=True).stdout.decode()

def chafa(ppm, colors, extra):
    cmd = ["chafa", "-f", "symbols", "--symbols", "space+hhalf", "-c", colors,
           "--size", SIZE, "--stretch", "--animate", "off", *extra, ppm]
    return subprocess.run(cmd, check=True, capture_output=True).stdout.decode()

def main():
    chafa_modes = {"chafa (defaults)": [], "chafa --dither ordered": ["--dither", "ordered"],
                   "chafa --dither diffusion": ["--dither", "diffusion"],
                   "chafa diffusion, din99d": ["--dither", "diffusion", "--color-space", "din99d"]}
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for appearance in ("light", "dark"):
            ref, picture = pixels(read_ansi(dusk(appearance, "truecolor")))
            ppm = os.path.join(tmp, appearance + ".ppm")
            with open(ppm, "wb") as f:
                f.write(b"P6\n%d %d\n255\n" % (W, 2 * H))
                f.write(bytes(v for row in ref for p in row for v in p))
            for colors in ("256", "16"):
                results[("dusk", appearance, colors)] = errors(ref, picture, pixels(read_ansi(dusk(appearance, colors)))[0])
                results[("nearest color", appearance, colors)] = errors(ref, picture, nearest(ref, colors))
                for name, extra in chafa_modes.items():
                    results[(name, appearance, colors)] = errors(ref, picture, pixels(read_ansi(chafa(ppm, colors, extra)))[0])
    print(f"materials screen {SIZE}, picture cells only; OKLab error x100 (2x2 blocks in linear light / single pixels)\n")
    print("| renderer | light 256 | dark 256 | light 16 | dark 16 |")
    print("|---|---|---|---|---|")
    for name in ["dusk", "nearest color", *chafa_modes]:
        cells = [f"{results[(name, a, c)][0]:.2f} / {results[(name, a, c)][1]:.2f}" for c in ("256", "16") for a in ("light", "dark")]
        print(f"| {name} | " + " | ".join(cells) + " |")

main()
