"""USR on the ZX80 (:mod:`basic.dialects.zx8x.code`): what its 4K ROM gives a
routine, measured on the ROM (tests/z80/gen_zx80_code.py).

The 4K ROM calls the routine with JP (HL) (0x06F0): HL (and H'L') is the
address, DE 0x06F0, A 0x37, interrupts off, and the return address on the
stack is
0x0BBA, in the expression evaluator, which takes HL as USR's value (a signed
number).  The ROM has no ERR_SP: its error restart (RST 8) notes the report
in ERR_NR, if none is noted yet, and returns to the caller of the routine
that failed; the statement ends with the report when USR's value is back.
"""
from __future__ import annotations

from ...core.romimage import RomImage
from ..zx8x.code import Profile

ZX80_ROM = RomImage("the ZX80's 4K ROM", 4096, 0x4C7FC597, "BASIC_ZX80_ROM")

USR_RETURN = 0x0BBA

PROFILE = Profile(
    rom=ZX80_ROM,
    returns_to=USR_RETURN,
    # PRINT USR(n): the evaluator's and PRINT's calls, up to the GO SUB stack
    entry_stack=(USR_RETURN, 0x0A2B, 0x0000, 0x097F, 0x0447),
    entry_registers={"AF": 0x37B0, "BC": 0x0000, "DE": 0x06F0, "IX": 0x0000, "IY": 0x4000,
                     "AF'": 0x0044, "BC'": 0x0000, "DE'": 0x0000},
    i_register=0x0E,
    result="HL",
    err_nr=0x4000,
    err_sp=None,
    signed=True,
    stopped="9",
)
