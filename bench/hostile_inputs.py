#!/usr/bin/env python3
"""Writes the oversized inputs of the hostile-world sweep into a folder
(outside the repository), for timing dusk on them:

    python3 bench/hostile_inputs.py /tmp/dusk-hostile
    bench/hostile_run.sh /tmp/dusk-hostile .build/release/dusk
"""
import json, os, struct, sys

out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/dusk-hostile"
os.makedirs(out, exist_ok=True)

def write(name, text):
    with open(os.path.join(out, name), "w") as f:
        f.write(text)

# 1. A 1 x 16,777,216 P6 backdrop: inside the 4096 x 4096 pixel limit, absurd in shape.
with open(os.path.join(out, "tall.ppm"), "wb") as f:
    f.write(b"P6\n1 16777216\n255\n")
    row = bytes([40, 120, 200]) * 4096
    for _ in range(16777216 // 4096):
        f.write(row)
write("tall-backdrop.json", json.dumps({"name": "tall", "backdrop": "tall.ppm"}))

# 2. 10,000 aliases to unknown colors.
write("unknown-aliases.json", json.dumps({"colors": {f"c{i}": f"{{missing{i}}}" for i in range(10000)}}))

# 3. 2,000 text colors x 2,000 background colors.
colors = {}
for i in range(2000):
    colors[f"t{i}Text"] = f"#{(i * 37) % 256:02X}{(i * 91) % 256:02X}{(i * 13) % 256:02X}"
for i in range(2000):
    colors[f"b{i}Background"] = f"#{(i * 53) % 256:02X}{(i * 17) % 256:02X}{(i * 71) % 256:02X}"
write("pairs.json", json.dumps({"colors": colors}))

# 4. A 13 MB theme with 800,000 colors.
with open(os.path.join(out, "huge.json"), "w") as f:
    f.write('{"colors":{')
    f.write(",".join(f'"c{i}":"#{i % 0xFFFFFF:06X}"' for i in range(800000)))
    f.write("}}")

# 5. 50,000 tokens.
write("many.tokens.json", json.dumps({"color": {f"t{i}": {"$type": "color", "$value": f"#{i % 0xFFFFFF:06X}"} for i in range(50000)}}))

# 6. A resolver listing one 5,000-token file 200 times.
write("five-k.tokens.json", json.dumps({"color": {f"t{i}": {"$type": "color", "$value": f"#{i % 0xFFFFFF:06X}"} for i in range(5000)}}))
write("repeat.resolver.json", json.dumps({"version": "2025.10", "sets": [{"sources": ["five-k.tokens.json"] * 200}],
    "modifiers": {"theme": {"contexts": {"light": [], "dark": ["five-k.tokens.json"] * 200}}}}))
print(out)

# 7. The largest backdrop allowed: 4096 x 4096 pixels.
with open(os.path.join(out, "big.ppm"), "wb") as f:
    f.write(b"P6\n4096 4096\n255\n")
    for y in range(4096):
        f.write(bytes([(x * 7 + y) % 256 for x in range(4096) for _ in range(3)]))
write("big-backdrop.json", json.dumps({"name": "big", "backdrop": "big.ppm"}))

# 8. Palettes for derive and fix: N light-only colors of every usage (texts, backgrounds,
#    accents, separators, fills), about 19 bytes per color.
def palette(n):
    words = ["Text", "Background", "Accent", "Separator", "Fill", "Label", "Surface", "Tint"]
    return json.dumps({"name": f"p{n}", "colors": {
        f"c{i}{words[i % len(words)]}": f"#{(i * 37) % 256:02X}{(i * 91) % 256:02X}{(i * 13) % 256:02X}"
        for i in range(n)}})
for n in (1000, 2000, 10000, 40000):
    write(f"palette-{n}.json", palette(n))
# Round four (issue 54): 30,000 colors all named like a background; a :root of var() fallbacks (0.95 MB).
write("background-30k.json", json.dumps({"name": "bg", "colors": {
    f"background{i}": f"#{(i * 37) % 256:02X}{(i * 91) % 256:02X}{(i * 13) % 256:02X}" for i in range(30000)}}))
write("fallbacks.css", ":root {\n" + "".join(
    f"  --c{i}: var(--m{i}, #{(i * 37) % 256:02x}{(i * 91) % 256:02x}{(i * 13) % 256:02x});\n"
    for i in range(27000)) + "}\n")

# 9. Asset catalogs of 10,000 and 40,000 colorsets, and one of 20,000 groups holding one colorset each.
def catalog(name, count, grouped):
    root = os.path.join(out, name)
    os.makedirs(root, exist_ok=True)
    with open(os.path.join(root, "Contents.json"), "w") as f:
        f.write('{"info":{"author":"xcode","version":1}}')
    for i in range(count):
        folder = os.path.join(root, f"g{i}", f"c{i}.colorset") if grouped else os.path.join(root, f"c{i}.colorset")
        os.makedirs(folder, exist_ok=True)
        if grouped:
            with open(os.path.join(root, f"g{i}", "Contents.json"), "w") as f:
                f.write('{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}')
        with open(os.path.join(folder, "Contents.json"), "w") as f:
            f.write('{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.%03d",'
                    '"green":"0.500","red":"0.250"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}' % (i % 1000))
catalog("colorsets-10k.xcassets", 10000, False)
catalog("colorsets-40k.xcassets", 40000, False)
catalog("groups-20k.xcassets", 20000, True)

# 10. A DTCG `$extends` chain of 10,000 groups, each extending the one before it, in document order.
groups = {"g0": {"c": {"$type": "color", "$value": "#123456"}}}
for i in range(1, 10000):
    groups[f"g{i}"] = {"$extends": f"{{g{i - 1}}}", f"c{i}": {"$type": "color", "$value": f"#{i % 0xFFFFFF:06X}"}}
write("extends-chain.tokens.json", json.dumps(groups))

# 11. 20,000 untyped tokens, each an alias of the one before, down to one typed color.
chain = {"t0": {"$type": "color", "$value": "#123456"}}
for i in range(1, 20000):
    chain[f"t{i}"] = {"$value": f"{{t{i - 1}}}"}
write("untyped-chain.tokens.json", json.dumps(chain))

# 12. Round three (issue 39): each once took seconds to minutes, or gigabytes.
write("custom-media-40.css", "@custom-media --a " + ",".join(["(--a)"] * 40) + ";\n@media (--a) { :root { --x: #fff; } }\n:root { --y: #000; }\n")
write("custom-media-60.css", "@custom-media --a " + ",".join(["(--a)"] * 60) + ";\n@media (--a) { :root { --x: #fff; } }\n:root { --y: #000; }\n")
write("custom-media-2000.css", "".join(f"@custom-media --m{i} (min-width: {i}px);\n" for i in range(2000))
      + "".join(f"@media (--m{i}) {{ :root {{ --c{i}: #123456; }} }}\n" for i in range(2000)) + ":root { --base: #000; }\n")
nested = "#fff"
for i in range(5000):
    nested = f"var(--n{i}, {nested})"
write("var-5000.css", ":root { --x: " + nested + "; --y: #000; }\n")
nested = "#fff"
for i in range(2000):
    nested = f"light-dark({nested}, #000)"
write("light-dark-2000.css", ":root { --x: " + nested + "; --y: #000; }\n")
write("props-100k.css", ":root {\n" + "".join(f"  --p{i}: #{i % 0xFFFFFF:06x};\n" for i in range(100000)) + "}\n")
write("attributes-100k.xml", '<resources><color name="a" ' + " ".join(f'x{i}="1"' for i in range(100000)) + ">#ffffff</color></resources>\n")
swatches = b""
for i in range(30000):
    name = "Same\0".encode("utf-16-be")
    body = struct.pack(">H", 5) + name + b"RGB " + struct.pack(">fff", (i % 255) / 255, 0.5, 0.5) + struct.pack(">H", 0)
    swatches += struct.pack(">HI", 1, len(body)) + body
with open(os.path.join(out, "same-name-30k.ase"), "wb") as f:
    f.write(b"ASEF" + struct.pack(">HHI", 1, 0, 30000) + swatches)
write("palette-100k.json", json.dumps({"name": "big", "colors": {f"c{i}": "#%06x" % (i * 97 % 0xFFFFFF) for i in range(100000)}}))
# At the color limit (50,000): what the largest file dusk reads costs.
write("props-50k.css", ":root {\n" + "".join(f"  --p{i}: #{i % 0xFFFFFF:06x};\n" for i in range(50000)) + "}\n")
write("palette-50k.json", json.dumps({"name": "big", "colors": {f"c{i}": "#%06x" % (i * 97 % 0xFFFFFF) for i in range(50000)}}))
