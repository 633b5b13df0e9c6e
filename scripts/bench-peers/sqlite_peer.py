#!/usr/bin/env python3
"""The benchmark workload on SQLite FTS5 (Python standard library `sqlite3`).

  sqlite_peer.py import SPEC DATA.ndjson INDEX_DIR OUT.json
  sqlite_peer.py query  SPEC INDEX_DIR QUERIES.json PASSES OUT.json

Mapping of the workload: an external-content FTS5 table over the searchable attributes
(unicode61, diacritics removed); every query word is required (AND); the last word is also a
prefix (`"word"*`). FTS5 has no typo tolerance, so it is emulated the usual way: at import a
table of single-deletion keys of every indexed term (SymSpell style); a query word of 4+ letters
is OR-ed with the terms sharing a deletion key with it and within the allowed distance (1, or 2
from 8 letters, optimal string alignment). Matching rowids go to a temporary table; facet
counts are GROUP BY over it, joined with a (row, attribute, value) table; filters are rowid
subqueries on that table and on indexed numeric columns. Highlighting is FTS5's highlight() on
the 20 hits, which marks every matched term, typo expansions included.
"""
import os
import sqlite3
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402

DATABASE = "index.sqlite"


def deletions(term):
    return {term[:i] + term[i + 1:] for i in range(len(term))}


