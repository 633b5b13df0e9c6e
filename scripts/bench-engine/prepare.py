#!/usr/bin/env python3
"""Turns a real dataset (JSON arrays in ../shared/datasets) into the NDJSON every engine imports.

Adds `objectID` (the record's position, as the datasets have none). With COUNT larger than the
dataset (`bestbuy-1m`), each record is replicated with perturbed text (see `replicate.py`) until
COUNT records are written, so scale benchmarks run on long real text and real multi-valued facets
rather than on the generated demo catalogue. The source files are only read, never copied.
Usage: prepare.py SPEC_NAME DATASETS_DIR OUT.ndjson [COUNT]
"""
import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import replicate  # noqa: E402


def main():
    name, datasets_dir, out = sys.argv[1], sys.argv[2], sys.argv[3]
    count = int(sys.argv[4]) if len(sys.argv) > 4 else None
    spec = json.load(open(os.path.join(os.path.dirname(__file__), "datasets.json")))[name]
    files = sorted(glob.glob(os.path.join(datasets_dir, spec["source"])))
    if not files:
        sys.exit(f"prepare: no files match {spec['source']} in {datasets_dir}")
    records = []
    for path in files:
        with open(path, encoding="utf-8") as source:
            records.extend(json.load(source))
    if count is not None and count > len(records):
        records = replicate.Replicator(records, spec.get("replicate", {})).records(count)
    elif count is not None:
        records = records[:count]
    position = 0
    tmp = out + ".part"
    with open(tmp, "w", encoding="utf-8") as sink:
        for record in records:
            line = {"objectID": str(position)}
            line.update(record)
            sink.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")))
            sink.write("\n")
            position += 1
    os.replace(tmp, out)
    print(f"prepare: {name}: {position} records from {len(files)} file(s) -> {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
