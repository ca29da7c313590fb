#!/usr/bin/env bash
# Regenerates Sources/Raster/CellFontData.swift, the bitmap font dusk draws exported PNG screens with,
# from Debian bookworm's xfonts-terminus (Terminus Font, SIL OFL 1.1) and xfonts-base (misc-fixed 6x13,
# public domain). See scripts/cell-font/README.md for what is taken and why.
#
# Needs apt-get, dpkg-deb and python3 (standard library only); installs pcf2bdf with apt-get if it is
# missing. The packages are pinned by version and checksum, so every run writes the same bytes.
# To work offline, put the two .deb files in a directory and set CELL_FONT_DEBS to it.
set -euo pipefail
cd "$(dirname "$0")/.."

terminus_pkg=xfonts-terminus
terminus_version=4.48-3.1
terminus_sha256=93064db925c8f787cdf21a31774bab423e00c544dc842c162cb7a4b1bf8a4100
base_pkg=xfonts-base
base_version=1:1.0.5+nmu1
base_sha256=24446137c63de94283dc808eef438918e243f518629844289a5af50a8e0aec23
out=Sources/Raster/CellFontData.swift

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v pcf2bdf >/dev/null; then
  echo "installing pcf2bdf" >&2
  as_root apt-get install -y pcf2bdf >/dev/null ||
    { as_root apt-get update >/dev/null && as_root apt-get install -y pcf2bdf >/dev/null; }
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# deb PACKAGE VERSION SHA256: the path of that package's .deb in $work, downloaded unless CELL_FONT_DEBS has it.
deb() {
  local pkg=$1 version=$2 sha=$3 file
  file="${pkg}_${version#*:}_all.deb"
  if [ -n "${CELL_FONT_DEBS:-}" ]; then
    local found
    found=$(ls "$CELL_FONT_DEBS"/"${pkg}"_*"${version#*:}"_all.deb 2>/dev/null | head -n 1 || true)
    [ -n "$found" ] || { echo "no $pkg $version .deb in $CELL_FONT_DEBS" >&2; exit 1; }
    cp "$found" "$work/$file"
  else
    (cd "$work" && apt-get download "$pkg=$version" >/dev/null 2>&1) || {
      echo "apt-get download $pkg=$version failed (a Debian bookworm apt source is needed;" \
        "or put the .deb in a directory and set CELL_FONT_DEBS)" >&2
      exit 1
    }
    # apt-get names the file with the epoch escaped (1%3a...); give it a plain name.
    mv "$work/${pkg}_"*_all.deb "$work/$file" 2>/dev/null || true
  fi
  echo "$sha  $work/$file" | sha256sum --check --quiet >&2 || { echo "$file: unexpected checksum" >&2; exit 1; }
  echo "$work/$file"
}

terminus_deb=$(deb "$terminus_pkg" "$terminus_version" "$terminus_sha256")
base_deb=$(deb "$base_pkg" "$base_version" "$base_sha256")
mkdir -p "$work/x"
dpkg-deb -x "$terminus_deb" "$work/x"
dpkg-deb -x "$base_deb" "$work/x"
[ "$(dpkg-deb -f "$terminus_deb" Version)" = "$terminus_version" ]
[ "$(dpkg-deb -f "$base_deb" Version)" = "$base_version" ]

misc="$work/x/usr/share/fonts/X11/misc"
for name in ter-u16n_unicode ter-u16b_unicode ter-u32n_unicode ter-u32b_unicode 6x13; do
  gzip -dc "$misc/$name.pcf.gz" > "$work/$name.pcf"
  pcf2bdf -o "$work/$name.bdf" "$work/$name.pcf"
done

mkdir -p "$(dirname "$out")"
python3 scripts/make-cell-font.py \
  --regular8x16 "$work/ter-u16n_unicode.bdf" \
  --bold8x16 "$work/ter-u16b_unicode.bdf" \
  --regular16x32 "$work/ter-u32n_unicode.bdf" \
  --bold16x32 "$work/ter-u32b_unicode.bdf" \
  --fixed6x13 "$work/6x13.bdf" \
  --terminus-version "${terminus_version%%-*}" \
  --terminus-package "$terminus_version" \
  --base-package "$base_version" \
  --out "$out"
