#define _GNU_SOURCE
#include "dusk_pty.h"
#if defined(__APPLE__)
#include <util.h>
#else
#include <pty.h>
#endif
#include <signal.h>
#include <unistd.h>

int dusk_spawn_pty(const char *path, char *const argv[], char *const envp[], int cols, int rows, int *master_fd) {
    struct winsize size = { .ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols };
    int master = -1;
    pid_t pid = forkpty(&master, NULL, NULL, &size);
    if (pid < 0) return -1;
    if (pid == 0) {
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        execve(path, argv, envp);
        _exit(127);
    }
    *master_fd = master;
    return pid;
}
