// libFuzzer's entry for a program with a main function of its own (SwiftPM's executables have
// one): runs the fuzzer on `callback` with the command line's flags.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
