"""``.z80`` (versions 1 to 3; basic writes version 3) 48K snapshots (:mod:`basic.dialects.spectrum.snapshots`)."""
from __future__ import annotations

from ....core.formats import ProgramImage
from . import load_snapshot, snapshot_of_listing

DIALECT = "spectrum"
KIND = "z80"


def load(data: bytes) -> ProgramImage:
    """A .z80 file -> the program, variables and machine it holds."""
    return load_snapshot(data, KIND)


def decode(data: bytes) -> str:
    """A .z80 file -> its program's listing (the variables left out)."""
    return load(data).listing


def encode(text: str, name: str) -> bytes:
    """A listing -> a .z80 snapshot with the program loaded, at the editor."""
    return snapshot_of_listing(text, KIND)
