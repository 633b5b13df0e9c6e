"""What the benchmark peers (tantivy, SQLite FTS5) and the query-mix generator share.

The engine under test gets the same data, the same queries and the same workload per query:
all query words required, the last one as a prefix, typo tolerance by word length (Algolia's
defaults: 1 typo from 4 letters, 2 from 8), 20 hits with highlighting on the spec's
`highlight` attributes, and counts for the spec's two `facets` over every matching record.
"""
import json
import os
import re
import time
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
SPECS = os.path.join(HERE, "..", "bench-engine", "datasets.json")
HITS_PER_PAGE = 20
MAX_VALUES_PER_FACET = 100


def load_spec(name):
    with open(SPECS, encoding="utf-8") as handle:
        specs = json.load(handle)
    base = name.split("-")[0]  # demo-100k -> demo
    return specs[base]


def bare(attribute):
    """`unordered(description)` / `searchable(brand)` -> the attribute name."""
    match = re.fullmatch(r"\w+\((.*)\)", attribute)
    return match.group(1) if match else attribute


def searchable(spec):
    return [bare(a) for a in spec["settings"]["searchableAttributes"]]


def field_name(attribute):
    """A dotted attribute path as a flat column / field name."""
    return attribute.replace(".", "_")


def value_at(record, path):
    value = record
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            return None
        value = value[part]
    return value


def strings(value):
    """Every string in a value (arrays flattened), numbers as text."""
    if value is None:
        return []
    if isinstance(value, list):
        out = []
        for item in value:
            out.extend(strings(item))
        return out
    if isinstance(value, bool):
        return ["true" if value else "false"]
    if isinstance(value, (int, float)):
        return [format_number(value)]
    if isinstance(value, str):
        return [value]
    return []


def format_number(value):
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def fold(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def tokenize(text):
    return _WORD.findall(fold(text))


def typo_distance(word):
    return 0 if len(word) < 4 else (1 if len(word) < 8 else 2)


def read_ndjson(path):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def percentile(sorted_values, fraction):
    """Nearest-rank percentile of an ascending list."""
    if not sorted_values:
        return None
    rank = max(1, int(round(fraction * len(sorted_values) + 0.4999)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def rss_bytes():
    """(current resident set, peak resident set) of this process, in bytes."""
    current = peak = 0
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                current = int(line.split()[1]) * 1024
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1]) * 1024
    return current, peak


def directory_bytes(path):
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            total += os.path.getsize(os.path.join(root, name))
    return total


def load_queries(path):
    """The mix, less the queries only the engine can answer (geo: neither peer has it)."""
    with open(path, encoding="utf-8") as handle:
        return [query for query in json.load(handle)["queries"] if not query.get("engineOnly")]


def run_mix(queries, search, passes):
    """Runs the mix once to warm up, then `passes` times timed. `search(q)` returns nbHits.

    Returns latency percentiles (ms) per kind and overall, and the mean nbHits per kind, which
    the table prints so that a peer answering nothing cannot look fast unnoticed.
    """
    hits = {}
    for query in queries:
        hits.setdefault(query["kind"], []).append(search(query))
    samples = {}
    for _ in range(passes):
        for query in queries:
            start = time.perf_counter_ns()
            search(query)
            elapsed = (time.perf_counter_ns() - start) / 1e6
            samples.setdefault(query["kind"], []).append(elapsed)
            samples.setdefault("all", []).append(elapsed)
    latency = {}
    for kind, values in samples.items():
        values.sort()
        latency[kind] = {"p50": percentile(values, 0.5), "p99": percentile(values, 0.99), "n": len(values)}
    mean_hits = {kind: sum(v) / len(v) for kind, v in hits.items()}
    return latency, mean_hits


def write_json(path, value):
    tmp = path + ".part"
    with open(tmp, "w", encoding="utf-8") as handle:
        json.dump(value, handle, indent=1, sort_keys=True)
    os.replace(tmp, path)
