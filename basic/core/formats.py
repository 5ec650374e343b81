"""Tokenized program files: the bytes the machines themselves saved.

Every format module turns its file into a *text listing* in this project's
conventions and back, so the rest of the program (``basic run``, the REPL's
LOAD and SAVE, ``basic convert``) only ever deals with text.  A dialect lists
its formats in ``Dialect.file_formats``; basic.dialects finds one by a file's
suffix (``format_for``, ``read_program_text``, ``program_file_data``):

=========  ===========  ==========================================
suffix     machine      module
=========  ===========  ==========================================
``.tap``   Spectrum     :mod:`basic.dialects.spectrum.tap`
``.p``     ZX81         :mod:`basic.dialects.zx81.p` (also ``.81``)
``.o``     ZX80         :mod:`basic.dialects.zx80.o` (also ``.80``)
``.prg``   C64          :mod:`basic.dialects.c64.prg`
=========  ===========  ==========================================

A module provides ``DIALECT`` (the dialect name), ``decode(data) -> str`` (a
listing whose first line is ``# dialect: NAME``, then ``# autostart: N`` when
the file says where to start) and ``encode(text, name) -> bytes`` (``text`` a
listing in the same conventions, ``name`` the program's name where the
format stores one).  A file that is not what its suffix says raises
:class:`FormatError` with a message for the user; a listing line that does
not parse raises :class:`FormatError` naming the line.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Callable


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


@dataclass(frozen=True)
class FileFormat:
    """One kind of program file: its suffix, what the machine called it and
    the module that reads and writes it."""
    suffix: str
    codec: ModuleType
    machine: str

    @property
    def module(self) -> str:
        """The format module's own name (``tap``, ``p``...)."""
        return self.codec.__name__.rpartition(".")[2]

    @property
    def dialect(self) -> str:
        return self.codec.DIALECT

    @property
    def decode(self) -> Callable[[bytes], str]:
        return self.codec.decode

    @property
    def encode(self) -> Callable[[str, str], bytes]:
        return self.codec.encode
