"""BASIC's ROM routines that machine code commonly calls, done by the project's.

Commodore's BASIC ROM (901226-01) is not included; a routine that JSRs into
it reaches one of these traps (:class:`.cpu.Cpu6510`), which does what the
ROM's routine does (Commodore's source, mist64/c64rom ``basic/*.s``) with
the project's own floating point (:mod:`.numbers`, bit for bit the ROM's).
The FAC and ARG are where the ROM keeps them:

* FAC: $61 exponent, $62-$65 mantissa, $66 sign (bit 7), $70 the rounding
  byte (FACOV);
* ARG: $69 exponent, $6A-$6D mantissa, $6E sign; $6F the sign comparison
  (ARISGN).

The routines given (address, ROM name: what it does):

===========  ======  =================================================
$AB1E 43806  STROUT  print the string at (A,Y) up to a 0 byte
$AB3B 43835  OUTSPC  print a cursor right (a space to a file)
$AB45 43845  OUTQST  print ``?``
$AB47 43847  OUTDO   print A
$AAD7 43735  CRDO    print RETURN
$BDCD 48589  LINPRT  print the number A*256+X as PRINT does
$BDDD 48605  FOUT    FAC as text at $0100, (A,Y) = $0100
$B391 45969  GIVAYF  FAC = the signed integer A*256+Y
$B3A2 45986  SNGFLT  FAC = Y
$BC3C 48188  FLOAT   FAC = A as a signed byte
$B1AA 45482  FLPINT  A*256+Y = FAC as a signed integer (ILLEGAL QUANTITY
                     outside -32768..32767), also at $64/$65
$B1BF 45503  AYINT   the same, at $64/$65 only
$BC9B 48283  QINT    FAC truncated to 32 bits at $62-$65
$B7F7 47095  GETADR  FAC as an address 0-65535 at $14/$15 (A,Y)
$B7A1 47009  CONINT  X = FAC as a byte 0-255
$BBA2 48034  MOVFM   FAC = the 5 bytes at (A,Y)
$BBD4 48084  MOVMF   the 5 bytes at (X,Y) = FAC, rounded
$BA8C 47756  CONUPK  ARG = the 5 bytes at (A,Y)
$BC0C 48140  MOVAF   ARG = FAC, rounded
$BC0F 48143  MOVEF   ARG = FAC
$BBFC 48124  MOVFA   FAC = ARG
$B867 47207  FADD    FAC = (A,Y) + FAC;  $B86A FADDT: ARG + FAC
$B850 47184  FSUB    FAC = (A,Y) - FAC;  $B853 FSUBT: ARG - FAC
$BA28 47656  FMULT   FAC = (A,Y) * FAC;  $BA2B FMULTT: ARG * FAC
$BB0F 47887  FDIV    FAC = (A,Y) / FAC;  $BB12 FDIVT: ARG / FAC
$BF7B 49019  FPWRT   FAC = ARG ^ FAC
$BFB4 49076  NEGOP   FAC = -FAC
$BC5B 48219  FCOMP   A = the sign of FAC - (A,Y): 0, 1 or $FF
$BC2B 48171  SIGN    A = the sign of FAC
$BC58 48216  ABS     $BC39 SGN, $BCCC INT, $BF71 SQR, $BFED EXP,
                     $B9EA LOG, $E264 COS, $E26B SIN, $E2B4 TAN,
                     $E30E ATN, $E097 RND: FAC = f(FAC)
$B248 45640  FCERR   ?ILLEGAL QUANTITY
$A437 42039  ERROR   the error numbered X (1-30)
$A474 42100  READY   back to READY: the program ends
$E386 58246  READY   the same, through the KERNAL's vector
===========  ======  =================================================

BASIC's own errors raised inside them end the program as on the machine.
"""
from __future__ import annotations

from typing import Any, Callable

