#!/usr/bin/env python3
"""fix's invariant on real systems (issue 52): for each system of bench/real/ checked out under $DUSK_REAL
(default /work/realsys; bench/systems.py), `check --all-pairs` before, `fix`, `check` on the fix's overlay; prints pairs that passed
and fail after, failing pairs made worse, findings fix did not declare (and declared ones check does not find),
text hierarchies fix turned upside down (primary/secondary/tertiary on one surface) and dark surfaces made light.

usage: python3 bench/never_worse.py SYSTEM... [--tokens SYSTEM...]   (e.g. $(ls bench/real) --tokens sd-example-react hopper;
       the token systems of bench/tokens/ come after --tokens)
"""
import json, subprocess, sys, os, glob
import systems
D = os.environ.get('DUSK', os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), '.build/release/dusk'))
R = os.environ.get('DUSK_REAL', '/work/realsys')
def run(args):
    return subprocess.run([D] + args, capture_output=True, text=True)
def pairs(theme, extra):
    r = run(['check', theme, '--json', '--all-pairs'] + extra)
    try: j = json.loads(r.stdout)
    except Exception: return None, r.stderr[:300]
    out = {}
    for p in j['pairs']:
        k = (p['foreground'], p['background'], p['appearance'])
        if k not in out or p['ratio'] < out[k]['ratio']: out[k] = p
    return out, j
def one(name, tokens=False):
    theme, extra = systems.arguments(name, tokens)
    before, j = pairs(theme, extra)
    if before is None: print(name, 'check failed', j); return
    r = run(['fix', theme, '--json'] + extra)
    try: fx = json.loads(r.stdout)
    except Exception: print(name, 'fix failed', r.stderr[:300]); return
    out = fx['file']
    declared = {(u['foreground'], u['background'], u['appearance']) for u in fx['unfixable']}
    after, j2 = pairs(out, extra)
    os.remove(out)
    if after is None: print(name, 'check of fix failed', j2); return
    found = {k for k, p in after.items() if p.get('finding')}
    newfail = [k for k, p in after.items() if p.get('finding') and k in before and not before[k].get('finding')]
    worse = [k for k, p in after.items() if k in before and before[k].get('finding') and p['ratio'] < before[k]['ratio'] - 0.005]
    lower = [k for k, p in after.items() if k in before and p['ratio'] < before[k]['ratio'] - 0.005]
    shown = [v for v in fx['values'] if 'follows' not in v]
    print(f"{name:16} {j['appearances'] if 'appearances' in j else '?'}\n   {len(before)} pairs, {sum(1 for p in before.values() if p.get('finding'))} failing; "
          f"{len(shown)} values ({sum(1 for v in shown if v['derived'])} derived); after {len(found)} failing, declared {len(declared)}; "
          f"found-not-declared {len(found-declared)}, declared-not-found {len(declared-found)}; passed->failed {len(newfail)}; failing->worse {len(worse)}; lower {len(lower)}")
    levels = [('label','secondarylabel','tertiarylabel'), ('foreground','mutedforeground'),
              ('textcolorprimary','textcolorsecondary','textcolortertiary'), ('textprimary','textsecondary','texttertiary'),
              ('onsurface','onsurfacevariant')]
    def norm(n): return ''.join(c for c in n.split('/')[-1].lower().replace('android:','') if c not in '-_. ')
    inv = []
    for fam in levels:
        for (fg, bg, ap), p in after.items():
            if norm(fg) not in fam: continue
            i = fam.index(norm(fg))
            for (fg2, bg2, ap2), p2 in after.items():
                if bg2 == bg and ap2 == ap and norm(fg2) in fam and fam.index(norm(fg2)) > i and p2['ratio'] > p['ratio'] + 0.05:
                    was = before.get((fg2, bg2, ap2)); was1 = before.get((fg, bg, ap))
                    inverted_before = was and was1 and was['ratio'] > was1['ratio'] + 0.05
                    if not inverted_before: inv.append((fg, fg2, bg, ap, p['ratio'], p2['ratio']))
    def lum(h):
        h=h.lstrip('#'); r,g,b=[int(h[i:i+2],16)/255 for i in (0,2,4)]
        f=lambda c: c/12.92 if c<=0.04045 else ((c+0.055)/1.055)**2.4
        return 0.2126*f(r)+0.7152*f(g)+0.0722*f(b)
    lit = []
    for (fg, bg, ap), p in after.items():
        if not ap.startswith('dark') or (fg, bg, ap) not in before: continue
        b0 = before[(fg, bg, ap)]['backgroundColor']; b1 = p['backgroundColor']
        if lum(b0) < 0.18 and lum(b1) >= 0.18: lit.append((bg, ap, b0, b1))
    print(f"   hierarchy inversions made by fix: {len(inv)}; dark surfaces made light: {len(set(lit))}")
    for x in list(set(lit))[:3]: print('     ', x)
    for x in inv[:3]: print('     ', x)
    for k in list(found-declared)[:3]: print('     found not declared', k, after[k]['ratio'])
    for k in list(declared-found)[:3]: print('     declared not found', k)
    for k in newfail[:3]: print('     passed->failed', k, before[k]['ratio'], '->', after[k]['ratio'])
    for k in worse[:3]: print('     worse', k, before[k]['ratio'], '->', after[k]['ratio'])
for n, tokens in systems.names(sys.argv[1:]): one(n, tokens)

# Hierarchy: on one surface in one appearance, primary text stays stronger than secondary, secondary than tertiary.
