"""Commodore 64 BASIC V2 ``.prg`` files, both ways.

The layout is the program as it sits in memory, preceded by the address it
was saved from (what the KERNAL's SAVE writes for ``SAVE "NAME",8``: the
bytes from TXTTAB, 2049 = $0801, up to VARTAB):

* the load address, 2 bytes little-endian: $0801 on the C64;
* each line: the *link* (2 bytes, little-endian: the address in memory of the
  next line), the line number (2 bytes, little-endian), the crunched body
  (tokens $80-$CB for the keywords, PETSCII for the rest, strings and
  REM/DATA text as typed), a 0 byte;
* a link of $0000 ends the program.

:func:`encode` stores each line of a text listing (petcat's conventions, see
docs/c64.md) exactly as the ROM stores a typed line: it goes through the
dialect's own line reader (:func:`basic.dialects.c64.syntax.parse_line`: the
petcat text decoded to PETSCII, leading spaces skipped, crunched by
:mod:`basic.dialects.c64.crunch`, checked byte for byte against the genuine ROM
in tests/c64).  As on the machine a line is stored even when it would give
?SYNTAX ERROR when run; a line the machine's editor could not take at all
(no line number, a number above 63999, a brace that names no code) raises
:class:`FormatError`.  Lines are typed in the order of the listing: a later
line replaces an earlier one with its number, a number alone deletes the
line, and the program is stored in ascending order, linked from $0801.

:func:`decode` checks the file (a load address, links pointing forward inside
the file, every line ending with its 0 byte with no 0 inside it, the $0000
link at the end; anything else raises :class:`FormatError`) and writes a
listing: ``# dialect: c64`` then each line in petcat's conventions, upper case
letters for the unshifted ones (:mod:`basic.dialects.c64.text`), tokens spelt
as LIST spells them outside quotes.  Unlike LIST, the text after REM keeps
its codes (a byte $99 there is ``{lgrn}``, not ``PRINT``), so that it reads
back to the same bytes.

A line the ROM's tokenizer could not have produced (a .prg written by a tool
or by POKEs: keywords left as letters, tokens $CC-$FE, which are no BASIC V2
keywords, or shifted characters outside quotes, spaces after the line
number, an empty line, a number above 63999) has no text that crunches back
to it.  Such a line is still listed as above (tokens $CC-$FE as cbm_text's
``{SHIFT-L}``/``{$cc}`` spellings), preceded by a comment with its stored
bytes, which :func:`encode` uses instead of crunching the line -- as long as
the line below the comment is still exactly what decode wrote (an edited line
is crunched as typed)::

    # prg line 10 bytes: 99 20 cc
    10 PRINT {SHIFT-L}

Two more comments keep the rest of a file: ``# prg load address: $1001``
for a program saved elsewhere than $0801 (a VIC-20's or a C16's: decode
accepts any load address and takes the links relative to it, encode links
from it), and ``# prg after end: a9 00 ...`` (32 bytes a comment) for bytes
after the $0000 link (machine code that a ``SYS`` line calls).  So
``encode(decode(data)) == data`` for every file :func:`decode` accepts whose
line numbers ascend.  The comments are ordinary comments to the rest of the
project: ``basic run`` of a .prg runs the lines as their text crunches.

A .prg holds no name: ``encode``'s ``name`` is not used.
"""
from __future__ import annotations

import re

from ...core import ast
from ...core.errors import BasicSyntaxError
from ...core.formats import AS_STORED_RE, FormatError, ProgramImage, StoredLine, must_fit
from ...core.listing import header_dialect
from ...core.registry import canonical_name
from . import text as cbm_text
from .syntax import parse_line
from .tokens import NAME, REM

DIALECT = "c64"
#: where the C64 keeps BASIC programs (TXTTAB)
LOAD_ADDRESS = 0x0801
#: bytes per ``# prg after end:`` comment
_TAIL_CHUNK = 32

_LOAD_RE = re.compile(r"#\s*prg load address:\s*\$([0-9a-fA-F]{1,4})\s*$")
_LINE_BYTES_RE = re.compile(r"#\s*prg line (\d+) bytes:(.*)$")
_TAIL_RE = re.compile(r"#\s*prg after end:(.*)$")
_END_LINK_RE = re.compile(r"#\s*prg end link:\s*\$([0-9a-fA-F]{1,4})\s*$")


