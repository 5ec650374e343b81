"""Tokenized program files: the bytes the machines themselves saved.

A format module reads its file into a :class:`ProgramImage`: what LOAD puts
in the machine, as it is (the lines as stored, in their order, with their
stored numbers and any line that does not parse; the variables area; the
autostart line; for the C64 the raw bytes at their load address).  ``basic
run``, the REPL's LOAD and a program's own LOAD put that image into the
machine (``Dialect.parse_image``); ``basic convert`` writes the image's
listing, and a listing back into the file.  A dialect lists its formats in
``Dialect.file_formats``; basic.dialects finds one by a file's suffix
(``format_for``, ``read_program``, ``program_file_data``):

=========  ===========  ==========================================
suffix     machine      module
=========  ===========  ==========================================
``.tap``   Spectrum     :mod:`basic.dialects.spectrum.tap` (``.tzx``, ``.pzx``: tapes)
``.z80``   Spectrum     :mod:`basic.dialects.spectrum.snapshots` (``.sna``, ``.szx``)
``.p``     ZX81         :mod:`basic.dialects.zx81.p` (also ``.81``)
``.o``     ZX80         :mod:`basic.dialects.zx80.o` (also ``.80``)
``.prg``   C64          :mod:`basic.dialects.c64.prg`
=========  ===========  ==========================================

A module provides ``DIALECT`` (the dialect name), ``load(data) ->
ProgramImage``, ``decode(data) -> str`` (the image's listing, whose first
line is ``# dialect: NAME``, then ``# autostart: N`` when the file says where
to start) and ``encode(text, name) -> bytes`` (``text`` a listing in the same
conventions, ``name`` the program's name where the format stores one).  A file that is not what its suffix says raises
:class:`FormatError` with a message for the user; a listing line that does
not parse raises :class:`FormatError` naming the line.
"""
from __future__ import annotations

import re
from .nodeclass import field, record
from types import ModuleType
from typing import Any, Callable, Optional, Union


class FormatError(ValueError):
    """A file that is not a valid program file of its kind, or a listing that
    cannot be put into one."""


def shown_line(source: str, limit: int = 60) -> str:
    """A listing line as a message quotes it: at most ``limit`` characters,
    so a refusal of a huge line stays one line."""
    text = source.strip()
    return text if len(text) <= limit else text[:limit] + "..."


def must_fit(size: int, room: int, machine: str) -> None:
    """A program of ``size`` bytes going into a file for a machine with
    ``room`` bytes for it: FormatError "does not fit" unless it fits (the same
    words for every format)."""
    if size > room:
        raise FormatError(f"the program ({size} bytes) does not fit in {machine}")


@record
class StoredLine:
    """One program line as a file holds it: its number, its body in a
    listing's spelling (what LIST shows and the parser reads) and its body's
    bytes as the machine stores them (no end byte)."""
    number: int
    text: str
    stored: bytes = b""


