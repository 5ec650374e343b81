"""ZX81 ``.p`` files (also ``.81``): the bytes the 8K ROM's SAVE writes.

SAVE (0x02F6 in "An Assembly Listing of the Operating System of the ZX81
ROM") sends the name and then memory from VERSN (0x4009) up to, not
including, E_LINE (OUT-PROG and LOAD/SAVE at 0x01FC); a ``.p`` file is that
memory without the name, and LOAD (0x0340) puts it back at 0x4009 and stops
when it reaches the E_LINE it has just loaded.  The image is::

    0x4009  system variables VERSN .. MEMBOT (116 bytes, table below)
    0x407D  the program: per line, its number (2 bytes, high first), the
            length of the rest (2 bytes, low first), the body, NEWLINE 0x76
    D_FILE  the display file: NEWLINE, then 24 rows each ended by NEWLINE
            (32 characters a row on a 16K machine, none when collapsed)
    VARS    the variables, then 0x80
    E_LINE  (not saved)

**Autostart.**  LOAD returns into the statement loop of the machine that
loads (NEXT-LINE, 0x066C), which then reads NXTLIN - the loaded one - and
runs the line there unless the byte there has either of its top two bits
set (``AND (HL)`` with 0xC0): the first byte of a line is the high byte of
its number (below 0x40), the display file's first byte is NEWLINE (0x76).
A SAVE typed as a command leaves NXTLIN = D_FILE (the E-LINE-NO branch at
0x063E takes D_FILE as the "next line"), so nothing runs; a SAVE inside a
program leaves NXTLIN at the line after it, which runs as soon as the file
has loaded.  :func:`decode` writes ``# autostart: N`` when NXTLIN is the
start of line N; :func:`encode` writes NXTLIN = D_FILE unless the listing
has ``# autostart: N``, when it points NXTLIN at the first line numbered N
or more (as if ``SAVE`` had been the line before it).

**The system variables :func:`encode` writes** are those of a 16K ZX81
switched on, the program typed in, then ``SAVE "name"`` typed as a command:

=========  ======  =========================================================
VERSN      0       RAM-FILL/RAM-READ (0x03CF) leave all RAM zero; 0 = ZX81
E_PPC      last    N/L-LINE makes the line just entered the current line
D_FILE     ..      0x407D + program (INITIAL, 0x03E5, puts it at 0x407D)
DF_CC      D_FILE+1  CLS (0x0A2A, called for a command by the NEWLINE key
                   at 0x0623) leaves the print position at the top left
VARS       ..      after the display: INITIAL; CLS fills the 24 rows with
                   spaces, making a 793-byte display when RAMTOP > 0x4D00
DEST       0       only LET/INPUT/FOR set it
E_LINE     VARS+1  CLEAR (0x149A): the variables are just the 0x80 marker
CH_ADD     E_LINE+n+3  the edit line is SAVE, the quoted name, NEWLINE;
                   SCANNING leaves CH_ADD on the NEWLINE after the name
X_PTR      0       DISPLAY-6 (0x04C1) clears it while waiting for a key
STKBOT     E_LINE+n+4  the end of the edit line; the name was popped
STKEND     =STKBOT (STK-FETCH took the name off the calculator stack)
BERG       0
MEM        0x405D  MEMBOT, where the calculator's memory lives
DF_SZ      2       CURSOR-IN (0x14AD) and the command line both set 2
S_TOP      0       the listing starts at the top (RAM zero; no scrolling)
LAST_K     0xFFFF  KEYBOARD (0x02BB) with no key down
DB_ST      0       the debounce count decays to 0 with no key
MARGIN     55      KEYBOARD: 55 blank lines on a 50 Hz (UK) machine
NXTLIN     D_FILE  see Autostart
FRAMES     0xFFFF  counted down from 0 by DISPLAY-1 (0x0229)
PR_CC      0xBC    CLEAR-PRB (0x08E2): buffer empty (bit 7) at 0x403C
S_POSN     0x1821  CLS: column 33, line 24 (the top left, counted down)
CDFLAG     0x40    INITIAL sets 0x40 (SLOW wanted); NAME's SET-FAST
                   (0x02E7) clears bit 7 while saving
PRBUFF     32 x 0, 0x76  CLEAR-PRB
others     0       OLDPPC FLAGX STRLEN T_ADDR SEED COORDS MEMBOT: RAM zero
=========  ======  =========================================================

(``n`` is the length of the name; a real file saved that way has the same
values, bar FRAMES, LAST_K and whatever the machine did before.)  The
display is written full and blank, as CLS leaves it on a 16K machine.

:func:`decode` checks VERSN, that D_FILE, VARS and E_LINE lie in order
inside the file, the display's 25 NEWLINEs, the variables' end marker and
every line's number, length and NEWLINE; bytes after E_LINE are ignored.
"""
from __future__ import annotations

