SHELL := /bin/bash
# courtside — build, run, test, benchmark.
# Set-up is two commands: `make run` and `make test`. Missing system packages are installed
# when we can (root with apt), otherwise we stop with the exact command to run.

SWIFT    ?= swift
PREFIX   ?= /usr/local
BINDIR   := $(PREFIX)/bin
MANDIR   := $(PREFIX)/share/man/man1
DEBUG_BIN   := .build/debug/courtside
RELEASE_BIN := .build/release/courtside

# Release builds (release, install, bench): the Swift runtime and Foundation linked in, a
# packaging choice: the binary runs where no Swift is installed.
RELEASE_FLAGS := -c release --static-swift-stdlib

.PHONY: all build run test bench format lint release install clean deps test-deps

all: build

# ncursesw headers and pkg-config data: needed to build at all.
deps:
	@pkg-config --exists ncursesw 2>/dev/null || $(MAKE) --no-print-directory apt-install PKG=libncurses-dev WHY="to build courtside (ncursesw)"

# tmux drives the real binary in the end-to-end tests.
test-deps: deps
	@command -v tmux >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=tmux WHY="for the end-to-end tests"

.PHONY: apt-install
apt-install:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing $(PKG) $(WHY)"; \
		apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(PKG) >/dev/null; \
	else \
		echo "courtside needs $(PKG) $(WHY). Install it with:"; \
		echo "    sudo apt-get install $(PKG)"; \
		exit 1; \
	fi

build: deps
	$(SWIFT) build

# Opens courtside on the default library (the game list).
run: build
	@$(DEBUG_BIN)

# Builds everything, fails on any warning in our own code, then runs every test target.
test: test-deps
	@mkdir -p .build; $(SWIFT) build --build-tests 2>&1 | tee .build/build-tests.log; status=$${PIPESTATUS[0]}; \
	if [ $$status -ne 0 ]; then exit $$status; fi; \
	if grep -E '^/.*/(Sources|Tests)/.*: warning:' .build/build-tests.log; then \
		echo "error: warnings in our code (above)"; exit 1; fi
	$(SWIFT) test --skip-build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product courtside

# Builds courtside and the benchmark suite in release (own scratch path; `make test` never
# runs it) and runs it: one table on stdout, the same figures in .build/bench/results.md
# and results.json. Needs tmux; takes about 6 minutes. See docs/performance.md.
BENCH_SCRATCH := .build-bench
BENCH_BIN     := $(BENCH_SCRATCH)/release
bench: test-deps
	$(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(BENCH_SCRATCH) --product courtside
	$(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(BENCH_SCRATCH) --product courtside-bench
	@mkdir -p .build/bench
	$(BENCH_BIN)/courtside-bench --courtside $(BENCH_BIN)/courtside --output .build/bench \
		--swift-version "$$($(SWIFT) --version 2>&1 | grep -m1 'Swift version')" \
		$(if $(ONLY),--only $(ONLY)) --docs docs/performance.md --revision "$$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$$(git diff --quiet HEAD 2>/dev/null || echo " with uncommitted changes to $$(git diff --name-only HEAD | paste -sd, -)")"

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Package.swift Sources Tests

lint:
	$(SWIFT) format lint --recursive --configuration .swift-format Sources Tests

install: release
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)
	install -m 755 --strip $(RELEASE_BIN) $(DESTDIR)$(BINDIR)/courtside
	@if [ -f docs/courtside.1 ]; then install -m 644 docs/courtside.1 $(DESTDIR)$(MANDIR)/courtside.1; fi

clean:
	rm -rf .build