@record
class ProgramImage:
    """What LOAD puts in the machine from a program file, kept as it is.

    ``lines``: in the order stored (numbers may repeat or go down: the ROMs
    walk the program as it is).  ``autostart``: the line LOAD goes on at (GO
    TO, keeping the variables), or None (the program waits for RUN).
    ``variables``: the variables area's bytes in the machine's format,
    without its end marker.  ``memory``: (address, bytes) LOAD put in memory
    besides the lines (the C64: the whole file from its load address, so
    machine code after the program's end is there for SYS).  ``listing``:
    the image as a text listing (what ``basic convert FILE -`` shows).
    ``tape``: what else the tape holds, for a program's own LOAD "" CODE
    (the Spectrum's blocks in order), or None."""
    dialect: str
    lines: list[StoredLine]
    autostart: Optional[int] = None
    variables: bytes = b""
    memory: Optional[tuple[int, bytes]] = None
    name: str = ""
    tape: Any = None
    #: what the file says besides the program (a TZX's text and archive
    #: information), as ``#`` lines
    notes: list[str] = field(default_factory=list)
    #: a snapshot's: the (line, statement) the program goes on from, as
    #: CONTINUE would (``Interpreter.start``), or None
    resume: Optional[tuple[int, int]] = None
    #: a snapshot's machine state (screen, system variables, GO SUB
    #: stack...), in the dialect's own form, which it puts in
    #: (``Dialect.restore_image``), or None; not a :class:`Machine`
    machine: Optional[object] = None
    #: what to tell the user when the file runs (one line each)
    cautions: list[str] = field(default_factory=list)
    #: makes :attr:`listing` when it is first asked for (spelling every
    #: line can take long, and running the program does not need it)
    make_listing: Optional[Callable[[], str]] = field(default=None, repr=False)
    _listing: Optional[str] = field(default=None, repr=False)

    @property
    def listing(self) -> str:
        """The image as a text listing (``basic convert FILE -``)."""
        if self._listing is None:
            self._listing = self.make_listing() if self.make_listing is not None else ""
        return self._listing

    @listing.setter
    def listing(self, text: str) -> None:
        self._listing = text

    def with_notes(self, notes: list[str]) -> None:
        """Put ``notes`` (``#`` lines) after the listing's first line."""
        self.notes = notes
        make = self.make_listing

        def listing() -> str:
            first, _, rest = (make() if make is not None else "").partition("\n")
            return "\n".join([first, *notes]) + "\n" + rest
        self.make_listing = listing
        self._listing = None


@record(frozen=True)
class FileFormat:
    """One kind of program file: its suffix, what the machine called it and
    the module that reads and writes it (``codec``: the module, or its full
    name, imported when a file of the kind is first read or written, so that
    running a text listing loads no file format's code)."""
    suffix: str
    codec: Union[ModuleType, str]
    machine: str

    @property
    def codec_module(self) -> Any:
        """The format's module, imported if need be."""
        if isinstance(self.codec, str):
            import importlib
            return importlib.import_module(self.codec)
        return self.codec

    @property
    def module(self) -> str:
        """The format module's own name (``tap``, ``p``...)."""
        name = self.codec if isinstance(self.codec, str) else self.codec.__name__
        return name.rpartition(".")[2]

    @property
    def dialect(self) -> str:
        return str(self.codec_module.DIALECT)

    @property
    def decode(self) -> Callable[[bytes], str]:
        return self.codec_module.decode

    @property
    def load(self) -> Callable[[bytes], ProgramImage]:
        return self.codec_module.load

    @property
    def encode(self) -> Callable[[str, str], bytes]:
        return self.codec_module.encode


# -- a program file as a text listing, and back ----------------------------------------------
#
# A text listing cannot say everything a file holds: a line a tool wrote (or
# one that does not parse) may have no text that stores back to its bytes,
# lines may be out of order or repeat a number, and the variables area has
# no text at all.  The listing a file decodes to keeps them in comments,
# which the format's encoder reads back, so a file converts to text and
# back byte for byte:
#
#     # lines as stored          the lines are in the file's order, as they are
#     # line 6837 bytes: ...     the bytes of the line below (while its text is
#                                still what decode wrote)
#     # variables: 66 87 76 ...  the variables area, 32 bytes a comment

LINE_BYTES_RE = re.compile(r"#\s*line (\d+) bytes:\s*([0-9a-fA-F ]*)$")
VARIABLES_RE = re.compile(r"#\s*variables:\s*([0-9a-fA-F ]*)$")
AS_STORED_RE = re.compile(r"#\s*lines as stored\s*$", re.IGNORECASE)
_AUTOSTART_RE = re.compile(r"^#\s*autostart\s*[:=]?\s*(\d+)\s*$", re.IGNORECASE)
_NUMBERED = re.compile(r"\s*(\d+)\s?")
_CHUNK = 32


def ascending(numbers: list[int]) -> bool:
    return all(a < b for a, b in zip(numbers, numbers[1:]))


