#define _GNU_SOURCE
#include "dusk_platform.h"
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

// Only async-signal-safe calls below: openat, getdents64 (Linux), unlinkat, close, raise.

static char pending_path[4096];
// The folder `pending_path` is relative to: AT_FDCWD, or a folder descriptor the writer holds open.
static volatile int pending_folder = AT_FDCWD;
static volatile sig_atomic_t pending_active = 0;
static const int cleanup_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

#if defined(__linux__)
struct linux_dirent64 {
    unsigned long long d_ino;
    long long d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
};
#endif

// Removes everything inside the directory `fd` (a temporary catalog dusk was
// writing), depth-limited so a hostile tree cannot exhaust the signal stack.
// Linux only: elsewhere no directory listing is async-signal-safe, and the
// next run's removeStaleTemporaries removes what a signal leaves.
static void remove_tree_at(int fd, int depth) {
#if defined(__linux__)
    char buffer[2048];
    for (;;) {
        long n = syscall(SYS_getdents64, fd, buffer, sizeof buffer);
        if (n <= 0) return;
        for (long offset = 0; offset < n;) {
            struct linux_dirent64 *entry = (struct linux_dirent64 *)(buffer + offset);
            offset += entry->d_reclen;
            const char *name = entry->d_name;
            if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) continue;
            if (entry->d_type == DT_DIR && depth < 16) {
                int child = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
                if (child >= 0) { remove_tree_at(child, depth + 1); close(child); }
                unlinkat(fd, name, AT_REMOVEDIR);
            } else {
                unlinkat(fd, name, 0);
            }
        }
    }
#else
    (void)fd;
    (void)depth;
#endif
}

static void remove_pending(void) {
    if (!pending_active) return;
    if (unlinkat(pending_folder, pending_path, 0) == 0) return;
    int fd = openat(pending_folder, pending_path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return;
    remove_tree_at(fd, 0);
    close(fd);
    unlinkat(pending_folder, pending_path, AT_REMOVEDIR);
}

static void on_signal(int sig) {
    remove_pending();
    signal(sig, SIG_DFL);
    raise(sig);
}

void dusk_cleanup_arm(void) {
    static int armed = 0;
    if (armed) return;
    armed = 1;
    for (unsigned i = 0; i < sizeof cleanup_signals / sizeof cleanup_signals[0]; i++) {
        struct sigaction current;
        if (sigaction(cleanup_signals[i], NULL, &current) != 0) continue;
        if ((current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL) continue;
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sigemptyset(&sa.sa_mask);
        sa.sa_handler = on_signal;
        sigaction(cleanup_signals[i], &sa, NULL);
    }
}

void dusk_cleanup_set(const char *path) {
    dusk_cleanup_set_at(AT_FDCWD, path);
}

void dusk_cleanup_set_at(int folder, const char *name) {
    pending_active = 0;
    if (name == NULL) return;
    size_t n = strlen(name);
    if (n >= sizeof pending_path) return;
    memcpy(pending_path, name, n + 1);
    pending_folder = folder;
    pending_active = 1;
}

int dusk_o_tmpfile(void) {
#ifdef O_TMPFILE
    return O_TMPFILE;
#else
    return 0;
#endif
}
