/// A formatting function: from a widget's value to what its controller shows.
public typealias Presenter<Input, Output> = @MainActor (Input) -> Output
