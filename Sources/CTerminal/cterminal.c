#include "cterminal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_settings;
static struct termios raw_settings;
static char enter_sequence[256];
static size_t enter_length = 0;
static int terminal_fd = -1;
static int output_fd = -1;
static int null_fd = -1;
static volatile sig_atomic_t is_active = 0;
static char leave_sequence[256];
static size_t leave_length = 0;
static atomic_ulong resize_count = 0;
static atomic_ulong resume_count = 0;
static int wake_pipe[2] = {-1, -1};
static int atexit_registered = 0;

static const int restoring_signals[] = {SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT};
#define RESTORING_COUNT (sizeof restoring_signals / sizeof restoring_signals[0])
static struct sigaction previous_actions[RESTORING_COUNT];
static struct sigaction previous_winch;
static struct sigaction previous_tstp;

/// Writes `length` bytes whole, retrying short and interrupted writes. Async-signal-safe.
static void write_all(int fd, const char *bytes, size_t length) {
  size_t written = 0;
  while (written < length) {
    ssize_t n = write(fd, bytes + written, length - written);
    if (n <= 0) { if (n < 0 && errno == EINTR) continue; break; }
    written += (size_t)n;
  }
}

/// Async-signal-safe: write(2) and tcsetattr(3) only. TCSANOW: keys typed ahead are kept for
/// whoever reads next (the prompt after Esc), not flushed.
static void restore_terminal(void) {
  if (!is_active) return;
  is_active = 0;
  write_all(terminal_fd, leave_sequence, leave_length);
  tcsetattr(terminal_fd, TCSANOW, &saved_settings);
}

static void restore_handlers(void) {
  for (size_t i = 0; i < RESTORING_COUNT; i++) sigaction(restoring_signals[i], &previous_actions[i], NULL);
  sigaction(SIGWINCH, &previous_winch, NULL);
  sigaction(SIGTSTP, &previous_tstp, NULL);
}

static void wake_reader(void) {
  if (wake_pipe[1] >= 0) { char byte = 'w'; ssize_t ignored = write(wake_pipe[1], &byte, 1); (void)ignored; }
}

/// Async-signal-safe (dup2): from here on, frames other threads write go nowhere.
static void silence_output(void) {
  if (is_active && output_fd >= 0 && output_fd != terminal_fd && null_fd >= 0) dup2(null_fd, output_fd);
}

static void on_fatal_signal(int sig) {
  int saved_errno = errno;
  silence_output();
  restore_terminal();
  for (size_t i = 0; i < RESTORING_COUNT; i++) {
    if (restoring_signals[i] == sig) sigaction(sig, &previous_actions[i], NULL);
  }
  // Blocked while this handler runs: delivered to the previous disposition on return.
  raise(sig);
  errno = saved_errno;
}

static void on_resize(int sig) {
  (void)sig;
  int saved_errno = errno;
  atomic_fetch_add(&resize_count, 1);
  wake_reader();
  errno = saved_errno;
}

/// SIGTSTP (Ctrl-Z, which raw mode delivers as a key and `cterm_suspend` raises, or `kill -TSTP`):
/// gives the terminal back as it was, stops the process as the default action would, and when a
/// SIGCONT resumes it, takes the terminal again and wakes the key reader to redraw everything
/// (the shell that ran meanwhile painted over the screen). Async-signal-safe calls only.
static void on_suspend(int sig) {
  (void)sig;
  int saved_errno = errno;
  int was_active = is_active;
  restore_terminal();
  struct sigaction stop, mine;
  memset(&stop, 0, sizeof stop);
  sigemptyset(&stop.sa_mask);
  stop.sa_handler = SIG_DFL;
  sigaction(SIGTSTP, &stop, &mine);
  // SIGTSTP is blocked while this handler runs: raised now, it is delivered (and the process
  // stops) when the mask is lifted, and the call returns once SIGCONT has continued it.
  raise(SIGTSTP);
  sigset_t tstp, previous_mask;
  sigemptyset(&tstp);
  sigaddset(&tstp, SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &tstp, &previous_mask);
  pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
  sigaction(SIGTSTP, &mine, NULL);
  if (was_active) {
    tcsetattr(terminal_fd, TCSANOW, &raw_settings);
    is_active = 1;
    write_all(terminal_fd, enter_sequence, enter_length);
  }
  atomic_fetch_add(&resume_count, 1);
  wake_reader();
  errno = saved_errno;
}

