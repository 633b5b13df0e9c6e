#!/usr/bin/env python3
"""Prints the engine benchmark table from the JSON results of one run.

Usage: table.py RESULTS_DIR
RESULTS_DIR/<dataset>/<engine>-import.json, <engine>-query.json, and RESULTS_DIR/machine.json.
"""
import json
import os
import sys

ENGINES = ["instantsearch", "tantivy", "sqlite-fts5"]
KINDS = ["one_word", "two_words", "prefix", "misspelled", "broad", "filters", "geo", "rules"]


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError):
        return None


def size(count):
    if count is None:
        return "-"
    for unit in ["B", "KB", "MB", "GB"]:
        if count < 1024 or unit == "GB":
            return f"{count:.0f} {unit}" if unit == "B" else f"{count:.1f} {unit}"
        count /= 1024


def ms(value):
    if value is None:
        return "-"
    return f"{value:.2f}" if value < 10 else f"{value:.1f}"


def rate(value):
    if value is None:
        return "-"
    return f"{value / 1000:.0f}k" if value >= 10_000 else f"{value:.0f}"


def rounds_note(machine):
    rounds = machine.get("rounds", 1)
    return f", median of {rounds} rounds alternating the engines" if rounds > 1 else ""


def render(rows, header):
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    line = lambda r: "| " + " | ".join(str(c).rjust(w) if i else str(c).ljust(w) for i, (c, w) in enumerate(zip(r, widths))) + " |"
    out = [line(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    out += [line(r) for r in rows]
    return "\n".join(out)


def main():
    results = sys.argv[1]
    machine = load(os.path.join(results, "machine.json")) or {}
    print(f"Machine: {machine.get('cpu', '?')}, {machine.get('nproc', '?')} cores, {machine.get('memory', '?')} RAM, "
          f"{machine.get('os', '?')}")
    print(f"Versions: {machine.get('swift', '?')}; {machine.get('tantivy', 'tantivy ?')}; "
          f"SQLite {machine.get('sqlite', '?')} (Python {machine.get('python', '?')})")
    print(f"Run: {machine.get('date', '?')}; load average before {machine.get('loadBefore', '?')}, after "
          f"{machine.get('loadAfter', '?')} (other work on the machine skews the figures)")
    print(f"Workload: query mix of {machine.get('perKind', '?')} queries x 5 kinds, {machine.get('passes', '?')} timed "
          f"passes after one warm-up{rounds_note(machine)}; 20 hits with highlighting + counts on 2 facets per query; queries on "
          f"{'two cores' if machine.get('cores', 1) == 2 else 'one core'} (taskset), import unpinned. Latency = wall time of one search call in-process.")
    print()
    engines = machine.get("engines", ENGINES)
    datasets = machine.get("datasets", [])
    summary, detail = [], []
    for dataset in datasets:
        info = load(os.path.join(results, dataset["name"], "dataset.json")) or dataset
        for engine in engines:
            imported = load(os.path.join(results, dataset["name"], f"{engine}-import.json")) or {}
            queried = load(os.path.join(results, dataset["name"], f"{engine}-query.json")) or {}
            error = imported.get("error") or queried.get("error")
            latency = queried.get("latency", {})
            records = imported.get("records")
            seconds = imported.get("importSeconds")
            summary.append([
                f"{dataset['name']} ({dataset.get('records', '?')} rec, {size(dataset.get('bytes'))})" if engine == engines[0] else "",
                engine,
                rate(records / seconds) if records and seconds else "-",
                size(imported.get("indexBytes")),
                size(queried.get("rss")),
                ms(queried.get("openMS")),
                ms(latency.get("all", {}).get("p50")),
                ms(latency.get("all", {}).get("p99")),
                ("ERROR: " + error[:60]) if error else "",
            ])
            hits = queried.get("meanHits", {})
            detail.append([
                dataset["name"] if engine == engines[0] else "", engine,
                *[f"{ms(latency.get(k, {}).get('p50'))} / {ms(latency.get(k, {}).get('p99'))}" for k in KINDS],
                " ".join(f"{hits[k]:.0f}" if k in hits else "-" for k in KINDS),
            ])
    print(render(summary, ["dataset", "engine", "import rec/s", "index size", "RSS after queries", "open ms",
                           "p50 ms", "p99 ms", "note"]))
    print()
    print("Latency per query kind, p50 / p99 in ms; last column: mean nbHits per kind (same order), "
          "to show that every engine answers the same queries:")
    print(render(detail, ["dataset", "engine", *KINDS, "mean nbHits"]))
    baselines = [engine for engine in engines if engine.startswith("instantsearch@")]
    if baselines:
        print()
        print(f"Change against the baseline ({', '.join(baselines)}), positive = slower now:")
        print(render(compare(results, datasets, baselines), ["dataset", "baseline", "p50 now / then", "p50 change",
                                                              "p99 now / then", "p99 change"]))


def compare(results, datasets, baselines):
    """Rows of the current engine's p50 and p99 against each baseline's, per dataset."""
    def figure(name, engine, key):
        queried = load(os.path.join(results, name, f"{engine}-query.json")) or {}
        return queried.get("latency", {}).get("all", {}).get(key)

    def change(now, then):
        return f"{(now - then) / then * 100:+.1f}%" if now is not None and then else "-"

    rows = []
    for dataset in datasets:
        for baseline in baselines:
            now50, then50 = figure(dataset["name"], "instantsearch", "p50"), figure(dataset["name"], baseline, "p50")
            now99, then99 = figure(dataset["name"], "instantsearch", "p99"), figure(dataset["name"], baseline, "p99")
            rows.append([dataset["name"], baseline, f"{ms(now50)} / {ms(then50)}", change(now50, then50),
                         f"{ms(now99)} / {ms(then99)}", change(now99, then99)])
    return rows


if __name__ == "__main__":
    main()
