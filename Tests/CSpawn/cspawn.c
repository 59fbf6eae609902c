#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>

#include "cspawn.h"

int todo_pipe_cloexec(int descriptors[2]) { return pipe2(descriptors, O_CLOEXEC); }

int todo_spawn_actions_add_chdir(posix_spawn_file_actions_t *actions, const char *path) {
  return posix_spawn_file_actions_addchdir_np(actions, path);
}

int todo_spawn_actions_add_close_from(posix_spawn_file_actions_t *actions, int from) {
  return posix_spawn_file_actions_addclosefrom_np(actions, from);
}
