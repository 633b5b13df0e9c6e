#!/usr/bin/env python3
"""Merges the query results of several rounds of one engine into one result, for table.py.

Usage: rounds.py OUT ROUND.json [ROUND.json ...]
Each latency figure (p50 and p99 of every query kind, and of all of them) and the open time become
the median of the rounds' figures; the other fields are the first round's. A round that failed
makes the merged result that failure. With one round the file is copied as it is.
"""
import json
import statistics
import sys


def main():
    out, paths = sys.argv[1], sys.argv[2:]
    rounds = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            rounds.append(json.load(handle))
    failed = [r for r in rounds if "error" in r]
    merged = dict(failed[0] if failed else rounds[0])
    if not failed and len(rounds) > 1:
        merged["rounds"] = len(rounds)
        merged["openMS"] = statistics.median(r["openMS"] for r in rounds)
        latency = {}
        for kind, first in rounds[0]["latency"].items():
            figures = [r["latency"].get(kind) for r in rounds]
            if any(f is None for f in figures):
                continue
            latency[kind] = dict(first)
            for key in ("p50", "p99"):
                latency[kind][key] = statistics.median(f[key] for f in figures)
            latency[kind]["roundsP50"] = [f["p50"] for f in figures]
        merged["latency"] = latency
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(merged, handle)


if __name__ == "__main__":
    main()