from ...core.errors import BasicError
from ...core.interpreter import ProgramEnd
from . import _fac as F
from . import numbers as cbm
from .cpu import Cpu6510

FACEXP, FACHO, FACSGN, ARGEXP, ARGSGN, ARISGN, FACOV = 0x61, 0x62, 0x66, 0x69, 0x6E, 0x6F, 0x70
LINNUM = 0x14
FBUFFR = 0x0100

#: BASIC's errors by the number ERROR takes in X (the ROM's ERRTAB)
ERRORS = ("TOO MANY FILES", "FILE OPEN", "FILE NOT OPEN", "FILE NOT FOUND",
          "DEVICE NOT PRESENT", "NOT INPUT FILE", "NOT OUTPUT FILE", "MISSING FILE NAME",
          "ILLEGAL DEVICE NUMBER", "NEXT WITHOUT FOR", "SYNTAX", "RETURN WITHOUT GOSUB",
          "OUT OF DATA", "ILLEGAL QUANTITY", "OVERFLOW", "OUT OF MEMORY",
          "UNDEF'D STATEMENT", "BAD SUBSCRIPT", "REDIM'D ARRAY", "DIVISION BY ZERO",
          "ILLEGAL DIRECT", "TYPE MISMATCH", "STRING TOO LONG", "FILE DATA",
          "FORMULA TOO COMPLEX", "CAN'T CONTINUE", "UNDEF'D FUNCTION", "VERIFY", "LOAD",
          "BREAK")


