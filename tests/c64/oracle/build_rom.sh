#!/usr/bin/env bash
# Assemble the genuine C64 BASIC V2 (901226-01) and KERNAL (901227-03) ROMs
# from Commodore's source (Michael Steil's mist64/c64rom, whose Makefile and
# rom.cfg this follows) with Debian's cc65, for machine_oracle.py.  Nothing
# here is committed: the sources are a checkout of mist64/c64rom in $SRC
# (default /tmp/c64rom_src), the outputs go to $OUT (default /tmp/c64rom_full):
#
#   SRC=/path/to/c64rom OUT=/tmp/c64rom_full bash tests/c64/oracle/build_rom.sh
#
# Writes $OUT/basic.bin ($A000-$BFFF), $OUT/kernal.bin ($E000-$FFFF) and
# $OUT/labels.txt, and checks both images are bit-identical to the ROMs
# (CRC-32 f833d117 and dbe3e7c7 once their checksum bytes are set).
set -euo pipefail
SRC=${SRC:-/tmp/c64rom_src}
OUT=${OUT:-/tmp/c64rom_full}
command -v ca65 >/dev/null || { echo "need cc65: apt-get install cc65" >&2; exit 1; }
mkdir -p "$OUT"
cd "$SRC"
ca65 -g basic/basic.s -o "$OUT/basic.o"
ca65 -g kernal/kernal.s -o "$OUT/kernal.o"
cd "$OUT"
ld65 -C "$SRC/rom.cfg" -o rom.bin basic.o kernal.o -Ln labels.txt
python3 "$SRC/checksum.py" --old basic.bin 0xa0 0x1f52
python3 "$SRC/checksum.py" --new kernal.bin 0xe0 0x4ac
python3 - <<'PY'
import zlib
for name, crc in (("basic.bin", 0xF833D117), ("kernal.bin", 0xDBE3E7C7)):
    got = zlib.crc32(open(name, "rb").read())
    assert got == crc, f"{name}: CRC {got:08x} is not the ROM's {crc:08x}"
print("basic.bin and kernal.bin are the 901226-01 and 901227-03 ROMs")
PY
