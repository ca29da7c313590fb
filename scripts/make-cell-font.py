#!/usr/bin/env python3
"""Writes Sources/Raster/CellFontData.swift, the bitmap font dusk draws PNG screens with.

Run through scripts/make-cell-font.sh, which fetches the Debian packages and converts their PCF
fonts to BDF; this script only reads BDF files and needs nothing beyond the Python standard library.

What goes in (see scripts/cell-font/README.md):
- every glyph of Terminus Font (8x16 and 16x32, regular and bold) in the BMP, except control
  characters and the block elements U+2580-U+259F (dusk draws those as rectangles itself);
- the symbols dusk's screens draw that Terminus lacks, from misc-fixed 6x13 (baseline-aligned and
  centered in the cell, pixel-doubled at 16x32; bold is the bitmap OR'ed with itself moved right, with
  the gaps between strokes kept open), and the midline ellipsis made from Terminus's own ellipsis;
- a flag and a gear (U+2691, U+2699), which neither font has, drawn below;
- the dashed box-drawing lines, made from each face's own solid lines with gaps cut in them.
The output depends only on the input fonts: the same fonts give the same bytes.
"""

import argparse
import base64
import re
import sys

# The symbols dusk's screens draw. Every one must be in the output.
SCREEN_SYMBOLS = "·…›‹ʙ∞≋⌕⊞⋯▬▮▲◉●◐◑◒◓◔◷☀★☾♪⚑⚙✈✦⣾▪✓"
# Symbols Terminus lacks: taken from misc-fixed 6x13, or made from Terminus (RAISED), or drawn here (DRAWN).
FALLBACK_SYMBOLS = "ʙ≋⌕⊞⋯◉◐◑◒◓◔◷☀★☾⚑⚙✈✦▪"

# Block elements: dusk fills these cells with exact rectangles, so the font leaves them out.
BLOCK_ELEMENTS = range(0x2580, 0x25A0)
# Kept if the file grew past LINE_BUDGET lines (it does not with Terminus 4.48).
TRIM_KEEP = [(0x0020, 0x052F), (0x1E00, 0x1EFF), (0x2000, 0x2BFF), (0xE0A0, 0xE0B3), (0xFFFD, 0xFFFD)]
LINE_BUDGET = 3500

# Dashed box-drawing lines: scalar -> (solid line it is cut from, number of dashes).
DASHED = {
    0x2504: ("─", 3), 0x2505: ("━", 3), 0x2506: ("│", 3), 0x2507: ("┃", 3),
    0x2508: ("─", 4), 0x2509: ("━", 4), 0x250A: ("│", 4), 0x250B: ("┃", 4),
    0x254C: ("─", 2), 0x254D: ("━", 2), 0x254E: ("│", 2), 0x254F: ("┃", 2),
}

# Made from another Terminus glyph, moved up or down (in all four faces): the midline ellipsis is
# Terminus's own ellipsis centered on its middle dot (misc-fixed's one-pixel dots fill in when emboldened).
RAISED = {0x22EF: ("…", "·")}

# Drawn for dusk (neither Terminus nor misc-fixed has them), in the 8x16 cell: baseline below row 11,
# capitals in rows 2-11 as in Terminus. The 16x32 glyphs are these pixel-doubled.
DRAWN = {
    0x2691: """
        ........
        ........
        .#......
        .###..#.
        .######.
        .######.
        .######.
        .#..##..
        .#......
        .#......
        .#......
        .#......
        ........
        ........
        ........
        ........
        """,  # ⚑ black flag: a pole and a waving pennant
    0x2699: """
        ........
        ........
        ........
        ........
        ..#.#...
        .#####..
        ##...##.
        .#...#..
        ##...##.
        .#####..
        ..#.#...
        ........
        ........
        ........
        ........
        ........
        """,  # ⚙ gear: eight teeth round a ring
}


