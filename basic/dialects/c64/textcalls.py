"""BASIC's routines that read the program's text at TXTPTR, for machine code.

A routine called as ``SYS 49152,10,20`` (or ``SYS 828,"NAME",8``) reads its
parameters the way BASIC's own statements read theirs: from the text that
follows the address, through TXTPTR ($7A/$7B), with CHRGET and the
formula routines.  So here, as on the machine:

* **CHRGET and CHRGOT** are code in zero page RAM ($0073-$008A), copied
  there at power-on as BASIC's INIT copies INITAT ($E3A2): TXTPTR is the
  operand of its ``LDA``, and a routine that calls $0073 or $0079 runs those
  bytes in the 6510 (:data:`CHRGET_CODE`).
* **TXTPTR** points where the ROM's SYS leaves it: at the code after the
  address formula (CHRGOT's), in the program line as it is stored from
  $0801 or, for a direct command, in the input buffer at $0200
  (:mod:`.syscall` sets it and reads it back).
* **The FRMEVL family** is answered by the project's own formula reader and
  evaluator (:class:`.formula.FormulaReader`, the compiler's closures) on
  the codes at TXTPTR, which it moves past the formula as FRMEVL does:

  ========  =====  =====================================================
  $AEFD     CHKCOM  a ``,`` must be next (else ?SYNTAX), then CHRGET
  $AEFF     SYNCHR  the code in A must be next, then CHRGET
  $AEFA     CHKOPN  ``(``;  $AEF7 CHKCLS ``)``
  $AEF1     PARCHK  ``(`` formula ``)``
  $AD9E     FRMEVL  a formula: a number in the FAC, or a string's
                    descriptor at ($64/$65); VALTYP ($0D) $FF for a string
  $AD8A     FRMNUM  FRMEVL, then CHKNUM
  $AD8D     CHKNUM  ?TYPE MISMATCH unless a number; $AD8F CHKSTR a string
  $B79E     GETBYT  FRMNUM, then CONINT: X the byte (0-255), A CHRGOT's
  $B79B     GTBYTC  CHRGET, then GETBYT
  $B7A1     CONINT  X = the FAC as a byte, A CHRGOT's code
  $B7F1     COMBYT  CHKCOM, then GETBYT
  $B7EB     GETNUM  FRMNUM and GETADR (LINNUM $14/$15), then COMBYT
  $B08B     PTRGET  the variable named at TXTPTR (made if it is not there):
                    its value's address in VARPNT ($47/$48) and (A,Y)
  $B6A3     FRESTR  CHKSTR, then FREFAC: A the length, (X,Y) and INDEX
                    ($22/$23) the string's address;  $B6A6 FREFAC,
                    $B6AA FRETMP (the descriptor at (A,Y))
  $A96B     LINGET  a line number to LINNUM
  $A8F8     DATA    TXTPTR on to the end of the statement;  $A906 DATAN
                    Y = how far that is
  ========  =====  =====================================================

Before a formula is worked out, what the routine wrote into BASIC's
variables is taken back (:meth:`.varmem.VariableImage.read`); a variable or
array the formula or PTRGET makes is laid out in memory at once.  Errors are
BASIC's own (?SYNTAX, ?TYPE MISMATCH, ?ILLEGAL QUANTITY...) and end the
program at the SYS's line, as CURLIN has it on the machine.  A formula's
cycles are the ROM's (:func:`.cost.formula_cycles`).
"""
from __future__ import annotations

from typing import Any, Callable

from ...core import ast
from ...core.errors import BasicError
from . import _fac as F
from . import numbers as cbm
from .cost import formula_cycles
from .cpu import Cpu6510
from .formula import FormulaReader, is_digit
from .heap import HeapStr
from .kinds import STR, typeof
from .varmem import name_bytes

TXTPTR = 0x7A
CHRGET, CHRGOT = 0x73, 0x79
VALTYP, INTFLG = 0x0D, 0x0E
LINNUM, INDEX = 0x14, 0x22
VARNAM, VARPNT = 0x45, 0x47
FACMO = 0x64
CURLIN = 0x39
TEMPST = 0x19
#: the input buffer a direct command is crunched into (BUF)
BUF = 0x0200
BUF_SIZE = 89

