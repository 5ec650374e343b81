"""How fast the C64's 6510 runs machine code here: instructions and cycles a
second of py65's MPU on the C64's bus (basic/dialects/c64/cpu.py), for a
loop of loads, stores, an add and branches over screen RAM and free RAM.

    .venv/bin/python tools/bench_6502.py [instructions]

The real 6510 runs 985,248 cycles a second (PAL).
"""
from __future__ import annotations

import sys
import time

from basic.dialects.c64.bus import C64Memory
from basic.dialects.c64.cpu import Mpu

LOOP = bytes([
    0xA2, 0x00,              # LDX #0
    0xA9, 0x41,              # LDA #$41
    0x9D, 0x00, 0x04,        # loop: STA $0400,X
    0x9D, 0x00, 0x05,        # STA $0500,X
    0xBD, 0x00, 0x06,        # LDA $0600,X
    0x69, 0x01,              # ADC #1
    0x9D, 0x00, 0x07,        # STA $0700,X
    0xE8,                    # INX
    0xD0, 0xEF,              # BNE loop
    0xC6, 0xFB,              # DEC $FB
    0x4C, 0x00, 0xC0,        # JMP $C000
])


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300000
    memory = C64Memory()
    memory.data[0xC000:0xC000 + len(LOOP)] = LOOP
    mpu = Mpu(memory)
    mpu.pc = 0xC000
    step = mpu.step
    start = time.process_time()
    for _ in range(count):
        step()
    seconds = time.process_time() - start
    print(f"{count / seconds:,.0f} instructions/s, {mpu.processorCycles / seconds:,.0f} "
          f"cycles/s ({mpu.processorCycles / seconds / 985248:.2f} x a PAL C64)")


if __name__ == "__main__":
    main()
