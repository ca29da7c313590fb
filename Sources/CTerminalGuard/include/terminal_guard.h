// Keeps the user's terminal usable whatever happens: termination signals
// become flags the event loop reads, and a crash restores the terminal
// (with async-signal-safe calls only) before the crash report prints.
#ifndef DUSK_TERMINAL_GUARD_H
#define DUSK_TERMINAL_GUARD_H

/// Saves the terminal state of fd 0 and installs the handlers. Call before initscr.
void dusk_guard_install(void);
/// The termination signal received (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, ...), or 0.
int dusk_guard_pending_signal(void);
/// 1 once after the process was continued (SIGCONT after Ctrl-Z).
int dusk_guard_take_continued(void);
/// Writes the reset sequences (attributes, cursor, main screen, mouse off) and restores the saved termios.
void dusk_guard_restore(void);
/// Makes the cursor visible (some terminals keep it hidden after endwin).
void dusk_guard_show_cursor(void);
/// Restores the default disposition of the termination signals.
void dusk_guard_uninstall(void);

#endif
