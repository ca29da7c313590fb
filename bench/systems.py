"""Where a real system's checkout, palette and source are, for the fix benchmarks: a labelled system of
bench/real/ (checked out under $DUSK_REAL) or, after `--tokens`, a token system of bench/tokens/systems.json
(under $DUSK_TOKENS)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
REAL = os.environ.get('DUSK_REAL', '/work/realsys')
TOKENS = os.environ.get('DUSK_TOKENS', '/work/realsys2')

def arguments(name, tokens=False):
    """The theme dusk opens and the flags that go with it (`--project`, `--source`)."""
    if tokens:
        s = next(s for s in json.load(open(os.path.join(HERE, 'tokens', 'systems.json'))) if s['name'] == name)
        co = os.path.join(TOKENS, name)
        return os.path.join(co, s['palette']), ['--project', os.path.join(co, s['project']),
                                                '--source', os.path.join(co, s['source'])]
    L = json.load(open(os.path.join(HERE, 'real', name, 'labels.json')))
    co = os.path.join(REAL, name)
    extra = []
    if len(L['palette']) > 1: extra += ['--project', os.path.join(co, os.path.commonpath(L['palette']))]
    return os.path.join(co, L['palette'][0]), extra + ['--source', os.path.join(co, L['source'])]

def names(argv):
    """The systems named on the command line, each with whether it is a token system (after `--tokens`)."""
    tokens = False
    for a in argv:
        if a == '--tokens': tokens = True
        else: yield a, tokens
