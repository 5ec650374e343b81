"""Run the genuine C64 BASIC V2 floating-point routines in a 6502 simulator.

A *regeneration tool*, not a test dependency: it needs the ROM images made by
build.sh (from the original Commodore source, never committed) and ``py65``
(``pip install py65`` into any virtualenv).  gen_golden.py uses it to write
tests/numbers/golden/cbm_*.json.

States cross the boundary as FAC tuples ``(exp, mant, ov, sign)``: ``exp`` the
exponent byte (0 = zero), ``mant`` the 32-bit mantissa with its top bit set,
``ov`` the rounding byte facov, ``sign`` 0 or 0xFF (facsgn).  Each operation is
entered the way the BASIC evaluator enters it:

* binary operators: the left operand was pushed by ``forpsh`` (which rounds
  it), ``pulstk`` pulled it into ARG and set arisgn, then ``lda facexp`` and the
  operator routine run with the right operand still unrounded in FAC;
* functions: the argument is left in FAC by ``frmevl`` (unrounded);
* FIN runs over text exactly as VAL does (``chrgot`` then ``fin``).
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from py65.devices.mpu6502 import MPU

OUT = os.environ.get("CBM_ORACLE_DIR", "/tmp/cbm_oracle")

RET = 0xC100        # a JSR to the routine returns here
ERR = 0xC200        # the BASIC error vector (ierror, $0300) points here
STUB = 0xC000       # small driver snippets are written here
TEXT = 0xC400       # text for FIN
CIA1 = 0xDC00

Fac = tuple  # (exp, mant, ov, sign)


class RomError(Exception):
    """The ROM jumped to its error handler; ``number`` is BASIC's error number."""

    NAMES = {14: "ILLEGAL QUANTITY", 15: "OVERFLOW", 20: "DIVISION BY ZERO"}

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number
        self.name = self.NAMES.get(number, str(number))


def _labels(path: str) -> dict[str, int]:
    out = {}
    for line in open(path):
        _, addr, name = line.split()
        out[name.lstrip(".")] = int(addr, 16)
    return out


