"""ZX80 ``.o`` files (also ``.80``): the bytes the 4K ROM's SAVE writes.

SAVE (0x01B6 in "An Assembly Listing of the ROM of the Sinclair ZX80")
writes memory from 0x4000 up to, not including, E_LINE, with no name;
LOAD (0x0206) reads it back from 0x4000 and stops when it reaches the
E_LINE it has just loaded (TEST-END, 0x01F8).  The image is::

    0x4000  the 40 system variables (table below)
    0x4028  the program: per line, its number (2 bytes, high first), the
            body, NEWLINE 0x76 - no length field
    VARS    the variables, then 0x80
    E_LINE  (not saved; the edit line and the display file follow it)

A ZX80 program cannot start itself: TEST-END ends LOAD with a jump to
MAIN-EXEC (0x0283), the editor's main loop, whatever the file holds.  A
``# autostart`` line in a listing is therefore not stored, and
:func:`decode` never writes one.

**The system variables :func:`encode` writes** are those of a ZX80 switched
on and the program typed in, the SAVE command running: what the 4K ROM's
SAVE writes, byte for byte but FRAMES (the time the machine has been on;
tests/formats/golden/loaded_rom.json, ``zx80_saved``):

========  =======  =========================================================
ERR_NR    0xFF     no report pending (ERROR-1, 0x0008, records an error only
                   while ERR_NR is 0xFF)
FLAGS     0x88     ED-ENTER (0x0440) as the command starts to run
PPC       0xFFFE   -2, a command rather than a program line (the ROM tests
                   PPC_hi for it: INPUT at 0x099A)
P_PTR     E_LINE+1  the edit line's cursor, after the SAVE keyword
E_PPC     last     the current line is the last one typed
VARS      ..       0x4028 + the program (the initialisation at 0x0261 puts
                   VARS at 0x4028 and the 0x80 marker there)
E_LINE    VARS+1   the same routine: the variables are just the marker
D_FILE    E_LINE+2  MAIN-EXEC: the edit line is two bytes (its NEWLINE and a
                   cursor or a one-byte command)
DF_EA     D_FILE+1  CLS (0x0747): one NEWLINE, the print position after it
DF_END    D_FILE+1  CLS
DF_SZ     2        MAIN-EXEC: two lines for the lower screen
T_ADDR    0x07B0   the syntax table, past SAVE's entry
S_POSN    0x1721   CLS: column 33, line 23
CH_ADD    E_LINE+1  the scan, past the SAVE keyword
others    0        S_TOP X_PTR OLDPPC FLAGX SEED FRAMES DEST RESULT:
                   RAM-FILL/RAM-READ leave RAM zero
========  =======  =========================================================

D_FILE, DF_EA, DF_END, DF_SZ and S_POSN point past the saved bytes and
are rebuilt by MAIN-EXEC and CLS after a LOAD; they are written for a
consistent picture.

:func:`decode` checks that VARS and E_LINE lie in order inside the file, the
variables' end marker and every line's number and NEWLINE; bytes after
E_LINE are ignored (files saved from emulators often carry some).
"""
from __future__ import annotations

from ...core.errors import BasicSyntaxError
from ...core.formats import (FormatError, ProgramImage, StoredLine, listing_entries, must_fit,
                             stored_listing)
from ..zx8x.files import Machine, NEWLINE, machine_for, put_word, refuse_errors, word
from . import saved_vars, syntax

DIALECT = "zx80"

BASE = 0x4000
PROG = 0x4028
RAMTOP = 0x8000        # a 16K machine
#: the highest number a stored line can have (a first byte of 0x40 or more
#: is where the ROM's program ends)
MAX_STORED_LINE = 0x3FFF

ERR_NR, FLAGS, PPC, P_PTR, E_PPC, VARS, E_LINE, D_FILE = (
    0x4000, 0x4001, 0x4002, 0x4004, 0x4006, 0x4008, 0x400A, 0x400C)
DF_EA, DF_END, DF_SZ, S_TOP, X_PTR, OLDPPC, FLAGX, T_ADDR = (
    0x400E, 0x4010, 0x4012, 0x4013, 0x4015, 0x4017, 0x4019, 0x401A)
SEED, FRAMES, DEST, RESULT, S_POSN, CH_ADD = (
    0x401C, 0x401E, 0x4020, 0x4022, 0x4024, 0x4026)

#: T_ADDR while SAVE runs: the syntax table (0x0752 on), past SAVE's entry
SAVE_SYNTAX = 0x07B0


def _machine() -> Machine:
    return machine_for(syntax, quote=1)