from ...core.errors import BasicSyntaxError
from ...core.formats import (FormatError, ProgramImage, StoredLine, listing_entries, must_fit,
                             stored_listing)
from ..sinclair import calculator as zx
from ..sinclair import saved_vars
from ..zx8x.files import (Machine, NEWLINE, NUMBER_MARK, machine_for, put_word, refuse_errors,
                          word)
from . import syntax
from .numbers import dec_to_fp

DIALECT = "zx81"

BASE = 0x4009          # VERSN, the first byte saved
PROG = 0x407D          # the first program line
RAMTOP = 0x8000        # a 16K machine
MEMBOT = 0x405D

# system variables, as addresses
VERSN, E_PPC, D_FILE, DF_CC, VARS, DEST, E_LINE, CH_ADD = (
    0x4009, 0x400A, 0x400C, 0x400E, 0x4010, 0x4012, 0x4014, 0x4016)
X_PTR, STKBOT, STKEND, BERG, MEM, DF_SZ, S_TOP, LAST_K = (
    0x4018, 0x401A, 0x401C, 0x401E, 0x401F, 0x4022, 0x4023, 0x4025)
DB_ST, MARGIN, NXTLIN, OLDPPC, FLAGX, STRLEN, T_ADDR, SEED = (
    0x4027, 0x4028, 0x4029, 0x402B, 0x402D, 0x402E, 0x4030, 0x4032)
FRAMES, COORDS, PR_CC, S_POSN, CDFLAG, PRBUFF = (
    0x4034, 0x4036, 0x4038, 0x4039, 0x403B, 0x403C)

#: the highest number a stored line can have (a first byte with either of
#: its top bits set ends the program: NEXT-LINE's AND 0xC0)
MAX_STORED_LINE = 0x3FFF

#: a 16K machine's display after CLS: NEWLINE, then 24 rows of 32 spaces
FULL_DISPLAY = bytes([NEWLINE]) + (bytes(32) + bytes([NEWLINE])) * 24

def fp5_of_literal(text: str) -> bytes:
    """The five bytes the ZX81 stores after a literal's digits: the 8K ROM's
    DEC-TO-FP value (:func:`.numbers.dec_to_fp`, which LINE-SCAN calls when
    the line is entered) in the floating form; zero is five zero bytes."""
    value = dec_to_fp(text)
    if type(value) is int:
        return bytes(5) if value == 0 else zx.to_fp5(float(value))
    return zx.to_fp5(value)


def _machine() -> Machine:
    return machine_for(syntax, quote=11, number_bytes=fp5_of_literal)


def encode(text: str, name: str = "") -> bytes:
    """A ZX81 listing -> the bytes of a ``.p`` file (see the module
    docstring for the system variables).  A line after a ``# line N bytes:``
    comment keeps those bytes, and ``# variables:`` comments give the
    variables area (what :func:`decode` writes for what a listing cannot
    say)."""
    machine = _machine()
    entries = listing_entries(text, syntax.parse_body,
                              lambda n, body: machine.decode_body(body, n, []),
                              max_number=MAX_STORED_LINE)
    refuse_errors(entries)
    autostart = entries.autostart
    program = bytearray()
    starts: list[tuple[int, int]] = []
    for number, body, stored in entries.lines:
        if stored is None:
            stored = machine.encode_body(body, number)
        stored += bytes([NEWLINE])
        starts.append((number, PROG + len(program)))
        # a line's length word holds 65535, and no line that long fits 16K
        must_fit(len(program) + 4 + len(stored), RAMTOP - PROG, "a 16K ZX81")
        program += number.to_bytes(2, "big") + len(stored).to_bytes(2, "little") + stored
    variables = entries.variables + b"\x80"
    d_file = PROG + len(program)
    vars_ = d_file + len(FULL_DISPLAY)
    e_line = vars_ + len(variables)
    name_len = max(1, sum(1 for c in name.upper() if c in machine.charset.code_of))
    end_of_edit = e_line + name_len + 4          # SAVE " name " NEWLINE
    must_fit(end_of_edit + 1 - PROG, RAMTOP - PROG, "a 16K ZX81")
    nxtlin = d_file
    if autostart is not None:
        nxtlin = next((addr for number, addr in starts if number >= autostart), d_file)

    sv = bytearray(PROG - BASE)

    def put(addr: int, value: int) -> None:
        put_word(sv, addr - BASE, value)

    put(E_PPC, entries.lines[-1][0] if entries.lines else 0)
    put(D_FILE, d_file)
    put(DF_CC, d_file + 1)
    put(VARS, vars_)
    put(E_LINE, e_line)
    put(CH_ADD, end_of_edit - 1)
    put(STKBOT, end_of_edit)
    put(STKEND, end_of_edit)
    put(MEM, MEMBOT)
    sv[DF_SZ - BASE] = 2
    put(LAST_K, 0xFFFF)
    sv[MARGIN - BASE] = 55
    put(NXTLIN, nxtlin)
    put(FRAMES, 0xFFFF)
    sv[PR_CC - BASE] = 0xBC
    put(S_POSN, 0x1821)
    sv[CDFLAG - BASE] = 0x40
    sv[PRBUFF - BASE + 32] = NEWLINE
    return bytes(sv) + bytes(program) + FULL_DISPLAY + variables


