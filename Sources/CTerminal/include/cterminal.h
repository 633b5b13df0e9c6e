#ifndef CTERMINAL_H
#define CTERMINAL_H

/// The full-screen terminal's process-wide state, kept in C because a signal handler and an
/// atexit hook must reach it: the terminal settings saved on entry, the sequence that leaves the
/// screen, the SIGWINCH count and the self-pipe that wakes the key reader.
///
/// Every exit path restores the terminal: `cterm_leave` (normal exit), an atexit hook (exit()
/// from anywhere), and handlers for SIGTERM, SIGHUP, SIGQUIT and the crash signals (SIGSEGV,
/// SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT) that restore the settings and then let the previous
/// disposition run, so the process still dies (and still reports its crash) as it would have.
/// SIGTSTP (job control's suspend) gives the terminal back before the process stops and takes it
/// again when it is continued.

/// Saves the settings of `fd`, puts it in raw mode (no echo, no canonical input, no signals from
/// keys, no flow control), writes `enter` and installs the handlers. Returns 0, or -1 with errno
/// (already active, or `fd` is not a terminal).
///
/// `output` is the descriptor the screen is drawn on. When a fatal signal ends the process, the
/// handler points it at /dev/null before it restores the terminal: another thread may be about to
/// write a frame, and one landing between the restore and the process's death would draw on the
/// shell's screen and leave the cursor where the frame put it (seen under load in CI).
int cterm_enter(int fd, int output, const char *enter, const char *leave);

/// Writes the leave sequence, restores the saved settings and the previous signal handlers.
/// Safe to call when not active.
void cterm_leave(void);

/// Whether the full-screen terminal is active.
int cterm_is_active(void);

/// The window size of `fd`: 0, or -1 when unknown.
int cterm_window_size(int fd, int *rows, int *columns);

/// How many SIGWINCH were received since the process started.
unsigned long cterm_resize_count(void);

/// How many times the process was continued after a suspension while the screen was up (the
/// screen must then be drawn whole again).
unsigned long cterm_resume_count(void);

/// Suspends the process as Ctrl-Z does in a cooked terminal (raw mode delivers Ctrl-Z as a key):
/// raises SIGTSTP, whose handler restores the terminal, stops, and re-enters on SIGCONT. Returns
/// after the process was continued; does nothing when the screen is not up.
void cterm_suspend(void);

/// A file descriptor that becomes readable on SIGWINCH, on resumption or `cterm_wake` (a self-pipe); -1 if
/// it could not be created. Drain it with `cterm_drain_wake`.
int cterm_wake_fd(void);

/// Makes `cterm_wake_fd` readable (from any thread).
void cterm_wake(void);

/// Empties the self-pipe.
void cterm_drain_wake(void);

/// Waits until `fd` or the wake pipe is readable, or `timeout_ms` passes (-1: no limit).
/// Returns 1 when `fd` is readable, 0 otherwise (timeout, wake, signal).
int cterm_wait_readable(int fd, int timeout_ms);

#endif
