#!/usr/bin/env python3
"""The benchmark workload on tantivy (PyPI `tantivy`, Rust search library with Python bindings).

  tantivy_peer.py import SPEC DATA.ndjson INDEX_DIR OUT.json
  tantivy_peer.py query  SPEC INDEX_DIR QUERIES.json PASSES OUT.json

Mapping of the workload: every query word is required (BooleanQuery of Must clauses); each word
matches any searchable field (Should over fields); words of 4+ letters are FuzzyTermQuery with
distance 1 (2 from 8 letters, transpositions cost 1); the last word is a prefix (fuzzy prefix).
Filters are TermQuery on raw facet fields and RangeQuery on fast numeric fields. Facet counts
are terms aggregations over all matching documents. Highlighting uses SnippetGenerator on
each highlighted field of the 20 hits (whole field: max chars raised to 100k). The snippet
generator only highlights terms it can extract from a query, and fuzzy queries expose none, so
highlighting runs on a companion query: the exact query words plus the dictionary's expansions
of the last word as a prefix (up to 50 terms). Words matched only through a typo are therefore
not highlighted by this peer, which makes its highlighting cheaper than the engine's.
"""
import json
import os
import sys
import time

import tantivy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib  # noqa: E402

ANALYZER = "folded"


def analyzer():
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.ascii_fold())
        .build()
    )


def numeric_attributes(spec, sample):
    """Attributes stored as fast float fields: the numeric filter, the ranking field, numeric facets."""
    wanted = {spec["filterNumeric"], spec["rankingNumeric"]}
    for facet in spec["facets"]:
        values = [benchlib.value_at(r, facet) for r in sample]
        if values and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values if v is not None):
            wanted.add(facet)
    return sorted(wanted)


def build_schema(spec, numeric):
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("objectID", stored=True, tokenizer_name="raw")
    for attribute in benchlib.searchable(spec):
        builder.add_text_field(benchlib.field_name(attribute), stored=True, tokenizer_name=ANALYZER)
    for attribute in set(spec["facets"]) | {spec["filterFacet"]}:
        if attribute not in numeric:
            builder.add_text_field("f_" + benchlib.field_name(attribute), fast=True, tokenizer_name="raw",
                                   index_option="basic")
    for attribute in numeric:
        builder.add_float_field("n_" + benchlib.field_name(attribute), indexed=True, fast=True)
    return builder.build()


def do_import(spec_name, data, index_dir, out):
    spec = benchlib.load_spec(spec_name)
    start = time.perf_counter()
    sample = []
    for record in benchlib.read_ndjson(data):
        sample.append(record)
        if len(sample) >= 1000:
            break
    numeric = numeric_attributes(spec, sample)
    os.makedirs(index_dir, exist_ok=True)
    with open(os.path.join(index_dir, "bench-schema.json"), "w") as handle:
        json.dump({"numeric": numeric}, handle)
    schema = build_schema(spec, numeric)
    index = tantivy.Index(schema, path=index_dir, reuse=False)
    index.register_tokenizer(ANALYZER, analyzer())
    writer = index.writer(heap_size=256_000_000)
    searchable = benchlib.searchable(spec)
    text_facets = [a for a in set(spec["facets"]) | {spec["filterFacet"]} if a not in numeric]
    count = 0
    for record in benchlib.read_ndjson(data):
        document = tantivy.Document()
        document.add_text("objectID", str(record.get("objectID", count)))
        for attribute in searchable:
            for text in benchlib.strings(benchlib.value_at(record, attribute)):
                document.add_text(benchlib.field_name(attribute), text)
        for attribute in text_facets:
            for text in benchlib.strings(benchlib.value_at(record, attribute)):
                document.add_text("f_" + benchlib.field_name(attribute), text)
        for attribute in numeric:
            value = benchlib.value_at(record, attribute)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                document.add_float("n_" + benchlib.field_name(attribute), float(value))
        writer.add_document(document)
        count += 1
    writer.commit()
    writer.wait_merging_threads()
    seconds = time.perf_counter() - start
    _, peak = benchlib.rss_bytes()
    benchlib.write_json(out, {
        "records": count, "importSeconds": seconds, "indexBytes": benchlib.directory_bytes(index_dir),
        "importPeakRSS": peak,
    })


