#!/bin/sh
# Strength of the computer players in duplicate (docs/benchmarks.md, "Computer players").
# Long: the Hard runs take about an hour each on a 2-core machine. Not part of the test run.
# usage: benchmarks/strength.sh [outdir]
set -e
out=${1:-/tmp/rookdesk-strength}
mkdir -p "$out"
sim=".venv/bin/rookdesk-sim"
presets="partners-cutthroat kentucky-rook kentucky-discard two-hand-standard two-hand-rook"
for level in normal easy; do
  for p in $presets; do
    $sim arena --preset $p --a $level --b random --deals 500 --seed 1000 --jobs 1 > "$out/$level-vs-random-$p.txt"
  done
done
for p in $presets; do
  $sim arena --preset $p --a normal --b easy --deals 500 --seed 1000 --jobs 1 > "$out/normal-vs-easy-$p.txt"
done
# Hard (figures for commit 7d8a8c4 and later; seeds as in docs/benchmarks.md)
for p in partners-cutthroat kentucky-rook kentucky-discard two-hand-standard two-hand-rook; do
  $sim arena --preset $p --a hard:0.25 --b normal --deals 200 --seed 7000 --jobs 1 --report-every 10 > "$out/hard025-vs-normal-$p.txt"
done
$sim arena --preset partners-cutthroat --a hard --b normal --deals 100 --seed 8000 --jobs 1 --report-every 10 > "$out/hard1-vs-normal-partners-cutthroat.txt"
$sim arena --preset partners-cutthroat --a hard --b hard:0.25 --deals 100 --seed 9000 --jobs 1 --report-every 5 > "$out/hard1-vs-hard025-partners-cutthroat.txt"