class Font:
    def __init__(self, path):
        self.path = path
        with open(path, encoding="latin-1") as f:
            text = f.read()
        def prop(name):
            m = re.search(r"^%s (.*)$" % name, text, re.M)
            if not m:
                sys.exit(f"{path}: no {name}")
            return m.group(1).strip()
        bbx = [int(v) for v in prop("FONTBOUNDINGBOX").split()]
        self.width, self.height = bbx[0], bbx[1]
        self.ascent = int(prop("FONT_ASCENT"))
        self.descent = int(prop("FONT_DESCENT"))
        if self.ascent + self.descent != self.height:
            sys.exit(f"{path}: ascent + descent != height")
        self.name = prop("FONT")
        self.glyphs = {}  # scalar -> rows, top first, each an int self.width bits wide, MSB leftmost
        for m in re.finditer(r"^STARTCHAR .*?^ENDCHAR$", text, re.M | re.S):
            self._add(m.group(0))

    def _add(self, block):
        enc = int(re.search(r"^ENCODING (-?\d+)", block, re.M).group(1))
        if enc < 0:
            return
        dwidth = int(re.search(r"^DWIDTH (-?\d+)", block, re.M).group(1))
        w, h, xoff, yoff = (int(v) for v in re.search(r"^BBX (.*)$", block, re.M).group(1).split())
        if dwidth != self.width:
            sys.exit(f"{self.path}: U+{enc:04X} is {dwidth} wide, not {self.width}")
        lines = block.split("BITMAP\n", 1)[1].split("\n")[:h]
        rows = [0] * self.height
        top = self.ascent - (yoff + h)  # cell row of the bitmap's first line
        for i, line in enumerate(lines):
            bits = int(line, 16) if line else 0
            nbits = len(line) * 4
            for col in range(w):
                if bits >> (nbits - 1 - col) & 1:
                    x, y = xoff + col, top + i
                    if not (0 <= x < self.width and 0 <= y < self.height):
                        sys.exit(f"{self.path}: U+{enc:04X} has ink outside the cell")
                    rows[y] |= 1 << (self.width - 1 - x)
        self.glyphs[enc] = rows


def is_control(cp):
    return cp < 0x20 or 0x7F <= cp <= 0x9F


def ink_columns(rows, width):
    """The leftmost and rightmost columns with ink, or None for a blank glyph."""
    acc = 0
    for r in rows:
        acc |= r
    if not acc:
        return None
    cols = [x for x in range(width) if acc >> (width - 1 - x) & 1]
    return cols[0], cols[-1]


def place(src, src_w, src_ascent, scale, cell_w, cell_h, cell_ascent):
    """A src glyph scaled by `scale`, on the cell's baseline, its ink centered across the cell."""
    big = []
    for r in src:
        row = 0
        for x in range(src_w):
            if r >> (src_w - 1 - x) & 1:
                for k in range(scale):
                    row |= 1 << (src_w * scale - 1 - (x * scale + k))
        big.extend([row] * scale)
    w = src_w * scale
    ink = ink_columns(big, w)
    left, right = ink if ink else (0, w - 1)
    dx = (cell_w - (right - left + 1)) // 2 - left  # shift right by dx
    dy = cell_ascent - src_ascent * scale
    out = [0] * cell_h
    for y, r in enumerate(big):
        if not r:
            continue
        cy = y + dy
        if not 0 <= cy < cell_h:
            sys.exit("a fallback glyph does not fit the cell vertically")
        # place the w-bit row at columns dx..dx+w-1 of the cell
        shift = cell_w - w - dx
        moved = r << shift if shift >= 0 else r >> -shift
        if shift < 0 and r & ((1 << -shift) - 1):
            sys.exit("a fallback glyph does not fit the cell horizontally")
        if moved >> cell_w:
            sys.exit("a fallback glyph does not fit the cell horizontally")
        out[cy] = moved
    return out


def double_cell(rows, small, big):
    """An 8x16 drawing pixel-doubled into the 16x32 cell, moved down onto the 16x32 baseline."""
    doubled = []
    for r in rows:
        row = 0
        for x in range(small.width):
            if r >> (small.width - 1 - x) & 1:
                row |= 3 << (2 * (small.width - 1 - x))
        doubled += [row, row]
    dy = big.ascent - 2 * small.ascent
    out = [0] * big.height
    for y, r in enumerate(doubled):
        if r:
            if not 0 <= y + dy < big.height:
                sys.exit("a drawn glyph does not fit the 16x32 cell")
            out[y + dy] = r
    return out


