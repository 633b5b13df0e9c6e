"""Grows a small real dataset into a large one that still reads like the real thing.

Replica 0 of every record is the record itself; each further replica perturbs it the way a larger
catalogue differs from a small one:
- the title (`title`) gets a model code and sometimes one word swapped for another title word,
  so titles stay near-duplicates of real ones (as product variants are) without being identical;
- the long text (`longText`) keeps its sentences in a shuffled order, borrows one to three
  sentences from other records and swaps about 3% of its words for words of the dataset, so
  descriptions are long (about twice the source's) and no two are the same;
- the multi-valued facet (`facetList`) keeps its values and sometimes gains one of another record;
- the numbers (`numbers`) move by up to 15% (popularity by up to 50%, so custom ranking has ties
  to break and no replica simply follows its original).
Deterministic: the same source and count give the same bytes, so every engine and every run
imports the same data.
"""
import random
import re

_SENTENCE = re.compile(r"(?<=[.!?])\s+")


class Replicator:
    def __init__(self, records, options):
        self.source = records
        self.title = options.get("title", "name")
        self.long_text = options.get("longText", "description")
        self.facet_list = options.get("facetList", "categories")
        self.numbers = options.get("numbers", [])
        self.rng = random.Random("replicate:" + self.title)
        self.sentences = []
        words = set()
        title_words = set()
        facet_values = set()
        for record in records:
            text = record.get(self.long_text)
            if isinstance(text, str):
                self.sentences.extend(s for s in _SENTENCE.split(text) if s)
                words.update(w for w in text.split() if w.isalpha())
            title = record.get(self.title)
            if isinstance(title, str):
                title_words.update(w for w in title.split() if w.isalpha() and len(w) > 2)
            values = record.get(self.facet_list)
            if isinstance(values, list):
                facet_values.update(v for v in values if isinstance(v, str))
        self.words = sorted(words)
        self.title_words = sorted(title_words)
        self.facet_values = sorted(facet_values)

    def records(self, count):
        """`count` records: every source record, then perturbed replicas round after round."""
        n = len(self.source)
        for position in range(count):
            record = self.source[position % n]
            yield record if position < n else self.perturbed(record)

    def perturbed(self, record):
        rng = self.rng
        copy = dict(record)
        title = record.get(self.title)
        if isinstance(title, str):
            words = title.split()
            if self.title_words and len(words) > 3 and rng.random() < 0.4:
                words[rng.randrange(2, len(words))] = rng.choice(self.title_words)
            code = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + str(rng.randrange(100, 1000))
            copy[self.title] = " ".join(words) + " - Model " + code
        text = record.get(self.long_text)
        if isinstance(text, str) and self.sentences:
            sentences = [s for s in _SENTENCE.split(text) if s]
            rng.shuffle(sentences)
            for _ in range(rng.randint(1, 3)):
                sentences.insert(rng.randrange(len(sentences) + 1), rng.choice(self.sentences))
            words = " ".join(sentences).split(" ")
            for _ in range(len(words) // 33):
                i = rng.randrange(len(words))
                if words[i].isalpha():
                    words[i] = rng.choice(self.words)
            copy[self.long_text] = " ".join(words)
        values = record.get(self.facet_list)
        if isinstance(values, list) and self.facet_values and rng.random() < 0.2:
            extra = rng.choice(self.facet_values)
            if extra not in values:
                copy[self.facet_list] = values + [extra]
        for attribute in self.numbers:
            value = record.get(attribute)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                continue
            if isinstance(value, int):
                copy[attribute] = max(1, int(value * rng.uniform(0.5, 1.5)))
            else:
                copy[attribute] = round(value * rng.uniform(0.85, 1.15), 2)
        return copy
