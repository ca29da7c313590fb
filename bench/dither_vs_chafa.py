#!/usr/bin/env python3
"""dusk's 256/16-color pictures against chafa's, judged as a person sees them.

Reference: dusk's 24-bit export of the `materials` screen, read back by the
ANSI reader below. chafa gets exactly that picture as a PPM (two pixels a
cell, each what the eye sees of that half cell) and renders it into the same
grid with half blocks; dusk exports the same screen in 256 or 16 colors.
Every output is read back by the same reader and judged the same way.

Error: S-CIELAB (Zhang & Wandell, "A spatial extension of CIELAB for digital
color image reproduction", J. SID 5(1), 1997), the mean CIELAB dE76 after
the eye's blur:
  1. each cell grid is drawn at 8x16 pixels a cell: a half block (upper or
     lower) is its two colors, 8x8 pixels each; the other block elements
     (eighths, shades) cover what they cover; a space is its background; any
     other visible glyph is its background with 20% of its foreground mixed
     in (a rough glyph coverage); mixing is in linear light;
  2. linear sRGB -> XYZ (D65) -> opponent channels O1 O2 O3 (Zhang & Wandell's
     matrix);
  3. each channel is blurred by its sum of Gaussians w * exp(-r^2 / s^2) with
     the published spreads s in degrees (luminance 0.0283 / 0.133 / 4.336 deg,
     weights 0.921 / 0.105 / -0.108; red-green 0.0392 / 0.494 deg, 0.531 /
     0.330; blue-yellow 0.0536 / 0.386 deg, 0.488 / 0.371), each Gaussian of
     unit sum and each channel's filter of unit sum (flat areas stay as they
     are). Viewing assumption: one degree of visual angle is 40 pixels, that
     is a cell of 8x16 pixels (about 2 x 4 mm on a 96-dpi screen) seen from
     about 60 cm. Gaussians are separable; the narrow ones are convolved
     directly, the wide ones (standard deviation over 6 px) by four running
     boxes of matched variance, so the cost is linear in the picture's size;
  4. back to XYZ, then CIELAB (D65 white = sRGB white), dE76 per pixel.
Reported: the mean over the pixels of picture cells (cells that are half
blocks in the reference: backdrop, materials), the mean over the whole
screen, and, third, the former figure: OKLab distance x100 between 2x2
half-block pixels averaged in linear light, over picture cells.

Palette colors are xterm's defaults (dusk's reader assumes them too; chafa's
own table assumes other values for colors 0-15, which matters in 16 colors
and for `-c 256`, whose output uses some of 0-15).

usage: bench/dither_vs_chafa.py [path/to/dusk] [WxH] [--theme PATH] [--png DIR] [--selftest]
  --theme PATH  also judge PATH's materials screen (dusk export PATH ...),
                printed after the default theme's table, for information
  --png DIR     write the drawn pictures (reference, dusk 256, dusk 16, chafa's
                best 256 and 16) as PNG (PPM without Pillow) into DIR
  --selftest    check the metric on synthetic pictures and exit
"""
import argparse, os, re, subprocess, sys, tempfile

try:
    import numpy as np
except ImportError:
    sys.exit("bench/dither_vs_chafa.py needs numpy: pip install numpy "
             "(or pip install --break-system-packages numpy, or apt-get install python3-numpy)")

UPPER, LOWER, FULL = "\u2580", "\u2584", "\u2588"
CELL_W, CELL_H = 8, 16
PX_PER_DEG = 40.0

# ---------------------------------------------------------------- reading ANSI

def xterm_palette():
    c = [0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
         0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF]
    c = [((v >> 16) & 255, (v >> 8) & 255, v & 255) for v in c]
    levels = [0, 95, 135, 175, 215, 255]
    c += [(r, g, b) for r in levels for g in levels for b in levels]
    c += [(8 + 10 * i,) * 3 for i in range(24)]
    return c
PALETTE = xterm_palette()
DEFAULT_FG, DEFAULT_BG = (255, 255, 255), (0, 0, 0)

