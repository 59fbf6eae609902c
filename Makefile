# todo: build, run, test. `make run` opens the app on the default store; `make test` runs
# every test (lint, unit, screen and end-to-end). UPDATE_SNAPSHOTS=1 make test rewrites the
# expected screens of Tests/ScreenTests/Scripts (read every changed one before committing).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man/man1
BASHDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHDIR ?= $(PREFIX)/share/zsh/site-functions
FISHDIR ?= $(PREFIX)/share/fish/vendor_completions.d
SWIFT ?= swift
SWIFTC ?= swiftc
export LANG := C.UTF-8
export LC_ALL := C.UTF-8

.PHONY: all deps build release symbol-order run test lint format man install uninstall clean bench module \
  fuzz module-check

all: build

# Installs what a fresh machine lacks (tmux, ncursesw and SQLite headers); a no-op otherwise.
deps:
	@Scripts/install-deps

build: deps
	$(SWIFT) build

# Release builds link the Swift standard library and Foundation statically: the binary
# starts about 10 ms sooner and uses about 6 MB less memory (see BENCHMARKS.md). They link
# with the toolchain's lld, for three things a start reads less of: relative relocations
# packed (RELR: 16 KB of them instead of 2 MB); the functions a start and the common keys run
# placed together, in the order of Release/symbol-order.txt, so fewer pages of code are
# mapped (`make symbol-order` remakes it, under valgrind; a name the binary lacks is
# skipped); and no table of the program's own symbols for the dynamic linker (SwiftPM
# exports the 11,000 public ones; nothing looks them up at run time). The C++ library (the
# Swift runtime's and TOMLKit's) is linked in as well, so its functions join the order:
# swiftc asks for `-lstdc++` itself, so the link looks first in a folder that holds only
# the static archive (left empty where the compiler knows of none: the shared one then).
STATIC_CXX := .build/static-libstdc++
RELEASE_LINK := -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
  -Xlinker --symbol-ordering-file=$(CURDIR)/Release/symbol-order.txt \
  -Xlinker --no-warn-symbol-ordering -Xlinker --no-export-dynamic \
  -Xlinker -L$(CURDIR)/$(STATIC_CXX)

release: deps
	@# SwiftPM does not see the order file as an input: a newer one relinks.
	@if [ Release/symbol-order.txt -nt .build/release/todo ]; then \
	  rm -f .build/release/todo .build/release/todo-sync; fi
	@mkdir -p $(STATIC_CXX); archive=$$(clang -print-file-name=libstdc++.a 2>/dev/null); \
	  if [ -f "$$archive" ]; then ln -sf "$$archive" $(STATIC_CXX)/libstdc++.a; fi
	$(SWIFT) build -c release --static-swift-stdlib $(RELEASE_LINK)

symbol-order: release
	python3 Benchmarks/Scripts/symbol_order.py --binary .build/release/todo \
	  --out Release/symbol-order.txt

run: build
	.build/debug/todo $(ARGS)

# The end-to-end tests time real keys in tmux, so they run on their own, after the rest; a
# generated module's nested build (`module-check`) runs outside `swift test` too.
# No test may write into the working tree: its untracked and ignored files are compared before
# and after the tests.
test: lint build man
	@Scripts/tree-state > .build/tree-before
	TODO_BINARY=$(CURDIR)/.build/debug/todo TODO_MANUAL=$(CURDIR)/.build/man/todo.1 \
	  $(SWIFT) test --skip EndToEndTests
	@$(MAKE) --no-print-directory module-check
	TODO_BINARY=$(CURDIR)/.build/debug/todo $(SWIFT) test --filter EndToEndTests
	@Scripts/tree-state > .build/tree-after
	@diff -u .build/tree-before .build/tree-after \
	  || { echo "make test: the tests left files in the working tree (above)" >&2; exit 1; }

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Fuzz

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Fuzz

# Coverage-guided fuzzing (SPEC §20; docs/architecture.md, "Fuzzing"): every target of Fuzz/
# for FUZZ_SECONDS each, or `make fuzz TARGET=hrefs` one. Each is built with swiftc alone, or by
# SwiftPM as a package of its own where a parser is over C++ (Scripts/fuzz), so it needs no
# `make build`; `make test` never runs it, CI runs a short pass after the tests.
FUZZ_SECONDS ?= 60
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) SWIFTC=$(SWIFTC) Scripts/fuzz $(TARGET)

