#!/usr/bin/env python3
"""Re-keys evidence/deep.json's check fingerprints after a change that moved the claim
sources' `#[cfg(test)]` modules out (into tests/unit/) and made items they test visible.

For every fingerprinted file it first checks that the file at BASE and in the working tree
are the same code: equal once the trailing `#[cfg(test)] mod tests { ... }` block is removed,
visibility qualifiers (`pub`, `pub(crate)`, ...) are dropped and `#[allow(clippy::...)]`
lines (lint levels only) are dropped. Only then does it map each paper's old check (and hunt)
fingerprint, computed with provenance.rs's FNV-1a over BASE's texts, to the new one over the
working tree's, and rewrite the records that carried the old one. A record with any other
fingerprint is left as it is (stale stays stale).

Used once, for the commit that moved every unit test to tests/unit/ (issue 14): run at
that commit's parent, `python3 scripts/rekey-moved-tests.py d563539` re-keyed all 143
records (124 deep, 19 hunts), every one current at d563539, and changed nothing else of
the file. Not a way around re-running: any other change to a fingerprinted file stops it.

usage: scripts/rekey-moved-tests.py BASE   (in the repository root)
"""
import json, re, subprocess, sys

base = sys.argv[1]
prov = open('src/claims/provenance.rs').read()

def files_of(block):
    return re.findall(r'"(src/[a-z_/]+\.rs)"', block)

papers = {}
m = re.search(r'match paper \{(.*?)\n    \}\n}', prov, re.S)
for name, body in re.findall(r'Paper::(\w+) => files!\((.*?)\),', m.group(1), re.S):
    papers[name] = files_of(body)
hunt_files = files_of(re.search(r'pub const HUNT_SOURCES.*?\];', prov, re.S).group(0))
hunt_files = [f for f in hunt_files]
assert len(papers) == 5 and len(hunt_files) == 4, (papers.keys(), hunt_files)

def old(path):
    return subprocess.run(['git', 'show', f'{base}:{path}'], capture_output=True, text=True, check=True).stdout

def new(path):
    return open(path).read()

def normalise(text):
    lines = text.split('\n')
    for i, l in enumerate(lines):
        if l == '#[cfg(test)]' and i + 1 < len(lines) and re.match(r'^mod \w+ \{$', lines[i + 1]):
            rest = [x for x in lines[i + 2:] if x != '']
            assert rest and rest[-1] == '}', 'the test module must end the file'
            lines = lines[:i]
            break
    lines = [l for l in lines if not re.match(r'^\s*#\[allow\(clippy::[a-z_]+\)\]$', l)]
    text = '\n'.join(lines).rstrip('\n')
    assert '#[cfg(test)]' not in text
    return re.sub(r'\bpub(\([a-z:_ ]+\))? ', '', text)

def fnv(texts):
    h = 0xcbf29ce484222325
    for t in texts:
        for b in t.encode() + b'\xff':
            h ^= b
            h = (h * 0x100000001b3) & 0xffffffffffffffff
    return f'{h:016x}'

every = sorted({f for fs in papers.values() for f in fs} | set(hunt_files))
for f in every:
    if normalise(old(f)) != normalise(new(f)):
        sys.exit(f'{f}: the code changed, not only its tests and visibility: re-run, do not re-key')
changed = [f for f in every if old(f) != new(f)]
print('files whose text changed (tests moved out, visibility):', *changed, sep='\n  ')

mapping = {}
for p, fs in papers.items():
    mapping[fnv(old(f) for f in fs)] = fnv(new(f) for f in fs)
    mapping[fnv([old(f) for f in hunt_files] + [old(f) for f in fs])] = fnv([new(f) for f in hunt_files] + [new(f) for f in fs])

text = open('evidence/deep.json').read()
store = json.loads(text)
count = {'re-keyed': 0, 'left (not current at BASE)': 0}
for section in ('records', 'hunts'):
    for claim, rec in store[section].items():
        if rec['provenance']['check'] in mapping:
            count['re-keyed'] += 1
        else:
            count['left (not current at BASE)'] += 1
            print('left:', section, claim)
# Rewrite the fingerprints in the text itself, so nothing else of the file changes.
for o, n in mapping.items():
    text = text.replace(f'"check": "{o}"', f'"check": "{n}"')
print(count)
open('evidence/deep.json', 'w').write(text)
