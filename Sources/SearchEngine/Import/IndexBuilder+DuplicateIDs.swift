extension IndexBuilder {
  /// Why `prepared` cannot be added: its objectID is record `holder`'s already.
  ///
  /// A record without an objectID gets its position in the import (from 0) as one, so in a file
  /// that gives numbers as objectIDs to only some records, a generated id can meet a given one.
  /// The import is streamed, so the later record fails either way; the message says which of the
  /// two was generated, since the one the user reads about may have no objectID at all.
  func duplicateReason(_ prepared: PreparedRecord, holder: UInt32) -> String {
    let hint = "give every record an objectID, or none"
    if prepared.generatedID {
      return "no objectID, and the one it would get from its position in the import, \(prepared.objectID), "
        + "is an earlier record's: \(hint)"
    }
    if hasGeneratedID(holder) {
      return "duplicate objectID \(prepared.objectID), which an earlier record without one got from its "
        + "position in the import: \(hint)"
    }
    return "duplicate objectID \(prepared.objectID)"
  }
}
