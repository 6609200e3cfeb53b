#ifndef COURTSIDE_CNCURSES_SHIM_H
#define COURTSIDE_CNCURSES_SHIM_H

// Wide-character ncurses: must be defined before the header so cchar_t and the w*_wch calls exist.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include <locale.h>
#include <ncursesw/curses.h>

#endif
