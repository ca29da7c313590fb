#!/usr/bin/env bash
# Builds dusk in release mode and puts it on your PATH:
#   scripts/install.sh            installs to ~/.local/bin/dusk
#   scripts/install.sh /usr/local installs to /usr/local/bin/dusk (may need sudo)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-$HOME/.local}
swift build -c release --product dusk
mkdir -p "$prefix/bin"
install -m 0755 .build/release/dusk "$prefix/bin/dusk"
echo "installed $prefix/bin/dusk"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "add it to your PATH: export PATH=\"$prefix/bin:\$PATH\"" ;; esac
