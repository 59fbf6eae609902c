// The GNU calls the child-process component of TestSupport needs. Swift's Glibc module does
// not show them: they are declared only under _GNU_SOURCE.
#ifndef TODO_CSPAWN_H
#define TODO_CSPAWN_H

#include <spawn.h>

/// pipe2(descriptors, O_CLOEXEC): a pipe whose two ends no exec'd program inherits.
int todo_pipe_cloexec(int descriptors[2]);

/// posix_spawn_file_actions_addchdir_np: the child changes to `path` when this action runs.
int todo_spawn_actions_add_chdir(posix_spawn_file_actions_t *actions, const char *path);

/// posix_spawn_file_actions_addclosefrom_np: the child closes every descriptor from `from` on.
int todo_spawn_actions_add_close_from(posix_spawn_file_actions_t *actions, int from);

#endif
