extension IndexSnapshot {
  /// The indexes in `geoLatitudes`/`geoLongitudes` of record `doc`'s `_geoloc` points (none when
  /// no record of the index has one, and `geoOffsets` is empty).
  @inline(__always) func geoPoints(of doc: Int) -> Range<Int> {
    geoOffsets.isEmpty ? 0..<0 : Int(geoOffsets[doc])..<Int(geoOffsets[doc + 1])
  }
}
