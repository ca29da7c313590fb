#!/usr/bin/env python3
"""dusk's 256- and 16-color screens against three other ways to get there, judged as a person sees them.

For every screen x appearance (and theme), dusk's 24-bit export is the reference; four few-color
versions of it are drawn and compared with it:

  dusk       dusk's own `export --colors 256|16` of the same screen;
  nearest    the reference's cells (same grid, same glyphs) with every foreground and background
             replaced by its nearest palette color, Euclidean in CIELAB (dE76, D65);
  block FS   Floyd-Steinberg error diffusion over the reference's cells, same grid and glyphs, cells
             in reading order, the error in linear RGB, each choice the palette color nearest in CIELAB
             to the target plus its carried error (clamped to 0..1). A half-block cell (upper/lower half
             block) is two pixels, its halves, diffused one after the other (weights 7/16 right, 3/16
             down-left, 5/16 down, 1/16 down-right on the half-cell lattice; shares falling on a pixel
             already chosen are dropped and the rest renormalised); any other cell is one surface color
             (its background, or its foreground for a full block) chosen once for both halves from the
             mean of their carried errors; a glyph's foreground takes its nearest color (not diffused);
  chafa      chafa given the reference picture as a PPM (each half cell's mean color, two pixels a cell,
             exactly as bench/dither_vs_chafa.py gives it) and rendering it into the same W x H grid with
             half blocks (`--symbols space+vhalf`: the glyphs the reader draws exactly); several chafa
             modes are run and the best one for each case is reported (favouring chafa).

Palettes are xterm's defaults: 256 colors means indexes 16-255 (as dusk: 0-15 are redefined by
terminals; chafa's `-c 256` modes may use 0-15 and are read with xterm's values), 16 colors 0-15.

Metric, per case: each cell grid is drawn at 8x16 pixels a cell in linear light by the reader of
bench/dither_vs_chafa.py (imported, not copied: one ANSI reader); the picture is blurred by a Gaussian
of one cell, standard deviation 8 px across and 16 px down (separable, mirrored edges, cut at 4 sd),
in linear RGB; then CIELAB (D65) and CIEDE2000 (kL = kC = kH = 1, implemented here, checked by
--selftest against the 34 pairs of Sharma, Wu & Dalal 2005) per pixel against the reference blurred
the same way. Reported: mean (95th percentile) over all pixels of the screen; lower is better.

Summary per theme and depth: on `materials` (pictures), dusk against block Floyd-Steinberg; on the
flat screens (all others), dusk against nearest-color; "at or below" compares the means as printed
(two decimals).

usage: bench/perceptual.py [path/to/dusk] [--size WxH] [--themes T,T] [--screens S,S]
                           [--appearances A,A] [--chafa-modes few|all|none] [-j N] [--selftest]
"""
import os

# One BLAS thread per process: the cases run in parallel processes instead.
for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse, ast, math, multiprocessing, shutil, subprocess, sys, tempfile, time, types

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

def load_reader():
    """bench/dither_vs_chafa.py as a module. Its last statement runs its own main(); that one call is
    left out (only a top-level `main()` expression), so importing it does not run its benchmark."""
    path = os.path.join(HERE, "dither_vs_chafa.py")
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    tree.body = [n for n in tree.body
                 if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Call)
                         and isinstance(n.value.func, ast.Name) and n.value.func.id == "main")]
    mod = types.ModuleType("dither_vs_chafa")
    mod.__file__ = path
    sys.modules["dither_vs_chafa"] = mod
    exec(compile(tree, path, "exec"), mod.__dict__)
    return mod

dvc = load_reader()
np = dvc.np

SCREENS = ["settings", "labels", "materials", "card", "colors", "controls", "palette"]
APPEARANCES = ["light", "dark", "light-elevated", "dark-elevated", "light-high-contrast",
               "dark-high-contrast", "light-elevated-high-contrast", "dark-elevated-high-contrast"]