class BasicCalls:
    """The traps for BASIC's routines (see the module docstring)."""

    def __init__(self, machine: Any, cpu: Cpu6510) -> None:
        self.machine = machine
        self.cpu = cpu
        self.mpu = cpu.mpu
        self.data = machine.memory.data
        unary: dict[int, Callable[[float], float]] = {
            0xBC58: cbm.abs_, 0xBC39: cbm.sgn, 0xBCCC: cbm.int_, 0xBF71: cbm.sqr,
            0xBFED: cbm.exp, 0xB9EA: cbm.log, 0xE264: cbm.cos, 0xE26B: cbm.sin,
            0xE2B4: cbm.tan, 0xE30E: cbm.atn, 0xBFB4: cbm.neg, 0xE097: machine.rnd,
        }
        binary: dict[int, Callable[[float, float], float]] = {
            0xB867: cbm.add, 0xB850: cbm.sub, 0xBA28: cbm.mul, 0xBB0F: cbm.div,
        }
        binary_arg: dict[int, Callable[[float, float], float]] = {
            0xB86A: cbm.add, 0xB853: cbm.sub, 0xBA2B: cbm.mul, 0xBB12: cbm.div,
            0xBF7B: cbm.power,
        }
        traps = cpu.traps
        traps.update({
            0xAB1E: self.strout, 0xAB3B: self.outspc, 0xAB45: self.outqst,
            0xAB47: self.outdo, 0xAAD7: self.crdo, 0xBDCD: self.linprt, 0xBDDD: self.fout,
            0xB391: self.givayf, 0xB3A2: self.sngflt, 0xBC3C: self.float_,
            0xB1AA: self.flpint, 0xB1BF: self.ayint, 0xBC9B: self.qint,
            0xB7F7: self.getadr, 0xB7A1: self.conint, 0xBBA2: self.movfm,
            0xBBD4: self.movmf, 0xBA8C: self.conupk, 0xBC0C: self.movaf,
            0xBC0F: self.movef, 0xBBFC: self.movfa, 0xBC5B: self.fcomp,
            0xBC2B: self.sign, 0xB248: self.fcerr, 0xA437: self.error,
            0xA474: self.ready, 0xE386: self.ready,
        })
        for address, f in unary.items():
            traps[address] = self._unary(f)
        for address, g in binary.items():
            traps[address] = self._binary(g)
        for address, g in binary_arg.items():
            traps[address] = self._binary_arg(g)

    # -- the FAC and ARG in memory --------------------------------------------------------
    def fac(self) -> float:
        """The number in the FAC, with its rounding byte."""
        d = self.data
        e = d[FACEXP]
        if e == 0:
            return 0.0
        x = int.from_bytes(d[FACHO:FACHO + 4], "big") << 8 | d[FACOV]
        return cbm._flt((e, x, bool(d[FACSGN] & 0x80)))

    def set_fac(self, value: float) -> None:
        e, x, s = cbm._fac(value)
        d = self.data
        d[FACEXP] = e
        d[FACHO:FACHO + 4] = (x >> 8).to_bytes(4, "big")
        d[FACSGN] = 0xFF if s else 0
        d[FACOV] = x & 0xFF

    def arg(self) -> float:
        d = self.data
        e = d[ARGEXP]
        if e == 0:
            return 0.0
        m = int.from_bytes(d[ARGEXP + 1:ARGEXP + 5], "big")
        return cbm._flt((e, m << 8, bool(d[ARGSGN] & 0x80)))

    def set_arg(self, value: float) -> None:
        e, m, s = F.pack(cbm._fac(value))
        d = self.data
        d[ARGEXP] = e
        d[ARGEXP + 1:ARGEXP + 5] = m.to_bytes(4, "big")
        d[ARGSGN] = 0xFF if s else 0
        d[ARISGN] = (d[ARGSGN] ^ d[FACSGN]) & 0xFF

    def _memory(self, address: int) -> bytes:
        read = self.machine.memory.read
        return bytes(read((address + i) & 0xFFFF) for i in range(5))

    def _ay(self) -> int:
        return self.mpu.a | self.mpu.y << 8

    def _done(self, cycles: int) -> None:
        self.cpu.charge(cycles)
        self.cpu.rts()

    # -- printing ------------------------------------------------------------------------
    def strout(self) -> None:
        """STROUT: the string at (A,Y) up to a 0 byte."""
        address = self._ay()
        read = self.machine.memory.read
        text = []
        while len(text) < 65536:
            code = read(address & 0xFFFF)
            if code == 0:
                break
            text.append(chr(code))
            address += 1
        self._print("".join(text))
        self._done(40 + 30 * len(text))

    def _print(self, text: str) -> None:
        machine = self.machine
        if not machine.devices.to_file:
            machine.screen.load()
        machine.out_text(text)

    def outspc(self) -> None:
        self.machine.screen.load()
        self.machine.skip(1)
        self._done(40)

    def outqst(self) -> None:
        self._print("?")
        self._done(40)

    def outdo(self) -> None:
        self._print(chr(self.mpu.a))
        self._done(40)

    def crdo(self) -> None:
        self.machine.screen.load()
        self.machine.newline()
        self._done(40)

    def linprt(self) -> None:
        """LINPRT: A*256+X printed as FOUT writes it (a space before it)."""
        mpu = self.mpu
        value = float(mpu.a << 8 | mpu.x)
        self.set_fac(value)
        self._print(cbm.to_str(value))
        self._done(1500)

    def fout(self) -> None:
        """FOUT: the FAC's number as text at $0100, ended by 0; (A,Y) = $0100."""
        text = cbm.to_str(self.fac()).encode("latin-1")
        d = self.data
        d[FBUFFR:FBUFFR + len(text) + 1] = text + b"\x00"
        self.mpu.a, self.mpu.y = FBUFFR & 0xFF, FBUFFR >> 8
        self._done(1500)

    # -- integers to and from the FAC --------------------------------------------------------
    def givayf(self) -> None:
        mpu = self.mpu
        n = mpu.a << 8 | mpu.y
        self.set_fac(float(n - 0x10000 if n & 0x8000 else n))
        self._done(120)

    def sngflt(self) -> None:
        self.set_fac(float(self.mpu.y))
        self._done(120)

    def float_(self) -> None:
        a = self.mpu.a
        self.set_fac(float(a - 256 if a & 0x80 else a))
        self._done(120)

    def _int16(self) -> int:
        value = self.fac()
        if not -32768.0 <= value < 32768.0:
            raise BasicError("ILLEGAL QUANTITY")
        n = F.qint(cbm._fac(value)) & 0xFFFF
        d = self.data
        d[FACHO + 2], d[FACHO + 3] = n >> 8, n & 0xFF
        return n

    def flpint(self) -> None:
        n = self._int16()
        self.mpu.a, self.mpu.y = n >> 8, n & 0xFF
        self._done(150)

    def ayint(self) -> None:
        self._int16()
        self._done(140)

    def qint(self) -> None:
        n = F.qint(cbm._fac(self.fac())) & 0xFFFFFFFF
        self.data[FACHO:FACHO + 4] = n.to_bytes(4, "big")
        self._done(150)

    def getadr(self) -> None:
        n = F.getadr(cbm._fac(self.fac()))
        self.data[LINNUM], self.data[LINNUM + 1] = n & 0xFF, n >> 8
        self.mpu.a, self.mpu.y = n >> 8, n & 0xFF
        self._done(150)

    def conint(self) -> None:
        self.mpu.x = F.conint(cbm._fac(self.fac()))
        self._done(150)

    # -- moving numbers ----------------------------------------------------------------------
    def movfm(self) -> None:
        self.set_fac(cbm.from_fp5(self._memory(self._ay())))
        self._done(60)

    def movmf(self) -> None:
        value = cbm.round_(self.fac())
        where = self.mpu.x | self.mpu.y << 8
        for i, byte in enumerate(cbm.to_fp5(value)):
            self.machine.memory.write((where + i) & 0xFFFF, byte)
        self.set_fac(value)
        self._done(70)

    def conupk(self) -> None:
        self.set_arg(cbm.from_fp5(self._memory(self._ay())))
        self._done(60)

    def movaf(self) -> None:
        value = cbm.round_(self.fac())
        self.set_fac(value)
        self.set_arg(value)
        self._done(60)

    def movef(self) -> None:
        self.set_arg(self.fac())
        self.data[FACOV] = 0
        self._done(50)

    def movfa(self) -> None:
        self.set_fac(self.arg())
        self._done(50)

    # -- arithmetic --------------------------------------------------------------------------
    def _unary(self, f: Callable[[float], float]) -> Callable[[], None]:
        def run() -> None:
            self.set_fac(f(self.fac()))
            self._done(2000)
        return run

    def _binary(self, f: Callable[[float, float], float]) -> Callable[[], None]:
        def run() -> None:
            left = cbm.from_fp5(self._memory(self._ay()))
            self.set_arg(left)
            self.set_fac(f(left, self.fac()))
            self._done(1000)
        return run

    def _binary_arg(self, f: Callable[[float, float], float]) -> Callable[[], None]:
        def run() -> None:
            self.set_fac(f(self.arg(), self.fac()))
            self._done(1000)
        return run

    def fcomp(self) -> None:
        c = cbm.compare(self.fac(), cbm.from_fp5(self._memory(self._ay())))
        self.mpu.a = c & 0xFF
        self.cpu.set_nz(self.mpu.a)
        self._done(80)

    def sign(self) -> None:
        value = self.fac()
        self.mpu.a = 0 if value == 0 else (1 if value > 0 else 0xFF)
        self.cpu.set_nz(self.mpu.a)
        self._done(20)

    # -- errors and the way back ---------------------------------------------------------------
    def fcerr(self) -> None:
        raise BasicError("ILLEGAL QUANTITY")

    def error(self) -> None:
        x = self.mpu.x
        if 1 <= x <= len(ERRORS):
            raise BasicError(ERRORS[x - 1])
        raise ProgramEnd()

    def ready(self) -> None:
        raise ProgramEnd()
