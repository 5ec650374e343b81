"""Tokenized program files: the bytes the machines themselves saved.

Every format module turns its file into a *text listing* in this project's
conventions and back, so the rest of the program (``basic run``, the REPL's
LOAD and SAVE, ``basic convert``) only ever deals with text:

=========  ===========  ==========================================
suffix     machine      module
=========  ===========  ==========================================
``.tap``   Spectrum     :mod:`basic.formats.tap`
``.p``     ZX81         :mod:`basic.formats.p` (also ``.81``)
``.o``     ZX80         :mod:`basic.formats.o` (also ``.80``)
``.prg``   C64          :mod:`basic.formats.prg`
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

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Union


class FormatError(ValueError):
    """A file that is not a valid program file of its kind, or a listing that
    cannot be put into one."""


@dataclass(frozen=True)
class Format:
    """One kind of program file."""
    suffix: str
    module: str
    machine: str

    def _load(self):
        return importlib.import_module(_MODULES[self.module])

    @property
    def dialect(self) -> str:
        return self._load().DIALECT

    @property
    def decode(self) -> Callable[[bytes], str]:
        return self._load().decode

    @property
    def encode(self) -> Callable[[str, str], bytes]:
        return self._load().encode


#: a format's module -> where it lives
_MODULES = {"tap": "basic.dialects.spectrum.tap", "p": "basic.dialects.zx81.p",
            "o": "basic.dialects.zx80.o", "prg": "basic.dialects.c64.prg"}

FORMATS = {
    ".tap": Format(".tap", "tap", "ZX Spectrum tape"),
    ".p": Format(".p", "p", "ZX81 program"),
    ".81": Format(".81", "p", "ZX81 program"),
    ".o": Format(".o", "o", "ZX80 program"),
    ".80": Format(".80", "o", "ZX80 program"),
    ".prg": Format(".prg", "prg", "Commodore 64 program"),
}


def format_for(path: Union[str, Path]) -> Optional[Format]:
    """The tokenized format a file name asks for (by its suffix, in any
    case), or None for a text listing."""
    return FORMATS.get(Path(path).suffix.lower())


def program_name(path: Union[str, Path]) -> str:
    """The name a program is saved under inside the file: the file's stem."""
    return Path(path).stem


def read_program_text(path: Union[str, Path]) -> str:
    """A program file as a text listing: a text listing as it is (UTF-8), a
    tokenized file decoded.  Raises OSError when the file cannot be read and
    :class:`FormatError` when it is not what its suffix says."""
    data = Path(path).read_bytes()
    fmt = format_for(path)
    if fmt is None:
        return data.decode("utf-8", errors="replace")
    return fmt.decode(data)


def program_file_data(path: Union[str, Path], text: str,
                      dialect: Optional[str] = None) -> Union[str, bytes]:
    """What to write to ``path`` for the listing ``text``: the text itself for
    a text listing, the tokenized bytes for a tokenized file.  ``dialect``
    (the program's) must be the one the format holds, else FormatError."""
    fmt = format_for(path)
    if fmt is None:
        return text
    if dialect is not None and dialect != fmt.dialect:
        raise FormatError(f"a {fmt.suffix} file holds a {fmt.dialect} program; "
                          f"this one is {dialect}")
    return fmt.encode(text, program_name(path))
