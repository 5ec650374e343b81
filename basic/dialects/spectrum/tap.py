"""ZX Spectrum ``.tap`` files: the blocks SAVE writes to tape, both ways.

A ``.tap`` file is the tape's blocks one after another, each as the ROM's
SA-BYTES sends it, with its length in front::

    length (2 bytes, little-endian; counts flag + data + checksum)
    flag   (0x00 header, 0xFF data block)
    data
    checksum (XOR of flag and every data byte)

``SAVE "name"`` (SAVE-ETC, SA-TYPE-0 and SA-CONTRL in "The Complete Spectrum
ROM Disassembly") writes two blocks: a 17-byte header and the data block.
The header of a program is::

    type    0 (program; 1 and 2 are arrays, 3 is CODE)
    name    10 characters, padded with spaces
    length  bytes in the data block: E_LINE - PROG - 1, program + variables
    param1  the LINE of ``SAVE "name" LINE n``; 0x8000 and above: none
    param2  VARS - PROG, the program part of the data block

and the data block is the program as it sits from PROG on (line number
big-endian, body length little-endian, the tokenized body ending in 0x0D,
each numeric literal followed by 0x0E and its hidden 5-byte form), then the
variables area.

:func:`decode` takes the first program on the tape (skipping other files,
such as CODE blocks, as ``LOAD ""`` does) and writes its listing: keywords
spelt and spaced as the ROM's LIST prints them (:func:`basic.dialects.spectrum.crunch.
detokenize`), the hidden numbers left out, and the characters that have no
plain-text form written with the escapes the listing parser reads back
(:mod:`basic.dialects.spectrum.escapes`): ``\\{16}\\{2}`` for an INK 2 control code
in a string, ``[UDG-A]``, block graphics, ``©``, ``£``.  Colour control
codes *outside* strings (a "coloured listing") are left out: the ROM's
interpreter steps over them (SKIP-OVER) and a text listing has no place for
them.

The variables area is ignored.  On the machine ``LOAD`` keeps the saved
variables and an autostart goes to its line without clearing them, so a
program that relies on values saved with it (a high-score table, data in an
array) finds them there.  A text listing has no place for variables: the
program starts in RUN's clear state, and such a program stops with
"2 Variable not found".  :func:`encode` writes an empty variables area, as
``SAVE`` does right after ``CLEAR`` or before the first RUN.

:func:`encode` writes the machine's own program image
(:func:`basic.dialects.spectrum.memory_map.program_image`: the project's
cruncher, with the hidden numbers where the ROM's syntax checker puts them
when the line is typed in; checked byte for byte against the genuine ROM by
tests/formats/test_tap.py).
"""
from __future__ import annotations

from ...core.nodeclass import record

from ...core.errors import BasicError, BasicSyntaxError
from ...core.formats import (FormatError, ProgramImage, StoredLine, first_error, listing_entries,
                             must_fit, stored_listing)
from ...core.listing import header_dialect
from ..sinclair import calculator as zx
from ..sinclair import saved_vars
from . import syntax
from .crunch import crunch, detokenize
from .memory_map import line_body, program_image

DIALECT = "spectrum"

FLAG_HEADER = 0x00
FLAG_DATA = 0xFF
HEADER_LENGTH = 17
TYPE_PROGRAM = 0
TYPE_NAMES = {0: "program", 1: "number array", 2: "character array", 3: "bytes"}
NAME_LENGTH = 10
NO_AUTOSTART = 0x8000
MAX_LISTED_LINE = 9999
#: the highest number a stored line can have (a first byte of 0x40 ends the program)
MAX_STORED_LINE = 0x3FFF

_NUMBER_MARK = 0x0E
_ENTER = 0x0D
_QUOTE = 0x22
_REM = 0xEA


# ---------------------------------------------------------------------------
# blocks
# ---------------------------------------------------------------------------

@record(frozen=True)
class Block:
    """One block of the tape: where its length word starts (``offset``), its
    flag byte, its data and whether its checksum is right."""
    index: int
    offset: int
    flag: int
    data: bytes
    checksum_ok: bool

    @property
    def is_header(self) -> bool:
        return self.flag == FLAG_HEADER and len(self.data) == HEADER_LENGTH


