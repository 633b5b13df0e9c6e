/// The default formatting of each widget's value, as InstantSearch's `DefaultPresenter.*`.
///
/// Presenters are plain functions from a value to what a controller shows, so the shell can
/// swap one for another (the stats presenter without timings makes replays reproducible).
public enum DefaultPresenter {}