def embolden(rows, width, shift):
    """The bitmap OR'ed with itself moved `shift` pixels right, except that a gap between two strokes
    is never narrowed below `shift` pixels (a one-pixel gap at 8x16 stays, as do the two-pixel gaps
    of a doubled glyph at 16x32), so that dotted and ringed symbols do not fill in.
    """
    keep = shift
    out = []
    for r in rows:
        if r & ((1 << shift) - 1):
            sys.exit("emboldening would push ink off the cell")
        px = [bool(r >> (width - 1 - x) & 1) for x in range(width)]
        bold = list(px)
        x = 0
        while x < width:
            if px[x] and (x + 1 == width or not px[x + 1]):  # a stroke ends at x
                gap_end = x + 1
                while gap_end < width and not px[gap_end]:
                    gap_end += 1
                gap = gap_end - (x + 1)
                fill = shift if gap_end == width else max(0, min(shift, gap - keep))
                for k in range(1, fill + 1):
                    bold[x + k] = True
                x = gap_end
            else:
                x += 1
        out.append(sum(1 << (width - 1 - x) for x in range(width) if bold[x]))
    return out


def raised_to(font, glyph, level):
    """Terminus's `glyph` moved up or down so that its ink is centered on the ink of `level`."""
    def ink_rows(rows):
        ys = [y for y, r in enumerate(rows) if r]
        return ys[0] + ys[-1]  # twice the center
    rows = font.glyphs[ord(glyph)]
    dy = (ink_rows(font.glyphs[ord(level)]) - ink_rows(rows)) // 2
    out = [0] * font.height
    for y, r in enumerate(rows):
        if r:
            if not 0 <= y + dy < font.height:
                sys.exit(f"{font.path}: {glyph} moved off the cell")
            out[y + dy] = r
    return out


def parse_drawn(art):
    rows = [line.strip() for line in art.strip().splitlines()]
    if len(rows) != 16 or any(len(r) != 8 or set(r) - set(".#") for r in rows):
        sys.exit("a drawn glyph must be 16 lines of 8 '.' or '#'")
    return [int(r.replace("#", "1").replace(".", "0"), 2) for r in rows]


