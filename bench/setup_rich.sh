#!/usr/bin/env bash
# Installs Rich into bench/.venv (PyPI) for the side-by-side benchmark; prints the venv's python.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv >/dev/null
  .venv/bin/pip install -q rich >/dev/null 2>&1
fi
echo "$(pwd)/.venv/bin/python"
