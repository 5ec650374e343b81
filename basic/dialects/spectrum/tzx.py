"""ZX Spectrum ``.tzx`` and ``.pzx`` tapes: the blocks the ROM's loader
reads, as a ``.tap`` holds them.

Archives keep Spectrum software as TZX ("ZXTape!", the format of
worldofspectrum.net/features/TZXformat.html) or PZX (zxds.raxoft.cz's
pzx.txt) files, which describe the tape's sound: besides the data blocks
the ROM's LD-BYTES reads (TZX block 0x10, a PZX DATA block after the ROM's
pilot with its 855/1710 T-state bits), they hold pauses, groups, text and
archive information, and the turbo and custom-loader blocks of programs
that load themselves with their own machine code.

SkoolKit (:mod:`skoolkit.tape`, a dependency already) parses both.  A
standard block's bytes are a ``.tap`` block's (flag, data, checksum), so a
tape is read as the ``.tap`` of its standard blocks in order
(:func:`tap_bytes`) and loaded as one (:func:`basic.dialects.spectrum.tap.load`):
the first program, its variables and autostart line, and the tape after it
for the program's own ``LOAD "" CODE``.  Blocks with no data are passed
over; a TZX's text and archive information go into the listing as ``#``
lines (``basic convert game.tzx -`` shows them).  A turbo or custom-loader
block holds a program the ROM cannot load, and neither can basic: the file
is refused, naming the block and its place on the tape.

:func:`encode` writes a TZX of standard blocks (0x10, a second's pause
after each), which any emulator loads as it loads the ``.tap``.
"""
from __future__ import annotations

from typing import Any

from ...core.formats import FormatError, ProgramImage
from . import tap

DIALECT = "spectrum"

TZX_MAGIC = b"ZXTape!\x1a"
PZX_MAGIC = b"PZXT"
#: TZX blocks that carry sound the ROM's loader cannot read
_CUSTOM_TZX = {0x11: "turbo speed data", 0x12: "pure tone", 0x13: "pulse sequence",
               0x14: "pure data", 0x15: "direct recording", 0x18: "CSW recording",
               0x19: "generalized data", 0x40: "snapshot"}
#: TZX blocks whose words the listing keeps
_TEXT_TZX = {0x30: "text", 0x31: "message", 0x32: "archive info", 0x21: "group"}
#: what TZX 1.20 says a block 0x10's pause is after SAVE's blocks (ms)
PAUSE_MS = 1000


def _parse(data: bytes, pzx: bool) -> Any:
    from skoolkit import SkoolKitError
    from skoolkit.tape import parse_pzx, parse_tzx
    try:
        return parse_pzx(data) if pzx else parse_tzx(data, info=True)
    except SkoolKitError as err:
        raise FormatError(f"the file is damaged, or of a kind basic cannot read: "
                          f"{str(err).rstrip('.')}") from None
    except (IndexError, ValueError, KeyError, TypeError):
        raise FormatError("the file is cut short or damaged: a block runs past its end") \
            from None


def tap_bytes(data: bytes, pzx: bool = False) -> tuple[bytes, list[str]]:
    """The ``.tap`` of a TZX's (or PZX's) standard blocks in order, and the
    words of its text blocks as ``#`` lines.  FormatError for a file that is
    not one, is cut short, or holds a block the ROM's loader cannot read."""
    data = bytes(data)
    kind = "PZX" if pzx else "TZX"
    magic = PZX_MAGIC if pzx else TZX_MAGIC
    if data[:len(magic)] != magic:
        raise FormatError(f"not a {kind} file (it does not start with {magic!r})")
    blocks = _parse(data, pzx).blocks
    out = bytearray()
    notes: list[str] = []
    last: "bytes | None" = None
    last_where = ""
    for block in blocks:
        where = f"block {block.number}"
        if block.data is not None and (block.block_id in (0x10, "DATA")):
            last, last_where = bytes(block.data), where
        if pzx:
            name = block.block_id
            if name == "DATA":
                if not block.standard:
                    raise FormatError(f"{where} is a data block in its own loader's timings, "
                                      "not the ROM's: a program basic cannot load")
                if block.timings is not None and block.timings.used_bits != 8:
                    raise FormatError(f"{where} ends in part of a byte: not the ROM's format")
                out += _tap_block(bytes(block.data), where)
            elif name == "PZXT":
                notes.extend(f"# pzx {line}" for line in block.info
                             if line.strip() and not line.startswith("Version:"))
            elif name not in ("PULS", "PAUS", "BRWS", "STOP"):
                raise FormatError(f"{where} is of a kind PZX does not have ({name!r})")
            continue
        ident = block.block_id
        if ident == 0x10:
            out += _tap_block(bytes(block.data), where)
        elif ident in _CUSTOM_TZX:
            raise FormatError(f"{where} (TZX block {ident:#04x}, {_CUSTOM_TZX[ident]}) is "
                              "for a loader of the program's own: a program basic cannot load")
        elif ident in _TEXT_TZX:
            notes.extend(f"# tzx {line}" for line in block.info if line.strip())
    if not out:
        raise FormatError(f"the {kind} file holds no block the ROM's loader reads")
    if last is not None and _xor(last) != 0:
        # the parser takes what is there of a block the file ends inside
        raise FormatError(f"{last_where} fails its checksum: the file is cut short "
                          "or damaged")
    return bytes(out), notes


def _xor(data: bytes) -> int:
    x = 0
    for b in data:
        x ^= b
    return x


def _tap_block(data: bytes, where: str) -> bytes:
    if len(data) < 2:
        raise FormatError(f"{where} is cut short: a tape block has a flag and a checksum")
    return len(data).to_bytes(2, "little") + data


def load_tape(data: bytes, pzx: bool) -> ProgramImage:
    tape, notes = tap_bytes(data, pzx)
    image = tap.load(tape)
    image.with_notes(notes)
    return image



def load(data: bytes) -> ProgramImage:
    """A ``.tzx`` file -> the first program on it, as from a ``.tap``."""
    return load_tape(data, pzx=False)


def decode(data: bytes) -> str:
    """A ``.tzx`` file -> its first program's listing, with its text and
    archive information as ``# tzx`` lines."""
    return load(data).listing


def encode(text: str, name: str) -> bytes:
    """A listing -> a TZX (version 1.20) of the ``.tap`` blocks SAVE writes,
    each a standard speed data block (0x10)."""
    return tzx_of_tap(tap.encode(text, name))


def tzx_of_tap(data: bytes) -> bytes:
    """The blocks of a ``.tap`` as a TZX of standard speed data blocks."""
    out = bytearray(TZX_MAGIC + bytes([1, 20]))
    for block in tap.read_blocks(data):
        body = data[block.offset + 2:block.offset + 4 + len(block.data)]
        out += bytes([0x10]) + PAUSE_MS.to_bytes(2, "little") + len(body).to_bytes(2, "little")
        out += body
    return bytes(out)
