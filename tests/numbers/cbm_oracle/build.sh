#!/usr/bin/env bash
# Assemble the genuine C64 BASIC V2 ROM from its original source (mist64/c64rom,
# basic/*.s) with Debian's cc65, for the number oracle.  Nothing here is committed:
# the sources live in $SRC (default /tmp/c64rom/basic), the outputs in $OUT.
#
#   SRC=/tmp/c64rom/basic OUT=/tmp/cbm_oracle bash build.sh
#
# Writes $OUT/basic_a000.bin (8 KiB, $A000-$BFFF), $OUT/basic_e000.bin ($E000-$E4B6)
# and $OUT/labels.txt, and checks that the $A000 image is bit-identical to the
# 901226-01 BASIC ROM (CRC-32 f833d117 once the checksum byte is set to $EC).
set -euo pipefail
SRC=${SRC:-/tmp/c64rom/basic}
OUT=${OUT:-/tmp/cbm_oracle}
HERE=$(cd "$(dirname "$0")" && pwd)
command -v ca65 >/dev/null || { echo "need cc65: apt-get install cc65" >&2; exit 1; }
mkdir -p "$OUT/src"
cp "$SRC"/*.s "$OUT/src/"
cd "$OUT/src"
# The 1982 source used the Commodore assembler's loose quoting; teach ca65 (idempotent).
sed -i '1s/.*/.feature labels_without_colons, pc_assignment, missing_char_term/' basic.s
sed -i 's/^\(bvtrs\t\)\.wor /\1.word /' init.s
sed -i -E "/\.byt ('|147|13,13)/ s/'([^']*)'/\"\1\"/g" code8.s init.s
sed -i -E "s/#' $/#' '/" code7.s init.s
ca65 -g basic.s -o "$OUT/basic.o"
ld65 -C "$HERE/link.cfg" -o "$OUT/raw.bin" "$OUT/basic.o" -Ln "$OUT/labels.txt"
python3 - "$OUT" <<'PY'
import sys, zlib
out = sys.argv[1]
raw = open(f"{out}/raw.bin", "rb").read()
# raw = 19 bytes of BASIC vectors ($0300), then $A000-$BF52, $BF71-$BFFF, $E000-...
p = 19
lo = raw[p:p + 0x1F53]; p += 0x1F53
mid = raw[p:p + 0x8F]; p += 0x8F
hi = raw[p:]
basic = bytearray(lo + b"\xaa" * 30 + mid)        # $BF53-$BF70 is the unused patch area
assert len(basic) == 0x2000
basic[0x1F52] = 0xEC                               # the ROM's checksum byte
crc = zlib.crc32(basic)
assert crc == 0xF833D117, f"BASIC image CRC {crc:08x} is not the 901226-01 ROM"
open(f"{out}/basic_a000.bin", "wb").write(basic)
open(f"{out}/basic_e000.bin", "wb").write(hi)
print(f"ok: $A000 image is 901226-01 (crc32 {crc:08x}); $E000 part {len(hi)} bytes")
PY