class Searcher:
    def __init__(self, spec, index_dir):
        with open(os.path.join(index_dir, "bench-schema.json")) as handle:
            self.numeric = json.load(handle)["numeric"]
        self.spec = spec
        self.index = tantivy.Index.open(index_dir)
        self.index.register_tokenizer(ANALYZER, analyzer())
        self.schema = self.index.schema
        self.searcher = self.index.searcher()
        self.fields = [benchlib.field_name(a) for a in benchlib.searchable(spec)]
        self.highlight = [benchlib.field_name(a) for a in spec["highlight"]]
        self.aggregations = {}
        for position, facet in enumerate(spec["facets"]):
            name = ("n_" if facet in self.numeric else "f_") + benchlib.field_name(facet)
            self.aggregations[f"facet{position}"] = {"terms": {"field": name, "size": benchlib.MAX_VALUES_PER_FACET}}

    def word_query(self, word, last):
        distance = benchlib.typo_distance(word)
        clauses = []
        for field in self.fields:
            if distance == 0 and not last:
                query = tantivy.Query.term_query(self.schema, field, word)
            else:
                query = tantivy.Query.fuzzy_term_query(self.schema, field, word, distance=distance,
                                                       transposition_cost_one=True, prefix=last)
            clauses.append((tantivy.Occur.Should, query))
        return tantivy.Query.boolean_query(clauses)

    def highlight_query(self, words, prefix_last):
        clauses = []
        for field in self.highlight:
            for position, word in enumerate(words):
                clauses.append((tantivy.Occur.Should, tantivy.Query.term_query(self.schema, field, word)))
                if prefix_last and position == len(words) - 1:
                    for term, _ in self.searcher.terms_with_prefix(field, word, limit=50):
                        clauses.append((tantivy.Occur.Should, tantivy.Query.term_query(self.schema, field, term)))
        return tantivy.Query.boolean_query(clauses)

    def search(self, request):
        text = request["query"]
        words = benchlib.tokenize(text)
        clauses = []
        for position, word in enumerate(words):
            last = position == len(words) - 1 and not text.endswith(" ")
            clauses.append((tantivy.Occur.Must, self.word_query(word, last)))
        if request.get("facetFilter"):
            attribute, value = request["facetFilter"]
            clauses.append((tantivy.Occur.Must, tantivy.Query.term_query(
                self.schema, "f_" + benchlib.field_name(attribute), value)))
        if request.get("numericFilter"):
            attribute, operator, value = request["numericFilter"]
            low, high = (None, float(value)) if operator in ("<", "<=") else (float(value), None)
            clauses.append((tantivy.Occur.Must, tantivy.Query.range_query(
                self.schema, "n_" + benchlib.field_name(attribute), tantivy.FieldType.Float, low, high,
                include_lower=operator != ">", include_upper=operator != "<")))
        if not clauses:
            query = tantivy.Query.all_query()
        elif not words:
            clauses.append((tantivy.Occur.Must, tantivy.Query.all_query()))
            query = tantivy.Query.boolean_query(clauses)
        else:
            query = tantivy.Query.boolean_query(clauses)

        if words:
            result = self.searcher.search(query, benchlib.HITS_PER_PAGE, count=True)
        else:
            result = self.searcher.search(query, benchlib.HITS_PER_PAGE, count=True,
                                          order_by_field="n_" + benchlib.field_name(self.spec["rankingNumeric"]))
        generators = []
        if words:
            highlight_query = self.highlight_query(words, not text.endswith(" "))
            for field in self.highlight:
                generator = tantivy.SnippetGenerator.create(self.searcher, highlight_query, self.schema, field)
                generator.set_max_num_chars(100_000)
                generators.append(generator)
        for _, address in result.hits:
            document = self.searcher.doc(address)
            for generator in generators:
                generator.snippet_from_doc(document).to_html()
        self.searcher.aggregate(query, self.aggregations)
        return result.count


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
    elif command == "sample":
        # Debug aid: one query's hits with highlights, to check the mapping by eye.
        spec = benchlib.load_spec(sys.argv[2])
        searcher = Searcher(spec, sys.argv[3])
        print(searcher.search({"query": sys.argv[4]}))
    else:
        sys.exit(f"unknown command {command}")


if __name__ == "__main__":
    main()
