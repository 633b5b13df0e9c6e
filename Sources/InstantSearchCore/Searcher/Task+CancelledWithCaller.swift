extension Task where Success == Void, Failure == Never {
  /// Waits for the task; if the waiting task is cancelled meanwhile, cancels this one too.
  ///
  /// `value` alone does not forward cancellation to an unstructured task, so a cancelled caller
  /// (Ctrl-C in the shell) would still wait for a backend that may take seconds to answer.
  func valueCancelledWithCaller() async {
    await withTaskCancellationHandler {
      await value
    } onCancel: {
      cancel()
    }
  }
}