def read_ansi(text):
    """Cells (char, fg, bg) of an SGR-only ANSI text; other escapes ignored."""
    rows, row = [], []
    fg, bg, inverse = DEFAULT_FG, DEFAULT_BG, False
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\x1b":
            m = re.match(r"\x1b\[([0-9;?]*)([A-Za-z])", text[i:])
            if not m:
                i += 1
                continue
            i += len(m.group(0))
            if m.group(2) != "m" or "?" in m.group(1):
                continue
            p = [int(x) if x else 0 for x in m.group(1).split(";")] if m.group(1) else [0]
            k = 0
            while k < len(p):
                v = p[k]
                if v == 0: fg, bg, inverse = DEFAULT_FG, DEFAULT_BG, False
                elif v == 7: inverse = True
                elif v == 27: inverse = False
                elif v == 39: fg = DEFAULT_FG
                elif v == 49: bg = DEFAULT_BG
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

# ------------------------------------------------------- drawing cells as pixels

def glyph_mask(ch):
    """Coverage of the foreground over a cell's 16x8 pixels."""
    m = np.zeros((CELL_H, CELL_W))
    o = ord(ch) if len(ch) == 1 else 0
    if ch in (" ", "\u00a0", ""): pass
    elif ch == UPPER: m[:8] = 1
    elif 0x2581 <= o <= 0x2588: m[CELL_H - 2 * (o - 0x2580):] = 1      # lower eighths, full block
    elif 0x2589 <= o <= 0x258F: m[:, :0x2590 - o] = 1                    # left eighths
    elif o == 0x2590: m[:, 4:] = 1                                       # right half
    elif 0x2591 <= o <= 0x2593: m[:] = (o - 0x2590) / 4                  # shades
    elif o == 0x2594: m[:2] = 1                                          # upper eighth
    elif o == 0x2595: m[:, 7:] = 1                                       # right eighth
    else: m[:] = 0.2                                                     # text: rough coverage
    return m

MASKS, MASK_ID = [], {}

def mask_id(ch):
    if ch not in MASK_ID:
        MASK_ID[ch] = len(MASKS)
        MASKS.append(glyph_mask(ch))
    return MASK_ID[ch]

class Grid:
    """A W x H cell grid: glyph ids, foreground and background (sRGB bytes)."""
    def __init__(self, rows, w, h, what="grid"):
        self.glyph = np.full((h, w), mask_id(" "), np.int32)
        self.fg = np.zeros((h, w, 3), np.uint8)
        self.bg = np.zeros((h, w, 3), np.uint8)
        self.picture = np.zeros((h, w), bool)
        missing = 0
        for y in range(h):
            row = rows[y] if y < len(rows) else []
            missing += max(0, w - len(row))
            for x, (ch, f, b) in enumerate(row[:w]):
                self.glyph[y, x] = mask_id(ch)
                self.fg[y, x], self.bg[y, x] = f, b
                self.picture[y, x] = ch in (UPPER, LOWER)
        if missing:
            print(f"warning: {what}: {missing} cells missing (drawn as black spaces)", file=sys.stderr)

    def mapped(self, table):
        """The same grid with every color replaced through table (a function on N x 3 bytes)."""
        g = Grid.__new__(Grid)
        g.glyph, g.picture = self.glyph, self.picture
        g.fg, g.bg = table(self.fg), table(self.bg)
        return g

LIN = np.array([v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
                for v in (np.arange(256) / 255.0)])

def to_srgb8(lin):
    lin = np.clip(lin, 0, 1)
    v = np.where(lin <= 0.0031308, 12.92 * lin, 1.055 * lin ** (1 / 2.4) - 0.055)
    return np.round(v * 255).astype(np.uint8)

def render(g):
    """Linear-light RGB picture, CELL_H x CELL_W pixels a cell."""
    h, w = g.glyph.shape
    m = np.stack(MASKS)[g.glyph].transpose(0, 2, 1, 3).reshape(h * CELL_H, w * CELL_W)[..., None]
    up = lambda a: np.repeat(np.repeat(LIN[a], CELL_H, 0), CELL_W, 1)
    f, b = up(g.fg), up(g.bg)
    return b + m * (f - b)

