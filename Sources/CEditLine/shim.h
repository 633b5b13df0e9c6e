#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <editline/readline.h>

/// Installs `handler` for SIGINT without SA_RESTART, so a read interrupted by Ctrl-C returns
/// (readline() then gives NULL) instead of silently resuming. Swift cannot name glibc's
/// sigaction handler union, hence this one helper.
static inline int cedit_install_sigint(void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(SIGINT, &action, NULL);
}
