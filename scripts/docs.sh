#!/usr/bin/env bash
# Builds the documentation into .build/docs: the DocC catalog Sources/DuskCLI/Dusk.docc, with ARCHITECTURE.md as
# its Architecture page, over the symbol graphs of the library modules. A build of its own (in .build/docs-build,
# so the everyday build keeps its flags); DocC's warnings are errors. Serve it with
#   python3 -m http.server -d .build/docs   and open http://localhost:8000/documentation/duskcli
set -euo pipefail
cd "$(dirname "$0")/.."
# The graphs live with that build: a module the build does not recompile keeps the graph it wrote last time.
graphs=$PWD/.build/docs-build/symbol-graphs
rm -rf .build/docs && mkdir -p "$graphs"
swift build --scratch-path .build/docs-build --target DuskCLI \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
catalog=$(mktemp -d)/Dusk.docc
trap 'rm -rf "$(dirname "$catalog")"' EXIT
cp -R Sources/DuskCLI/Dusk.docc "$catalog"
cp ARCHITECTURE.md "$catalog/Architecture.md"
docc convert "$catalog" --fallback-display-name dusk --fallback-bundle-identifier dusk \
  --additional-symbol-graph-dir "$graphs" --output-path .build/docs --warnings-as-errors
echo "wrote .build/docs"
