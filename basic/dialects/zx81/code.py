"""USR on the ZX81 (:mod:`basic.dialects.zx8x.code`): what its 8K ROM gives
a routine, measured on the ROM (tests/z80/gen_zx81_code.py).

USR (0x1D?? ``usr_num`` in the ROM listing) finds the address with
FIND-INT, stacks STACK-BC (0x1520) and jumps with RET: the routine starts
with BC the address, A its low byte, HL 0x1520, IY 0x4000 (ERR_NR), I 0x1E
(the character set's page), interrupts off, and SP under ERR_SP by the
calls of the statement and the calculator; its RET goes to STACK-BC, which
puts BC on the calculator stack.  An error in a ROM routine goes to the
address at ERR_SP (0x0676 while a program runs).
"""
from __future__ import annotations

from ...core.romimage import RomImage
from ..zx8x.code import Profile

ZX81_ROM = RomImage("the ZX81's 8K ROM", 8192, 0x4B1DD6EB, "BASIC_ZX81_ROM")

STACK_BC = 0x1520

PROFILE = Profile(
    rom=ZX81_ROM,
    returns_to=STACK_BC,
    # PRINT USR n: STACK-BC, then the calculator's and PRINT's calls
    entry_stack=(STACK_BC, 0x19A7, 0x0000, 0x10E9, 0x00C3, 0x00CF, 0x0B34),
    entry_registers={"AF": 0x0054, "HL": STACK_BC, "IX": 0x0000, "IY": 0x4000,
                     "AF'": 0x0000, "BC'": 0x8102, "DE'": 0x002B, "HL'": 0x10D2},
    i_register=0x1E,
    result="BC",
    err_nr=0x4000,
    err_sp=0x4002,
    from_sysvars={"DE": 0x401C},             # STKEND
    a_is_low_byte=True,
)