# -- decoding ---------------------------------------------------------------------

def program_lines(mem: bytes, load: int) -> tuple[list[tuple[int, bytes]], int]:
    """The lines of a program loaded at ``load`` as LNKPRG walks them after
    LOAD: a line is its link, its number and the bytes up to the next 0;
    a link whose high byte is 0 ends the program (the links' other values
    do not matter: LNKPRG writes them anew).  Returns the lines and where
    the end link is.  FormatError when the file ends first (cut short)."""
    lines: list[tuple[int, bytes]] = []
    pos = 0
    while True:
        addr = load + pos
        if pos + 2 > len(mem):
            raise FormatError(f"the program stops at ${addr:04x} without its end "
                              "(a link whose high byte is 0): the file is cut short")
        if mem[pos + 1] == 0:
            return lines, pos
        if pos + 4 > len(mem):
            raise FormatError(f"the line at ${addr:04x} is cut short")
        number = mem[pos + 2] | mem[pos + 3] << 8
        end = mem.find(0, pos + 4)
        if end < 0:
            raise FormatError(f"line {number} at ${addr:04x} has no 0 byte at its end: "
                              "the file is cut short")
        lines.append((number, bytes(mem[pos + 4:end])))
        pos = end + 1


def load(data: bytes) -> ProgramImage:
    """A .prg file -> what ``LOAD "NAME",8`` puts in memory: the whole file
    at TXTTAB ($0801; a program saved elsewhere is moved there, as LOAD
    without ,1 moves it), the lines as LNKPRG finds them (their order and
    numbers as stored), and everything after the end link still in memory
    (machine code for a ``SYS``)."""
    data = bytes(data)
    if len(data) < 4:
        raise FormatError(f"not a BASIC program file: {len(data)} bytes are too few "
                          "for a load address and the end of a program")
    load_at = data[0] | data[1] << 8
    mem = data[2:]
    if load_at + len(mem) > 0x10000 or LOAD_ADDRESS + len(mem) > 0x10000:
        raise FormatError(f"not a BASIC program file: {len(mem)} bytes loaded at "
                          f"${load_at:04x} run past the end of memory")
    found, end = program_lines(mem, load_at)
    if not found and load_at != LOAD_ADDRESS:
        raise FormatError(f"no BASIC lines: it looks like machine code for ${load_at:04x} "
                          f'(a C64 runs it with LOAD "NAME",8,1 and SYS {load_at}, '
                          "which basic does not do)")
    lines = [StoredLine(number, spell(body), body) for number, body in found]
    image = ProgramImage(DIALECT, lines, memory=(LOAD_ADDRESS, mem))
    image.make_listing = lambda: _listing(load_at, found, mem[end:end + 2], mem[end + 2:])
    return image


def _listing(load: int, lines: list[tuple[int, bytes]], end_link: bytes, tail: bytes) -> str:
    out = [f"# dialect: {DIALECT}"]
    if load != LOAD_ADDRESS:
        out.append(f"# prg load address: ${load:04x}")
    numbers = [number for number, _ in lines]
    if any(a >= b for a, b in zip(numbers, numbers[1:])):
        out.append("# lines as stored")
    for number, body in lines:
        text = line_text(number, body)
        if not _reads_back(number, body, text):
            out.append(f"# prg line {number} bytes: {body.hex(' ')}".rstrip())
        out.append(text)
    if end_link[:1] != b"\x00":
        out.append(f"# prg end link: ${end_link[0] | end_link[1] << 8:04x}")
    for i in range(0, len(tail), _TAIL_CHUNK):
        out.append(f"# prg after end: {tail[i:i + _TAIL_CHUNK].hex(' ')}")
    return "\n".join(out) + "\n"


def decode(data: bytes) -> str:
    """A .prg file -> a listing (see the module's description)."""
    return load(data).listing