def halves(img):
    """Each half cell's mean (linear): the 2H x W picture chafa is given."""
    hh, ww = img.shape[0] // (CELL_H // 2), img.shape[1] // CELL_W
    return img.reshape(hh, CELL_H // 2, ww, CELL_W, 3).mean(axis=(1, 3))

# ------------------------------------------------------------------- S-CIELAB

XYZ_FROM_RGB = np.array([[0.4124564, 0.3575761, 0.1804375],
                         [0.2126729, 0.7151522, 0.0721750],
                         [0.0193339, 0.1191920, 0.9503041]])
OPP_FROM_XYZ = np.array([[0.279, 0.720, -0.107],     # O1 luminance
                         [-0.449, 0.290, -0.077],    # O2 red-green
                         [0.086, -0.590, 0.501]])    # O3 blue-yellow
XYZ_FROM_OPP = np.linalg.inv(OPP_FROM_XYZ)
WHITE = XYZ_FROM_RGB.sum(axis=1)
# (weight, spread in degrees) per opponent channel; Zhang & Wandell 1997.
SCIELAB_FILTERS = [[(0.921, 0.0283), (0.105, 0.133), (-0.108, 4.336)],
                   [(0.531, 0.0392), (0.330, 0.494)],
                   [(0.488, 0.0536), (0.371, 0.386)]]

def pad(a, r, axis):
    widths = [(0, 0)] * a.ndim
    widths[axis] = (r, r)
    return np.pad(a, widths, mode="symmetric")

def box(a, width, axis):
    """Running mean of an odd width along axis (mirrored edges), via cumulative sums."""
    r = width // 2
    c = np.cumsum(pad(a, r, axis), axis=axis)
    c = np.concatenate([np.zeros_like(np.take(c, [0], axis=axis)), c], axis=axis)
    n = a.shape[axis]
    return (np.take(c, np.arange(width, width + n), axis=axis)
            - np.take(c, np.arange(0, n), axis=axis)) / width

def gauss1d(a, sd, axis):
    if sd <= 6:
        r = int(np.ceil(4 * sd))
        k = np.exp(-0.5 * (np.arange(-r, r + 1) / sd) ** 2)
        k /= k.sum()
        p = pad(a, r, axis)
        n = a.shape[axis]
        out = np.zeros_like(a)
        for i, kv in enumerate(k):
            out += kv * np.take(p, np.arange(i, i + n), axis=axis)
        return out
    # Four boxes whose variances add up to sd^2 (Kovesi's widths).
    nb = 4
    wl = int(np.sqrt(12 * sd * sd / nb + 1))
    if wl % 2 == 0: wl -= 1
    m = round((12 * sd * sd - nb * wl * wl - 4 * nb * wl - 3 * nb) / (-4 * wl - 4))
    for width in [wl] * m + [wl + 2] * (nb - m):
        a = box(a, width, axis)
    return a

def scielab_lab(img):
    """CIELAB of the picture as the eye sees it: img is linear RGB, H x W x 3."""
    opp = img @ (OPP_FROM_XYZ @ XYZ_FROM_RGB).T
    out = np.empty_like(opp)
    for c, filters in enumerate(SCIELAB_FILTERS):
        ch = opp[..., c]
        acc = np.zeros_like(ch)
        for weight, spread in filters:
            sd = spread * PX_PER_DEG / np.sqrt(2)   # exp(-x^2/s^2) = exp(-x^2 / (2 sd^2))
            acc += weight * gauss1d(gauss1d(ch, sd, 0), sd, 1)
        out[..., c] = acc / sum(w for w, _ in filters)
    return lab_from_xyz(out @ XYZ_FROM_OPP.T)

def lab_from_xyz(xyz):
    t = xyz / WHITE
    d = 6 / 29
    f = np.where(t > d ** 3, np.cbrt(np.maximum(t, d ** 3)), t / (3 * d * d) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]),
                     200 * (f[..., 1] - f[..., 2])], axis=-1)

def delta_e(lab_a, lab_b):
    return np.sqrt(((lab_a - lab_b) ** 2).sum(axis=-1))

# ------------------------------------------------------- OKLab (former figure)

def oklab(lin):
    lms = np.cbrt(lin @ np.array([[0.4122214708, 0.5363325363, 0.0514459929],
                                  [0.2119034982, 0.6806995451, 0.1073969566],
                                  [0.0883024619, 0.2817188376, 0.6299787005]]).T)
    return lms @ np.array([[0.2104542553, 0.7936177850, -0.0040720468],
                           [1.9779984951, -2.4285922050, 0.4505937099],
                           [0.0259040371, 0.7827717662, -0.8086757660]]).T