#: INITAT ($E3A2-$E3B9 in the ROM), which INITCZ copies to $0073: CHRGET
#: (INC TXTPTR), CHRGOT ($0079: LDA TXTPTR), the test for ':' and ' ', and
#: the carry clear for a digit
CHRGET_CODE = bytes((
    0xE6, 0x7A, 0xD0, 0x02, 0xE6, 0x7B,     # CHRGET: INC TXTPTR (and its high byte)
    0xAD, 0x00, 0x00,                       # CHRGOT: LDA (TXTPTR is this operand)
    0xC9, 0x3A, 0xB0, 0x0A,                 # CMP #':' / BCS the RTS
    0xC9, 0x20, 0xF0, 0xEF,                 # CMP #' ' / BEQ CHRGET
    0x38, 0xE9, 0x30, 0x38, 0xE9, 0xD0,     # SEC SBC #'0' SEC SBC #$D0: carry clear for a digit
    0x60,                                   # RTS
))
COMMA, COLON = 0x2C, 0x3A

#: formulas read lately: the codes from TXTPTR -> (node, codes taken, closure)
_KEPT = 2000


class TextCalls:
    """The traps for BASIC's text routines, on one machine's processor."""

    def __init__(self, machine: Any, cpu: Cpu6510) -> None:
        self.machine = machine
        self.cpu = cpu
        self.mpu = cpu.mpu
        self.data = machine.memory.data
        self.read = machine.memory.read
        self._formulas: dict[str, tuple[ast.Node, int, Callable[[], Any]]] = {}
        self._compiler: Any = None
        cpu.traps.update({
            0xAEFD: self.chkcom, 0xAEFF: self.synchr, 0xAEFA: self.chkopn,
            0xAEF7: self.chkcls, 0xAEF1: self.parchk, 0xAD9E: self.frmevl,
            0xAD8A: self.frmnum, 0xAD8D: self.chknum, 0xAD8F: self.chkstr,
            0xB79E: self.getbyt, 0xB79B: self.gtbytc, 0xB7A1: self.conint,
            0xB7F1: self.combyt, 0xB7EB: self.getnum, 0xB08B: self.ptrget,
            0xB6A3: self.frestr, 0xB6A6: self.frefac, 0xB6AA: self.fretmp,
            0xA96B: self.linget, 0xA8F8: self.data_statement, 0xA906: self.datan,
        })

    # -- TXTPTR and CHRGET --------------------------------------------------------------
    def txtptr(self) -> int:
        return self.data[TXTPTR] | self.data[TXTPTR + 1] << 8

    def set_txtptr(self, address: int) -> None:
        address &= 0xFFFF
        self.data[TXTPTR], self.data[TXTPTR + 1] = address & 0xFF, address >> 8

    def chrgot(self) -> int:
        """CHRGOT: the code at TXTPTR, spaces passed over (TXTPTR moves on
        past them); A that code, with CHRGET's flags."""
        at = self.txtptr()
        code = self.read(at)
        while code == 0x20:
            at = (at + 1) & 0xFFFF
            code = self.read(at)
        self.set_txtptr(at)
        self._flags(code)
        return code

    def chrget(self) -> int:
        """CHRGET: TXTPTR one on, then CHRGOT."""
        self.set_txtptr(self.txtptr() + 1)
        return self.chrgot()

    def _flags(self, code: int) -> None:
        """A = ``code`` with the flags CHRGET leaves: carry clear for a
        digit, Z for the end of a line or a ':'."""
        mpu = self.mpu
        mpu.a = code
        p = mpu.p & ~0x83
        if code >= COLON:
            p |= 0x01
            if code == COLON:
                p |= 0x02
            if (code - COLON) & 0x80:
                p |= 0x80
        else:
            if not is_digit(code):
                p |= 0x01
            if code == 0:
                p |= 0x02
        mpu.p = p

    def _rts(self, cycles: int) -> None:
        self.cpu.charge(cycles)
        self.cpu.rts()

    # -- SYNCHR and its forms ---------------------------------------------------------
    def _synchr(self, code: int) -> None:
        """The code at TXTPTR must be ``code`` (else ?SYNTAX), then CHRGET."""
        if self.read(self.txtptr()) != code:
            raise BasicError("SYNTAX")
        self.chrget()
        self.cpu.charge(40)

    def synchr(self) -> None:
        self._synchr(self.mpu.a)
        self._rts(6)

    def chkcom(self) -> None:
        self._synchr(COMMA)
        self._rts(8)

    def chkopn(self) -> None:
        self._synchr(0x28)
        self._rts(8)

    def chkcls(self) -> None:
        self._synchr(0x29)
        self._rts(8)

    # -- formulas ------------------------------------------------------------------------
    def _text(self, start: int) -> str:
        """The codes from ``start`` up to the 0 that ends the line (at most
        a line's 255)."""
        read = self.read
        codes = []
        at = start
        for _ in range(256):
            code = read(at)
            if code == 0:
                break
            codes.append(chr(code))
            at = (at + 1) & 0xFFFF
        return "".join(codes)

    def _compiled(self, text: str) -> tuple[ast.Node, int, Callable[[], Any]]:
        """The formula at the start of ``text``: its node, the codes FRMEVL
        takes (spaces after it included, as CHRGOT passes them) and its
        closure, from the program's own compiler."""
        compiler = self.machine.store
        if compiler is not self._compiler:
            self._formulas.clear()
            self._compiler = compiler
        found = self._formulas.get(text)
        if found is None:
            reader = FormulaReader(text)
            node = reader.expr()
            if not reader.failed:
                reader.peek()
            taken = min(reader.i, len(text))
            if typeof(node) == STR:
                closure = compiler.released(node, compiler.expr(node))
            else:
                closure = compiler.expr(node)
            if len(self._formulas) >= _KEPT:
                self._formulas.clear()
            found = self._formulas[text] = (node, taken, closure)
        return found

    def _evaluate(self) -> Any:
        """FRMEVL on the codes at TXTPTR: the value, TXTPTR past the formula."""
        start = self.txtptr()
        text = self._text(start)
        node, taken, closure = self._compiled(text)
        image = self.machine.variable_image
        image.read()                       # what the routine stored, BASIC sees
        shape = self._shape()
        try:
            value = closure()
        finally:
            self.cpu.charge(formula_cycles(node))
        if self._shape() != shape:
            image.write()                  # a variable or an array was made
        self.set_txtptr(start + taken)
        if isinstance(value, str):
            self._string_result(node, value, start, text)
        else:
            self.machine.basic_calls().set_fac(value)
            self.data[VALTYP] = 0
        self.data[INTFLG] = 0
        return value

    def _shape(self) -> tuple[int, int, int]:
        """What makes the variables' layout in memory change."""
        m = self.machine
        store = m.store
        vars_ = m._vars
        count = sum(1 for v in vars_.num if v is not None) + \
            sum(1 for v in vars_.str if v is not None) if vars_ is not None else 0
        return count, len(store.arrays) if store is not None else 0, \
            sum(a.bytes for a in store.arrays.values()) if store is not None else 0

    def _string_result(self, node: ast.Node, value: str, start: int, text: str) -> None:
        """A string from FRMEVL: its bytes where the ROM has them (a literal
        in the text, a string made in string space at its place, a
        variable's where its descriptor points) and a descriptor in the
        first of the temporary descriptors (TEMPST), which ($64/$65) point
        to; VALTYP $FF."""
        d = self.data
        n = len(value)
        if isinstance(node, ast.Str) and n:
            quote = len(text) - len(text.lstrip(" "))
            at = start + quote + 1            # in the text, after its quote
        elif n and type(value) is HeapStr and value.gen == self.machine.heap.gen:
            at = value.at
            d[at:at + n] = value.encode("latin-1", "replace")
        else:
            at = self.machine.variable_image.place(value) if n else 0
        slot = TEMPST
        d[slot], d[slot + 1], d[slot + 2] = n & 0xFF, at & 0xFF, (at >> 8) & 0xFF
        d[FACMO], d[FACMO + 1] = slot & 0xFF, slot >> 8
        d[VALTYP] = 0xFF

    def frmevl(self) -> None:
        self._evaluate()
        self.chrgot()
        self._rts(60)

    def frmnum(self) -> None:
        self._evaluate()
        self._check_number()
        self.chrgot()
        self._rts(70)

    def _check_number(self) -> None:
        if self.data[VALTYP] & 0x80:
            raise BasicError("TYPE MISMATCH")

    def chknum(self) -> None:
        self._check_number()
        self._rts(12)

    def chkstr(self) -> None:
        if not self.data[VALTYP] & 0x80:
            raise BasicError("TYPE MISMATCH")
        self._rts(12)

    def parchk(self) -> None:
        self._synchr(0x28)
        self._evaluate()
        self.chrgot()
        self._synchr(0x29)
        self._rts(30)

    # -- bytes and addresses ------------------------------------------------------------
    def _byte(self) -> None:
        """CONINT: X the FAC as a byte (?ILLEGAL QUANTITY outside 0-255),
        then CHRGOT."""
        calls = self.machine.basic_calls()
        self.mpu.x = F.conint(cbm._fac(calls.fac()))
        self.chrgot()

    def conint(self) -> None:
        self._byte()
        self._rts(150)

    def getbyt(self) -> None:
        self._evaluate()
        self._check_number()
        self._byte()
        self._rts(220)

    def gtbytc(self) -> None:
        self.chrget()
        self.getbyt()

    def combyt(self) -> None:
        self._synchr(COMMA)
        self.getbyt()

    def getnum(self) -> None:
        """GETNUM: an address (FRMNUM, GETADR to LINNUM), a comma, a byte in X."""
        self._evaluate()
        self._check_number()
        calls = self.machine.basic_calls()
        n = F.getadr(cbm._fac(calls.fac()))
        self.data[LINNUM], self.data[LINNUM + 1] = n & 0xFF, n >> 8
        self.cpu.charge(150)
        self.combyt()

    # -- variables ------------------------------------------------------------------------
    def ptrget(self) -> None:
        """PTRGET: the variable (or array element) named at TXTPTR, made if
        it is not there; VARPNT and (A,Y) its value's address, VARNAM its
        name, VALTYP and INTFLG its type."""
        start = self.txtptr()
        text = self._text(start)
        reader = FormulaReader(text)
        target = reader.variable()
        if target is None or reader.failed:
            raise BasicError("SYNTAX")
        reader.peek()
        machine = self.machine
        image = machine.variable_image
        image.read()
        holder, index = self._locate(target)
        image.write()
        where = image.address_of(holder, index)
        self.set_txtptr(start + reader.i)
        assert isinstance(target, (ast.Var, ast.Index))
        d = self.data
        kind = "$" if target.is_string else "%" if target.is_integer else ""
        d[VARNAM], d[VARNAM + 1] = name_bytes(target.name, kind)
        d[VALTYP] = 0xFF if target.is_string else 0
        d[INTFLG] = 0x80 if target.is_integer else 0
        where = where if where is not None else 0
        d[VARPNT], d[VARPNT + 1] = where & 0xFF, where >> 8
        mpu = self.mpu
        mpu.a, mpu.y = where & 0xFF, where >> 8
        self.cpu.charge(formula_cycles(target))
        self._rts(100)

    def _locate(self, target: ast.Node) -> tuple[Any, Any]:
        """The Python list and index that hold ``target``'s value, the
        variable made (0 or "") or the array dimensioned if need be."""
        compiler = self.machine.store
        vars_ = compiler.vars
        if isinstance(target, ast.Index):
            data, pos = compiler.element(target)()
            return data, pos
        assert isinstance(target, ast.Var)
        if target.is_string:
            slot = vars_.str_slot(target.name + "$")
            if vars_.str[slot] is None:
                self.machine.created()
                vars_.str[slot] = ""
            return vars_.str, slot
        name = target.name + ("%" if target.is_integer else "")
        slot = vars_.num_slot(name)
        if vars_.num[slot] is None:
            self.machine.created()
            vars_.num[slot] = 0 if target.is_integer else 0.0
        return vars_.num, slot

    # -- strings ------------------------------------------------------------------------
    def _descriptor(self, address: int) -> None:
        """FRETMP: the descriptor at ``address``; A its length, (X,Y) and
        INDEX its string's address."""
        read = self.read
        n = read(address)
        at = read((address + 1) & 0xFFFF) | read((address + 2) & 0xFFFF) << 8
        d = self.data
        d[INDEX], d[INDEX + 1] = at & 0xFF, at >> 8
        mpu = self.mpu
        mpu.a, mpu.x, mpu.y = n, at & 0xFF, at >> 8
        self.cpu.set_nz(n)

    def frestr(self) -> None:
        if not self.data[VALTYP] & 0x80:
            raise BasicError("TYPE MISMATCH")
        self.frefac()

    def frefac(self) -> None:
        d = self.data
        self._descriptor(d[FACMO] | d[FACMO + 1] << 8)
        self._rts(60)

    def fretmp(self) -> None:
        self._descriptor(self.mpu.a | self.mpu.y << 8)
        self._rts(60)

    # -- line numbers and statements ---------------------------------------------------
    def linget(self) -> None:
        """LINGET: the digits from A on (carry clear: A is one) to LINNUM,
        CHRGET after each; ?SYNTAX past 63999."""
        mpu, d = self.mpu, self.data
        value = 0
        while not mpu.p & 0x01:
            if value >= 6400:
                raise BasicError("SYNTAX")
            value = value * 10 + mpu.a - 0x30
            self.chrget()
            self.cpu.charge(90)
        d[LINNUM], d[LINNUM + 1] = value & 0xFF, value >> 8
        self._rts(20)

    def _statement_end(self) -> int:
        """DATAN: how far from TXTPTR the ':' outside quotes, or the line's
        0, is."""
        read, start = self.read, self.txtptr()
        quoted = False
        y = 0
        while y < 255:
            code = read((start + y) & 0xFFFF)
            if code == 0 or (code == COLON and not quoted):
                break
            if code == 0x22:
                quoted = not quoted
            y += 1
        self.cpu.charge(20 + 14 * y)
        return y

    def datan(self) -> None:
        self.mpu.y = self._statement_end()
        self._rts(20)

    def data_statement(self) -> None:
        """DATA: TXTPTR on to the end of the statement."""
        self.set_txtptr(self.txtptr() + self._statement_end())
        self._rts(30)