# `make module NAME=Foo` generates the VIPER module Foo (six files, its key map, a mock per
# role in the test kit and a test file over them; docs/architecture.md, "Adding a module"). A shell script
# over Swift templates (Templates/Module) rather than a SwiftPM command plugin: the templates
# read as the code they become, and writing into Sources needs no plugin build nor the
# plugin's permission to write into the package. It refuses, writing nothing, a bad or taken
# name and a dirty target.
module:
	@SWIFT="$(SWIFT)" Scripts/new-module "$(NAME)"

# `make module NAME=Archive` in a clean copy of the package (under .build): it creates files
# only, and they lint, build without a warning and pass their tests (Scripts/module-check). A
# nested build of minutes, so it is a goal of its own that `make test` runs, not a unit test.
module-check:
	@SWIFT="$(SWIFT)" Scripts/module-check

# The man page, generated from the command-line definitions by swift-argument-parser's
# generate-manual plugin (it builds the package and asks the binary for its definitions), into
# .build/man/todo.1; `make test` checks that it renders. CONFIG=release makes it from the release
# build (as `make install` does). The plugin copies a blank line of a command's text as it is,
# which mdoc warns about: it becomes the paragraph break `.Pp`.
CONFIG ?= debug
man: deps
	$(SWIFT) package generate-manual --configuration $(CONFIG) --section 1
	mkdir -p .build/man
	sed 's/^$$/.Pp/' .build/plugins/GenerateManual/outputs/todo/todo.1 > .build/man/todo.1

# Installs the two programs, the man page and the bash, zsh and fish completions (the
# completion scripts are swift-argument-parser's, written by the binary itself) under
# $(DESTDIR)$(PREFIX). One recipe, in this order: the manual plugin builds the release
# configuration without --static-swift-stdlib, so the release build comes after it.
install:
	$(MAKE) man CONFIG=release
	$(MAKE) release
	mkdir -p .build/completions
	.build/release/todo --generate-completion-script bash > .build/completions/todo.bash
	.build/release/todo --generate-completion-script zsh > .build/completions/_todo
	.build/release/todo --generate-completion-script fish > .build/completions/todo.fish
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(BASHDIR) \
	  $(DESTDIR)$(ZSHDIR) $(DESTDIR)$(FISHDIR)
	install -m 0755 .build/release/todo $(DESTDIR)$(BINDIR)/todo
	install -m 0755 .build/release/todo-sync $(DESTDIR)$(BINDIR)/todo-sync
	install -m 0644 .build/man/todo.1 $(DESTDIR)$(MANDIR)/todo.1
	install -m 0644 .build/completions/todo.bash $(DESTDIR)$(BASHDIR)/todo
	install -m 0644 .build/completions/_todo $(DESTDIR)$(ZSHDIR)/_todo
	install -m 0644 .build/completions/todo.fish $(DESTDIR)$(FISHDIR)/todo.fish

# Removes exactly what `make install` put there (same PREFIX and DESTDIR), and nothing else.
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/todo $(DESTDIR)$(BINDIR)/todo-sync $(DESTDIR)$(MANDIR)/todo.1 \
	  $(DESTDIR)$(BASHDIR)/todo $(DESTDIR)$(ZSHDIR)/_todo $(DESTDIR)$(FISHDIR)/todo.fish

clean:
	rm -rf .build

# Benchmarks (see BENCHMARKS.md): the release binary in an 80x24 pseudo-terminal
# at 1k, 100k and 1M todos, calcurse and vit in the same harness, the package-benchmark suite
# of Benchmarks/ (its own package, so `make test` never builds it), sync, then the issue's
# table. Results and fixtures (the 1M store kept between runs) go to bench-results/.
# `.ci/run` never runs it.
bench: release
	SWIFT="$(SWIFT)" python3 Benchmarks/Scripts/bench.py --binary .build/release/todo --out bench-results $(BENCH_ARGS)
