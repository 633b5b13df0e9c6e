/// The sections of `help`, in the order they are listed.
public enum CommandGroup: String, Sendable, CaseIterable {
  case search = "Search and browse"
  case refine = "Refine"
  case index = "Indexes and parameters"
  case script = "Scripts and session"
}