@dataclass
class Cbm:
    """The BASIC ROM in 64 KiB of RAM, with just enough KERNAL to call its maths."""

    def __post_init__(self) -> None:
        self.L = _labels(f"{OUT}/labels.txt")
        mem = [0] * 0x10000
        lo = open(f"{OUT}/basic_a000.bin", "rb").read()
        hi = open(f"{OUT}/basic_e000.bin", "rb").read()
        mem[0xA000:0xA000 + len(lo)] = list(lo)
        mem[0xE000:0xE000 + len(hi)] = list(hi)
        # CHRGET and the RND seed: what initcz copies from initat to $73.
        L = self.L
        n = L["initcz"] - L["initat"]
        mem[L["chrget"]:L["chrget"] + n] = mem[L["initat"]:L["initat"] + n]
        mem[0x0300], mem[0x0301] = ERR & 0xFF, ERR >> 8    # ierror
        mem[RET] = 0xEA
        mem[ERR] = 0xEA
        # KERNAL IOBASE ($FFF3): X/Y = $DC00, what RND(0) reads its timers through.
        mem[0xFFF3:0xFFF8] = [0xA2, 0x00, 0xA0, 0xDC, 0x60]
        self.mem = mem
        self._seed = bytes(mem[L["rndx"]:L["rndx"] + 5])
        self.mpu = MPU(memory=mem)
        self.steps = 0

    # -- raw access ---------------------------------------------------------
    def set_fac(self, fac: Fac) -> None:
        exp, mant, ov, sign = fac
        m, a = self.mem, self.L["facexp"]
        m[a] = exp
        m[a + 1:a + 5] = list(mant.to_bytes(4, "big"))
        m[a + 5] = sign
        m[self.L["facov"]] = ov

    def get_fac(self) -> Fac:
        m, a = self.mem, self.L["facexp"]
        return (m[a], int.from_bytes(bytes(m[a + 1:a + 5]), "big"), m[self.L["facov"]], m[a + 5])

    def set_arg(self, exp: int, mant: int, sign: int) -> None:
        m, a = self.mem, self.L["argexp"]
        m[a] = exp
        m[a + 1:a + 5] = list(mant.to_bytes(4, "big"))
        m[a + 5] = sign
        m[self.L["arisgn"]] = sign ^ m[self.L["facsgn"]]

    def call(self, addr: int, a: int = 0, x: int = 0, y: int = 0, limit: int = 2_000_000) -> None:
        """JSR to ``addr`` and run until it returns; raise RomError on a BASIC error."""
        mpu = self.mpu
        mpu.sp = 0xFF
        ret = RET - 1
        self.mem[0x1FF], self.mem[0x1FE] = ret >> 8, ret & 0xFF
        mpu.sp = 0xFD
        mpu.a, mpu.x, mpu.y = a, x, y
        mpu.p = 0x20 | (0x02 if a == 0 else 0) | (0x80 if a & 0x80 else 0)
        mpu.pc = addr
        step = mpu.step
        for n in range(limit):
            if mpu.pc == RET:
                self.steps += n
                return
            if mpu.pc == ERR:
                raise RomError(mpu.x)
            step()
        raise RuntimeError(f"routine at {addr:04x} did not return")

    def _stub(self, code: list[int]) -> int:
        self.mem[STUB:STUB + len(code)] = code
        return STUB

    # -- operations as the evaluator performs them ---------------------------
    def round_fac(self, fac: Fac) -> Fac:
        self.set_fac(fac)
        self.call(self.L["round"])
        return self.get_fac()

    def binop(self, op: str, left: Fac, right: Fac) -> Fac:
        """``left op right``: op is one of + - * / ^."""
        routine = {"+": "faddt", "-": "fsubt", "*": "fmultt", "/": "fdivt", "^": "fpwrt"}[op]
        lexp, lmant, _lov, lsign = self.round_fac(left)          # forpsh rounds
        self.set_fac(right)
        self.set_arg(lexp, lmant, lsign)                          # pulstk
        fa, target = self.L["facexp"], self.L[routine]
        # lda facexp ; jmp routine   (pulstk's qoprts, then RTS into the operator)
        self.call(self._stub([0xA5, fa, 0x4C, target & 0xFF, target >> 8]))
        return self.get_fac()

    def compare(self, left: Fac, right: Fac, mask: int) -> Fac:
        """``left rel right`` with domask bits 1 '>', 2 '=', 4 '<' (dorel)."""
        lexp, lmant, _lov, lsign = self.round_fac(left)
        self.set_fac(right)
        self.set_arg(lexp, lmant, lsign)
        self.mem[self.L["valtyp"]] = 0
        self.mem[self.L["domask"]] = mask
        self.call(self.L["dorel"])
        return self.get_fac()

    def logic(self, op: str, left: Fac, right: Fac) -> Fac:
        """``left AND right`` / ``left OR right`` (andop/orop on ayint values)."""
        lexp, lmant, _lov, lsign = self.round_fac(left)
        self.set_fac(right)
        self.set_arg(lexp, lmant, lsign)
        self.call(self.L["andop" if op == "AND" else "orop"])
        return self.get_fac()

    def func(self, name: str, arg: Fac) -> Fac:
        """A numeric function (sgn int abs sqr rnd log exp cos sin tan atn notop negop ...)."""
        self.set_fac(arg)
        target = self.L[name]
        # the evaluator reaches functions with A = high byte of the address (non-zero)
        self.call(target, a=target >> 8)
        return self.get_fac()

    def ayint(self, arg: Fac) -> int:
        """What AND/OR/NOT make of a number (signed 16-bit), or RomError."""
        self.set_fac(arg)
        self.call(self.L["ayint"])
        m, a = self.mem, self.L["facmo"]
        v = m[a] << 8 | m[a + 1]
        return v - 0x10000 if v & 0x8000 else v

    def getadr(self, arg: Fac) -> int:
        """PEEK/POKE address conversion (0..65535), or RomError."""
        self.set_fac(arg)
        self.call(self.L["getadr"])
        return self.mem[self.L["poker"]] | self.mem[self.L["poker"] + 1] << 8

    def conint(self, arg: Fac) -> int:
        """A byte argument (POKE value, CHR$): 0..255, or RomError."""
        self.set_fac(arg)
        self.mem[self.L["valtyp"]] = 0
        self.mem[self.L["txtptr"]:self.L["txtptr"] + 2] = [TEXT & 0xFF, TEXT >> 8]
        self.mem[TEXT] = 0
        self.call(self.L["conint"])
        return self.mpu.x

    def fin(self, text: bytes) -> Fac:
        """FIN over ``text`` (as VAL: it stops at the first character it cannot use)."""
        m = self.mem
        m[TEXT:TEXT + len(text) + 1] = list(text) + [0]
        tp = self.L["txtptr"]
        m[tp], m[tp + 1] = TEXT & 0xFF, TEXT >> 8
        chrgot, fin = self.L["chrgot"], self.L["fin"]
        self.call(self._stub([0x20, chrgot & 0xFF, chrgot >> 8,
                              0x20, fin & 0xFF, fin >> 8, 0x60]))
        return self.get_fac()

    def fout(self, fac: Fac) -> str:
        self.set_fac(fac)
        self.call(self.L["fout"])
        addr = self.mpu.a | self.mpu.y << 8
        out = []
        while self.mem[addr]:
            out.append(chr(self.mem[addr]))
            addr += 1
        return "".join(out)

    def rnd(self, arg: Fac, seed: bytes, timers: bytes = b"\0\0\0\0") -> tuple[Fac, bytes]:
        """RND(arg) from the 5-byte seed at rndx; ``timers`` = $DC04,$DC05,$DC08,$DC09."""
        m, r = self.mem, self.L["rndx"]
        m[r:r + 5] = list(seed)
        m[CIA1 + 4], m[CIA1 + 5], m[CIA1 + 8], m[CIA1 + 9] = timers
        fac = self.func("rnd", arg)
        return fac, bytes(m[r:r + 5])

    def store(self, fac: Fac) -> bytes:
        """MOVMF: what storing FAC in a float variable writes (5 bytes)."""
        self.set_fac(fac)
        addr = 0xC300
        self.call(self.L["movmf"], x=addr & 0xFF, y=addr >> 8)
        return bytes(self.mem[addr:addr + 5])

    def load(self, packed: bytes) -> Fac:
        """MOVFM: a float variable's 5 bytes into FAC."""
        addr = 0xC300
        self.mem[addr:addr + 5] = list(packed)
        self.call(self.L["movfm"], a=addr & 0xFF, y=addr >> 8)
        return self.get_fac()

    def power_on_seed(self) -> bytes:
        """RNDX as INITCZ sets it at power-on."""
        return self._seed
