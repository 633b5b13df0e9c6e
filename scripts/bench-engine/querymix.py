#!/usr/bin/env python3
"""Builds the fixed query mix for one dataset, from the dataset itself.

Queries use the data's real words so they hit: one frequent word, two words that occur together
in a title, a prefix (what a user has typed so far), a misspelling of a real word (one edit:
transposition, deletion, substitution by a neighbouring key, doubled letter; never itself a word
of the data), and an empty query with a facet filter plus a numeric filter. A grown real dataset
(`bestbuy-1m`: a size after the name) adds broad queries, the words that match most records
(`phone`, `cell`, `for`), alone, in pairs and misspelled (`phqne with`): the worst case of a
search-as-you-type box, where facet counting and ranking cover nearly the whole index.
Records with a `_geoloc` add geo queries (the engine only: the peers have no geo search), around a
record's point with a radius, with the automatic radius, with `aroundRadius: all` (every record
sorted by distance) and inside a bounding box, each alone or with a frequent word.
A rule-heavy kind (the engine only) comes with a rules file written next to OUT (NAME.rules.json):
300 query rules on frequent words of the data, in the context `bench-rules`, pinning records,
hiding one, filtering on the facet a `{facet:ATTR}` placeholder read (and removing it from the
query), boosting it as an optional filter, or replacing a word; its queries set `ruleContexts` so
they trigger them, and the other kinds (no context) only pay the rules' context test.
Deterministic: the same data gives the same queries, so every engine and every run answers the
same mix.
Usage: querymix.py SPEC_NAME DATA.ndjson OUT.json [PER_KIND]
"""
import collections
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench-peers"))
import benchlib  # noqa: E402

SCAN = 50_000
NEIGHBOURS = {
    "a": "qsz", "b": "vgn", "c": "xdv", "d": "sfe", "e": "wrd", "f": "dgr", "g": "fht", "h": "gjy",
    "i": "uok", "j": "hku", "k": "jli", "l": "kop", "m": "nj", "n": "bmh", "o": "ipl", "p": "ol",
    "q": "wa", "r": "etf", "s": "adw", "t": "ryg", "u": "yij", "v": "cbf", "w": "qes", "x": "zcs",
    "y": "tuh", "z": "xa",
}


def misspell(word, vocabulary, rng):
    for _ in range(20):
        kind = rng.randrange(4)
        i = rng.randrange(1, len(word) - 1)
        if kind == 0 and i + 1 < len(word):
            candidate = word[:i] + word[i + 1] + word[i] + word[i + 2:]
        elif kind == 1:
            candidate = word[:i] + word[i + 1:]
        elif kind == 2 and word[i] in NEIGHBOURS:
            candidate = word[:i] + rng.choice(NEIGHBOURS[word[i]]) + word[i + 1:]
        else:
            candidate = word[:i] + word[i] + word[i:]
        if candidate != word and candidate not in vocabulary and candidate.isalpha():
            return candidate
    return None


def add_broad(add, document_frequency, scanned, vocabulary, rng, count):
    """`count` queries of words found in at least a third of the records: one word, two words, and a
    misspelled one followed by another (typos and all words required, as a user types them)."""
    broad = sorted(w for w, df in document_frequency.items() if df * 3 >= scanned and w.isalpha() and len(w) >= 3)
    if not broad:
        return
    long_broad = [w for w in broad if len(w) >= 5]
    for index in range(count):
        shape = index % 3
        if shape == 0:
            add("broad", rng.choice(broad))
        elif shape == 1:
            first, second = rng.sample(broad, 2) if len(broad) > 1 else (broad[0], broad[0])
            add("broad", f"{first} {second}")
        else:
            typo = misspell(rng.choice(long_broad), vocabulary, rng) if long_broad else None
            add("broad", f"{typo or rng.choice(broad)} {rng.choice(broad)}")


def add_geo(add, points, candidates, weights, rng, count):
    """`count` geo queries around (or in a box about) points of the data, half with a frequent word."""
    for index in range(count):
        lat, lng = rng.choice(points)
        around = f"{lat},{lng}"
        shape = index % 4
        if shape == 0:
            params = {"aroundLatLng": around, "aroundRadius": 50_000}
        elif shape == 1:
            params = {"aroundLatLng": around}
        elif shape == 2:
            params = {"aroundLatLng": around, "aroundRadius": "all"}
        else:
            params = {"insideBoundingBox": [[round(lat - 1, 4), round(lng - 1, 4), round(lat + 1, 4), round(lng + 1, 4)]]}
        add("geo", rng.choices(candidates, weights)[0] if index % 2 else "", params=params)


