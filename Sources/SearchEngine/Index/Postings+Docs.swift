/// Reading the record numbers of a term's postings, decoded one block of 128 at a time into a
/// buffer on the stack: a query that reads a few postings decodes a few blocks, never whole lists.
///
/// Every function here reads a term that `PostingCheck` has validated (its blocks in bounds,
/// consistent and naming existing records); the search path checks each term before reading it.
extension Postings {
  /// The first byte of `term`'s blocks.
  @inline(__always) func blocks(of term: Int) -> UnsafeRawPointer {
    docData.baseAddress.unsafelyUnwrapped + Int(docOffsets[term])
  }

  /// Calls `body` with each posting of `term` and its record number, in ascending record order:
  /// `forEachPosting(of:in:)` over every record.
  @inline(__always)
  func forEachPosting(of term: Int, _ body: (_ posting: Int, _ doc: UInt32) -> Void) {
    forEachPosting(of: term, in: 0..<UInt32.max, body)
  }

  /// The record numbers of every posting of `term`, ascending.
  func docs(of term: Int) -> [UInt32] {
    docs(of: term, in: 0..<UInt32.max).docs
  }

  /// Adds the record of every posting of `term` to `set`, a block at a time: counting a broad
  /// word's records (a million postings) without a call per posting, its bitmap blocks without
  /// decoding them (`DocBlockCodec.insertRecords`).
  func insertRecords(of term: Int, into set: inout Bitset) {
    let count = range(of: term).count
    guard count > 0 else { return }
    DocBlockCodec.insertRecords(blocks(of: term), count: count, into: &set)
  }

  /// Looks each of `docs` (ascending record numbers) up in `term`'s postings and calls `body`
  /// with the index in `docs` and the posting of each one found. The skip entries pick the one
  /// block that can hold a record, which is decoded once for all the records it may hold: this
  /// is the path of a few candidates against a long list.
  @inline(__always)
  func lookUp(_ docs: UnsafeBufferPointer<UInt32>, in term: Int, _ body: (_ index: Int, _ posting: Int) -> Void) {
    let range = range(of: term)
    let count = range.count
    guard count > 0, !docs.isEmpty else { return }
    let bytes = blocks(of: term)
    let blocks = DocBlockCodec.blockCount(count)
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: DocBlockCodec.blockSize) { buffer in
      let out = buffer.baseAddress.unsafelyUnwrapped
      var decoded = -1
      var n = 0
      var block = 0
      var low = 0
      for (i, doc) in docs.enumerated() {
        if blocks > 1 {
          // The first block (from the current one) whose last record is not below `doc`.
          var high = blocks
          while block < high {
            let mid = (block + high) / 2
            if DocBlockCodec.lastDoc(bytes, block: mid) < doc { block = mid + 1 } else { high = mid }
          }
          if block == blocks { return }
        }
        if block != decoded {
          n = DocBlockCodec.decode(bytes, count: count, block: block, into: out)
          decoded = block
          low = 0
        }
        var high = n
        while low < high {
          let mid = (low + high) / 2
          if out[mid] < doc { low = mid + 1 } else { high = mid }
        }
        if low < n && out[low] == doc { body(i, range.lowerBound + block * DocBlockCodec.blockSize + low) }
      }
    }
  }

  /// Calls `body` with each posting of `postings` (a part of `term`'s, in order) and its record
  /// number: the term's blocks holding them are decoded, one or two for a part of 128 postings.
  @inline(__always)
  func forEachPosting(
    of term: Int, postings part: Range<Int>, _ body: (_ posting: Int, _ doc: UInt32) -> Void
  ) {
    let range = range(of: term)
    let part = part.clamped(to: range)
    guard !part.isEmpty else { return }
    let bytes = blocks(of: term)
    let size = DocBlockCodec.blockSize
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: size) { buffer in
      let out = buffer.baseAddress.unsafelyUnwrapped
      for k in ((part.lowerBound - range.lowerBound) / size)...((part.upperBound - 1 - range.lowerBound) / size) {
        let n = DocBlockCodec.decode(bytes, count: range.count, block: k, into: out)
        let first = range.lowerBound + k * size
        for j in max(part.lowerBound - first, 0)..<min(part.upperBound - first, n) { body(first + j, out[j]) }
      }
    }
  }
}