def dash_runs(length, n):
    """n dashes along `length` pixels, each followed by its gap (as Terminus draws its own dashed lines).

    The gap is a quarter of the period (at least one pixel); the dash pixels left over are shared out
    evenly, the remainder going symmetrically (middle dash first, then the outer pairs).
    Returns a list of booleans, one per pixel.
    """
    gap = max(1, (2 * length + 4 * n) // (8 * n))  # round(length / n / 4)
    dash_total = length - n * gap
    base, rest = divmod(dash_total, n)
    sizes = [base] * n
    if rest % 2 and n % 2:
        sizes[n // 2] += 1
        rest -= 1
    for i in range(n // 2):
        if rest >= 2:
            sizes[i] += 1
            sizes[n - 1 - i] += 1
            rest -= 2
    for i in range(n):
        if rest:
            sizes[i] += 1
            rest -= 1
    on = []
    for s in sizes:
        on += [True] * s + [False] * gap
    assert len(on) == length
    return on


def dashed(font, solid, n):
    """The dashed line cut from this face's own solid line `solid` (─ ━ horizontal, │ ┃ vertical)."""
    rows = font.glyphs[ord(solid)]
    full = (1 << font.width) - 1
    if solid in "─━":
        if any(r not in (0, full) for r in rows):
            sys.exit(f"{font.path}: {solid} is not made of full-width rows")
        mask = sum(1 << (font.width - 1 - x) for x, on in enumerate(dash_runs(font.width, n)) if on)
        return [mask if r else 0 for r in rows]
    if len(set(rows)) != 1 or not rows[0]:
        sys.exit(f"{font.path}: {solid} is not the same column(s) in every row")
    return [rows[0] if on else 0 for on in dash_runs(font.height, n)]


def check_joins(font):
    """Box-drawing lines must reach the cell edges, so that they join across cells."""
    w, h = font.width, font.height
    for ch in "─━":
        rows = font.glyphs[ord(ch)]
        if not any(r >> (w - 1) & 1 for r in rows) or not any(r & 1 for r in rows):
            sys.exit(f"{font.path}: {ch} does not reach both x edges")
    for ch in "│┃":
        rows = font.glyphs[ord(ch)]
        if not rows[0] or not rows[h - 1]:
            sys.exit(f"{font.path}: {ch} does not reach both y edges")


def wrap_base64(data, indent, width):
    """A Swift multi-line string body: one chunk a line, each line but the last ended with a backslash
    (a line continuation), so the string holds the base64 alone, without newlines."""
    text = base64.b64encode(data).decode("ascii")
    chunks = [text[i:i + width] for i in range(0, len(text), width)]
    return "\n".join(indent + c + ("\\" if i < len(chunks) - 1 else "") for i, c in enumerate(chunks))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--regular8x16", required=True)
    ap.add_argument("--bold8x16", required=True)
    ap.add_argument("--regular16x32", required=True)
    ap.add_argument("--bold16x32", required=True)
    ap.add_argument("--fixed6x13", required=True)
    ap.add_argument("--terminus-version", required=True, help="upstream version, e.g. 4.48")
    ap.add_argument("--terminus-package", required=True, help="Debian version of xfonts-terminus")
    ap.add_argument("--base-package", required=True, help="Debian version of xfonts-base")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    faces = {
        "regular8x16": Font(args.regular8x16),
        "bold8x16": Font(args.bold8x16),
        "regular16x32": Font(args.regular16x32),
        "bold16x32": Font(args.bold16x32),
    }
    fixed = Font(args.fixed6x13)
    expect = {"regular8x16": (8, 16), "bold8x16": (8, 16), "regular16x32": (16, 32), "bold16x32": (16, 32)}
    for key, font in faces.items():
        if (font.width, font.height) != expect[key]:
            sys.exit(f"{font.path}: {font.width}x{font.height}, expected {expect[key]}")
        if "Terminus" not in font.name:
            sys.exit(f"{font.path} is not Terminus: {font.name}")
        check_joins(font)
    if (fixed.width, fixed.height) != (6, 13):
        sys.exit(f"{fixed.path} is not 6x13")
    coverage = {frozenset(f.glyphs) for f in faces.values()}
    if len(coverage) != 1:
        sys.exit("the four Terminus fonts do not cover the same scalars")
    terminus = set(next(iter(coverage)))

    # Terminus's own glyphs.
    chosen = sorted(cp for cp in terminus if cp <= 0xFFFF and not is_control(cp) and cp not in BLOCK_ELEMENTS)
    glyphs = {key: {cp: font.glyphs[cp] for cp in chosen} for key, font in faces.items()}

    # Symbols Terminus lacks.
    missing = [ch for ch in FALLBACK_SYMBOLS if ord(ch) not in terminus]
    unexpected = [ch for ch in SCREEN_SYMBOLS if ord(ch) not in terminus and ch not in FALLBACK_SYMBOLS]
    if unexpected:
        sys.exit("Terminus lacks these screen symbols and nothing provides them: " + "".join(unexpected))
    log = sys.stderr
    print("Terminus lacks " + "".join(missing), file=log)
    for ch in missing:
        cp = ord(ch)
        if cp in RAISED:
            glyph, level = RAISED[cp]
            for key, font in faces.items():
                glyphs[key][cp] = raised_to(font, glyph, level)
            print(f"  U+{cp:04X} {ch} from Terminus {glyph} centered on {level}", file=log)
            continue
        if cp in DRAWN:
            small = parse_drawn(DRAWN[cp])
            regular = {"8x16": small, "16x32": double_cell(small, faces["regular8x16"], faces["regular16x32"])}
            source = "drawn"
        elif cp in fixed.glyphs:
            src = fixed.glyphs[cp]
            regular = {
                "8x16": place(src, 6, fixed.ascent, 1, 8, 16, faces["regular8x16"].ascent),
                "16x32": place(src, 6, fixed.ascent, 2, 16, 32, faces["regular16x32"].ascent),
            }
            source = "misc-fixed 6x13"
        else:
            sys.exit(f"no glyph for {ch} (U+{cp:04X}) in Terminus or misc-fixed, and none drawn")
        glyphs["regular8x16"][cp] = regular["8x16"]
        glyphs["bold8x16"][cp] = embolden(regular["8x16"], 8, 1)
        glyphs["regular16x32"][cp] = regular["16x32"]
        glyphs["bold16x32"][cp] = embolden(regular["16x32"], 16, 2)
        print(f"  U+{cp:04X} {ch} from {source}", file=log)

    # Dashed lines, from each face's own solid lines.
    print("Terminus lacks " + "".join(chr(cp) for cp in sorted(DASHED) if cp not in terminus)
          + "; all of " + "".join(chr(cp) for cp in sorted(DASHED)) + " are cut from ─ ━ │ ┃", file=log)
    for cp, (solid, n) in sorted(DASHED.items()):
        for key, font in faces.items():
            made = dashed(font, solid, n)
            if cp in font.glyphs and font.glyphs[cp] != made:
                print(f"  U+{cp:04X} {chr(cp)} {key}: replaced Terminus's own (different dashes)", file=log)
            glyphs[key][cp] = made

    codes = sorted(glyphs["regular8x16"])
    for key in faces:
        assert sorted(glyphs[key]) == codes

    def covered(cp):
        return cp in glyphs["regular8x16"]
    required = list(range(0x20, 0x7F)) + list(range(0x2500, 0x2580)) + [ord(c) for c in SCREEN_SYMBOLS]
    absent = [cp for cp in required if not covered(cp)]
    if absent:
        sys.exit("not covered: " + " ".join(f"U+{cp:04X}" for cp in absent))

    def render(codes):
        ranges = []
        for cp in codes:
            if ranges and ranges[-1][1] == cp - 1:
                ranges[-1][1] = cp
            else:
                ranges.append([cp, cp])
        items = [f"0x{a:X}...0x{b:X}," for a, b in ranges]
        range_lines = []
        line = " " * 8
        for item in items:
            if len(line) + len(item) + 1 > 116 and line.strip():
                range_lines.append(line.rstrip())
                line = " " * 8
            line += item + " "
        range_lines.append(line.rstrip().rstrip(","))

        out = []
        out.append("// swift-format-ignore-file")
        out.append(f"// Generated by scripts/make-cell-font.sh from Terminus Font {args.terminus_version} "
                   f"(xfonts-terminus {args.terminus_package}, SIL Open Font License 1.1)")
        out.append(f"// and misc-fixed 6x13 (xfonts-base {args.base_package}, public domain); "
                   "see scripts/cell-font/. Do not edit.")
        out.append("enum CellFontData {")
        out.append("    /// The covered Unicode scalars, ascending, as inclusive ranges.")
        out.append("    static let ranges: [ClosedRange<UInt32>] = [")
        out.extend(range_lines)
        out.append("    ]")
        out.append("    /// Glyph bitmaps, one per covered scalar in order, base64: "
                   "8x16 is 16 bytes per glyph (one byte per row,")
        out.append("    /// top row first, most significant bit leftmost); "
                   "16x32 is 64 bytes (two bytes per row, big-endian).")
        for key in ("regular8x16", "bold8x16", "regular16x32", "bold16x32"):
            width = faces[key].width
            data = bytearray()
            for cp in codes:
                for r in glyphs[key][cp]:
                    data += r.to_bytes(width // 8, "big")
            out.append(f'    static let {key}: StaticString = """')
            out.append(wrap_base64(bytes(data), " " * 8, 108))
            out.append('        """')
        out.append("}")
        return "\n".join(out) + "\n"

    text = render(codes)
    if text.count("\n") > LINE_BUDGET:
        keep = [cp for cp in codes if any(a <= cp <= b for a, b in TRIM_KEEP)
                or cp in [ord(c) for c in SCREEN_SYMBOLS]]
        print(f"{text.count(chr(10))} lines is over {LINE_BUDGET}: keeping only the main blocks", file=log)
        codes = keep
        text = render(codes)
    long_lines = [i + 1 for i, line in enumerate(text.split("\n")) if len(line) > 120]
    if long_lines:
        sys.exit(f"lines over 120 columns: {long_lines[:5]}")
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {args.out}: {len(codes)} glyphs, {text.count(chr(10))} lines, {len(text.encode())} bytes",
          file=log)


if __name__ == "__main__":
    main()
