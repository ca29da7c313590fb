// Starts a program on a new pseudo-terminal of a given size (for benchmarks
// that must see exactly what a terminal receives). Returns the child's pid and
// the master side, or -1.
#ifndef DUSK_PTY_H
#define DUSK_PTY_H
int dusk_spawn_pty(const char *path, char *const argv[], char *const envp[], int cols, int rows, int *master_fd);
#endif
