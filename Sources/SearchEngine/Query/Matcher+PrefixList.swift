extension Matcher {
  /// The candidates of a one-word query whose prefix matches are prefix list `index` of `lists`
  /// (verified): the list's records as prefix matches (code 1, the list's key, `placeholder` for
  /// the posting, as `MarkScratch.mark(prefixList:of:placeholder:)` marks them) merged with the
  /// postings of `other`, the word's one other term (the prefix itself as an exact match, or
  /// none), a record in both keeping the lower code, then the lower key; records outside `filter`
  /// left out, and those outside `records` (a half of a `RecordSplit`) never read.
  ///
  /// One pass over the list and the term in record order. Marking them in a per-record scratch
  /// and collecting it read and wrote every record of the index, a tenth of a first letter's time
  /// on a million records, most of which the list holds anyway.
  static func merged(
    list index: Int, of lists: PrefixLists, with other: TermMatch?, postings: Postings,
    ranks: UnsafeBufferPointer<UInt16>, filter: Bitset?, placeholder: UInt32, records: Range<UInt32> = 0..<UInt32.max
  ) -> (docs: [UInt32], codes: [UInt8], refs: [UInt32], keys: [UInt16]) {
    let (termDocs, first) = other.map { postings.docs(of: $0.term, in: records) } ?? ([], 0)
    let code = other?.code ?? PlanMatcher.absent
    let bound = lists.list(index).count + termDocs.count
    // The records written and the term's next posting, behind a pointer: variables captured by the
    // closures below would be checked for exclusive access at every record.
    let cursor = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    cursor.initialize(repeating: 0, count: 2)
    defer { cursor.deallocate() }
    var codes: [UInt8] = []
    var refs: [UInt32] = []
    var keys: [UInt16] = []
    let docs = [UInt32](unsafeUninitializedCapacity: bound) { outDocs, docsCount in
      codes = [UInt8](unsafeUninitializedCapacity: bound) { outCodes, codesCount in
        refs = [UInt32](unsafeUninitializedCapacity: bound) { outRefs, refsCount in
          keys = [UInt16](unsafeUninitializedCapacity: bound) { outKeys, keysCount in
            termDocs.withUnsafeBufferPointer { termDocs in
              @inline(__always) func emit(_ doc: UInt32, _ code: UInt8, _ ref: UInt32, _ key: UInt16) {
                if let filter, !filter.contains(Int(doc)) { return }
                let count = cursor[0]
                outDocs[count] = doc
                outCodes[count] = code
                outRefs[count] = ref
                outKeys[count] = key
                cursor[0] = count &+ 1
              }
              /// The term's posting `j`: its record, posting and key.
              @inline(__always) func termPosting(_ j: Int) -> (doc: UInt32, ref: UInt32, key: UInt16) {
                let p = first + j
                return (termDocs[j], UInt32(p), AttributeKey.stored(postings.firstPosition(of: p), table: ranks))
              }
              lists.forEach(in: index, records: records) { doc, key in
                var j = cursor[1]
                while j < termDocs.count && termDocs[j] < doc {
                  let posting = termPosting(j)
                  emit(posting.doc, code, posting.ref, posting.key)
                  j += 1
                }
                if j < termDocs.count && termDocs[j] == doc {
                  let posting = termPosting(j)
                  cursor[1] = j + 1
                  if code < 1 || (code == 1 && posting.key < key) {
                    emit(doc, code, posting.ref, posting.key)
                    return
                  }
                } else {
                  cursor[1] = j
                }
                emit(doc, 1, placeholder, key)
              }
              for j in cursor[1]..<termDocs.count {
                let posting = termPosting(j)
                emit(posting.doc, code, posting.ref, posting.key)
              }
            }
            keysCount = cursor[0]
          }
          refsCount = cursor[0]
        }
        codesCount = cursor[0]
      }
      docsCount = cursor[0]
    }
    return (docs, codes, refs, keys)
  }
}