def osa_distance(a, b, limit):
    """Optimal string alignment distance, or limit + 1 when larger than limit."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2 = None
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if previous2 is not None and i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[len(b)]


def columns(spec):
    return [benchlib.field_name(a) for a in benchlib.searchable(spec)]


def numeric_attributes(spec):
    return sorted({spec["filterNumeric"], spec["rankingNumeric"]})


def do_import(spec_name, data, index_dir, out):
    spec = benchlib.load_spec(spec_name)
    start = time.perf_counter()
    os.makedirs(index_dir, exist_ok=True)
    path = os.path.join(index_dir, DATABASE)
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=OFF")
    db.execute("PRAGMA synchronous=OFF")
    searchable = benchlib.searchable(spec)
    cols = columns(spec)
    numeric = numeric_attributes(spec)
    facet_attributes = sorted(set(spec["facets"]) | {spec["filterFacet"]})
    numeric_cols = ["n_" + benchlib.field_name(a) for a in numeric]
    db.execute(f"CREATE TABLE docs(rowid INTEGER PRIMARY KEY, objectID TEXT, "
               f"{', '.join(c + ' TEXT' for c in cols)}, {', '.join(c + ' REAL' for c in numeric_cols)})")
    db.execute("CREATE TABLE facets(attr TEXT, row INTEGER, value TEXT, PRIMARY KEY(row, attr, value)) WITHOUT ROWID")
    db.execute(f"CREATE VIRTUAL TABLE fts USING fts5({', '.join(cols)}, content='docs', content_rowid='rowid', "
               f"tokenize='unicode61 remove_diacritics 2')")
    insert_doc = (f"INSERT INTO docs VALUES (?, ?, {', '.join('?' for _ in cols)}, "
                  f"{', '.join('?' for _ in numeric_cols)})")
    insert_fts = f"INSERT INTO fts(rowid, {', '.join(cols)}) VALUES (?, {', '.join('?' for _ in cols)})"
    count = 0
    docs, facets = [], []
    for record in benchlib.read_ndjson(data):
        count += 1
        texts = [" . ".join(benchlib.strings(benchlib.value_at(record, a))) for a in searchable]
        numbers = []
        for attribute in numeric:
            value = benchlib.value_at(record, attribute)
            numbers.append(float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None)
        docs.append((count, str(record.get("objectID", count)), *texts, *numbers))
        for attribute in facet_attributes:
            for value in set(benchlib.strings(benchlib.value_at(record, attribute))):
                facets.append((attribute, count, value))
        if len(docs) >= 10_000:
            flush(db, insert_doc, insert_fts, docs, facets, len(cols))
    flush(db, insert_doc, insert_fts, docs, facets, len(cols))
    db.execute("CREATE INDEX facets_by_value ON facets(attr, value, row)")
    for column in numeric_cols:
        db.execute(f"CREATE INDEX docs_{column} ON docs({column})")
    db.execute("INSERT INTO fts(fts) VALUES ('optimize')")
    db.execute("CREATE VIRTUAL TABLE temp.vocabulary USING fts5vocab(main, fts, 'row')")
    db.execute("CREATE TABLE typo(key TEXT, term TEXT)")
    rows = []
    for (term,) in db.execute("SELECT term FROM temp.vocabulary").fetchall():
        if len(term) >= 3:
            rows.append((term, term))
            rows.extend((key, term) for key in deletions(term))
    db.executemany("INSERT INTO typo VALUES (?, ?)", rows)
    db.execute("CREATE INDEX typo_by_key ON typo(key)")
    db.commit()
    db.execute("VACUUM")
    db.close()
    seconds = time.perf_counter() - start
    _, peak = benchlib.rss_bytes()
    benchlib.write_json(out, {
        "records": count, "importSeconds": seconds, "indexBytes": benchlib.directory_bytes(index_dir),
        "importPeakRSS": peak,
    })


def flush(db, insert_doc, insert_fts, docs, facets, column_count):
    db.executemany(insert_doc, docs)
    db.executemany(insert_fts, [row[:1] + row[2:2 + column_count] for row in docs])
    db.executemany("INSERT OR IGNORE INTO facets VALUES (?, ?, ?)", facets)
    docs.clear()
    facets.clear()


class Searcher:
    def __init__(self, spec, index_dir):
        self.spec = spec
        self.db = sqlite3.connect(os.path.join(index_dir, DATABASE))
        self.db.execute("CREATE TEMP TABLE m(id INTEGER PRIMARY KEY)")
        cols = columns(spec)
        self.highlights = [cols.index(benchlib.field_name(a)) for a in spec["highlight"]]
        self.ranking = "n_" + benchlib.field_name(spec["rankingNumeric"])
        # Touch the schema and the FTS structure so that opening includes loading them.
        self.db.execute("SELECT count(*) FROM fts WHERE fts MATCH 'a*'").fetchone()

    def alternatives(self, word, last):
        terms = ['"' + word + '"']
        distance = benchlib.typo_distance(word)
        if distance:
            keys = [word, *deletions(word)]
            marks = ",".join("?" for _ in keys)
            candidates = {t for (t,) in self.db.execute(f"SELECT DISTINCT term FROM typo WHERE key IN ({marks})", keys)}
            terms.extend('"' + t + '"' for t in sorted(candidates) if t != word and osa_distance(word, t, distance) <= distance)
        if last:
            terms.append('"' + word + '"*')
        return "(" + " OR ".join(terms) + ")"

    def search(self, request):
        text = request["query"]
        words = benchlib.tokenize(text)
        conditions, parameters = [], []
        if request.get("facetFilter"):
            attribute, value = request["facetFilter"]
            conditions.append("{rowid} IN (SELECT row FROM facets WHERE attr = ? AND value = ?)")
            parameters += [attribute, value]
        if request.get("numericFilter"):
            attribute, operator, value = request["numericFilter"]
            conditions.append(f"{{rowid}} IN (SELECT rowid FROM docs WHERE n_{benchlib.field_name(attribute)} {operator} ?)")
            parameters.append(value)
        db = self.db
        db.execute("DELETE FROM m")
        if words:
            expression = " AND ".join(
                self.alternatives(w, i == len(words) - 1 and not text.endswith(" ")) for i, w in enumerate(words))
            # The filters are repeated rather than joined with m: FTS5 answers `rowid IN (...)` by
            # running the full-text query once per rowid, which is quadratic.
            where = " AND ".join(["fts MATCH ?"] + [c.format(rowid="fts.rowid") for c in conditions])
            db.execute(f"INSERT INTO m SELECT rowid FROM fts WHERE {where}", [expression] + parameters)
            columns_sql = ", ".join(f"highlight(fts, {c}, '<em>', '</em>')" for c in self.highlights)
            db.execute(f"SELECT d.objectID, {columns_sql} FROM fts JOIN docs d ON d.rowid = fts.rowid "
                       f"WHERE {where} ORDER BY rank LIMIT ?",
                       [expression] + parameters + [benchlib.HITS_PER_PAGE]).fetchall()
        else:
            where = " AND ".join(c.format(rowid="rowid") for c in conditions) if conditions else "1"
            db.execute(f"INSERT INTO m SELECT rowid FROM docs WHERE {where}", parameters)
            db.execute(f"SELECT objectID FROM docs WHERE rowid IN (SELECT id FROM m) ORDER BY {self.ranking} DESC "
                       f"LIMIT ?", [benchlib.HITS_PER_PAGE]).fetchall()
        for facet in self.spec["facets"]:
            db.execute("SELECT f.value, count(*) AS c FROM m JOIN facets f ON f.row = m.id AND f.attr = ? "
                       "GROUP BY f.value ORDER BY c DESC, f.value LIMIT ?",
                       [facet, benchlib.MAX_VALUES_PER_FACET]).fetchall()
        return db.execute("SELECT count(*) FROM m").fetchone()[0]


def do_query(spec_name, index_dir, queries_path, passes, out):
    spec = benchlib.load_spec(spec_name)
    queries = benchlib.load_queries(queries_path)
    start = time.perf_counter()
    searcher = Searcher(spec, index_dir)
    open_ms = (time.perf_counter() - start) * 1000
    latency, hits = benchlib.run_mix(queries, searcher.search, passes)
    current, peak = benchlib.rss_bytes()
    benchlib.write_json(out, {"openMS": open_ms, "rss": current, "peakRSS": peak, "latency": latency, "meanHits": hits})


def main():
    command = sys.argv[1]
    if command == "import":
        do_import(*sys.argv[2:6])
    elif command == "query":
        do_query(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]), sys.argv[6])
    else:
        sys.exit(f"unknown command {command}")


if __name__ == "__main__":
    main()
