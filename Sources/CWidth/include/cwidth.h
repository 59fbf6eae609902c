// The C library's character width, for the one width function in Swift (DisplayWidth).
// Swift's Glibc module does not show wcwidth, which needs _XOPEN_SOURCE.
#ifndef TODO_CWIDTH_H
#define TODO_CWIDTH_H

#include <stdint.h>

/// Columns the code point takes in the current LC_CTYPE: -1 unprintable, 0, 1 or 2.
int todo_wcwidth(uint32_t codepoint);

#endif