def add_rules(add, words, facet, facet_values, object_ids, rng, count, path, rule_count=300):
    """Writes `rule_count` rules on `words` to `path` and adds `count` queries that trigger them."""
    rules = []
    words = words[:rule_count]
    values = [value for value, _ in facet_values.most_common(20)]
    for index, word in enumerate(words):
        rule = {"objectID": f"bench-{index}", "consequence": {"userData": {"rule": index}}}
        condition = {"pattern": word, "anchoring": "contains", "context": "bench-rules"}
        shape = index % 5
        if shape == 0:
            rule["consequence"]["promote"] = [{"objectID": rng.choice(object_ids), "position": 0},
                                              {"objectIDs": rng.sample(object_ids, 2), "position": 3}]
        elif shape == 1:
            rule["consequence"]["hide"] = [{"objectID": rng.choice(object_ids)}]
            condition["alternatives"] = True
        elif shape == 2:
            condition["pattern"] = f"{{facet:{facet}}} {word}"
            rule["consequence"]["params"] = {"automaticFacetFilters": [{"facet": facet, "disjunctive": True}],
                                             "query": {"remove": [f"{{facet:{facet}}}"]}}
        elif shape == 3:
            condition["pattern"] = f"{{facet:{facet}}} {word}"
            rule["consequence"]["params"] = {"automaticOptionalFacetFilters": [{"facet": facet, "score": 2}]}
        else:
            other = words[(index + 1) % len(words)]
            rule["consequence"]["params"] = {"query": {"edits": [{"type": "replace", "delete": word, "insert": other}]}}
        rule["conditions"] = [condition]
        rules.append(rule)
    benchlib.write_json(path, rules)
    for index in range(count):
        index_word = rng.randrange(len(words))
        shape = index_word % 5
        query = words[index_word]
        if shape in (2, 3) and values:
            query = f"{rng.choice(values)} {query}"
        elif index % 2:
            query = f"{query} {rng.choice(words)}"
        add("rules", query, params={"ruleContexts": ["bench-rules"]})


def main():
    name, data, out = sys.argv[1], sys.argv[2], sys.argv[3]
    per_kind = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    spec = benchlib.load_spec(name)
    attributes = benchlib.searchable(spec)
    title = spec["titleAttribute"]
    facet, numeric = spec["filterFacet"], spec["filterNumeric"]

    document_frequency = collections.Counter()
    titles = []
    facet_values = collections.Counter()
    numbers = []
    points = []
    object_ids = []
    for position, record in enumerate(benchlib.read_ndjson(data)):
        if position >= SCAN:
            break
        words = set()
        for attribute in attributes:
            for text in benchlib.strings(benchlib.value_at(record, attribute)):
                words.update(benchlib.tokenize(text))
        document_frequency.update(words)
        titles.extend(benchlib.strings(benchlib.value_at(record, title))[:1])
        facet_values.update(benchlib.strings(benchlib.value_at(record, facet)))
        value = benchlib.value_at(record, numeric)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            numbers.append(value)
        if len(object_ids) < 1000 and isinstance(record.get("objectID"), (str, int)):
            object_ids.append(str(record["objectID"]))
        geoloc = record.get("_geoloc")
        if isinstance(geoloc, dict) and isinstance(geoloc.get("lat"), (int, float)) and isinstance(geoloc.get("lng"), (int, float)):
            points.append((geoloc["lat"], geoloc["lng"]))

    vocabulary = set(document_frequency)
    candidates = sorted(w for w, df in document_frequency.items() if len(w) >= 4 and w.isalpha() and df >= 2)
    weights = [document_frequency[w] ** 0.5 for w in candidates]
    long_words = [w for w in candidates if len(w) >= 6]
    long_weights = [document_frequency[w] ** 0.5 for w in long_words]
    rng = random.Random(f"querymix:{name.split('-')[0]}")
    queries = []

    def add(kind, query, facet_filter=None, numeric_filter=None, params=None):
        entry = {"kind": kind, "query": query, "facetFilter": facet_filter, "numericFilter": numeric_filter}
        if params is not None:
            # Algolia parameters only the engine reads; the peers skip the query (benchlib).
            entry["params"] = params
            entry["engineOnly"] = True
        queries.append(entry)

    for _ in range(per_kind):
        add("one_word", rng.choices(candidates, weights)[0])
    pairs = 0
    while pairs < per_kind:
        words = [w for w in benchlib.tokenize(rng.choice(titles)) if len(w) >= 3 and w.isalpha()]
        if len(words) >= 2:
            start = rng.randrange(len(words) - 1)
            add("two_words", f"{words[start]} {words[start + 1]}")
            pairs += 1
    for index in range(per_kind):
        word = rng.choices(long_words, long_weights)[0]
        prefix = word[: rng.randrange(3, len(word) - 1)]
        if index % 2 == 1:
            prefix = f"{rng.choices(candidates, weights)[0]} {prefix}"
        add("prefix", prefix)
    typos = 0
    while typos < per_kind:
        candidate = misspell(rng.choices(long_words, long_weights)[0], vocabulary, rng)
        if candidate:
            add("misspelled", candidate)
            typos += 1
    if "-" in name and "replicate" in spec:
        add_broad(add, document_frequency, min(position + 1, SCAN), vocabulary, rng, per_kind // 2)
    top_values = [value for value, _ in facet_values.most_common(10)]
    numbers.sort()
    thresholds = [numbers[int(len(numbers) * q)] for q in (0.25, 0.5, 0.75)] if numbers else [0]
    for _ in range(per_kind):
        add("filters", "", [facet, rng.choice(top_values)], [numeric, spec["filterNumericOperator"], rng.choice(thresholds)])

    if points:
        add_geo(add, points, candidates, weights, rng, per_kind)
    if object_ids and out.endswith(".queries.json"):
        frequent = [w for w, _ in document_frequency.most_common() if w in set(candidates)][:300]
        add_rules(add, frequent, facet, facet_values, object_ids, rng, per_kind, out[: -len(".queries.json")] + ".rules.json")

    benchlib.write_json(out, {"dataset": name, "queries": queries})
    print(f"querymix: {name}: {len(queries)} queries -> {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
