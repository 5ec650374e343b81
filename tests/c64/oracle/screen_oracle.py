"""The KERNAL's screen editor (its PRINT and line-input routines) run in a
6502 simulator, to check basic/machine/cbm_screen.py.

A *regeneration tool*, not a test dependency.  It needs, in $KEDIT (default
/tmp/kedit), ``kedit.bin`` and ``labels.txt`` assembled with ca65 from the
screen editor routines of Commodore's KERNAL source (mist64/c64rom
``kernal/editor.1.s``, ``editor.2.s``, ``editor.3.s``; zero page from
``kernal/declare.s``): PLOT, CINT/CLSR, STUPT, the input loop LOOP5/LOOP3/LOP5,
PRT with WLOGIC, NXLN, BKLN, CHKBAK, CHKDWN, CHKCOL, SCROL, NEWLIN, SCRLIN,
SETPNT, CLRLN, DSPP, SCOLOR, LOWER/UPPER/LOCK/UNLOCK, LDTB2, and CPATCH of
901227-03 (``lda color / sta (user),y``).  Two changes: the run key's
LOAD/RUN is left out of the input loop, and nothing else of the KERNAL is
there (no interrupt: the cursor does not blink).  No KERNAL code is kept in
the repository.

``run(codes, keys=None)``: cint, then PRT for every code; with ``keys``, they
are put in the keyboard buffer and the line is read the way BASIC's INPUT
reads it (CHRIN until RETURN, then BASIC prints RETURN).  Returns the screen
and colour RAM, cursor, link table, $D018 and the line read.
"""
from __future__ import annotations

import os

from py65.devices.mpu6502 import MPU

KEDIT = os.environ.get("KEDIT", "/tmp/kedit")
RET = 0xC100


class Editor:
    def __init__(self) -> None:
        self.L = {}
        for line in open(f"{KEDIT}/labels.txt"):
            _, addr, name = line.split()
            self.L[name.lstrip(".")] = int(addr, 16)
        mem = bytearray(0x10000)
        code = open(f"{KEDIT}/kedit.bin", "rb").read()
        mem[0xE000:0xE000 + len(code)] = code
        mem[RET] = 0xEA
        mem[0x288] = 4            # hibase: screen at $0400
        mem[0x99], mem[0x9A] = 0, 3   # input from the keyboard, output to the screen
        mem[0xDC01] = 0xFF        # no key down (no slow scroll)
        mem[0xD018] = 0x15
        self.mem = mem
        self.mpu = MPU(memory=mem)
        self.call(self.L["cint"])

    def call(self, addr: int, a: int = 0, limit: int = 2_000_000) -> int:
        mpu = self.mpu
        mpu.sp = 0xFD
        ret = RET - 1
        self.mem[0x1FE], self.mem[0x1FF] = ret & 0xFF, ret >> 8
        mpu.a = a
        mpu.pc = addr
        for _ in range(limit):
            if mpu.pc == RET:
                return mpu.a
            mpu.step()
        raise RuntimeError(f"{addr:04x} did not return")

    def print_codes(self, codes: list[int]) -> None:
        for c in codes:
            self.call(self.L["prt"], c)

    def input_line(self, keys: list[int]) -> list[int]:
        """BASIC's INLIN: CHRIN (the editor) until RETURN, then PRINT RETURN."""
        m = self.mem
        m[0x277:0x277 + len(keys)] = bytes(keys)
        m[0xC6] = len(keys)
        out = []
        while True:
            m[0xCA], m[0xC9] = m[0xD3], m[0xD6]       # BASIN: lstp, lsxp
            c = self.call(self.L["loop5"])
            if c == 13:
                break
            out.append(c)
        self.call(self.L["prt"], 13)
        return out

    def state(self) -> dict:
        m = self.mem
        return {"screen": list(m[0x400:0x7E8]), "colour": [c & 15 for c in m[0xD800:0xDBE8]],
                "tblx": m[0xD6], "pntr": m[0xD3], "lnmx": m[0xD5],
                "links": [1 if b & 0x80 else 0 for b in m[0xD9:0xD9 + 25]],
                "d018": m[0xD018], "colour_646": m[0x286], "rvs": m[0xC7], "qtsw": m[0xD4],
                "insrt": m[0xD8]}


def run(codes: list[int], keys: list[int] | None = None) -> dict:
    ed = Editor()
    ed.print_codes(codes)
    line = ed.input_line(keys) if keys is not None else None
    result = ed.state()
    result["line"] = line
    return result
