#!/usr/bin/env python3
"""Before/after ratios of each system's five most-drawn pairs (by evidence places) through `fix` (issue 52).

usage: python3 bench/most_drawn.py SYSTEM... [--tokens SYSTEM...]
"""
import json, subprocess, sys, os
import systems
D=os.environ.get('DUSK', os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), '.build/release/dusk')); R=os.environ.get('DUSK_REAL', '/work/realsys')
def run(a): return subprocess.run([D]+a, capture_output=True, text=True)
def pairs(theme, extra):
    j=json.loads(run(['check',theme,'--json','--all-pairs']+extra).stdout); o={}
    for p in j['pairs']:
        k=(p['foreground'],p['background'],p['appearance'])
        if k not in o or p['ratio']<o[k]['ratio']: o[k]=p
    return o
for name, tokens in systems.names(sys.argv[1:]):
    theme, extra = systems.arguments(name, tokens)
    b=pairs(theme,extra); fx=json.loads(run(['fix',theme,'--json']+extra).stdout); a=pairs(fx['file'],extra); os.remove(fx['file'])
    # most drawn: evidence places, summed over appearances
    count={}
    for (f,g,ap),p in b.items(): count[(f,g)]=count.get((f,g),0)+len(p.get('evidence') or [])
    top=sorted(count, key=lambda k:(-count[k],k))[:5]
    print(f"{name}:")
    for f,g in top:
        cells=[]
        for ap in ['light','dark']:
            k=(f,g,ap)
            if k in b and k in a: cells.append(f"{ap} {b[k]['ratio']:.2f}->{a[k]['ratio']:.2f}")
        print(f"  {f} on {g} ({count[(f,g)]} places): "+", ".join(cells))
