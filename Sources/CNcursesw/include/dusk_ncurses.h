// ncursesw for Swift: the wide-character API needs NCURSES_WIDECHAR (SwiftPM
// drops pkg-config's -D_XOPEN_SOURCE), and macros and C globals that Swift
// cannot import are exposed as small inline functions. dusk writes its frames
// itself; curses sets the terminal up and reads keys, so only calls that
// macOS's older system ncurses has too are used here.
#ifndef DUSK_NCURSES_SHIM_H
#define DUSK_NCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#include <string.h>
#include <ncurses.h>

static inline WINDOW *dusk_stdscr(void) { return stdscr; }
static inline int dusk_lines(void) { return LINES; }
static inline int dusk_cols(void) { return COLS; }
static inline int dusk_colors(void) { return COLORS; }
static inline int dusk_color_pairs(void) { return COLOR_PAIRS; }
static inline void dusk_set_escdelay(int ms) { set_escdelay(ms); }

/// Whether the terminal can move the cursor (`cup`): a full-screen view needs it.
static inline int dusk_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

static inline mmask_t dusk_button1_events(void) { return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED; }

static inline int dusk_is_utf8_locale(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}
#endif
