SHELL := /bin/bash
# courtside — build, run, test, benchmark.
# Set-up is two commands: `make run` and `make test`. Missing system packages are installed
# when we can (root with apt), otherwise we stop with the exact command to run.

SWIFT    ?= swift
PREFIX   ?= /usr/local
BINDIR   := $(PREFIX)/bin
MANDIR   := $(PREFIX)/share/man/man1
# Where each shell looks for a command's completions under a prefix.
BASHCOMPDIR := $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  := $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR := $(PREFIX)/share/fish/vendor_completions.d
DEBUG_BIN   := .build/debug/courtside
RELEASE_BIN := .build/release/courtside

# The version, written once: Sources/courtside/CourtsideVersion.swift (`courtside --version`).
VERSION_FILE := Sources/courtside/CourtsideVersion.swift
VERSION := $(shell sed -n 's/^ *static let current = "\(.*\)"$$/\1/p' $(VERSION_FILE))

# Release builds (release, install, dist, bench): the Swift runtime and FoundationEssentials
# linked in, a packaging choice: the binary runs where no Swift is installed. And linked small
# (docs/performance.md, "Size": 30.5 MB stripped before, the target 25):
# - --no-export-dynamic: the toolchain's static-stdlib arguments export every symbol of our own
#   objects, and SwiftPM's --gc-sections never collects an exported symbol; a self-contained
#   binary loads no plug-in that would look them up. With a section per function (Swift and C),
#   the linker drops what nothing calls.
# - lld instead of gold, for --icf=all (identical functions, many in Swift's generic
#   specializations and thunks, kept once; no Swift code compares function addresses, and Apple's
#   linker deduplicates identical code by default) and -z pack-relative-relocs (DT_RELR: the
#   relocations of a position-independent binary in 15 KB instead of 1.7 MB; glibc 2.36 or later).
RELEASE_FLAGS := -c release --static-swift-stdlib \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xcc -fdata-sections \
	-Xswiftc -use-ld=lld -Xlinker --no-export-dynamic -Xlinker --icf=all -Xlinker -z -Xlinker pack-relative-relocs

.PHONY: all build run test soak bench bench-deps gates gates-update gates-deps format lint release install uninstall dist dist-check dist-check-deps clean deps test-deps test-python

all: build

# ncursesw, SQLite and libpq headers and pkg-config data: needed to build at all.
deps:
	@pkg-config --exists ncursesw 2>/dev/null || $(MAKE) --no-print-directory apt-install PKG=libncurses-dev WHY="to build courtside (ncursesw)"
	@pkg-config --exists sqlite3 2>/dev/null || $(MAKE) --no-print-directory apt-install PKG=libsqlite3-dev WHY="to build courtside (the library index is SQLite)"
	@pkg-config --exists libpq 2>/dev/null || $(MAKE) --no-print-directory apt-install PKG=libpq-dev WHY="to build courtside (a league is a PostgreSQL database)"

# tmux drives the real binary in the end-to-end tests; headless Chromium opens `courtside serve`'s
# pages in them; the league's tests start PostgreSQL clusters of their own (Debian's server).
test-deps: deps
	@command -v tmux >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=tmux WHY="for the end-to-end tests"
	@command -v chromium >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=chromium WHY="for the browser tests of courtside serve"
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=postgresql WHY="for the league's tests (a throwaway PostgreSQL cluster)"

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

# Builds everything, fails on any warning in our own code, then runs every test target: serve's
# in a process of their own. Every target's tests share one process and its Swift pool (2 threads
# on a 2-core machine); the end-to-end tests block a pool thread while they wait on a child
# process or a tmux pane, and serve's tests answer HTTP on that pool, so run beside them a held
# listing never started within 20 s (LivePathTests, three times on a loaded machine).
test: test-deps test-python
	@mkdir -p .build; $(SWIFT) build --build-tests 2>&1 | tee .build/build-tests.log; status=$${PIPESTATUS[0]}; \
	if [ $$status -ne 0 ]; then exit $$status; fi; \
	if grep -E '^/.*/(Sources|Tests)/.*: warning:|^macro expansion .*: warning:' .build/build-tests.log; then \
		echo "error: warnings in our code (above)"; exit 1; fi
	@if $(TEST_PYTHON)/bin/python -c 'import pandas' >/dev/null 2>&1; then \
		export COURTSIDE_TEST_PYTHON=$(CURDIR)/$(TEST_PYTHON)/bin/python; fi; \
	$(SWIFT) test --skip-build --skip CourtsideServerTests
	$(SWIFT) test --skip-build --filter CourtsideServerTests

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

