// The few things Swift cannot do safely in a signal handler: remove the
// temporary file an interrupted write leaves behind, then end the process
// the way the signal would have.
#ifndef DUSK_PLATFORM_H
#define DUSK_PLATFORM_H

/// Installs handlers for SIGINT, SIGTERM, SIGHUP and SIGQUIT that remove the
/// registered temporary file and re-raise, where those signals still have
/// their default action (the live preview's own handlers are left alone).
void dusk_cleanup_arm(void);
/// The temporary file to remove if a signal ends the process now; NULL for none.
void dusk_cleanup_set(const char *path);
/// The same for a name in the folder open as `folder` (a file written beside a theme's file, by descriptor).
void dusk_cleanup_set_at(int folder, const char *name);
/// The O_TMPFILE flag, which Swift does not import on every libc.
int dusk_o_tmpfile(void);
/// Large blocks mapped on their own and returned to the system when freed (glibc only; elsewhere nothing).
void dusk_memory_return_large_blocks(void);

#endif