def oklab_blocks(ref_half, test_half, picture):
    """Mean OKLab distance x100 of 2x2 half-block pixels, over pairs of picture cells."""
    h, w = picture.shape
    w2 = w // 2 * 2
    pic = picture[:, 0:w2:2] & picture[:, 1:w2:2]
    blocks = lambda a: a[:, :w2].reshape(h, 2, w2 // 2, 2, 3).mean(axis=(1, 3))
    d = np.sqrt(((oklab(blocks(ref_half)) - oklab(blocks(test_half))) ** 2).sum(axis=-1))
    return 100 * d[pic].mean() if pic.any() else float("nan")

# ------------------------------------------------------------------ renderers

def nearest_table(colors):
    """Each color's nearest palette color in OKLab: dusk's mapping before dithering."""
    idx = list(range(16, 256)) if colors == "256" else list(range(16))
    pal = np.array([PALETTE[i] for i in idx], np.uint8)
    pal_lab = oklab(LIN[pal])
    def table(a):
        flat = a.reshape(-1, 3)
        uniq, inv = np.unique(flat, axis=0, return_inverse=True)
        d = ((oklab(LIN[uniq])[:, None, :] - pal_lab[None, :, :]) ** 2).sum(axis=-1)
        return pal[d.argmin(axis=1)][inv.reshape(-1)].reshape(a.shape)
    return table

def run(cmd):
    r = subprocess.run(cmd, capture_output=True)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({r.returncode}): {r.stderr.decode(errors='replace').strip()}")
    return r.stdout.decode()

# name, label (for the best row), extra arguments, chafa's -c for our 256 and 16 columns (None: not run).
CHAFA_MODES = [
    ("chafa (defaults)", "defaults", [], "256", "16"),
    ("chafa --dither ordered", "ordered", ["--dither", "ordered"], "256", "16"),
    ("chafa --dither ordered --dither-grain 8x4", "ordered 8x4",
     ["--dither", "ordered", "--dither-grain", "8x4"], "256", "16"),
    ("chafa --dither ordered --dither-grain 2x2", "ordered 2x2",
     ["--dither", "ordered", "--dither-grain", "2x2"], "256", "16"),
    ("chafa --dither ordered --dither-grain 1x1", "ordered 1x1",
     ["--dither", "ordered", "--dither-grain", "1x1"], "256", "16"),
    ("chafa --dither diffusion", "diffusion", ["--dither", "diffusion"], "256", "16"),
    ("chafa --dither diffusion --dither-grain 8x4", "diffusion 8x4",
     ["--dither", "diffusion", "--dither-grain", "8x4"], "256", "16"),
    ("chafa diffusion, din99d", "diffusion din99d",
     ["--dither", "diffusion", "--color-space", "din99d"], "256", "16"),
    ("chafa ordered 8x4, din99d", "ordered 8x4 din99d",
     ["--dither", "ordered", "--dither-grain", "8x4", "--color-space", "din99d"], "256", "16"),
    ("chafa diffusion, --color-extractor median", "diffusion median",
     ["--dither", "diffusion", "--color-extractor", "median"], "256", "16"),
    ("chafa diffusion, --preprocess off", "diffusion -p off",
     ["--dither", "diffusion", "--preprocess", "off"], None, "16"),
    ("chafa -c 240 (no colors 0-15)", "-c 240", [], "240", None),
    ("chafa -c 240 --dither diffusion", "-c 240 diffusion", ["--dither", "diffusion"], "240", None),
    ("chafa -c 240 --dither ordered --dither-grain 8x4", "-c 240 ordered 8x4",
     ["--dither", "ordered", "--dither-grain", "8x4"], "240", None),
]

def chafa(ppm, size, chafa_colors, extra):
    return run(["chafa", "-f", "symbols", "--symbols", "space+vhalf", "-c", chafa_colors,
                "--size", size, "--stretch", "--animate", "off", *extra, ppm])

def write_picture(path, lin):
    px = to_srgb8(lin)
    try:
        from PIL import Image
        Image.fromarray(px, "RGB").save(path + ".png")
    except ImportError:
        with open(path + ".ppm", "wb") as f:
            f.write(b"P6\n%d %d\n255\n" % (px.shape[1], px.shape[0]) + px.tobytes())

def judge(dusk_bin, size, theme, png_dir):
    """{(renderer, appearance, colors): (S-CIELAB pictures, S-CIELAB screen, OKLab 2x2)}."""
    w, h = map(int, size.split("x"))
    theme_args = [theme] if theme else []
    def dusk(appearance, colors):
        return run([dusk_bin, "export", *theme_args, "--screen", "materials", "--appearance", appearance,
                    "--size", size, "--colors", colors, "--out", "-"])
    results, best = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for appearance in ("light", "dark"):
            ref = Grid(read_ansi(dusk(appearance, "truecolor")), w, h, f"dusk {appearance} truecolor")
            ref_img = render(ref)
            ref_lab, ref_half = scielab_lab(ref_img), halves(ref_img)
            pic_px = np.repeat(np.repeat(ref.picture, CELL_H, 0), CELL_W, 1)
            ppm = os.path.join(tmp, appearance + ".ppm")
            with open(ppm, "wb") as f:
                f.write(b"P6\n%d %d\n255\n" % (w, 2 * h) + to_srgb8(ref_half).tobytes())
            def score(g):
                img = render(g)
                de = delta_e(ref_lab, scielab_lab(img))
                return (de[pic_px].mean(), de.mean(), oklab_blocks(ref_half, halves(img), ref.picture)), img
            pictures = {"reference": ref_img}
            for colors in ("256", "16"):
                results[("dusk", appearance, colors)], pictures["dusk-" + colors] = score(
                    Grid(read_ansi(dusk(appearance, colors)), w, h, f"dusk {appearance} {colors}"))
                results[("nearest color", appearance, colors)], _ = score(ref.mapped(nearest_table(colors)))
                for name, label, extra, c256, c16 in CHAFA_MODES:
                    cc = c256 if colors == "256" else c16
                    if cc is None:
                        continue
                    r, img = score(Grid(read_ansi(chafa(ppm, size, cc, extra)), w, h, name))
                    results[(name, appearance, colors)] = r
                    if (appearance, colors) not in best or r[0] < best[(appearance, colors)][1][0]:
                        best[(appearance, colors)] = (label, r)
                        pictures["chafa-best-" + colors] = img
                results[("chafa's best mode", appearance, colors)] = best[(appearance, colors)][1]
            if png_dir:
                os.makedirs(png_dir, exist_ok=True)
                stem = "materials-" + (os.path.splitext(os.path.basename(theme))[0] + "-" if theme else "")
                for kind, img in pictures.items():
                    write_picture(os.path.join(png_dir, f"{stem}{appearance}-{kind}"), img)
    return results, best

def table(results, best):
    cols = [(a, c) for c in ("256", "16") for a in ("light", "dark")]
    lines = ["| renderer | light 256 | dark 256 | light 16 | dark 16 |", "|---|---|---|---|---|"]
    for name in ["dusk", "nearest color", *(m[0] for m in CHAFA_MODES), "chafa's best mode"]:
        cells = []
        for a, c in cols:
            r = results.get((name, a, c))
            cell = "–" if r is None else f"{r[0]:.2f} / {r[1]:.2f} / {r[2]:.2f}"
            if r is not None and name == "chafa's best mode":
                cell += f" ({best[(a, c)][0]})"
            cells.append(cell)
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)