def stored_listing(image: ProgramImage, reads_back: Callable[[StoredLine], bool]) -> str:
    """The listing of a program file (see the comments above):
    ``reads_back(line)`` says whether the line's text stores back to its
    bytes."""
    out = [f"# dialect: {image.dialect}"]
    if image.autostart is not None:
        out.append(f"# autostart: {image.autostart}")
    out.extend(image.notes)
    if not ascending([line.number for line in image.lines]):
        out.append("# lines as stored")
    for line in image.lines:
        if not reads_back(line):
            out.append(f"# line {line.number} bytes: {line.stored.hex(' ')}".rstrip())
        out.append(f"{line.number} {line.text}")
    for i in range(0, len(image.variables), _CHUNK):
        out.append(f"# variables: {image.variables[i:i + _CHUNK].hex(' ')}")
    return "\n".join(out) + "\n"


@record
class ListingEntries:
    """A listing read for a format's encoder: ``lines`` as (number, body
    text, stored bytes or None), in the order the machine would hold them;
    ``errors``: the lines that neither parse nor have stored bytes."""
    lines: list[tuple[int, str, Optional[bytes]]]
    autostart: Optional[int]
    variables: bytes
    errors: list[Any]


def listing_entries(text: str, parse_body: Callable[..., Any],
                    spell: Optional[Callable[[int, bytes], str]] = None,
                    max_number: int = 9999) -> ListingEntries:
    """Read a listing for a format's encoder.  A line typed in is parsed
    (``parse_body(body, number, col)``) and goes where the editor puts it
    (a later line replaces one with its number, a number alone deletes it,
    the lines in ascending order) unless ``# lines as stored`` keeps the
    listing's order; a line after a ``# line N bytes:`` comment whose text
    is still what ``spell(number, bytes)`` gives keeps those bytes, whether
    it parses or not."""
    from .errors import BasicSyntaxError
    if text.startswith("\ufeff"):
        text = text[1:]
    lines: list[tuple[int, str, Optional[bytes]]] = []
    errors: list[Any] = []
    variables = bytearray()
    autostart: Optional[int] = None
    as_stored = False
    pending: Optional[tuple[int, bytes]] = None
    for file_line, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        before, pending = pending, None
        if not stripped:
            continue
        if stripped.startswith("#"):
            if m := LINE_BYTES_RE.match(stripped):
                pending = (int(m.group(1)), _hex(m.group(2), stripped))
            elif m := VARIABLES_RE.match(stripped):
                variables += _hex(m.group(1), stripped)
            elif AS_STORED_RE.match(stripped):
                as_stored = True
            elif (m := _AUTOSTART_RE.match(stripped)) and autostart is None:
                autostart = int(m.group(1))
            continue
        m = _NUMBERED.match(raw)
        if not m:
            errors.append(BasicSyntaxError("a program line must start with its number",
                                           None, 1, source=raw, file_line=file_line))
            continue
        number, body = int(m.group(1)), raw[m.end():]
        if before is not None and before[0] == number and spell is not None \
                and spell(number, before[1]).rstrip() == body.rstrip():
            lines.append((number, body, before[1]))
            continue
        if number > max_number:
            errors.append(BasicSyntaxError(f"line number {number} is above {max_number}",
                                           number, 1, source=raw, file_line=file_line))
            continue
        if not body.strip():
            if not as_stored:
                lines = [entry for entry in lines if entry[0] != number]
            continue
        try:
            parse_body(body, number, m.end() + 1)
        except BasicSyntaxError as e:
            e.line, e.source, e.file_line = number, raw, file_line
            errors.append(e)
            continue
        lines.append((number, body, None))
    if not as_stored:
        last: dict[int, tuple[int, str, Optional[bytes]]] = {}
        for entry in lines:
            last[entry[0]] = entry
        lines = [last[n] for n in sorted(last)]
    return ListingEntries(lines, autostart, bytes(variables), errors)


def _hex(digits: str, comment: str) -> bytes:
    try:
        return bytes.fromhex(digits)
    except ValueError:
        raise FormatError(f"bytes that are not hexadecimal: {comment}") from None


def first_error(entries: ListingEntries) -> None:
    """FormatError naming the first line of a listing that does not parse."""
    if not entries.errors:
        return
    e = entries.errors[0]
    where = f"line {e.line}" if e.line is not None else "a line"
    source = f": {shown_line(e.source)}" if e.source else ""
    raise FormatError(f"{where} does not parse ({e.message}){source}")