def load(data: bytes) -> ProgramImage:
    """The bytes of a ``.p`` file -> the program as LOAD leaves it (see the
    module docstring): the lines as stored, in their order, with their
    hidden numbers and any line that does not parse; the variables area;
    the line NXTLIN makes LOAD run.  FormatError if they are not a ZX81's."""
    data = bytes(data)
    if len(data) < PROG - BASE + 25 + 1:
        raise FormatError(f"a ZX81 .p file is at least {PROG - BASE + 26} bytes; "
                          f"this one has {len(data)}")

    def peek16(addr: int) -> int:
        return word(data, addr - BASE)

    if data[0] != 0:
        raise FormatError(f"not a ZX81 program: VERSN is {data[0]}, not 0")
    d_file, vars_, e_line = peek16(D_FILE), peek16(VARS), peek16(E_LINE)
    end = BASE + len(data)
    if not PROG <= d_file < vars_ < e_line <= end:
        if e_line > end and PROG <= d_file < vars_ < e_line:
            raise FormatError(f"the file is cut short: E_LINE says {e_line - BASE} bytes, "
                              f"there are {len(data)}")
        raise FormatError(f"the system variables are not a ZX81 program's: D_FILE {d_file}, "
                          f"VARS {vars_}, E_LINE {e_line} (the file ends at {end})")
    display = data[d_file - BASE:vars_ - BASE]
    if display[:1] != b"\x76" or display[-1:] != b"\x76" or display.count(NEWLINE) != 25:
        raise FormatError("the display file (D_FILE to VARS) is not 25 NEWLINE-ended rows")
    if data[e_line - 1 - BASE] != 0x80:
        raise FormatError("the variables do not end with 0x80 before E_LINE")

    machine = _machine()
    lines: list[StoredLine] = []
    starts: dict[int, int] = {}
    addr = PROG
    while addr < d_file:
        if addr + 4 > d_file:
            raise FormatError(f"a line at {addr} runs into the display file")
        at = addr - BASE
        number = (data[at] << 8) | data[at + 1]
        length = word(data, at + 2)
        if number > MAX_STORED_LINE:
            raise FormatError(f"line number {number} at {addr} is above {MAX_STORED_LINE}")
        if length < 1 or addr + 4 + length > d_file:
            raise FormatError(f"line {number}: its length {length} does not fit the program")
        body = data[at + 4:at + 4 + length]
        if body[-1] != NEWLINE:
            raise FormatError(f"line {number} does not end with NEWLINE")
        starts[addr] = number
        lines.append(StoredLine(number, machine.decode_body(body[:-1], number, []),
                                bytes(body[:-1])))
        addr += 4 + length

    nxtlin = peek16(NXTLIN)
    variables = data[vars_ - BASE:e_line - 1 - BASE]
    try:
        saved_vars.read_area(variables, saved_vars.ZX81)
    except ValueError as err:
        raise FormatError(f"the variables saved with the program are damaged: {err}") from None
    image = ProgramImage(DIALECT, lines, starts.get(nxtlin), variables,
                         memory=(VERSN, data[:PROG - VERSN]))    # LOAD's system variables
    image.make_listing = lambda: stored_listing(image, _reads_back)
    return image


def _reads_back(line: StoredLine) -> bool:
    try:
        syntax.parse_body(line.text, line.number)
        return _machine().encode_body(line.text, line.number) == line.stored
    except (BasicSyntaxError, FormatError, KeyError, ValueError, ArithmeticError):
        return False


def decode(data: bytes) -> str:
    """The bytes of a ``.p`` file -> a ZX81 listing (FormatError if they are
    not one); what a listing cannot say is in comments
    (:func:`basic.core.formats.stored_listing`)."""
    return load(data).listing


def stored_numbers(body: bytes) -> list:
    """The numbers a stored body keeps after its literals (0x7E and five
    bytes: exponent 0 is zero, the ZX81 has no small-integer form), in
    order; strings and REM text hold none."""
    values = []
    i, n = 0, len(body)
    rem = _machine().rem_token
    while i < n:
        b = body[i]
        if b == 0x0B:                                   # a string, to its closing quote
            close = body.find(b"\x0b", i + 1)
            i = n if close < 0 else close + 1
            continue
        if b == rem:
            break
        if b == NUMBER_MARK and i + 6 <= n:
            raw = body[i + 1:i + 6]
            value = 0 if raw[0] == 0 else zx.from_fp5(bytes([raw[0], *raw[1:]]))
            if type(value) is float and value.is_integer() and abs(value) <= 65535:
                value = int(value)
            values.append(value)
            i += 6
            continue
        i += 1
    return values
