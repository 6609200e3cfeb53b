#!/usr/bin/env bash
# Writes release/tenth.order: the functions a running clock's tenth executes, which the release
# link packs together (lld's --symbol-ordering-file), so a tenth touches a few pages of code
# instead of eighty. See docs/performance.md, "The tenth's code, packed".
#
# Run by `make tenth-order` after a change to what a tenth runs (lld warns of names that are gone
# at every release link). It links courtside with a map, runs it under callgrind in tmux (80×24)
# collecting only inside ScreenRunLoop.step while the clock runs, and keeps the functions of the
# binary whose own input section is small: a function inside a large section (the standard
# library's Swift code is one 1.6 MB .text) would carry all of it into the packed pages.
set -euo pipefail
: "${SWIFT:=swift}"
: "${RELEASE_FLAGS:?run it through make tenth-order}"
out=release/tenth.order
largest=16384

for tool in valgrind callgrind_control tmux nm; do
    command -v "$tool" >/dev/null || { echo "tenth-order: needs $tool" >&2; exit 1; }
done
work=$(mktemp -d)
session=courtside-tenth-order-$$
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT

# shellcheck disable=SC2086 # the flags are words
$SWIFT build $RELEASE_FLAGS --product courtside -Xlinker -Map="$work/link.map"
# shellcheck disable=SC2086
bin="$($SWIFT build $RELEASE_FLAGS --show-bin-path)/courtside"
step=$(nm "$bin" | awk '$3 ~ /CourtsideScreen0B7RunLoopC4stepy/ && step == "" { step = $3 } END { print step }')
[ -n "$step" ] || { echo "tenth-order: ScreenRunLoop.step not found in $bin" >&2; exit 1; }

mkdir "$work/home"
tmux new-session -d -s "$session" -x 80 -y 24 \
    "exec env TERM=xterm-256color LANG=C.UTF-8 HOME='$work/home' valgrind --tool=callgrind --demangle=no \
    --instr-atstart=no --toggle-collect='$step' --callgrind-out-file='$work/tenths.out' \
    '$bin' new --library '$work/library' 2>'$work/valgrind.log'"
shown() { tmux capture-pane -p -t "$session" 2>/dev/null || true; }
for _ in $(seq 1 120); do
    [[ "$(shown)" == *PAUSED* ]] && break
    sleep 1
done
[[ "$(shown)" == *PAUSED* ]] || { echo "tenth-order: the scoreboard did not come up" >&2; exit 1; }
pid=$(tmux display-message -p -t "$session" '#{pane_pid}')
tmux send-keys -t "$session" ' '
sleep 2 # the tenths, not the key that started the clock
callgrind_control --instr=on "$pid" >/dev/null 2>&1
sleep 5
callgrind_control --instr=off "$pid" >/dev/null 2>&1
kill -TERM "$pid"
for _ in $(seq 1 60); do
    [ -s "$work/tenths.out" ] && ! kill -0 "$pid" 2>/dev/null && break
    sleep 1
done

# Functions with a cost of their own in the courtside binary (callgrind names each object and
# function once, by number, then by the number alone).
awk '
    match($0, /^c?(ob|fn)=\([0-9]+\)/) {
        kind = substr($0, 1, index($0, "=") - 1); id = substr($0, RSTART, RLENGTH)
        sub(/^c?(ob|fn)=/, "", id); name = substr($0, RLENGTH + 2)
        table = kind ~ /ob$/ ? "ob" : "fn"
        if (name != "") names[table, id] = name
        if (kind == "ob") object = names["ob", id]
        if (kind == "fn" && object ~ /\/courtside$/) print names["fn", id]
    }' "$work/tenths.out" | grep -v '^0x' | sort -u >"$work/functions"

# Each symbol's input section size, from the map (an input section's line, then its symbols').
awk '
    function hex(text,    value, i) {
        value = 0
        for (i = 1; i <= length(text); i++) value = value * 16 + index("0123456789abcdef", substr(text, i, 1)) - 1
        return value
    }
    NR > 1 && NF >= 5 {
        if (index($0, ":(") > 0) { size = hex($3); next }
        print $5, size
    }' "$work/link.map" >"$work/sizes"

{
    echo "# The functions a running clock's tenth executes, packed together by the release link."
    echo "# Written by \`make tenth-order\` (release/tenth-order.sh); see docs/performance.md."
    awk -v largest="$largest" 'NR == FNR { size[$1] = $2; next } !($1 in size) || size[$1] <= largest' \
        "$work/sizes" "$work/functions"
} >"$out"
echo "tenth-order: $(grep -vc '^#' "$out") functions in $out (of $(wc -l <"$work/functions") the tenth runs)"
