"""The machines: one package each, registered here.

This is the one place that knows which machines there are.  Everything above
the dialects (the front-ends, the CLI) finds a machine through it, by name
(:func:`get_dialect`), by what a listing says or looks like
(:func:`detect_dialect`), or by a program file's suffix (:func:`format_for`),
and then asks the Dialect object for what it needs; nothing above imports a
machine's package itself.

A listing can name its dialect in a header comment (lines starting with ``#``
are outside the program, as zmakebas allows)::

    # dialect: zx80
    #!/usr/bin/env basic --dialect c64

``--dialect`` on the command line wins over the header; with neither, the
listing's own vocabulary decides (basic.core.registry).

To add a machine, write its package (see docs/internals.md) and register it
below.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Optional, Union

from ..core.dialect import Dialect
from ..core.formats import FileFormat, FormatError, ProgramImage
from ..core.listing import ParseResult
from ..core.registry import (canonical_name, detect_dialect, dialect_for_suffix, dialects,
                             get_dialect, header_dialect, names, register)
from .c64.detect import looks_commodore

__all__ = ["get_dialect", "detect_dialect", "header_dialect", "names", "dialects",
           "canonical_name", "FORMATS", "FormatError", "format_for", "program_name",
           "read_program", "read_program_text", "program_dialect", "program_file_data", "parse_listing", "parse_line",
           "parse_expression", "lex_for_highlight"]


# A machine's package is imported when its Dialect is first asked for (the
# factories below), not here: importing all four would cost every run the
# start-up time of the others.

def _spectrum() -> Dialect:
    from .spectrum.dialect import SpectrumDialect
    return SpectrumDialect()


def _zx81() -> Dialect:
    from .zx81.dialect import ZX81Dialect
    return ZX81Dialect()


def _zx80() -> Dialect:
    from .zx80.dialect import ZX80Dialect
    return ZX80Dialect()


def _c64() -> Dialect:
    from .c64.dialect import C64Dialect
    return C64Dialect()


register("spectrum", _spectrum, aliases=("zx", "zxspectrum", "48k", "ts2068", "2068"),
         suffixes=(".tap",), default=True)
register("zx81", _zx81, suffixes=(".p", ".81"))
register("zx80", _zx80, suffixes=(".o", ".80"))
register("c64", _c64, aliases=("commodore", "cbm"), suffixes=(".prg",), claims=looks_commodore)

# -- program files, by suffix -------------------------------------------------------------


class _Formats(Mapping[str, FileFormat]):
    """suffix -> the program file format of the machine registered for it
    (each machine's Dialect lists its ``file_formats``); loads a machine only
    when one of its formats is looked at."""

    def __getitem__(self, suffix: str) -> FileFormat:
        name = dialect_for_suffix(suffix)
        if name is not None:
            for fmt in get_dialect(name).file_formats:
                if fmt.suffix == suffix.lower():
                    return fmt
        raise KeyError(suffix)

    def __iter__(self) -> Iterator[str]:
        return iter([fmt.suffix for d in dialects() for fmt in d.file_formats])

    def __len__(self) -> int:
        return sum(len(d.file_formats) for d in dialects())


#: suffix -> FileFormat, for every machine
FORMATS: Mapping[str, FileFormat] = _Formats()


def format_for(path: Union[str, Path]) -> Optional[FileFormat]:
    """The tokenized format a file name asks for (by its suffix, in any
    case), or None for a text listing."""
    return FORMATS.get(Path(path).suffix.lower())


def program_name(path: Union[str, Path]) -> str:
    """The name a program is saved under inside the file: the file's stem."""
    return Path(path).stem


#: the suffixes of text listings ("": a name without one)
TEXT_SUFFIXES = (".bas", ".txt", "")


def supported_files() -> str:
    """The files basic reads and writes, for messages: ``text listings
    (.bas, .txt) and program files: .tap (ZX Spectrum tape), ...``."""
    kinds: dict[str, list[str]] = {}
    for fmt in FORMATS.values():
        kinds.setdefault(fmt.machine, []).append(fmt.suffix)
    files = ", ".join(f"{' '.join(suffixes)} ({machine})" for machine, suffixes in kinds.items())
    return f"text listings (.bas, .txt) and program files: {files}"


def check_suffix(path: Union[str, Path], verb: str = "reads") -> None:
    """FormatError unless ``path`` names a text listing or a program file."""
    suffix = Path(path).suffix.lower()
    if format_for(path) is None and suffix not in TEXT_SUFFIXES:
        raise FormatError(f"not a file basic {verb} ({suffix} files are not supported); "
                          f"it {verb} {supported_files()}")


def looks_binary(data: bytes) -> bool:
    """Bytes no text editor wrote: a NUL, or many control codes, near the start."""
    head = data[:8192]
    if b"\0" in head:
        return True
    controls = sum(1 for b in head if b < 32 and b not in b"\t\n\r\f\x1a\x1b")
    return controls > len(head) // 20


def read_program(path: Union[str, Path]) -> Union[str, ProgramImage]:
    """What a file holds for ``basic run`` and LOAD: a text listing as its
    text (UTF-8, or Latin-1 when it is not UTF-8), a program file as the
    image LOAD puts in the machine (its format's ``load``).  Raises OSError
    when the file cannot be read and :class:`FormatError` when it is not
    what its suffix says, or is neither a listing nor a program file."""
    check_suffix(path)
    data = Path(path).read_bytes()
    fmt = format_for(path)
    if fmt is not None:
        return fmt.load(data)
    return listing_text(data)


def read_program_text(path: Union[str, Path]) -> str:
    """A program file as a text listing: a text listing as it is, a
    tokenized file decoded (its image's listing)."""
    program = read_program(path)
    return program if isinstance(program, str) else program.listing


def program_dialect(program: Union[str, ProgramImage]) -> Dialect:
    """The dialect of a listing (its header or its look: detect_dialect) or
    of a program file's image."""
    if isinstance(program, str):
        return detect_dialect(program)
    return get_dialect(program.dialect)


def listing_text(data: bytes) -> str:
    """The bytes of a text listing as text; FormatError for binary data."""
    if looks_binary(data):
        raise FormatError(f"not a text listing (it holds binary data); "
                          f"basic reads {supported_files()}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def program_file_data(path: Union[str, Path], text: str,
                      dialect: Optional[str] = None) -> Union[str, bytes]:
    """What to write to ``path`` for the listing ``text``: the text itself for
    a text listing, the tokenized bytes for a tokenized file.  ``dialect``
    (the program's) must be the one the format holds, else FormatError."""
    check_suffix(path, "writes")
    fmt = format_for(path)
    if fmt is None:
        return text
    if dialect is not None and dialect != fmt.dialect:
        raise FormatError(f"a {fmt.suffix} file holds a {fmt.dialect} program; "
                          f"this one is {dialect}")
    return fmt.encode(text, program_name(path))


# -- syntax, by dialect name ----------------------------------------------------------------

def parse_listing(text: str, dialect: str = "spectrum",
                  upper_keywords: bool = False) -> ParseResult:
    """Parse a whole listing in the named dialect (ValueError for a dialect
    there is none of).  Never raises for bad BASIC: see
    :func:`basic.core.listing.parse_listing`."""
    return get_dialect(dialect).parse_listing(text, upper_keywords=upper_keywords)


def parse_line(text: str, dialect: str = "spectrum", upper_keywords: bool = False) -> Any:
    """One line typed at the REPL (see :func:`basic.core.listing.parse_line`)."""
    return get_dialect(dialect).parse_line(text, upper_keywords=upper_keywords)


def parse_expression(tokenized: str, dialect: str = "spectrum") -> Any:
    """Already-tokenized text as one expression (VAL, VAL$, numeric INPUT):
    no crunching, so letters are names and only token codes are keywords.
    Raises BasicSyntaxError."""
    return get_dialect(dialect).parse_expression(tokenized)


def lex_for_highlight(text: str, dialect: str = "spectrum",
                      upper_keywords: bool = False) -> list[tuple[str, str]]:
    """``(kind, text)`` pieces of one line for syntax colouring; the texts
    join back into ``text``."""
    return get_dialect(dialect).highlight(text, upper_keywords)
