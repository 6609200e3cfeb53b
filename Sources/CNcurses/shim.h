#ifndef COURTSIDE_CNCURSES_SHIM_H
#define COURTSIDE_CNCURSES_SHIM_H

// Wide-character ncurses: must be defined before the header so cchar_t and the w*_wch calls exist
// (the package does not take ncursesw's pkg-config flags; see Package.swift).
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <wchar.h>
#include <malloc.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Swift imports neither function-like macros nor the C globals ncurses exposes (Swift 6 rejects
// mutable globals), so each one the screen layer needs gets a small inline wrapper here.

/// `stdscr`, the full-screen window.
static inline WINDOW *courtside_stdscr(void) { return stdscr; }
/// `LINES`, the terminal height after the last resize.
static inline int courtside_lines(void) { return LINES; }
/// `COLS`, the terminal width after the last resize.
static inline int courtside_cols(void) { return COLS; }
/// The C `stdin` and `stdout` streams, for `newterm`.
static inline FILE *courtside_stdin(void) { return stdin; }
static inline FILE *courtside_stdout(void) { return stdout; }
/// Rows of a window (`getmaxyx`'s y).
static inline int courtside_getmaxy(WINDOW *win) { return getmaxy(win); }
/// `COLORS`, how many colours the terminal has (after `start_color`).
static inline int courtside_colors(void) { return COLORS; }
/// Columns of a window (`getmaxyx`'s x).
static inline int courtside_getmaxx(WINDOW *win) { return getmaxx(win); }

/// The attribute bits, which are macros built with NCURSES_BITS.
static inline attr_t courtside_a_normal(void) { return A_NORMAL; }
static inline attr_t courtside_a_bold(void) { return A_BOLD; }
static inline attr_t courtside_a_dim(void) { return A_DIM; }
static inline attr_t courtside_a_reverse(void) { return A_REVERSE; }
static inline attr_t courtside_a_underline(void) { return A_UNDERLINE; }
/// `COLOR_PAIR(n)` as attribute bits.
static inline attr_t courtside_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }
/// `setsyx(y, x)`: the cursor left at `y`, `x` by the next `doupdate` (a macro).
static inline void courtside_setsyx(int y, int x) { setsyx(y, x); }
/// `KEY_F(n)`, the code of function key n.
static inline int courtside_key_f(int n) { return KEY_F(n); }

/// Whether the terminal has a visible bell (terminfo `flash`), so `flash()` does not fall back to
/// a second audible one.
static inline bool courtside_has_flash(void) {
    const char *flash = tigetstr("flash");
    return flash != NULL && flash != (char *)-1 && flash[0] != '\0';
}

/// Sets a window's attributes and colour pair (`wattr_set` is a macro in ncurses 6).
static inline int courtside_wattr_set(WINDOW *win, attr_t attrs, short pair) {
    return wattr_set(win, attrs, pair, NULL);
}

/// glibc's `malloc_trim`, which Swift's Glibc module does not declare: hands freed memory back to
/// the system after the terminal shrank (ncurses freed its larger screens).
static inline void courtside_release_free_memory(void) { malloc_trim(0); }

/// `wcwidth`, which glibc declares only under _XOPEN_SOURCE (not visible through Swift's Glibc module):
/// the columns a wide character takes in the current LC_CTYPE, as ncursesw counts them.
extern int wcwidth(wchar_t);
static inline int courtside_wcwidth(wchar_t ch) { return wcwidth(ch); }

/// Whether a terminfo string capability is present (tigetstr gives NULL when it is absent and
/// (char *)-1 when the name is not a string capability).
static inline int courtside_has_string_capability(const char *name) {
    const char *value = tigetstr(name);
    return value != NULL && value != (const char *)-1 && value[0] != 0;
}

/// What terminfo says of `term` (NULL: $TERM) for output on `fd`: 0 a full-screen terminal,
/// -1 unknown, 1 known but unable to move the cursor to a row and column (no `cup`, as with
/// TERM=dumb), 2 known but unable to clear the screen (no `clear`). Loads nothing that stays
/// loaded and writes nothing, so it is safe to ask before deciding to start the screen.
static inline int courtside_terminfo_check(const char *term, int fd) {
    int status = 0;
    if (setupterm(term, fd, &status) != OK || status != 1) { return -1; }
    int result = 0;
    if (!courtside_has_string_capability("cup")) {
        result = 1;
    } else if (!courtside_has_string_capability("clear")) {
        result = 2;
    }
    del_curterm(cur_term);
    return result;
}

/// Appends terminfo string capability `name` of the current terminal to `buffer` (of `size` bytes,
/// holding `used`), if it is present and fits; returns the new length. Used once at start to save
/// the bytes that give the terminal back, so a crash handler can write them without ncurses.
static inline int courtside_append_capability(const char *name, char *buffer, int used, int size) {
    if (!courtside_has_string_capability(name)) { return used; }
    const char *value = tigetstr(name);
    int length = 0;
    while (value[length] != 0) { length++; }
    if (used + length > size) { return used; }
    for (int index = 0; index < length; index++) { buffer[used + index] = value[index]; }
    return used + length;
}

#endif
