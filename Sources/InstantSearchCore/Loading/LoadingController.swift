/// A view of the loading state: shows whether a search is running (`setItem(_:)`), connected
/// with `ItemInteractor.connectController(_:)`.
@MainActor
public protocol LoadingController: ItemController where Item == Bool {}
