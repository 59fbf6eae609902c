// The only bridge between Swift and ncursesw. Swift cannot see C macros with arguments
// or the wide-character API without _XOPEN_SOURCE_EXTENDED, and Swift 6 rejects the
// global mutable `stdscr`/`stdout`, so this header wraps what the driver needs.
#ifndef TODO_CNCURSESW_SHIM_H
#define TODO_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/// Opens the terminal on the process's own stdin/stdout. Returns NULL (never exits) when
/// TERM names no known terminal, unlike initscr.
static inline SCREEN *todo_newterm(const char *term) {
  return newterm(term, stdout, stdin);
}

/// The main window of the screen most recently opened by todo_newterm.
static inline WINDOW *todo_main_window(void) { return stdscr; }

/// Checks TERM without starting curses or touching the terminal: 1 when the terminal
/// description exists and can move the cursor (`cup`), 2 when it exists but cannot (`dumb`),
/// 0 when there is none.
static inline int todo_terminal_check(const char *term) {
  int err = 0;
  if (setupterm(term, 2, &err) != OK || err != 1) return 0;
  char *cup = tigetstr("cup");
  int addressable = cup != NULL && cup != (char *)-1;
  del_curterm(cur_term);
  return addressable ? 1 : 2;
}

/// How many colours the terminal TERM names can show (its `colors` capability), without
/// starting curses or touching the terminal: 0 when it shows none, -1 when it is unknown.
static inline int todo_terminal_colors(const char *term) {
  int err = 0;
  if (setupterm(term, 2, &err) != OK || err != 1) return -1;
  int colors = tigetnum("colors");
  del_curterm(cur_term);
  return colors > 0 ? colors : 0;
}

/// Writes `text` straight to the terminal (after whatever stdio still holds): for modes
/// curses knows nothing about, such as bracketed paste.
static inline void todo_write_terminal(const char *text) {
  fflush(stdout);
  size_t left = strlen(text);
  while (left > 0) {
    ssize_t written = write(STDOUT_FILENO, text, left);
    if (written <= 0) return;
    text += written;
    left -= (size_t)written;
  }
}

static inline attr_t todo_attr_normal(void) { return A_NORMAL; }
static inline attr_t todo_attr_bold(void) { return A_BOLD; }
static inline attr_t todo_attr_reverse(void) { return A_REVERSE; }
static inline attr_t todo_attr_dim(void) { return A_DIM; }
static inline attr_t todo_attr_underline(void) { return A_UNDERLINE; }
static inline int todo_key_code_yes(void) { return KEY_CODE_YES; }

/// Writes one cell: a base character plus up to four combining marks (a grapheme), with
/// attributes and a colour pair.
static inline int todo_put_cell(WINDOW *win, int y, int x, const wchar_t *text, attr_t attrs,
                                short pair) {
  cchar_t cell;
  if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
  return mvwadd_wch(win, y, x, &cell);
}

/// Reads one key: the return is OK (a character) or KEY_CODE_YES (a function key), ERR on
/// timeout.
static inline int todo_get_key(WINDOW *win, unsigned int *out) {
  wint_t ch = 0;
  int rc = wget_wch(win, &ch);
  *out = (unsigned int)ch;
  return rc;
}

/// The last SIGTERM or SIGHUP received, 0 for none. Only the handler writes it.
static volatile sig_atomic_t todo_quit_signal = 0;

static void todo_on_quit_signal(int signal_number) { todo_quit_signal = signal_number; }

/// SIGTERM and SIGHUP only note themselves; the run loop then ends the app the normal way,
/// restoring the terminal. No SA_RESTART, so a blocked key read wakes up at once.
static inline void todo_install_quit_signals(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = todo_on_quit_signal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGTERM, &action, NULL);
  sigaction(SIGHUP, &action, NULL);
}

/// The signal that asked the app to end, or 0.
static inline int todo_quit_requested(void) { return todo_quit_signal; }

/// Stops the process the way Ctrl-Z does (the shell shows it as a stopped job); returns
/// once it is continued.
static inline void todo_suspend(void) {
  struct sigaction action, previous;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(SIGTSTP, &action, &previous);
  raise(SIGTSTP);
  sigaction(SIGTSTP, &previous, NULL);
}

#endif
