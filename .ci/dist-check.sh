#!/usr/bin/env bash
# make dist-check: the tarball `make dist` made, installed as its INSTALL says into a bare Debian
# (debootstrap --variant=minbase with only libncursesw6, libsqlite3-0 and libpq5 added) and run there with
# chroot: --version, ldd, list, keys, players, a game scored on the board on a pseudo-terminal
# (tmux, outside the root, runs the chrooted binary), then that game in list, export and players.
#
#   .ci/dist-check.sh TARBALL VERSION ROOT SUITE MIRROR
#
# The root is made once and kept at ROOT (under .build): a second run only installs and runs.
# Needs root (debootstrap, chroot) and tmux. Every wait is on a condition, with a deadline.
set -euo pipefail

tarball=$1 version=$2 root=$3 suite=$4 mirror=$5
started=$SECONDS
say() { echo "dist-check: $*"; }
fail() { echo "dist-check: FAILED: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "needs root (debootstrap and chroot); run it as root, as CI does"
[ -f "$tarball" ] || fail "no $tarball (make dist makes it)"
(cd "$(dirname "$tarball")" && sha256sum --quiet -c "$(basename "$tarball").sha256") \
    || fail "the checksum beside $tarball does not match"

# The root: made in ROOT.partial and renamed when complete, so an interrupted run starts over. Its
# marker names the packages added, so a root made with fewer is made again.
packages=libncursesw6,libsqlite3-0,libpq5
marker=".courtside-dist-check-$packages"
if [ ! -e "$root/$marker" ]; then
    say "making a bare Debian $suite root in $root (once; kept for the next run)"
    for stale in "$root" "$root.partial"; do
        if mountpoint -q "$stale/proc" 2>/dev/null; then umount -l "$stale/proc"; fi
    done
    rm -rf "$root.partial"
    mkdir -p "$(dirname "$root")"
    if ! debootstrap --variant=minbase --include="$packages" \
        "$suite" "$root.partial" "$mirror" >"$root.log" 2>&1; then
        tail -20 "$root.log" >&2
        fail "debootstrap (log: $root.log)"
    fi
    touch "$root.partial/$marker"
    rm -rf "$root"
    mv "$root.partial" "$root"
fi
made=$SECONDS

# Installed as INSTALL says, into the root's /usr/local. Each run's library is new.
tar xzf "$tarball" -C "$root/usr/local" --strip-components=1 --exclude=INSTALL --no-same-owner
work=/tmp/courtside-dist-check
rm -rf "${root:?}$work"
mkdir -p "$root$work/library" "$root$work/config"

# A system has /proc, and the Swift runtime reads it as it starts (/proc/self/maps, and the
# number of processors: without them it stops on SIGILL before main).
socket="courtside-dist-check-$$"
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc" || fail "cannot mount /proc in $root"
cleanup() {
    tmux -L "$socket" kill-server 2>/dev/null || true
    rm -rf "${root:?}$work"
    umount -l "$root/proc" 2>/dev/null || true
}
trap cleanup EXIT

# The environment a user's shell would give it, nothing from ours.
environment=(/usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 TERM=xterm-256color
    COURTSIDE_LIBRARY=$work/library XDG_CONFIG_HOME=$work/config)
in_root() { chroot "$root" "${environment[@]}" "$@"; }
# Runs a command in the root; fails unless it exits 0 and its output holds every one of the texts.
expect_output() {
    local texts=() output
    while [ "$1" != -- ]; do texts+=("$1"); shift; done
    shift
    output=$(in_root "$@" 2>&1) || fail "'$*' exited $?: $output"
    for text in "${texts[@]}"; do
        grep -qF -- "$text" <<<"$output" || fail "'$*' did not print '$text':"$'\n'"$output"
    done
    printf '%s' "$output"
}

say "in $(. "$root/etc/os-release" && echo "$PRETTY_NAME"), $(in_root dpkg-query -W -f '${binary:Package} ${Version}\n' \
    libncursesw6 libsqlite3-0 libpq5 | tr '\n' ' ')"
shown=$(in_root courtside --version)
[ "$shown" = "$version" ] || fail "--version says '$shown', the tarball is $version"
libraries=$(in_root ldd /usr/local/bin/courtside) || fail "ldd: $libraries"
if grep -E 'not found|libswift|libdispatch|libFoundation|FoundationInternationalization|_FoundationICU' \
    <<<"$libraries"; then
    fail "the binary needs a library the bare root does not have, or a Swift one"
fi
expect_output "no games yet" -- courtside list >/dev/null
expect_output "select home player" -- courtside keys >/dev/null
expect_output -- courtside players >/dev/null

# The board on a pseudo-terminal of 80×24: a game to 2, the clock started, Ann's 2-pointer wins
# it, q quits.
wait_for() {
    local deadline=$((SECONDS + 30))
    until tmux -L "$socket" capture-pane -p -t check | grep -qF -- "$1"; do
        if ((SECONDS >= deadline)); then
            tmux -L "$socket" capture-pane -p -t check >&2 || true
            fail "the board did not show '$1' within 30 s (the pane is above)"
        fi
        sleep 0.05
    done
}
type_keys() { tmux -L "$socket" send-keys -t check -l "$1"; }
board="chroot $root ${environment[*]} courtside new --home Ballerz --away Ringerz \
--home-players Ann,Bob,Cy --away-players Dan,Eve,Flo --to 2"
tmux -L "$socket" -f /dev/null new-session -d -s check -x 80 -y 24 \
    "$board; echo \"[exit \$?]\"; exec sleep infinity"
wait_for "Ballerz"
wait_for "PAUSED"
type_keys " "
wait_for "RUNNING"
type_keys "d"
wait_for "2 - 0"
wait_for "FINAL"
type_keys "q"
wait_for "[exit 0]"

listed=$(expect_output "Ballerz" "Ringerz" -- courtside list --json)
game=$(grep -oE '"id" *: *"[^"]+"' <<<"$listed" | head -1 | sed -E 's/.*"([^"]+)"$/\1/')
[ -n "$game" ] || fail "no game id in list --json: $listed"
expect_output "Ballerz" "Ann" "Ringerz" -- courtside export "$game" >/dev/null
expect_output "Ann" "Flo" -- courtside players >/dev/null

size=$(stat -c %s "$root/usr/local/bin/courtside")
say "passed: $version on $suite ($(awk "BEGIN { printf \"%.1f\", $size / 1e6 }") MB binary): --version, ldd, list, keys, players, the board," \
    "export; $((SECONDS - started)) s ($((made - started)) s making the root)"
