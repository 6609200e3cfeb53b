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

.PHONY: all build run test soak bench bench-deps gates gates-update gates-deps format lint release install clean deps test-deps test-python

all: build

# ncursesw and SQLite headers and pkg-config data: needed to build at all.
deps:
	@pkg-config --exists ncursesw 2>/dev/null || $(MAKE) --no-print-directory apt-install PKG=libncurses-dev WHY="to build courtside (ncursesw)"
	@pkg-config --exists sqlite3 2>/dev/null || $(MAKE) --no-print-directory apt-install PKG=libsqlite3-dev WHY="to build courtside (the library index is SQLite)"

# tmux drives the real binary in the end-to-end tests; headless Chromium opens `courtside serve`'s
# pages in them.
test-deps: deps
	@command -v tmux >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=tmux WHY="for the end-to-end tests"
	@command -v chromium >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=chromium WHY="for the browser tests of courtside serve"

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

# pandas for the CSV end-to-end test (CSVReaderEndToEndTests), in a virtual environment of the
# tests' own under .build, pinned; where it cannot be installed the test still reads every CSV
# with Python's csv module, and says so.
TEST_PYTHON := .build/test-python
PANDAS_VERSION := 2.2.3
test-python:
	@if ! $(TEST_PYTHON)/bin/python -c 'import pandas' >/dev/null 2>&1; then \
		echo "installing pandas $(PANDAS_VERSION) into $(TEST_PYTHON) for the CSV test"; \
		{ python3 -m venv $(TEST_PYTHON) && $(TEST_PYTHON)/bin/python -m pip install -q \
			--disable-pip-version-check pandas==$(PANDAS_VERSION); } >/dev/null 2>&1 \
		|| echo "note: no pandas in $(TEST_PYTHON); the CSV test reads with Python's csv module only"; \
	fi

# Builds everything, fails on any warning in our own code, then runs every test target.
test: test-deps test-python
	@mkdir -p .build; $(SWIFT) build --build-tests 2>&1 | tee .build/build-tests.log; status=$${PIPESTATUS[0]}; \
	if [ $$status -ne 0 ]; then exit $$status; fi; \
	if grep -E '^/.*/(Sources|Tests)/.*: warning:' .build/build-tests.log; then \
		echo "error: warnings in our code (above)"; exit 1; fi
	@if $(TEST_PYTHON)/bin/python -c 'import pandas' >/dev/null 2>&1; then \
		export COURTSIDE_TEST_PYTHON=$(CURDIR)/$(TEST_PYTHON)/bin/python; fi; \
	$(SWIFT) test --skip-build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product courtside

# The targets a scorer can feel (docs/performance.md): the release binary on a pseudo-terminal
# (first frame, a running clock's CPU and wake-ups, key → first byte, the binary's size) by
# courtside-bench, then the in-process benchmarks (fold, load, export, list, follow) on
# package-benchmark in Benchmarks/, a package of its own that `make test` never builds. Own
# scratch path; about 2 minutes once built. Figures in .build/bench/.
BENCH_SCRATCH := .build-bench
BENCH_BIN     := $(BENCH_SCRATCH)/release
# jq adds up the same totals as `courtside leaders` from the files, beside it in make bench.
bench-deps: deps
	@command -v jq >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=jq WHY="for make bench (leaders beside jq)"

# The differential test's long soak (docs/architecture.md, "Test support"): 1,000 random scoring
# sessions, every view compared after every step, from a seed of its own (about 6 minutes).
SOAK_SESSIONS ?= 1000
SOAK_SEED     ?= 20261127
soak: deps
	$(SWIFT) build --build-tests
	COURTSIDE_DIFFERENTIAL_SESSIONS=$(SOAK_SESSIONS) COURTSIDE_DIFFERENTIAL_SEED=$(SOAK_SEED) \
		$(SWIFT) test --skip-build --filter DifferentialTests

bench: bench-deps soak
	$(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(BENCH_SCRATCH) --product courtside
	$(SWIFT) build -c release --scratch-path $(BENCH_SCRATCH) --product courtside-bench
	@mkdir -p .build/bench
	strip -o .build/bench/courtside $(BENCH_BIN)/courtside
	set -o pipefail; $(BENCH_BIN)/courtside-bench $(BENCH_BIN)/courtside .build/bench/courtside | tee .build/bench/terminal.md
	set -o pipefail; $(SWIFT) package --package-path Benchmarks --disable-sandbox benchmark --no-progress \
		| tee .build/bench/benchmarks.txt

# valgrind counts the gates' instructions and allocations.
gates-deps: deps
	@command -v valgrind >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=valgrind WHY="for the performance gates (make gates)"

# The deterministic gates (docs/performance.md, "Gates"): callgrind's instruction and allocation
# counts of a running clock's tenth, a key, loading and exporting a 100,000-event game, in a
# release build of courtside-gates, against Benchmarks/budgets.txt. CI runs it after make test.
# gates-update measures again and rewrites the budgets (commit them with the change that moved them).
GATES_SCRATCH := .build-gates
gates gates-update: gates-deps
	$(SWIFT) build -c release --scratch-path $(GATES_SCRATCH) --product courtside-gates
	Benchmarks/gates.sh $(GATES_SCRATCH)/release/courtside-gates $(if $(filter gates-update,$@),--update)

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
