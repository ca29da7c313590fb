#define _POSIX_C_SOURCE 200809L
#include "terminal_guard.h"
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_termios;
static volatile sig_atomic_t have_termios = 0;
static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t continued = 0;

static const int crash_signals[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT };
#define CRASH_COUNT (sizeof crash_signals / sizeof crash_signals[0])
static struct sigaction previous_crash[CRASH_COUNT];

// Reset attributes, mouse reporting off, cursor visible, leave the alternate screen.
static const char reset_sequences[] = "\033[0m\033[?1000l\033[?1002l\033[?1006l\033[?25h\033[?1049l\r\n";

void dusk_guard_restore(void) {
    ssize_t ignored = write(STDOUT_FILENO, reset_sequences, sizeof reset_sequences - 1);
    (void)ignored;
    if (have_termios) tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_termios);
}

static void on_termination(int sig) { pending_signal = sig; }
static void on_continue(int sig) { (void)sig; continued = 1; }

static void on_crash(int sig) {
    dusk_guard_restore();
    // Hand over to whoever handled this before us (Swift's backtracer), then re-raise.
    for (unsigned i = 0; i < CRASH_COUNT; i++) {
        if (crash_signals[i] == sig) {
            sigaction(sig, &previous_crash[i], NULL);
            break;
        }
    }
    raise(sig);
    // The previous handler may return (a signal sent with kill() does not fault
    // again on return): end the process the default way.
    signal(sig, SIG_DFL);
    raise(sig);
}

void dusk_guard_install(void) {
    if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_termios = 1;
    // A parent may have started us with these blocked; they must get through.
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT); sigaddset(&wanted, SIGTERM); sigaddset(&wanted, SIGHUP); sigaddset(&wanted, SIGCONT);
    sigaddset(&wanted, SIGTSTP); sigaddset(&wanted, SIGWINCH);
    for (unsigned i = 0; i < CRASH_COUNT; i++) sigaddset(&wanted, crash_signals[i]);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_termination;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    sa.sa_handler = on_continue;
    sigaction(SIGCONT, &sa, NULL);
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    sigemptyset(&crash.sa_mask);
    crash.sa_handler = on_crash;
    crash.sa_flags = SA_NODEFER;
    for (unsigned i = 0; i < CRASH_COUNT; i++) sigaction(crash_signals[i], &crash, &previous_crash[i]);
}

void dusk_guard_uninstall(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = SIG_DFL;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    for (unsigned i = 0; i < CRASH_COUNT; i++) sigaction(crash_signals[i], &previous_crash[i], NULL);
}

void dusk_guard_show_cursor(void) {
    static const char show[] = "\033[?25h";
    ssize_t ignored = write(STDOUT_FILENO, show, sizeof show - 1);
    (void)ignored;
}

int dusk_guard_pending_signal(void) { return pending_signal; }

int dusk_guard_take_continued(void) {
    if (!continued) return 0;
    continued = 0;
    return 1;
}
