#!/usr/bin/env bash
# The deterministic gates behind `make gates` (docs/performance.md, "Gates"): instructions and
# allocations that callgrind counts in courtside-gates, against Benchmarks/budgets.txt.
#
#   Benchmarks/gates.sh GATES_BINARY            check every figure against its budget
#   Benchmarks/gates.sh GATES_BINARY --update   measure and rewrite the budgets file
#
# callgrind counts instructions, not seconds: the same binary on the same input gives the same
# count however busy the machine is, so a budget can be tight. It collects only inside
# courtside-gates' gateMeasure (set-up and start-up are not counted); allocations are the calls to
# the C allocator made meanwhile, from the call graph callgrind records.
set -euo pipefail
cd "$(dirname "$0")/.."
gates=$1
mode=${2:-check}
budgets=Benchmarks/budgets.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# figure name, repetitions it is divided by, then courtside-gates' arguments, then (the tenths)
# the arguments of a baseline run whose counts are taken off: callgrind counts the calls to the
# allocator outside gateMeasure too (the set-up's, which collection does not leave out: a single
# tenth counted 2,848), so a tenth is the difference between 100 tenths and 50, divided by 50.
figures=(
    "tenth|50|tenth 100|tenth 50"
    "tenth3x3|50|tenth 100 3x3|tenth 50 3x3"
    "key|20|key 20 $work/keys"
    "load|1|load $work/big"
    "export|1|export $work/big"
    "follow1k|20|follow 40 $work/follow 1000|follow 20 $work/follow 1000"
    "follow30k|20|follow 40 $work/follow 30000|follow 20 $work/follow 30000"
)

echo "gates: writing the 100,000-event game"
"$gates" prepare "$work/big"
mkdir -p "$work/keys" "$work/follow"

# Sums a callgrind output's instructions and its calls to the C allocator: "instructions allocations".
count() {
    awk '
        function name(spec,   id, rest) {
            # "(12) malloc" defines id 12; "(12)" refers to it.
            if (match(spec, /^\([0-9]+\)/)) {
                id = substr(spec, 2, RLENGTH - 2); rest = substr(spec, RLENGTH + 2)
                if (rest != "") names[id] = rest
                return names[id]
            }
            return spec
        }
        /^fn=/  { name(substr($0, 4)) }
        /^cfn=/ { callee = name(substr($0, 5)) }
        /^calls=/ {
            if (callee ~ /^(malloc|calloc|realloc|posix_memalign|aligned_alloc|memalign)$/) {
                split(substr($0, 7), parts, " "); allocations += parts[1]
            }
        }
        /^summary:/ { instructions = $2 }
        END { printf "%d %d\n", instructions, allocations }
    ' "$1"
}

declare -A measured
started=$SECONDS
# Runs courtside-gates under callgrind with the given arguments: "instructions allocations".
measure() {
    local name=$1
    shift
    local out="$work/$name.callgrind"
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*gateMeasure*' \
        --callgrind-out-file="$out" --log-file="$work/$name.log" "$gates" "$@" </dev/null ||
        { echo "gates: courtside-gates $* failed under callgrind:" >&2; cat "$work/$name.log" >&2; return 1; }
    count "$out"
}

for spec in "${figures[@]}"; do
    IFS='|' read -r figure repetitions args baseline <<<"$spec"
    # shellcheck disable=SC2086 # the arguments are words on purpose
    read -r instructions allocations < <(measure "$figure" $args) || exit 1
    if [ "$instructions" -eq 0 ]; then
        echo "gates: callgrind counted nothing for $figure (gateMeasure not found?)"; exit 1
    fi
    if [ -n "$baseline" ]; then
        # shellcheck disable=SC2086
        read -r base_instructions base_allocations < <(measure "$figure.baseline" $baseline) || exit 1
        instructions=$((instructions - base_instructions))
        allocations=$((allocations - base_allocations))
    fi
    measured[$figure.instructions]=$((instructions / repetitions))
    measured[$figure.allocations]=$(((allocations + repetitions / 2) / repetitions))
    printf 'gates: %-8s %14d instructions %9d allocations (each of %d)\n' "$figure" \
        "${measured[$figure.instructions]}" "${measured[$figure.allocations]}" "$repetitions"
done
echo "gates: measured in $((SECONDS - started)) s"

order=(tenth.instructions tenth.allocations tenth3x3.instructions tenth3x3.allocations key.instructions key.allocations load.instructions
    load.allocations export.instructions export.allocations follow1k.instructions follow1k.allocations
    follow30k.instructions follow30k.allocations)

if [ "$mode" = --update ]; then
    tolerance=$(awk '$1 == "tolerance-percent" { print $2 }' "$budgets" 2>/dev/null || true)
    {
        echo "# Budgets for make gates (Benchmarks/gates.sh, docs/performance.md \"Gates\"): what callgrind"
        echo "# counted in courtside-gates' release build, per tenth, per key, per load or export of the"
        echo "# 100,000-event game. A figure more than tolerance-percent over its budget (and more than 1"
        echo "# over) fails the gate. Rewritten by make gates-update at $(git rev-parse --short HEAD 2>/dev/null || echo '?')."
        echo "tolerance-percent ${tolerance:-10}"
        for key in "${order[@]}"; do echo "$key ${measured[$key]}"; done
    } >"$budgets"
    echo "gates: wrote $budgets"
    exit 0
fi

tolerance=$(awk '$1 == "tolerance-percent" { print $2 }' "$budgets")
failures=0
for key in "${order[@]}"; do
    budget=$(awk -v k="$key" '$1 == k { print $2 }' "$budgets")
    value=${measured[$key]}
    if [ -z "$budget" ]; then
        echo "gates: FAIL $key has no budget in $budgets (run make gates-update)"; failures=$((failures + 1)); continue
    fi
    limit=$((budget + budget * tolerance / 100))
    [ "$limit" -gt "$budget" ] || limit=$((budget + 1))
    if [ "$value" -gt "$limit" ]; then
        echo "gates: FAIL $key is $value, over its budget of $budget by more than $tolerance % (limit $limit)"
        failures=$((failures + 1))
    elif [ "$value" -lt $((budget - budget * tolerance / 100)) ]; then
        echo "gates: ok   $key is $value, more than $tolerance % under its budget of $budget (make gates-update lowers it)"
    else
        echo "gates: ok   $key is $value (budget $budget, limit $limit)"
    fi
done
# An event reaches a follower of a long game at the cost it reaches one of a short game: a copy of
# the game anywhere on the way makes the long game's figure a multiple of the short one's.
long=${measured[follow30k.instructions]}
short=${measured[follow1k.instructions]}
if [ "$long" -gt $((short + short * tolerance / 100)) ]; then
    echo "gates: FAIL follow30k.instructions ($long) is more than $tolerance % over follow1k's ($short): following costs more as the game grows"
    failures=$((failures + 1))
else
    echo "gates: ok   following a 30,000-event game costs what following a 1,000-event game does ($long, $short)"
fi
if [ "$failures" -gt 0 ]; then
    echo "gates: $failures figure(s) over budget. If the cost is deliberate, run make gates-update and commit $budgets."
    exit 1
fi
echo "gates: every figure within its budget"
