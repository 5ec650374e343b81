"""ZX Spectrum ``.pzx`` tapes (zxds.raxoft.cz's pzx.txt): read as a
``.tap`` of the data blocks in the ROM loader's timings (:mod:`.tzx` says
how), and written as the ROM's SA-BYTES would sound: for each block a PULS
of its pilot tone (8063 pulses before a header, 3223 before data, of 2168
T-states) and the two sync pulses (667, 735), a DATA block with the ROM's
bit timings (855 and 1710 T-states a pulse, two pulses a bit) and a
945-T-state tail, then a second's pause."""
from __future__ import annotations

from ...core.formats import ProgramImage
from . import tap
from .tzx import load_tape

DIALECT = "spectrum"

PAUSE_T = 3500000                    # a second of the 48K's 3.5 MHz


def load(data: bytes) -> ProgramImage:
    """A ``.pzx`` file -> the first program on it, as from a ``.tap``."""
    return load_tape(data, pzx=True)


def decode(data: bytes) -> str:
    return load(data).listing


def encode(text: str, name: str) -> bytes:
    """A listing -> a PZX of the blocks SAVE writes."""
    return pzx_of_tap(tap.encode(text, name))


def _block(tag: bytes, body: bytes) -> bytes:
    return tag + len(body).to_bytes(4, "little") + body


def pzx_of_tap(data: bytes) -> bytes:
    """The blocks of a ``.tap`` as a PZX in the ROM loader's timings."""
    out = bytearray(_block(b"PZXT", bytes([1, 0])))
    for block in tap.read_blocks(data):
        body = data[block.offset + 2:block.offset + 4 + len(block.data)]
        pilot = 8063 if body[0] < 0x80 else 3223
        pulses = ((0x8000 | pilot).to_bytes(2, "little") + (2168).to_bytes(2, "little")
                  + (667).to_bytes(2, "little") + (735).to_bytes(2, "little"))
        out += _block(b"PULS", pulses)
        bits = (8 * len(body)).to_bytes(4, "little")
        timings = (945).to_bytes(2, "little") + bytes([2, 2]) + b"".join(
            t.to_bytes(2, "little") for t in (855, 855, 1710, 1710))
        out += _block(b"DATA", bits + timings + body)
        out += _block(b"PAUS", PAUSE_T.to_bytes(4, "little"))
    return bytes(out)