@record(frozen=True)
class Header:
    """The 17 bytes of a header block."""
    type: int
    name: bytes
    length: int
    param1: int
    param2: int

    @classmethod
    def parse(cls, data: bytes) -> Header:
        return cls(data[0], data[1:11], int.from_bytes(data[11:13], "little"),
                   int.from_bytes(data[13:15], "little"), int.from_bytes(data[15:17], "little"))

    def to_bytes(self) -> bytes:
        return (bytes([self.type]) + self.name + self.length.to_bytes(2, "little")
                + self.param1.to_bytes(2, "little") + self.param2.to_bytes(2, "little"))

    @property
    def display_name(self) -> str:
        return "".join(chr(b) if 0x20 <= b < 0x7F else "?" for b in self.name).rstrip()


def checksum(flag: int, data: bytes) -> int:
    """The parity byte SA-BYTES sends last: flag XOR every data byte."""
    x = flag
    for b in data:
        x ^= b
    return x


def block_bytes(flag: int, data: bytes) -> bytes:
    """One block as a .tap file holds it: length, flag, data, checksum."""
    return (len(data) + 2).to_bytes(2, "little") + bytes([flag]) + data \
        + bytes([checksum(flag, data)])


def read_blocks(data: bytes) -> list[Block]:
    """Split a .tap file into its blocks.  Raises FormatError when a length
    word does not fit the file (a truncated or foreign file)."""
    if not data:
        raise FormatError("empty file: a .tap file holds at least one tape block")
    blocks: list[Block] = []
    pos = 0
    while pos < len(data):
        n = len(blocks) + 1
        if pos + 2 > len(data):
            raise FormatError(f"block {n} at byte {pos} is cut short: "
                              f"no room for its 2-byte length")
        length = int.from_bytes(data[pos:pos + 2], "little")
        if length < 2:
            raise FormatError(f"block {n} at byte {pos} has length {length}; a tape block "
                              f"has at least a flag byte and a checksum")
        end = pos + 2 + length
        if end > len(data):
            raise FormatError(f"block {n} at byte {pos} is cut short: it should have "
                              f"{length} bytes, the file has {len(data) - pos - 2} left")
        flag = data[pos + 2]
        body = bytes(data[pos + 3:end - 1])
        blocks.append(Block(n, pos, flag, body, checksum(flag, body) == data[end - 1]))
        pos = end
    return blocks


def _bad_checksum(block: Block, what: str) -> FormatError:
    return FormatError(f"R Tape loading error: {what} (block {block.index}, at byte "
                       f"{block.offset}) fails its checksum; the tape is damaged")


def program_blocks(data: bytes) -> tuple[Header, bytes]:
    """The first program on the tape: its header and its data block.

    Headers are looked at in order, as ``LOAD ""`` does; those of other files
    (CODE, arrays) are passed over with their data blocks, whose checksums
    are not checked (the ROM never reads them).  A damaged header, or a
    program header not followed by its data block, is a FormatError.
    """
    blocks = read_blocks(data)
    i = 0
    while i < len(blocks):
        block = blocks[i]
        i += 1
        if not block.is_header:
            continue
        if not block.checksum_ok:
            raise _bad_checksum(block, "a header")
        header = Header.parse(block.data)
        if header.type != TYPE_PROGRAM:
            continue
        title = f'the program "{header.display_name}"'
        if i >= len(blocks):
            raise FormatError(f"{title} has a header but no data block (the tape ends)")
        body = blocks[i]
        if body.flag != FLAG_DATA:
            raise FormatError(f"{title}: the block after its header (block {body.index}) "
                              f"is not a data block (flag {body.flag:#04x}, not 0xff)")
        if len(body.data) != header.length:
            raise FormatError(f"{title}: its header says {header.length} bytes, the data "
                              f"block (block {body.index}) has {len(body.data)}")
        if not body.checksum_ok:
            raise _bad_checksum(body, f"the data block of {title}")
        if header.param2 > header.length:
            raise FormatError(f"{title}: its header says the program part is "
                              f"{header.param2} bytes, more than the {header.length} "
                              f"bytes saved")
        return header, body.data
    raise FormatError("no BASIC program in this tape")


# ---------------------------------------------------------------------------
# decoding
# ---------------------------------------------------------------------------

