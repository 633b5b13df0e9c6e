#!/usr/bin/env python3
"""Turns a real dataset (JSON arrays in ../shared/datasets) into the NDJSON every engine imports.

Adds `objectID` (the record's position, as the datasets have none) and keeps every other field
unchanged, so the engine and its peers index exactly the same bytes.
Usage: prepare.py SPEC_NAME DATASETS_DIR OUT.ndjson
"""
import glob
import json
import os
import sys


def main():
    name, datasets_dir, out = sys.argv[1], sys.argv[2], sys.argv[3]
    spec = json.load(open(os.path.join(os.path.dirname(__file__), "datasets.json")))[name]
    files = sorted(glob.glob(os.path.join(datasets_dir, spec["source"])))
    if not files:
        sys.exit(f"prepare: no files match {spec['source']} in {datasets_dir}")
    position = 0
    tmp = out + ".part"
    with open(tmp, "w", encoding="utf-8") as sink:
        for path in files:
            with open(path, encoding="utf-8") as source:
                records = json.load(source)
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