DEPTHS = ["256", "16"]
METHODS = ["dusk", "nearest", "block FS", "chafa"]
PICTURE_SCREENS = {"materials"}
BLUR_SD = (16.0, 8.0)   # pixels: down, across (one cell of 8x16)

# chafa modes (labels of dvc.CHAFA_MODES) run by default: the ones that won a column of
# dither_vs_chafa.py's table, and the plain ones.
FEW_CHAFA = {"256": ["-c 240", "-c 240 diffusion", "diffusion 8x4", "diffusion din99d"],
             "16": ["defaults", "diffusion", "diffusion 8x4", "diffusion -p off"]}

# ------------------------------------------------------------------ color

def lab_from_linear(lin):
    return dvc.lab_from_xyz(lin @ dvc.XYZ_FROM_RGB.T)

def ciede2000(lab1, lab2):
    """CIEDE2000 (kL = kC = kH = 1) of two arrays of CIELAB colors (... x 3), vectorised."""
    L1, a1, b1 = lab1[..., 0], lab1[..., 1], lab1[..., 2]
    L2, a2, b2 = lab2[..., 0], lab2[..., 1], lab2[..., 2]
    c7 = ((np.hypot(a1, b1) + np.hypot(a2, b2)) / 2) ** 7
    g = 0.5 * (1 - np.sqrt(c7 / (c7 + 25.0 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.arctan2(b1, a1p) % (2 * np.pi)          # atan2(0, 0) = 0, as the formula asks
    h2p = np.arctan2(b2, a2p) % (2 * np.pi)
    cc = c1p * c2p
    dh = h2p - h1p
    dh = np.where(dh > np.pi, dh - 2 * np.pi, np.where(dh < -np.pi, dh + 2 * np.pi, dh))
    dh = np.where(cc == 0, 0.0, dh)
    d_l, d_c = L2 - L1, c2p - c1p
    d_h = 2 * np.sqrt(cc) * np.sin(dh / 2)
    l_bar, c_bar = (L1 + L2) / 2, (c1p + c2p) / 2
    hs = h1p + h2p
    h_bar = np.where(np.abs(h1p - h2p) <= np.pi, hs / 2,
                     np.where(hs < 2 * np.pi, (hs + 2 * np.pi) / 2, (hs - 2 * np.pi) / 2))
    h_bar = np.where(cc == 0, hs, h_bar)
    t = (1 - 0.17 * np.cos(h_bar - np.radians(30)) + 0.24 * np.cos(2 * h_bar)
         + 0.32 * np.cos(3 * h_bar + np.radians(6)) - 0.20 * np.cos(4 * h_bar - np.radians(63)))
    d_theta = np.radians(30) * np.exp(-(((np.degrees(h_bar) - 275) / 25) ** 2))
    cb7 = c_bar ** 7
    r_c = 2 * np.sqrt(cb7 / (cb7 + 25.0 ** 7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / np.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * c_bar
    s_h = 1 + 0.015 * c_bar * t
    r_t = -np.sin(2 * d_theta) * r_c
    x, y, z = d_l / s_l, d_c / s_c, d_h / s_h
    return np.sqrt(np.maximum(x * x + y * y + z * z + r_t * y * z, 0))

# ------------------------------------------------------------------ blur

_BLUR = {}

def blur_matrix(n, sd):
    """n x n Gaussian (sd pixels, cut at 4 sd, unit sum) with mirrored edges, as a matrix."""
    key = (n, sd)
    if key not in _BLUR:
        r = int(np.ceil(4 * sd))
        k = np.exp(-0.5 * (np.arange(-r, r + 1) / sd) ** 2)
        k /= k.sum()
        i = np.repeat(np.arange(n), 2 * r + 1)
        j = i + np.tile(np.arange(-r, r + 1), n)
        while (j < 0).any() or (j >= n).any():      # mirror (as np.pad's "symmetric")
            j = np.where(j < 0, -j - 1, j)
            j = np.where(j >= n, 2 * n - j - 1, j)
        m = np.zeros((n, n))
        np.add.at(m, (i, j), np.tile(k, n))
        _BLUR[key] = m.astype(np.float32)
    return _BLUR[key]

def seen(img, stride=1):
    """CIELAB of a linear-RGB picture (H x W x 3) after the one-cell Gaussian, blurred in linear light
    (float32 sums); with a stride s, only every s-th blurred pixel down and across (the rest are not computed)."""
    s = stride
    h, w, _ = img.shape
    a = blur_matrix(h, BLUR_SD[0])[s // 2::s] @ img.astype(np.float32).reshape(h, w * 3)
    a = np.einsum("ij,hjc->hic", blur_matrix(w, BLUR_SD[1])[s // 2::s], a.reshape(-1, w, 3), optimize=True)
    return lab_from_linear(a.astype(np.float64))

# ------------------------------------------------------------------ competitors

def palette(depth):
    idx = range(16, 256) if depth == "256" else range(16)
    pal = np.array([dvc.PALETTE[i] for i in idx], np.uint8)
    return pal, dvc.LIN[pal], lab_from_linear(dvc.LIN[pal])

def nearest_table(depth):
    """A function mapping N x 3 sRGB bytes to their nearest palette colors, Euclidean in CIELAB."""
    pal, _, pal_lab = palette(depth)
    def table(a):
        flat = a.reshape(-1, 3)
        uniq, inv = np.unique(flat, axis=0, return_inverse=True)
        d = ((lab_from_linear(dvc.LIN[uniq])[:, None, :] - pal_lab[None]) ** 2).sum(axis=-1)
        return pal[d.argmin(axis=1)][inv.reshape(-1)].reshape(a.shape)
    return table

def nearest_grid(ref, depth):
    return ref.mapped(nearest_table(depth))

def _lab1(rgb):
    """CIELAB of one linear RGB triple (plain Python: called per pixel in the diffusion loop)."""
    m = dvc.XYZ_FROM_RGB
    wx, wy, wz = dvc.WHITE
    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else t * 24389 / 27 / 116 + 16 / 116
    r, g, b = rgb
    fx = f((m[0, 0] * r + m[0, 1] * g + m[0, 2] * b) / wx)
    fy = f((m[1, 0] * r + m[1, 1] * g + m[1, 2] * b) / wy)
    fz = f((m[2, 0] * r + m[2, 1] * g + m[2, 2] * b) / wz)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))

def floyd_steinberg_grid(ref, depth):
    """Block Floyd-Steinberg over the reference's cells (see the docstring)."""
    pal, pal_lin, pal_lab = palette(depth)
    up, lo, full = dvc.mask_id(dvc.UPPER), dvc.mask_id(dvc.LOWER), dvc.mask_id(dvc.FULL)
    h, w = ref.glyph.shape
    fg_lin, bg_lin = dvc.LIN[ref.fg], dvc.LIN[ref.bg]
    out_fg = nearest_table(depth)(ref.fg)
    out_bg = ref.bg.copy()
    err = np.zeros((2 * h + 2, w + 2, 3))            # half-cell lattice, one pixel of margin
    cache = {}

    def choose(target):
        t = np.clip(target, 0, 1)
        key = tuple(np.round(t * 4095).astype(int))
        q = cache.get(key)
        if q is None:
            d = ((pal_lab - np.array(_lab1(t))) ** 2).sum(axis=1)
            q = cache[key] = int(d.argmin())
        return q, t - pal_lin[q]

    for y in range(h):
        r = 2 * y
        for x in range(w):
            c, gl = x + 1, ref.glyph[y, x]
            if gl == up or gl == lo:
                top, bottom = (fg_lin, bg_lin) if gl == up else (bg_lin, fg_lin)
                qt, e = choose(top[y, x] + err[r, c])
                err[r, c + 1] += e * (7 / 13); err[r + 1, c] += e * (5 / 13); err[r + 1, c + 1] += e * (1 / 13)
                qb, e = choose(bottom[y, x] + err[r + 1, c])
                err[r + 1, c + 1] += e * (7 / 16); err[r + 2, c - 1] += e * (3 / 16)
                err[r + 2, c] += e * (5 / 16); err[r + 2, c + 1] += e * (1 / 16)
                if gl == up: out_fg[y, x], out_bg[y, x] = pal[qt], pal[qb]
                else: out_bg[y, x], out_fg[y, x] = pal[qt], pal[qb]
            else:
                surface = fg_lin[y, x] if gl == full else bg_lin[y, x]
                t_top, t_bottom = surface + err[r, c], surface + err[r + 1, c]
                q, _ = choose((t_top + t_bottom) / 2)
                e = np.clip(t_top, 0, 1) - pal_lin[q]
                err[r, c + 1] += e * (7 / 8); err[r + 1, c + 1] += e * (1 / 8)
                e = np.clip(t_bottom, 0, 1) - pal_lin[q]
                err[r + 1, c + 1] += e * (7 / 16); err[r + 2, c - 1] += e * (3 / 16)
                err[r + 2, c] += e * (5 / 16); err[r + 2, c + 1] += e * (1 / 16)
                if gl == full: out_fg[y, x] = pal[q]
                else: out_bg[y, x] = pal[q]
    g = dvc.Grid.__new__(dvc.Grid)
    g.glyph, g.picture, g.fg, g.bg = ref.glyph, ref.picture, out_fg, out_bg
    return g

def chafa_modes(which, depth):
    """(label, extra arguments, chafa's -c) of the modes to run at this depth."""
    if which == "none":
        return []
    out = []
    for _name, label, extra, c256, c16 in dvc.CHAFA_MODES:
        cc = c256 if depth == "256" else c16
        if cc is not None and (which == "all" or label in FEW_CHAFA[depth]):
            out.append((label, extra, cc))
    return out

# ------------------------------------------------------------------ one case

def dusk_dir(dusk, theme, depth, size, screens, appearances, tmp):
    out = os.path.join(tmp, f"{len(os.listdir(tmp))}-{depth}")
    cmd = [dusk, "export", theme, "--screen", ",".join(screens), "--appearance", ",".join(appearances),
           "--colors", depth, "--format", "ans", "--size", size, "--out", out]
    r = subprocess.run(cmd, capture_output=True, cwd=REPO)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({r.returncode}): {r.stderr.decode(errors='replace').strip()}")
    return out

def read_grid(path, w, h):
    with open(path, encoding="utf-8") as f:
        return dvc.Grid(dvc.read_ansi(f.read()), w, h, os.path.basename(path))

def judge_case(job):
    """{(depth, method): (mean, p95, note)} for one theme x screen x appearance."""
    dirs, screen, appearance, size, modes, tmp, stride = job
    w, h = map(int, size.split("x"))
    name = f"{screen}-{appearance}.ans"
    ref = read_grid(os.path.join(dirs["truecolor"], name), w, h)
    ref_img = dvc.render(ref)
    ref_lab = seen(ref_img, stride)

    def score(g, note=""):
        de = ciede2000(ref_lab, seen(dvc.render(g), stride))
        return (float(de.mean()), float(np.percentile(de, 95)), note)

    out = {}
    ppm = None
    for depth in DEPTHS:
        out[(depth, "dusk")] = score(read_grid(os.path.join(dirs[depth], name), w, h))
        out[(depth, "nearest")] = score(nearest_grid(ref, depth))
        out[(depth, "block FS")] = score(floyd_steinberg_grid(ref, depth))
        best = None
        for label, extra, cc in chafa_modes(modes, depth):
            if ppm is None:
                ppm = os.path.join(tmp, f"{os.getpid()}-{screen}-{appearance}.ppm")
                with open(ppm, "wb") as f:
                    f.write(b"P6\n%d %d\n255\n" % (w, 2 * h) + dvc.to_srgb8(dvc.halves(ref_img)).tobytes())
            try:
                text = dvc.chafa(ppm, size, cc, extra)
            except SystemExit as e:          # dvc.run exits on failure; keep the pool alive
                raise RuntimeError(str(e))
            r = score(dvc.Grid(dvc.read_ansi(text), w, h, f"chafa {label}"), label)
            if best is None or r[0] < best[0]:
                best = r
        if best is not None:
            out[(depth, "chafa")] = best
    if ppm:
        os.remove(ppm)
    return out

# ------------------------------------------------------------------ report

def fmt(r):
    return "–" if r is None else f"{r[0]:.2f} ({r[1]:.2f})"

def table(res, screens, appearances):
    head = ["screen", "appearance"] + [f"{d}: {m}" for d in DEPTHS for m in METHODS]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for s in screens:
        for a in appearances:
            cells = []
            for d in DEPTHS:
                rs = [res[(s, a)].get((d, m)) for m in METHODS]
                low = min(round(r[0], 2) for r in rs if r is not None)
                cells += [f"**{fmt(r)}**" if r is not None and round(r[0], 2) == low else fmt(r) for r in rs]
            lines.append(f"| {s} | {a} | " + " | ".join(cells) + " |")
    return "\n".join(lines)

def summary(res, screens, appearances, depth):
    """Per depth: materials dusk vs block FS, flat screens dusk vs nearest; losses with their margins."""
    parts = []
    for label, wanted, rival in (("materials", [s for s in screens if s in PICTURE_SCREENS], "block FS"),
                                 ("flat screens", [s for s in screens if s not in PICTURE_SCREENS], "nearest")):
        if not wanted:
            continue
        n, ok, losses = 0, 0, []
        for s in wanted:
            for a in appearances:
                d, r = round(res[(s, a)][(depth, "dusk")][0], 2), round(res[(s, a)][(depth, rival)][0], 2)
                n += 1
                if d <= r: ok += 1
                else: losses.append((d - r, f"{s if len(wanted) > 1 else ''} {a}".strip(), d, r))
        losses.sort(reverse=True)
        text = f"{label}, dusk <= {rival} in {ok}/{n}"
        if losses:
            shown = ", ".join(f"{where} {d:.2f} vs {r:.2f} (+{m:.2f})" for m, where, d, r in losses[:6])
            text += f"; above in {shown}" + (f", and {len(losses) - 6} more" if len(losses) > 6 else "")
        parts.append(text)
    return f"{depth} colors: " + "; ".join(parts) + "."

# ------------------------------------------------------------------ selftest

SHARMA = [  # Sharma, Wu & Dalal (2005), Table 1: L1 a1 b1 L2 a2 b2 dE00
    (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
    (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
    (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
    (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
    (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
    (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
    (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
    (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
    (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
    (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
    (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
    (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
    (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
    (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
    (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
    (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
    (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
    (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
    (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
    (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
    (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
    (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
    (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
    (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
    (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
    (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
    (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
    (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
    (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
    (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
]

def selftest():
    ok = True
    def check(what, cond, detail=""):
        nonlocal ok
        ok &= bool(cond)
        print(f"{'ok  ' if cond else 'FAIL'} {what}{': ' + detail if detail else ''}")
    data = np.array(SHARMA)
    de = ciede2000(data[:, 0:3], data[:, 3:6])
    worst = np.abs(np.round(de, 4) - data[:, 6]).max()
    check("CIEDE2000, Sharma et al. 34 pairs to 4 decimals", worst < 1e-9, f"largest miss {worst:.1e}")
    for i in np.flatnonzero(np.abs(np.round(de, 4) - data[:, 6]) > 1e-9):
        print(f"     pair {i + 1}: {de[i]:.4f}, published {data[i, 6]:.4f}")
    rev = ciede2000(data[:, 3:6], data[:, 0:3])
    check("CIEDE2000 symmetric", np.abs(rev - de).max() < 1e-12)
    check("CIEDE2000 of a color with itself is 0", ciede2000(data[:, 0:3], data[:, 0:3]).max() == 0)
    white = lab_from_linear(np.ones(3))
    check("linear white is L* 100, a* b* 0", np.abs(white - [100, 0, 0]).max() < 1e-6, str(np.round(white, 6)))
    lab = np.array(_lab1(np.array([0.2, 0.5, 0.1])))
    check("per-pixel Lab matches the vectorised one",
          np.abs(lab - lab_from_linear(np.array([0.2, 0.5, 0.1]))).max() < 1e-9)
    for n, sd in ((640, 16.0), (640, 8.0), (40, 16.0)):
        m = blur_matrix(n, sd).astype(np.float64)
        check(f"blur {n} px, sd {sd}: rows sum to 1", np.abs(m.sum(axis=1) - 1).max() < 1e-6)
    rng = np.random.default_rng(3)
    flat = np.full((64, 48, 3), 0.3)
    check("blur keeps a flat picture flat", np.abs(seen(flat) - lab_from_linear(flat)).max() < 1e-3)
    img = rng.random((64, 48, 3))
    b = seen(img)
    check("blur of noise is smooth (Lab spread small)", b[..., 0].std() < 0.2 * lab_from_linear(img)[..., 0].std())
    # A point's blur: its spread down is twice its spread across.
    pt = np.zeros((161, 161, 3)); pt[80, 80] = 1
    a = (blur_matrix(161, BLUR_SD[0]) @ pt.reshape(161, -1).astype(np.float32)).reshape(161, 161, 3)
    a = np.einsum("ij,hjc->hic", blur_matrix(161, BLUR_SD[1]), a)[..., 0].astype(np.float64)
    xs = np.arange(161) - 80
    sd_down = math.sqrt((a.sum(axis=1) * xs ** 2).sum() / a.sum())
    sd_across = math.sqrt((a.sum(axis=0) * xs ** 2).sum() / a.sum())
    check("blur: sd down 16 px, across 8 px", abs(sd_down - 16) < 0.1 and abs(sd_across - 8) < 0.1,
          f"{sd_down:.2f}, {sd_across:.2f}")
    # Floyd-Steinberg on a flat gray picture: its half cells average to about the gray.
    rows = [[(dvc.UPPER, (113, 113, 113), (113, 113, 113))] * 40 for _ in range(20)]   # no palette gray
    ref = dvc.Grid(rows, 40, 20)
    for depth in DEPTHS:
        fs = dvc.render(floyd_steinberg_grid(ref, depth)).mean()
        nn = dvc.render(nearest_grid(ref, depth)).mean()
        truth = dvc.render(ref).mean()
        check(f"block FS keeps the mean light of a flat gray ({depth} colors)", abs(fs - truth) < 0.01,
              f"FS {fs:.4f}, nearest {nn:.4f}, truth {truth:.4f}")
    print("selftest", "passed" if ok else "FAILED")
    return ok

# ------------------------------------------------------------------ main

def main():
    ap = argparse.ArgumentParser(usage=__doc__.split("usage: ")[1].strip(),
                                 description="CIEDE2000 after a one-cell Gaussian blur: dusk's 256/16-color "
                                             "screens against nearest-color, block Floyd-Steinberg and chafa.")
    ap.add_argument("dusk", nargs="?", default=".build/release/dusk", help="the dusk binary")
    ap.add_argument("--size", default="80x40", help="columns x rows (default 80x40)")
    ap.add_argument("--themes", default="ios13,themes/juniper.json",
                    help="comma list: built-in names or theme files (relative to the repository); "
                         "default ios13 and themes/juniper.json (skipped if missing)")
    ap.add_argument("--screens", default=",".join(SCREENS))
    ap.add_argument("--appearances", default=",".join(APPEARANCES))
    ap.add_argument("--chafa-modes", default="few", choices=["few", "all", "none"],
                    help="few: 4 modes a depth (default); all: every mode of dither_vs_chafa.py; none")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2, help="processes (default: the cores)")
    ap.add_argument("--stride", type=int, default=1,
                    help="judge every Nth blurred pixel down and across (default 1: all; 2 is 4x cheaper, "
                         "the means move by ~0.01: the blur is far smoother than 2 px)")
    ap.add_argument("--selftest", action="store_true", help="check CIEDE2000 (Sharma et al.), the blur, FS")
    args = ap.parse_args()
    if args.selftest:
        sys.exit(0 if selftest() else 1)
    w, h = map(int, args.size.split("x"))
    screens, appearances = args.screens.split(","), args.appearances.split(",")
    dusk = args.dusk if os.path.isabs(args.dusk) else os.path.abspath(args.dusk)
    if not os.path.exists(dusk) and os.path.exists(os.path.join(REPO, args.dusk)):
        dusk = os.path.join(REPO, args.dusk)
    modes = args.chafa_modes
    if modes != "none" and shutil.which("chafa") is None:
        print("warning: chafa not found (apt-get install chafa): its column is left empty", file=sys.stderr)
        modes = "none"
    chafa_version = ""
    if modes != "none":
        chafa_version = subprocess.run(["chafa", "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    themes = []
    for t in args.themes.split(","):
        if t.endswith(".json") and not os.path.exists(os.path.join(REPO, t)):
            print(f"warning: {t} not found, skipped", file=sys.stderr)
            continue
        themes.append(t)

    started = time.time()
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        jobs, keys = [], []
        for theme in themes:
            dirs = {d: dusk_dir(dusk, theme, d, args.size, screens, appearances, tmp)
                    for d in ["truecolor"] + DEPTHS}
            for s in screens:
                for a in appearances:
                    jobs.append((dirs, s, a, args.size, modes, tmp, max(1, args.stride)))
                    keys.append((theme, s, a))
        if args.j > 1:
            with multiprocessing.Pool(args.j) as pool:
                outs = pool.map(judge_case, jobs, chunksize=1)
        else:
            outs = [judge_case(j) for j in jobs]
    for (theme, s, a), o in zip(keys, outs):
        results.setdefault(theme, {})[(s, a)] = o

    print(f"CIEDE2000 after a one-cell Gaussian (sd 8 px across, 16 px down; cells of 8x16 px), blurred in linear "
          f"light, each against dusk's 24-bit export: mean (p95) over the screen's pixels, lower is better; "
          f"{args.size}; the lowest mean of each depth in bold. nearest: CIELAB dE76; block FS: Floyd-Steinberg "
          f"over the cells (half cells in half blocks), linear RGB error, CIELAB choice; chafa: "
          + (f"{chafa_version}, half blocks, best of {len(chafa_modes(modes, '256'))} modes at 256 and "
             f"{len(chafa_modes(modes, '16'))} at 16 for each case." if modes != "none" else "not run."))
    for theme in themes:
        res = results[theme]
        print(f"\n### {theme}\n")
        print(table(res, screens, appearances))
        print()
        for d in DEPTHS:
            print(f"- {theme}, " + summary(res, screens, appearances, d))
        if modes != "none":
            wins = {}
            for o in res.values():
                for d in DEPTHS:
                    if (d, "chafa") in o:
                        k = f"{d}: {o[(d, 'chafa')][2]}"
                        wins[k] = wins.get(k, 0) + 1
            print(f"- chafa's best mode, cases: " + ", ".join(f"{k} {v}" for k, v in sorted(wins.items())))
    print(f"\n({len(themes) * len(screens) * len(appearances)} cases in {time.time() - started:.0f} s, "
          f"{args.j} process{'es' if args.j > 1 else ''})", file=sys.stderr)

if __name__ == "__main__":
    main()