static void at_exit(void) { restore_terminal(); }

static void install_handler(int sig, void (*handler)(int), int flags, struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  sigemptyset(&action.sa_mask);
  action.sa_handler = handler;
  action.sa_flags = flags;
  sigaction(sig, &action, previous);
}

static int make_wake_pipe(void) {
  if (wake_pipe[0] >= 0) return 0;
  if (pipe(wake_pipe) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
    fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
  }
  return 0;
}

int cterm_enter(int fd, int output, const char *enter, const char *leave) {
  if (is_active) { errno = EBUSY; return -1; }
  struct termios raw;
  if (tcgetattr(fd, &saved_settings) != 0) return -1;
  if (make_wake_pipe() != 0) return -1;
  if (null_fd < 0) null_fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
  output_fd = output;
  raw = saved_settings;
  raw.c_iflag &= ~(tcflag_t)(BRKINT | ICRNL | INPCK | ISTRIP | IXON);
  raw.c_cflag |= CS8;
  raw.c_lflag &= ~(tcflag_t)(ECHO | ICANON | IEXTEN | ISIG);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  raw_settings = raw;
  size_t length = strlen(leave);
  if (length >= sizeof leave_sequence) length = sizeof leave_sequence - 1;
  memcpy(leave_sequence, leave, length);
  leave_length = length;
  length = strlen(enter);
  if (length >= sizeof enter_sequence) length = sizeof enter_sequence - 1;
  memcpy(enter_sequence, enter, length);
  enter_length = length;
  terminal_fd = fd;

  for (size_t i = 0; i < RESTORING_COUNT; i++) install_handler(restoring_signals[i], on_fatal_signal, 0, &previous_actions[i]);
  install_handler(SIGWINCH, on_resize, SA_RESTART, &previous_winch);
  install_handler(SIGTSTP, on_suspend, SA_RESTART, &previous_tstp);
  if (!atexit_registered) { atexit(at_exit); atexit_registered = 1; }

  if (tcsetattr(fd, TCSANOW, &raw) != 0) {
    restore_handlers();
    return -1;
  }
  is_active = 1;
  write_all(fd, enter_sequence, enter_length);
  return 0;
}

void cterm_leave(void) {
  if (!is_active) return;
  restore_terminal();
  restore_handlers();
}

int cterm_is_active(void) { return is_active; }

int cterm_window_size(int fd, int *rows, int *columns) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

unsigned long cterm_resize_count(void) { return atomic_load(&resize_count); }

unsigned long cterm_resume_count(void) { return atomic_load(&resume_count); }

void cterm_suspend(void) {
  if (!is_active) return;
  // The calling thread may block SIGTSTP (Dispatch's threads block most signals, and the main
  // actor can run on one): unblocked here, the raised signal is handled in this thread before
  // raise returns, so the caller draws nothing while the shell has the terminal.
  sigset_t tstp, previous_mask;
  sigemptyset(&tstp);
  sigaddset(&tstp, SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &tstp, &previous_mask);
  raise(SIGTSTP);
  pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
}

int cterm_wake_fd(void) {
  if (make_wake_pipe() != 0) return -1;
  return wake_pipe[0];
}

void cterm_wake(void) {
  if (make_wake_pipe() != 0) return;
  char byte = 'w';
  ssize_t ignored = write(wake_pipe[1], &byte, 1);
  (void)ignored;
}

void cterm_drain_wake(void) {
  if (wake_pipe[0] < 0) return;
  char buffer[64];
  while (read(wake_pipe[0], buffer, sizeof buffer) > 0) {}
}

int cterm_wait_readable(int fd, int timeout_ms) {
  struct pollfd fds[2];
  fds[0].fd = fd;
  fds[0].events = POLLIN;
  fds[0].revents = 0;
  fds[1].fd = wake_pipe[0];
  fds[1].events = POLLIN;
  fds[1].revents = 0;
  int count = poll(fds, wake_pipe[0] >= 0 ? 2 : 1, timeout_ms);
  if (count <= 0) return 0;
  return (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) ? 1 : 0;
}
