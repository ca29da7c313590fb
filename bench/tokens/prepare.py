#!/usr/bin/env python3
"""Writes, into each checkout of bench/tokens/systems.json that needs one, the DTCG resolver dusk opens."""
import glob, json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.environ.get('DUSK_TOKENS', '/work/realsys2')
for system in json.load(open(os.path.join(HERE, 'systems.json'))):
    spec = system.get('resolver')
    co = os.path.join(ROOT, system['name'])
    if not spec or not os.path.isdir(co): continue
    out = os.path.join(co, system['palette'])
    def refs(key):
        files = [f for pattern in spec[key] for f in sorted(glob.glob(os.path.join(co, pattern)))]
        return [{'$ref': os.path.relpath(f, os.path.dirname(out))} for f in files]
    resolver = {
        'version': '2025.10',
        'sets': {'core': {'sources': refs('core')}, 'components': {'sources': refs('components')}},
        'modifiers': {'theme': {'default': 'light', 'contexts': {'light': refs('light'), 'dark': refs('dark')}}},
        'resolutionOrder': [{'$ref': '#/sets/core'}, {'$ref': '#/modifiers/theme'}, {'$ref': '#/sets/components'}],
    }
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, 'w') as f: json.dump(resolver, f, indent=1)
    print(out)
