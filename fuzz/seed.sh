#!/bin/sh
# Builds the seed corpora of the fuzz targets (run from fuzz/):
#   corpus/lower: every C program of data/ as LLVM IR compiled as canopy
#   compiles it (with debug info), the programs of data/basic as bitcode, and
#   40 generated programs as IR without debug info (small inputs mutate well);
#   corpus/generated: 8-byte seeds 1..40.
set -eu
clang=$(command -v clang-14 || command -v clang)
flags="-O1 -Xclang -disable-llvm-passes -fno-discard-value-names -w -fno-stack-protector"
mkdir -p corpus/lower corpus/generated
for f in ../data/*/*.c; do
    $clang $flags -g -S -emit-llvm -o "corpus/lower/$(basename "$f" .c).ll" "$f"
done
for f in ../data/basic/*.c; do
    $clang $flags -c -emit-llvm -o "corpus/lower/$(basename "$f" .c).bc" "$f"
done
gen=$(mktemp -d)
for s in $(seq 1 40); do
    (cd .. && cargo run -q --release --bin gen-check -- --print "$s") > "$gen/gen$s.c"
    $clang $flags -S -emit-llvm -o "corpus/lower/gen$s.ll" "$gen/gen$s.c"
    printf "$(printf '\\%03o' "$s")\0\0\0\0\0\0\0" > "corpus/generated/seed$s"
done
rm -r "$gen"
