"""The rest of a .tap file, for a program run from it.

A program that ``basic run game.tap`` runs may go on to load what follows it
on the tape, as many did: ``LOAD "" SCREEN$`` for a loading picture, ``LOAD
"" CODE`` (or ``CODE USR "a"``) for its graphics.  The deck holds the tape's
files after the program and hands them out in order, as the ROM's LD-CONTRL
finds them:

* a header of another type is passed over (the ROM prints its name and
  searches on), so is one whose name differs from a name asked for (an
  empty name takes the next file of the type);
* CODE loads at the address asked for, else at the one saved in the header;
  a length asked for that is shorter than the file is ``R Tape loading
  error``, as is a block whose checksum is wrong; SCREEN$ is CODE
  16384,6912;
* VERIFY compares instead of loading (``R`` on a difference).

Anything the deck does not hold (a program, an array, the end of the tape)
goes to the host as before: a headless run stops with ``tape``.
"""
from __future__ import annotations

from ...core.nodeclass import record
from typing import Any, Optional

from ...core.formats import FormatError
from .tap import FLAG_DATA, NAME_LENGTH, Header, read_blocks
from ...core.errors import BasicError

TYPE_CODE = 3
SCREEN_START, SCREEN_LENGTH = 16384, 6912


@record(frozen=True)
class TapeFile:
    """A header and the data block after it (``ok``: both checksums right)."""
    header: Header
    data: bytes
    ok: bool


class TapeDeck:
    """The files of a tape after the program that was loaded, in order."""

    def __init__(self, files: list[TapeFile]) -> None:
        self.files = files
        self.position = 0

    @classmethod
    def after_program(cls, data: bytes) -> "TapeDeck":
        """The files that follow the first program of a .tap file's bytes."""
        files: list[TapeFile] = []
        blocks = read_blocks(data)
        for i, block in enumerate(blocks):
            if not block.is_header or i + 1 >= len(blocks) or blocks[i + 1].flag != FLAG_DATA:
                continue
            body = blocks[i + 1]
            files.append(TapeFile(Header.parse(block.data), body.data,
                                  block.checksum_ok and body.checksum_ok))
        first = next((k for k, f in enumerate(files) if f.header.type == 0), None)
        return cls(files[first + 1:] if first is not None else [])

    def load_bytes(self, machine: Any, kind: str, name: str, screen: bool,
                   start: Optional[int] = None, length: Optional[int] = None) -> bool:
        """LOAD or VERIFY ``name`` CODE/SCREEN$ into ``machine``'s memory.
        False when the tape holds no such file (the caller goes on as a
        machine with no tape would)."""
        if screen:
            start, length = SCREEN_START, SCREEN_LENGTH
        found = self._next(TYPE_CODE, name)
        if found is None:
            return False
        if not found.ok:
            raise BasicError("R", "a block of the tape fails its checksum")
        data = found.data
        if length and length < len(data):
            raise BasicError("R", f"the file has {len(data)} bytes, more than the {length} "
                                  "asked for")
        where = found.header.param1 if start is None else start
        if where + len(data) > 0x10000:
            raise BasicError("R", "the bytes do not fit in memory there")
        if kind == "VERIFY":
            if any(machine.ram.peek_ram(where + i) != b for i, b in enumerate(data)):
                raise BasicError("R", "memory differs from the tape")
            return True
        for i, b in enumerate(data):
            machine.ram.poke(where + i, b)
        return True

    def _next(self, kind: int, name: str) -> Optional[TapeFile]:
        """The next file of type ``kind`` (named ``name`` unless it is
        empty), the tape moved past it and everything skipped."""
        wanted = name.encode("latin-1", "replace")[:NAME_LENGTH].ljust(NAME_LENGTH)
        while self.position < len(self.files):
            file = self.files[self.position]
            self.position += 1
            if file.header.type == kind and (not name or file.header.name == wanted):
                return file
        return None


def deck_for(path: str) -> Optional[TapeDeck]:
    """The deck of a .tap file being run (None for any other file, or a
    tape whose blocks cannot be read)."""
    if not str(path).lower().endswith(".tap"):
        return None
    try:
        with open(path, "rb") as f:
            return TapeDeck.after_program(f.read())
    except (OSError, FormatError):
        return None


def tape_statement(machine: Any, node: Any, name: str, values: Any = ()) -> None:
    """SAVE/LOAD/VERIFY/MERGE inside a running program: the ROM checks the
    name (an empty name cannot be SAVEd: report F), then uses the tape: the
    rest of the program's own .tap (``machine.tape_deck``) for LOAD/VERIFY
    ... CODE and SCREEN$, else the host's business.  ``values``: CODE's
    start and length, evaluated."""
    if node.kind == "SAVE" and not name:
        raise BasicError("F")
    deck = machine.tape_deck
    if deck is not None and node.kind in ("LOAD", "VERIFY") \
            and node.variant in ("CODE", "SCREEN$"):
        start = values[0] if len(values) > 0 else None
        length = values[1] if len(values) > 1 else None
        if deck.load_bytes(machine, node.kind, name, node.variant == "SCREEN$", start, length):
            return
    if node.kind == "SAVE":
        machine.screen.tape_message()
    machine.host.tape(machine, node, name)
