"""Commodore 64 ``.t64`` tape images: a directory of the programs a tape
held, read here so that ``basic run games.t64 [NAME]`` and ``basic
convert`` take them as they take a ``.prg``.

The layout (the "T64" format of the C64S emulator, as archives hold it)::

    0x00  32 bytes  the signature: "C64 tape image file" or "C64S tape
                    (image) file", padded with 0 bytes
    0x20  2 bytes   version (0x0100, 0x0101)
    0x22  2 bytes   entries in the directory
    0x24  2 bytes   entries used
    0x28  24 bytes  the tape's name, padded with spaces
    0x40  32 bytes an entry: type (0 free, 1 a file), the 1541 file type,
                    start address, end address, 2 unused, the offset of its
                    bytes in the image (4 bytes), 4 unused, its name (16
                    bytes, padded with spaces or $A0)

A program is its start address followed by end - start bytes from its
offset: the bytes of a ``.prg``.  Many images written by an old converter
say $C3C6 for every end address; as other readers do, such an entry's
length is taken from where the next entry's bytes start (or the file
ends).

Why not the ``t64`` package on PyPI (1.2, measured): it refuses a whole
image with one $C3C6 entry, reads an entry whose bytes run past the end of
the file without a word (a short program), needs a file on disk (mmap),
raises other errors than ValueError on a cut-short directory, and states no
licence.  The format is small; this reader checks every offset.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ...core.formats import FormatError, ProgramImage
from . import prg

DIALECT = "c64"
CONTAINER = True
SIGNATURES = (b"C64 tape image file", b"C64S tape file", b"C64S tape image file")
BROKEN_END = 0xC3C6


@dataclass(frozen=True)
class Entry:
    """One program on the tape."""
    name: bytes
    start: int
    data: bytes

    @property
    def shown_name(self) -> str:
        return "".join(chr(c) if 0x20 <= c < 0x7F else "?" for c in self.name)

    @property
    def prg(self) -> bytes:
        return self.start.to_bytes(2, "little") + self.data


def entries(data: bytes) -> tuple[str, list[Entry]]:
    """The tape's name and its programs, in the directory's order.
    FormatError for a file that is not a T64 or whose directory or
    programs run past its end."""
    data = bytes(data)
    if not any(data[:32].rstrip(b"\0 ").startswith(sig) for sig in SIGNATURES):
        raise FormatError("not a T64 tape image (no \"C64 tape image file\" signature)")
    if len(data) < 0x40:
        raise FormatError(f"the T64 header is cut short: {len(data)} bytes, it has 64")
    count = int.from_bytes(data[0x22:0x24], "little")
    tape = data[0x28:0x40].rstrip(b" \0").decode("latin-1")
    if 0x40 + 32 * count > len(data):
        raise FormatError(f"the directory's {count} entries run past the end of the file")
    raw = []
    for k in range(count):
        e = data[0x40 + 32 * k:0x60 + 32 * k]
        if e[0] == 0:
            continue
        start, end = int.from_bytes(e[2:4], "little"), int.from_bytes(e[4:6], "little")
        offset = int.from_bytes(e[8:12], "little")
        raw.append((offset, start, end, e[16:32].rstrip(b" \xa0\0")))
    offsets = sorted({offset for offset, *_ in raw} | {len(data)})
    out: list[Entry] = []
    for offset, start, end, name in raw:
        if end == BROKEN_END or end <= start:
            end = start + next(o for o in offsets if o > offset) - offset \
                if offset < len(data) else start
        length = end - start
        shown = name.decode("latin-1")
        if offset + length > len(data):
            raise FormatError(f"the program \"{shown}\" is cut short: {length} bytes from "
                              f"offset {offset}, the file has {max(0, len(data) - offset)}")
        out.append(Entry(name, start, data[offset:offset + length]))
    if not out:
        raise FormatError("the tape image holds no program")
    return tape, out


def _matches(pattern: bytes, name: bytes) -> bool:
    """The C64's name pattern: ``*`` ends it (anything after), ``?`` any
    one character."""
    for i, c in enumerate(pattern):
        if c == 0x2A:
            return True
        if i >= len(name) or (c != 0x3F and c != name[i]):
            return False
    return len(pattern) == len(name)


def find(data: bytes, name: Optional[str] = None) -> Entry:
    """The first program, or the first whose name ``name`` matches."""
    _, found = entries(data)
    if not name:
        return found[0]
    pattern = name.encode("latin-1", "replace").upper()
    for entry in found:
        if _matches(pattern, entry.name.upper()):
            return entry
    names = ", ".join(f'"{e.shown_name}"' for e in found)
    raise FormatError(f"no program {name} on the tape (it holds {names})")


def load(data: bytes, name: Optional[str] = None) -> ProgramImage:
    """The first program of a ``.t64`` (or the one called ``name``), as
    LOAD "NAME" puts it in memory from a ``.prg``."""
    tape, found = entries(data)
    entry = find(data, name)
    try:
        image = prg.load(entry.prg)
    except FormatError as err:
        raise FormatError(f"the program \"{entry.shown_name}\": {err}") from None
    image.name = entry.shown_name
    image.with_notes([f'# t64 tape "{tape}": ' + ", ".join(f'"{e.shown_name}"' for e in found)])
    return image


def decode(data: bytes) -> str:
    return load(data).listing


def encode(text: str, name: str = "") -> bytes:
    """A listing -> a ``.t64`` holding it as its one program."""
    return build([(name.upper().encode("latin-1", "replace")[:16] or b"PROGRAM",
                   prg.encode(text, name))])


def build(programs: list[tuple[bytes, bytes]], tape: bytes = b"BASIC") -> bytes:
    """A T64 image of ``(name, .prg bytes)`` entries, in order."""
    count = len(programs)
    head = SIGNATURES[0].ljust(32, b"\0") + (0x0101).to_bytes(2, "little") \
        + count.to_bytes(2, "little") + count.to_bytes(2, "little") + bytes(2) \
        + tape[:24].ljust(24, b" ")
    directory = bytearray()
    body = bytearray()
    offset = 0x40 + 32 * count
    for name, data in programs:
        start = data[0] | data[1] << 8
        directory += bytes([1, 0x82]) + start.to_bytes(2, "little") \
            + (start + len(data) - 2).to_bytes(2, "little") + bytes(2) \
            + (offset + len(body)).to_bytes(4, "little") + bytes(4) + name[:16].ljust(16, b" ")
        body += data[2:]
    return head + bytes(directory) + bytes(body)