def encode(text: str, name: str = "") -> bytes:
    """A ZX80 listing -> the bytes of a ``.o`` file (the ZX80 stores no
    name; see the module docstring for the system variables).  A line after
    a ``# line N bytes:`` comment keeps those bytes, and ``# variables:``
    comments give the variables area."""
    machine = _machine()
    entries = listing_entries(text, syntax.parse_body,
                              lambda n, body: machine.decode_body(body, n, []),
                              max_number=MAX_STORED_LINE)
    refuse_errors(entries)
    program = bytearray()
    for number, body, stored in entries.lines:
        if stored is None:
            stored = machine.encode_body(body, number)
        program += number.to_bytes(2, "big") + stored
        program.append(NEWLINE)
    variables = entries.variables + b"\x80"
    vars_ = PROG + len(program)
    e_line = vars_ + len(variables)
    d_file = e_line + 2
    must_fit(d_file + 2 - PROG, RAMTOP - PROG, "a 16K ZX80")
    sv = bytearray(PROG - BASE)

    def put(addr: int, value: int) -> None:
        put_word(sv, addr - BASE, value)

    sv[ERR_NR - BASE] = 0xFF
    sv[FLAGS - BASE] = 0x88
    put(PPC, 0xFFFE)
    put(P_PTR, e_line + 1)
    put(CH_ADD, e_line + 1)
    put(T_ADDR, SAVE_SYNTAX)
    put(E_PPC, entries.lines[-1][0] if entries.lines else 0)
    put(VARS, vars_)
    put(E_LINE, e_line)
    put(D_FILE, d_file)
    put(DF_EA, d_file + 1)
    put(DF_END, d_file + 1)
    sv[DF_SZ - BASE] = 2
    put(S_POSN, 0x1721)
    return bytes(sv) + bytes(program) + variables


def load(data: bytes) -> ProgramImage:
    """The bytes of a ``.o`` file -> the program as LOAD leaves it: the
    lines as stored, in their order, any line that does not parse kept, the
    variables area, and the system variables (``memory``: LOAD reads them
    from 0x4000 too, so CONTINUE finds the file's OLDPPC and RND its SEED)
    (FormatError if they are not a ZX80's)."""
    data = bytes(data)
    if len(data) < PROG - BASE + 1:
        raise FormatError(f"a ZX80 .o file is at least {PROG - BASE + 1} bytes; "
                          f"this one has {len(data)}")
    vars_, e_line = word(data, VARS - BASE), word(data, E_LINE - BASE)
    end = BASE + len(data)
    if not PROG <= vars_ < e_line <= end:
        if e_line > end and PROG <= vars_ < e_line:
            raise FormatError(f"the file is cut short: E_LINE says {e_line - BASE} bytes, "
                              f"there are {len(data)}")
        raise FormatError(f"the system variables are not a ZX80 program's: VARS {vars_}, "
                          f"E_LINE {e_line} (the file ends at {end})")
    if data[e_line - 1 - BASE] != 0x80:
        raise FormatError("the variables do not end with 0x80 before E_LINE")

    machine = _machine()
    lines: list[StoredLine] = []
    at = PROG - BASE
    stop = vars_ - BASE
    while at < stop:
        if at + 3 > stop:
            raise FormatError(f"a line at {BASE + at} runs into the variables")
        number = (data[at] << 8) | data[at + 1]
        if number > MAX_STORED_LINE:
            raise FormatError(f"line number {number} at {BASE + at} is above {MAX_STORED_LINE}")
        end_of_line = data.find(NEWLINE, at + 2, stop)
        if end_of_line < 0:
            raise FormatError(f"line {number} has no NEWLINE before the variables")
        body = data[at + 2:end_of_line]
        lines.append(StoredLine(number, machine.decode_body(body, number, []), bytes(body)))
        at = end_of_line + 1
    variables = data[vars_ - BASE:e_line - 1 - BASE]
    try:
        saved_vars.read_area(variables)
    except ValueError as err:
        raise FormatError(f"the variables saved with the program are damaged: {err}") from None
    image = ProgramImage(DIALECT, lines, None, variables,
                         memory=(BASE, data[:PROG - BASE]))   # LOAD's system variables
    image.make_listing = lambda: stored_listing(image, _reads_back)
    return image


def decode_line(body: bytes, number: int) -> str:
    """A line body's text in the listing conventions."""
    return _machine().decode_body(body, number, [])


def _reads_back(line: StoredLine) -> bool:
    try:
        syntax.parse_body(line.text, line.number)
        return _machine().encode_body(line.text, line.number) == line.stored
    except (BasicSyntaxError, FormatError, KeyError, ValueError, ArithmeticError):
        return False


def decode(data: bytes) -> str:
    """The bytes of a ``.o`` file -> a ZX80 listing (FormatError if they are
    not one); what a listing cannot say is in comments
    (:func:`basic.core.formats.stored_listing`)."""
    return load(data).listing