# ------------------------------------------------------------------- selftest

def selftest():
    ok = True
    def check(what, value, cond):
        nonlocal ok
        ok &= bool(cond)
        print(f"{'ok  ' if cond else 'FAIL'} {what}: {value:.3f}")
    rng = np.random.default_rng(1)
    # A cell picture: random half-block colors.
    cells = rng.integers(0, 256, (30, 40, 2, 3)).astype(np.uint8)
    rows = [[(UPPER, tuple(cells[y, x, 0]), tuple(cells[y, x, 1])) for x in range(40)] for y in range(30)]
    g = Grid(rows, 40, 30)
    img = render(g)
    same = delta_e(scielab_lab(img), scielab_lab(img.copy())).max()
    check("identical pictures, largest dE (must be 0)", same, same == 0)
    # 1-pixel black/white checkerboard against flat 50% gray in linear light.
    yy, xx = np.mgrid[0:256, 0:256]
    checker = np.repeat(((yy + xx) % 2).astype(float)[..., None], 3, axis=2)
    gray = np.full_like(checker, 0.5)
    d_px = delta_e(scielab_lab(checker), scielab_lab(gray)).mean()
    check("1-px checkerboard vs 50% gray (should be small, < 1)", d_px, d_px < 1)
    raw = delta_e(lab_from_xyz(checker @ XYZ_FROM_RGB.T), lab_from_xyz(gray @ XYZ_FROM_RGB.T)).mean()
    check("  the same without the blur (large)", raw, raw > 20)
    # The same checkerboard at half-block size (8x8 pixels): visible at 2.5 cycles/degree.
    checker8 = np.repeat((((yy // 8) + (xx // 8)) % 2).astype(float)[..., None], 3, axis=2)
    d8 = delta_e(scielab_lab(checker8), scielab_lab(gray)).mean()
    check("half-block (8 px) checkerboard vs gray (information; larger than 1-px)", d8, d8 > d_px)
    # Banding: a slow ramp against its nearest 256-color and 16-color versions.
    ramp = np.zeros((128, 960, 3), np.uint8)
    t = np.linspace(0, 1, 960)
    ramp[:] = (np.stack([40 + 150 * t, 60 + 120 * t, 110 - 60 * t], axis=-1)).astype(np.uint8)
    for colors, low in (("256", 0.5), ("16", 2)):
        banded = nearest_table(colors)(ramp)
        d = delta_e(scielab_lab(LIN[ramp]), scielab_lab(LIN[banded])).mean()
        check(f"ramp vs nearest {colors} colors, banded (should stay > {low})", d, d > low)
    # Dithering the ramp between the two nearest grays of a fine scale helps.
    gl = LIN[ramp]
    lo = np.floor(gl * 6) / 6
    frac = (gl - lo) * 6
    bayer = (np.array([[0, 2], [3, 1]]) + 0.5) / 4
    thr = np.tile(bayer, (64, 480))[..., None]
    dithered = lo + (frac > thr) / 6
    banded = np.round(gl * 6) / 6
    d_band = delta_e(scielab_lab(gl), scielab_lab(banded)).mean()
    d_dith = delta_e(scielab_lab(gl), scielab_lab(dithered)).mean()
    check(f"ramp on 7 linear levels: 1-px ordered dither ({d_dith:.2f}) beats bands ({d_band:.2f}), ratio",
          d_dith / d_band, d_dith < d_band / 2)
    print("selftest", "passed" if ok else "FAILED")
    return ok

# ----------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(
        usage="bench/dither_vs_chafa.py [path/to/dusk] [WxH] [--theme PATH] [--png DIR] [--selftest]")
    ap.add_argument("dusk", nargs="?", default=".build/release/dusk", help="the dusk binary")
    ap.add_argument("size", nargs="?", default="120x40", help="columns x rows (default 120x40)")
    ap.add_argument("--theme", metavar="PATH", help="also judge this theme (dusk export PATH ...), for information")
    ap.add_argument("--png", metavar="DIR", help="write the drawn pictures into DIR")
    ap.add_argument("--selftest", action="store_true", help="check the metric on synthetic pictures")
    args = ap.parse_args()
    if args.selftest:
        sys.exit(0 if selftest() else 1)
    if not re.fullmatch(r"\d+x\d+", args.size):
        ap.error(f"size {args.size!r} is not WxH")
    results, best = judge(args.dusk, args.size, None, args.png)
    print(f"materials screen {args.size}, S-CIELAB mean dE76 as seen at 40 px a degree (a cell 8x16 px at ~60 cm): "
          "picture cells / whole screen / former OKLab x100 of 2x2 half-block pixels (lower is better)\n")
    print(table(results, best))
    if args.theme:
        theme_results, theme_best = judge(args.dusk, args.size, args.theme, args.png)
        print(f"\nFor information, theme {args.theme}, the same figures"
              + (" (identical: this screen does not depend on the theme)" if theme_results == results else "")
              + ":\n")
        print(table(theme_results, theme_best))

main()
