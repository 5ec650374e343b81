"""The C64's RAM vectors at power-on: USR's jump at 784 and the KERNAL's
vectors at $0314-$0333 (the table VECTSS in Commodore's kernal/init.s,
which RESTOR copies), so machine code finds them where the ROM leaves them."""
from __future__ import annotations

#: USR's JMP at 784-786: to FCERR ($B248) until a program sets it
USRPOK = 0x0310
USR_DEFAULT = bytes((0x4C, 0x48, 0xB2))
#: the IRQ vector and those after it: CINV $EA31, CBINV (BRK) $FE66, NMINV
#: $FE47, then OPEN, CLOSE, CHKIN, CHKOUT, CLRCHN, CHRIN, CHROUT, STOP,
#: GETIN, CLALL, USRCMD, LOAD, SAVE
CINV = 0x0314
KERNAL_IRQ = 0xEA31
VECTORS = (0xEA31, 0xFE66, 0xFE47, 0xF34A, 0xF291, 0xF20E, 0xF250, 0xF333,
           0xF157, 0xF1CA, 0xF6ED, 0xF13E, 0xF32F, 0xFE66, 0xF4A5, 0xF5ED)


def vector_bytes() -> bytes:
    """The 32 bytes at $0314-$0333 after RESTOR."""
    return b"".join(v.to_bytes(2, "little") for v in VECTORS)