def _control_length(code: int) -> int:
    """Bytes a control code takes with its parameters outside a string, as
    the ROM's SKIP-OVER steps over them: INK..OVER one parameter, AT and TAB
    two, the other codes below 32 none."""
    if 0x10 <= code <= 0x15:
        return 2
    if code in (0x16, 0x17):
        return 3
    return 1


def body_tokens(body: bytes) -> str:
    """A stored line body (without its 0x0D) -> tokenized text, one chr() per
    code: the hidden numbers and DEF FN parameter slots (0x0E + 5 bytes)
    dropped, and the control codes outside strings too (colour codes with
    their parameters).  Strings and the text after REM are kept as they
    are."""
    out: list[str] = []
    i, n = 0, len(body)
    in_string = False
    while i < n:
        b = body[i]
        if in_string:
            out.append(chr(b))
            in_string = b != _QUOTE
            i += 1
        elif b == _QUOTE:
            out.append('"')
            in_string = True
            i += 1
        elif b == _REM:
            out.append("".join(map(chr, body[i:])))
            break
        elif b == _NUMBER_MARK:
            i += 6
        elif b < 0x20:
            i += _control_length(b)
        else:
            out.append(chr(b))
            i += 1
    return "".join(out)


def program_lines(program: bytes) -> list[tuple[int, bytes]]:
    """Program bytes -> [(line number, body without its 0x0D)].

    A number of 16384 or more is where the ROM's program ends (the first byte
    of a variable has bit 6 set), so the lines stop there, as LIST and RUN
    stop.  A line whose length runs past the end is a FormatError.
    """
    lines: list[tuple[int, bytes]] = []
    pos = 0
    while pos < len(program):
        if program[pos] >= 0x40:
            break
        if pos + 4 > len(program):
            raise FormatError(f"the program ends inside the line that starts at byte {pos}")
        number = int.from_bytes(program[pos:pos + 2], "big")
        length = int.from_bytes(program[pos + 2:pos + 4], "little")
        start, end = pos + 4, pos + 4 + length
        if end > len(program):
            raise FormatError(f"line {number} is cut short: it should have {length} bytes, "
                              f"the program has {len(program) - start} left")
        body = program[start:end]
        if body.endswith(b"\x0d"):
            body = body[:-1]
        lines.append((number, bytes(body)))
        pos = end
    return lines


def list_body(body: bytes) -> str:
    """One stored line body -> its text in a listing, as LIST spells it."""
    tokens = body_tokens(body)
    text = detokenize(tokens)
    if text.endswith(" ") and not tokens.endswith(" "):
        text = text[:-1]                    # the space LIST prints after a keyword
    return text


def load(data: bytes) -> ProgramImage:
    """A .tap file -> the first program on it as LOAD puts it in memory:
    the lines as stored (their order, their hidden numbers, a line that
    does not parse), the variables area and the autostart line of ``SAVE
    ... LINE n`` (up to 9999: the ROM would run a higher number from the
    first line after it, which no listing can say).  The tape's blocks go
    with it (``tape``) for the program's own LOAD "" CODE."""
    data = bytes(data)
    header, block = program_blocks(data)
    program = block[:header.param2]
    lines = [StoredLine(number, list_body(body), body)
             for number, body in program_lines(program)]
    end = program_end(program)
    variables = block[end:]                  # SA-CONTRL saves up to E_LINE - 1: no 0x80
    try:
        saved_vars.read_area(variables, saved_vars.SPECTRUM)
    except ValueError as err:
        raise FormatError(f"the variables saved with the program are damaged: {err}") from None
    autostart = header.param1 if header.param1 <= MAX_LISTED_LINE else None
    image = ProgramImage(DIALECT, lines, autostart, variables, name=header.display_name,
                         tape=data)
    image.make_listing = lambda: stored_listing(image, reads_back)
    return image


def decode(data: bytes) -> str:
    """A .tap file -> the listing of the first program on it.

    ``# dialect: spectrum``, then ``# autostart: N`` when it was saved with
    ``LINE N``, then one line per program line (:func:`basic.core.formats.
    stored_listing`: a line whose text does not store back to its bytes has
    them in a ``# line N bytes:`` comment, the variables area is kept in
    ``# variables:`` comments).  A line number above 9999 (possible on tape,
    never typed) is written as it is.
    """
    return load(data).listing