def spell(body: bytes) -> str:
    """A stored line body as listing text: tokens spelt out except inside
    quotes and after REM, every other code in cbm_text's conventions (upper
    case letters for the unshifted ones)."""
    codes: list[str] = []
    quote = rem = False
    for c in body:
        if c == 0x22:
            quote = not quote
        if c in NAME and not quote and not rem:
            codes.append(NAME[c])
            rem = c == REM
        else:
            codes.append(chr(c))
    return cbm_text.encode("".join(codes), False)


def line_text(number: int, body: bytes) -> str:
    """One stored line as decode writes it."""
    return f"{number} {spell(body)}" if body else str(number)


def _reads_back(number: int, body: bytes, text: str) -> bool:
    """Whether typing ``text`` stores exactly ``body`` as line ``number`` (an
    empty line cannot be typed: a number alone deletes the line)."""
    if not body:
        return False
    try:
        line = parse_line(text, False)
    except BasicSyntaxError:
        return False
    return (isinstance(line, ast.Line) and line.number == number
            and line.source == body.decode("latin-1"))


# -- encoding ---------------------------------------------------------------------

def encode(text: str, name: str = "") -> bytes:
    """A listing -> a .prg file: each line crunched as the ROM crunches a
    typed line, linked from $0801 (see the module's description)."""
    text = text.removeprefix("\ufeff")
    named = header_dialect(text)
    if named is not None and canonical_name(named) != DIALECT:
        raise FormatError(f"the listing is for the {named} dialect, a .prg holds a "
                          "Commodore 64 program")
    raw_lines = text.splitlines()
    petcat_case = cbm_text.listing_case(raw_lines)
    load = LOAD_ADDRESS
    tail = bytearray()
    end_link = 0
    program: list[tuple[int, bytes]] = []
    as_stored = False
    stored: tuple[int, bytes] | None = None      # a "# prg line N bytes:" just read
    for raw in raw_lines:
        s = raw.strip()
        pending, stored = stored, None
        if not s:
            continue
        if s.startswith("#"):
            if m := _LOAD_RE.match(s):
                load = int(m.group(1), 16)
            elif m := _LINE_BYTES_RE.match(s):
                stored = (int(m.group(1)), _hex(m.group(2), s))
                if stored[0] > 0xFFFF or 0 in stored[1]:
                    raise FormatError(f"a line number above 65535 or a 0 byte: {s}")
            elif m := _TAIL_RE.match(s):
                tail += _hex(m.group(1), s)
            elif m := _END_LINK_RE.match(s):
                end_link = int(m.group(1), 16) & 0xFF
            elif AS_STORED_RE.match(s):
                as_stored = True
            continue
        if pending is not None and raw.rstrip() == line_text(*pending).rstrip():
            program.append(pending)
            continue
        try:
            line = parse_line(raw, petcat_case)
        except BasicSyntaxError as exc:
            raise FormatError(f"{exc}: {s}") from None
        if not isinstance(line, ast.Line):
            raise FormatError(f"a program line must start with its number: {s}")
        if line.source:
            program.append((line.number, line.source.encode("latin-1")))
        elif not as_stored:
            program = [entry for entry in program if entry[0] != line.number]
    if not as_stored:
        last = dict(program)
        program = [(number, last[number]) for number in sorted(last)]
    return build(program, load, bytes(tail), end_link)


def build(program: "dict[int, bytes] | list[tuple[int, bytes]]", load: int = LOAD_ADDRESS,
          tail: bytes = b"", end_link: int = 0) -> bytes:
    """The file for stored lines (number -> body, or (number, body) in the
    order to store them), linked from ``load``; the end link's low byte is
    ``end_link`` (its high byte is 0)."""
    entries = sorted(program.items()) if isinstance(program, dict) else list(program)
    size = sum(4 + len(body) + 1 for _, body in entries) + 2 + len(tail)
    must_fit(size, 0x10000 - load, f"memory from ${load:04x}")
    out = bytearray(load.to_bytes(2, "little"))
    addr = load
    for number, body in entries:
        addr += 4 + len(body) + 1
        out += addr.to_bytes(2, "little") + number.to_bytes(2, "little") + body + b"\x00"
    out += bytes([end_link, 0]) + tail
    return bytes(out)


def _hex(digits: str, comment: str) -> bytes:
    try:
        return bytes.fromhex(digits)
    except ValueError:
        raise FormatError(f"bytes that are not hexadecimal: {comment}") from None
