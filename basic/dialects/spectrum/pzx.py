"""ZX Spectrum ``.pzx`` tapes (zxds.raxoft.cz's pzx.txt): read as a
``.tap`` of the data blocks in the ROM loader's timings (:mod:`.tzx` says
how); basic writes ``.tap`` and ``.tzx``, not ``.pzx``."""
from __future__ import annotations

from ...core.formats import FormatError, ProgramImage
from .tzx import load_tape

DIALECT = "spectrum"


def load(data: bytes) -> ProgramImage:
    """A ``.pzx`` file -> the first program on it, as from a ``.tap``."""
    return load_tape(data, pzx=True)


def decode(data: bytes) -> str:
    return load(data).listing


def encode(text: str, name: str) -> bytes:
    raise FormatError("basic writes Spectrum tapes as .tap or .tzx, not .pzx")
