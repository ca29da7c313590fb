#define _GNU_SOURCE
#include "terminal_guard.h"
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_termios;
static volatile sig_atomic_t have_termios = 0;
static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t continued = 0;

static const int crash_signals[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS };
// Every other signal whose default action ends the process: each becomes a
// flag, so the event loop restores the terminal and exits with 128 + signal.
static const int termination_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2,
    SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPOLL,
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};
#define TERMINATION_COUNT (sizeof termination_signals / sizeof termination_signals[0])
#define CRASH_COUNT (sizeof crash_signals / sizeof crash_signals[0])
static struct sigaction previous_crash[CRASH_COUNT];

// Reset attributes, mouse reporting off (every mode), normal cursor keys and
// keypad, auto-wrap on, cursor visible, leave the alternate screen.
static const char reset_sequences[] =
    "\033[0m\033[?1000l\033[?1002l\033[?1003l\033[?1005l\033[?1006l\033[?1015l"
    "\033[?1l\033>\033[?7h\033[?25h\033[?1049l\r\n";

void dusk_guard_restore(void) {
    ssize_t ignored = write(STDOUT_FILENO, reset_sequences, sizeof reset_sequences - 1);
    (void)ignored;
    if (have_termios) tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_termios);
}

static void on_termination(int sig) { pending_signal = sig; }
static void on_continue(int sig) { (void)sig; continued = 1; }

static void on_crash(int sig, siginfo_t *info, void *context) {
    (void)context;
    dusk_guard_restore();
    // Swift's backtracer, when started from a terminal, offers to interact and
    // waits 30 s for a key; with no input it prints the report and ends at once.
    int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (null_fd >= 0) { dup2(null_fd, STDIN_FILENO); close(null_fd); }
    // Hand over to whoever handled this before us (Swift's backtracer).
    for (unsigned i = 0; i < CRASH_COUNT; i++) {
        if (crash_signals[i] == sig) {
            sigaction(sig, &previous_crash[i], NULL);
            break;
        }
    }
    // A real fault (a bad access, a trap) happens again when this handler
    // returns, now with the backtracer installed, so the report shows the
    // faulting frame. A signal that was sent (kill, abort) has to be re-raised.
    if (info != NULL && info->si_code > 0 && sig != SIGABRT) return;
    raise(sig);
    // The previous handler may return: end the process the default way.
    signal(sig, SIG_DFL);
    raise(sig);
}

void dusk_guard_install(void) {
    if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_termios = 1;
    // A parent may have started us with these blocked; they must get through.
    sigset_t wanted;
    sigemptyset(&wanted);
    for (unsigned i = 0; i < TERMINATION_COUNT; i++) sigaddset(&wanted, termination_signals[i]);
    sigaddset(&wanted, SIGCONT); sigaddset(&wanted, SIGTSTP); sigaddset(&wanted, SIGWINCH);
    for (unsigned i = 0; i < CRASH_COUNT; i++) sigaddset(&wanted, crash_signals[i]);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_termination;
    for (unsigned i = 0; i < TERMINATION_COUNT; i++) sigaction(termination_signals[i], &sa, NULL);
    sa.sa_handler = on_continue;
    sigaction(SIGCONT, &sa, NULL);
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    sigemptyset(&crash.sa_mask);
    crash.sa_sigaction = on_crash;
    crash.sa_flags = SA_NODEFER | SA_SIGINFO;
    for (unsigned i = 0; i < CRASH_COUNT; i++) sigaction(crash_signals[i], &crash, &previous_crash[i]);
}

void dusk_guard_uninstall(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = SIG_DFL;
    for (unsigned i = 0; i < TERMINATION_COUNT; i++) sigaction(termination_signals[i], &sa, NULL);
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