def reads_back(line: StoredLine) -> bool:
    """Whether typing the line's text stores exactly its bytes."""
    try:
        syntax.parse_body(line.text, line.number)
        return line_body(crunch(line.text).text) == line.stored
    except (BasicSyntaxError, BasicError, ValueError):
        return False


def stored_numbers(body: bytes) -> list:
    """The hidden numbers of a stored body, in order (a 0x0E after a
    letter or ``$`` is a DEF FN parameter's slot, not a number); strings
    and REM text hold none."""
    values = []
    i, n = 0, len(body)
    in_string = False
    while i < n:
        b = body[i]
        if in_string:
            in_string = b != _QUOTE
        elif b == _QUOTE:
            in_string = True
        elif b == _REM:
            break
        elif b == _NUMBER_MARK:
            before = body[i - 1] if i else 0
            if i + 6 <= n and not (chr(before).isalpha() or before == 0x24):
                try:
                    values.append(zx.from_fp5(body[i + 1:i + 6]))
                except ValueError:
                    values.append(None)
            i += 6
            continue
        i += 1
    return values


def program_end(program: bytes) -> int:
    """Where the lines end in the program part (the first byte of 0x40 or
    more where a line number would be: LIST and RUN stop there)."""
    pos = 0
    while pos + 4 <= len(program) and program[pos] < 0x40:
        pos += 4 + int.from_bytes(program[pos + 2:pos + 4], "little")
    return min(pos, len(program))


# ---------------------------------------------------------------------------
# encoding
# ---------------------------------------------------------------------------

#: what a 48K Spectrum has for a program: PROG to RAMTOP at power-on
SPECTRUM_ROOM = 65367 - 23755


def program_bytes(program) -> bytes:
    """An ast.Program -> its bytes as they sit from PROG on (the machine's
    own program image, checked against the ROM: basic.dialects.spectrum.memory_map)."""
    return program_image(program)


def tape_name(name: str) -> bytes:
    """The 10 bytes of a header's name: the first ten characters, padded with
    spaces; anything but printable ASCII becomes ``?``."""
    chars = ["?" if not (" " <= c <= "~") else c for c in name[:NAME_LENGTH]]
    return "".join(chars).ljust(NAME_LENGTH).encode("ascii")


def tape_file(name: str, program: bytes, autostart: int | None = None,
              variables: bytes = b"") -> bytes:
    """Header and data block of a program, as ``SAVE name [LINE autostart]``
    writes them."""
    data = program + variables
    if len(data) > 0xFFFF:
        raise FormatError(f"the program is {len(data)} bytes; a tape block holds at most 65535")
    header = Header(TYPE_PROGRAM, tape_name(name), len(data),
                    NO_AUTOSTART if autostart is None else autostart, len(program))
    return block_bytes(FLAG_HEADER, header.to_bytes()) + block_bytes(FLAG_DATA, data)


def encode(text: str, name: str) -> bytes:
    """A listing -> a .tap file with the program saved under ``name`` (and
    ``LINE n`` for a ``# autostart: n`` header).  Each line is stored as the
    ROM's editor stores it when typed (the project's cruncher, with the
    hidden numbers the syntax checker adds), or as the ``# line N bytes:``
    comment before it says when decode wrote one; the variables area is
    empty unless ``# variables:`` comments give it.  A line that does not
    parse (and has no stored bytes) is a FormatError naming it."""
    named = header_dialect(text)
    if named is not None and named != DIALECT:
        raise FormatError(f"the listing is for the {named}, a .tap file holds a Spectrum "
                          f"program")
    entries = listing_entries(text, syntax.parse_body, lambda n, body: list_body(body),
                              max_number=MAX_STORED_LINE)
    first_error(entries)
    autostart = entries.autostart
    if autostart is not None and autostart > MAX_LISTED_LINE:
        raise FormatError(f"autostart line {autostart} is above {MAX_LISTED_LINE}")
    program = bytearray()
    for number, body, stored in entries.lines:
        if stored is None:
            stored = line_body(crunch(body).text)
        stored += bytes([_ENTER])
        program += number.to_bytes(2, "big") + len(stored).to_bytes(2, "little") + stored
    must_fit(len(program), SPECTRUM_ROOM, "a 48K Spectrum")
    return tape_file(name, bytes(program), autostart, entries.variables)