# The binary (stripped), the man page and the completions of bash, zsh and fish (from
# swift-argument-parser's generator) under DESTDIR/PREFIX; make dist lays out its tarball with it.
install: release
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) \
		$(DESTDIR)$(FISHCOMPDIR)
	install -m 755 --strip $(RELEASE_BIN) $(DESTDIR)$(BINDIR)/courtside
	install -m 644 docs/courtside.1 $(DESTDIR)$(MANDIR)/courtside.1
	$(RELEASE_BIN) --generate-completion-script bash > $(DESTDIR)$(BASHCOMPDIR)/courtside
	$(RELEASE_BIN) --generate-completion-script zsh > $(DESTDIR)$(ZSHCOMPDIR)/_courtside
	$(RELEASE_BIN) --generate-completion-script fish > $(DESTDIR)$(FISHCOMPDIR)/courtside.fish
	chmod 644 $(DESTDIR)$(BASHCOMPDIR)/courtside $(DESTDIR)$(ZSHCOMPDIR)/_courtside $(DESTDIR)$(FISHCOMPDIR)/courtside.fish

# What make install put there, and nothing else (the folders may hold other programs' files).
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/courtside $(DESTDIR)$(MANDIR)/courtside.1 $(DESTDIR)$(BASHCOMPDIR)/courtside \
		$(DESTDIR)$(ZSHCOMPDIR)/_courtside $(DESTDIR)$(FISHCOMPDIR)/courtside.fish

# make dist: courtside-VERSION-linux-ARCH.tar.gz and its SHA-256 file in .build/dist, for a
# user without Swift (docs/INSTALL, copied into it, says how to install it). The tarball holds
# the install layout under one folder. It refuses a tree with changes to its inputs (its version would name a
# binary no commit builds) and a binary over the size target or linking a Swift library.
ARCH         := $(shell uname -m)
DIST_NAME    := courtside-$(VERSION)-linux-$(ARCH)
DIST_DIR     := .build/dist
DIST_TARBALL := $(DIST_DIR)/$(DIST_NAME).tar.gz
DIST_MAX_BYTES := 25000000
# What goes into the tarball: a change (or a new file) here would ship what no commit builds; a
# log or a scratch file beside them would not.
DIST_INPUTS  := Sources Package.swift Makefile docs
dist: deps
	@if [ -z "$(VERSION)" ]; then echo "error: no 'static let current = \"…\"' in $(VERSION_FILE)"; exit 1; fi
	@if git rev-parse --git-dir >/dev/null 2>&1 && [ -n "$$(git status --porcelain -- $(DIST_INPUTS))" ]; then \
		git status --short -- $(DIST_INPUTS); echo "error: make dist ships a commit: commit or stash the changes above"; exit 1; fi
	rm -rf $(DIST_DIR)/$(DIST_NAME) $(DIST_TARBALL) $(DIST_TARBALL).sha256
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(DIST_DIR)/$(DIST_NAME) PREFIX=
	sed -e 's/@VERSION@/$(VERSION)/g' -e 's/@ARCH@/$(ARCH)/g' docs/INSTALL > $(DIST_DIR)/$(DIST_NAME)/INSTALL
	@bin=$(DIST_DIR)/$(DIST_NAME)/bin/courtside; shown=$$($$bin --version); \
	if [ "$$shown" != "$(VERSION)" ]; then echo "error: --version says '$$shown', not $(VERSION)"; exit 1; fi; \
	size=$$(stat -c %s $$bin); echo "courtside $(VERSION): $$size bytes stripped (target ≤ $(DIST_MAX_BYTES))"; \
	if [ $$size -gt $(DIST_MAX_BYTES) ]; then echo "error: the binary is over its size target"; exit 1; fi; \
	if ldd $$bin | grep -E 'libswift|libdispatch|libFoundation|FoundationInternationalization|_FoundationICU'; then \
		echo "error: the binary links the Swift library above; it must carry the runtime"; exit 1; fi
	tar -C $(DIST_DIR) --sort=name --owner=0 --group=0 --numeric-owner --mtime=@$$(git log -1 --format=%ct 2>/dev/null || date +%s) \
		-cf - $(DIST_NAME) | gzip -9n > $(DIST_TARBALL)
	cd $(DIST_DIR) && sha256sum $(DIST_NAME).tar.gz > $(DIST_NAME).tar.gz.sha256
	@echo "$(DIST_TARBALL)"; cat $(DIST_TARBALL).sha256

# debootstrap makes the bare Debian root of dist-check; tmux gives the board a pseudo-terminal.
dist-check-deps:
	@command -v debootstrap >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=debootstrap WHY="for make dist-check (a bare Debian root)"
	@command -v tmux >/dev/null 2>&1 || $(MAKE) --no-print-directory apt-install PKG=tmux WHY="for make dist-check (the board on a pseudo-terminal)"

# The tarball on a bare Debian (.ci/dist-check.sh): a minbase root with only libncursesw6,
# libsqlite3-0 and libpq5 added, made once and kept under .build/dist-check; run in it with chroot.
# As root (CI runs it after make gates).
DIST_CHECK_SUITE  ?= stable
DIST_CHECK_MIRROR ?= http://deb.debian.org/debian
dist-check: dist dist-check-deps
	.ci/dist-check.sh $(DIST_TARBALL) $(VERSION) .build/dist-check/$(DIST_CHECK_SUITE) $(DIST_CHECK_SUITE) $(DIST_CHECK_MIRROR)

clean:
	rm -rf .build
