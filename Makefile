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
	$(SWIFT) build -c release

bench: release
	@echo "bench: see issue 6"

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Package.swift Sources Tests

lint:
	$(SWIFT) format lint --recursive --configuration .swift-format Sources Tests

install: release
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(BINDIR)/courtside
	@if [ -f docs/courtside.1 ]; then install -m 644 docs/courtside.1 $(DESTDIR)$(MANDIR)/courtside.1; fi

clean:
	rm -rf .build
