#!/usr/bin/env python3
"""Writes a synonyms file (Algolia's export format) from a dataset's own words.

The most frequent words of the title attribute are paired into regular synonyms (so the queries of
the mix, built from the same frequent words, use them), and some become one-way synonyms to a
two-word phrase of the data and alternative corrections; deterministic for the same data.
Usage: synonyms.py SPEC_NAME DATA.ndjson OUT.json [GROUPS]
"""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench-peers"))
import benchlib  # noqa: E402

name, data, out = sys.argv[1], sys.argv[2], sys.argv[3]
groups = int(sys.argv[4]) if len(sys.argv) > 4 else 1000
title = benchlib.load_spec(name)["titleAttribute"]
words = collections.Counter()
pairs = collections.Counter()
with open(data) as f:
    for number, line in enumerate(f):
        if number >= 50_000:
            break
        text = str(json.loads(line).get(title, "")).lower()
        tokens = [t for t in re.findall(r"[a-z0-9]+", text) if len(t) >= 3 and t.isalpha()]
        words.update(tokens)
        pairs.update(zip(tokens, tokens[1:]))
frequent = [w for w, _ in words.most_common(groups * 2)]
synonyms = []
for i in range(0, len(frequent) - 1, 2):
    synonyms.append({"objectID": f"s{i // 2}", "type": "synonym", "synonyms": [frequent[i], frequent[i + 1]]})
for i, ((a, b), _) in enumerate(pairs.most_common(groups // 10)):
    synonyms.append({"objectID": f"m{i}", "type": "oneWaySynonym", "input": frequent[i % len(frequent)], "synonyms": [f"{a} {b}"]})
for i, word in enumerate(frequent[: groups // 10]):
    synonyms.append({"objectID": f"c{i}", "type": "altCorrection1", "word": word[::-1], "corrections": [word]})
json.dump(synonyms, open(out, "w"), indent=1)
print(f"{len(synonyms)} synonyms", file=sys.stderr)
