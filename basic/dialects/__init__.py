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

import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, BinaryIO, Optional, Union

from ..core.dialect import Dialect
from ..core.formats import FileFormat, FormatError, ProgramImage
from ..core.listing import ParseResult
from ..core.registry import (canonical_name, detect_dialect, dialect_for_suffix, dialects,
                             get_dialect, header_dialect, names, register)
from .c64.detect import looks_commodore

__all__ = ["get_dialect", "detect_dialect", "header_dialect", "names", "dialects",
           "canonical_name", "FORMATS", "FormatError", "format_for", "program_name",
           "read_program", "read_program_text", "program_dialect", "program_file_data",
           "better_dialect", "parse_listing", "parse_line",
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
         suffixes=(".tap", ".tzx", ".pzx", ".z80", ".sna", ".szx"), default=True)
register("zx81", _zx81, suffixes=(".p", ".81"))
register("zx80", _zx80, suffixes=(".o", ".80"))
register("c64", _c64, aliases=("commodore", "cbm"), suffixes=(".prg", ".t64", ".d64"),
         claims=looks_commodore)

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


#: what ``basic run -`` and ``basic convert - ...`` read: standard input
STDIN = "-"


def read_program(path: Union[str, Path], name: Optional[str] = None,
                 stdin: Optional[BinaryIO] = None) -> Union[str, ProgramImage]:
    """What a file holds for ``basic run`` and LOAD: a text listing as its
    text (UTF-8, or Latin-1 when it is not UTF-8), a program file as the
    image LOAD puts in the machine (its format's ``load``; a disk or tape
    image's first program, or the one called ``name``).  A file whose name
    says nothing (``HYPO``, standard input as ``-``) is recognised by its
    bytes (:func:`sniff_format`).  Raises OSError when the file cannot be
    read and :class:`FormatError` when it is not what its suffix says, or
    is neither a listing nor a program file."""
    if str(path) == STDIN:
        data = (stdin or sys.stdin.buffer).read()
        fmt = None
    else:
        check_suffix(path)
        data = Path(path).read_bytes()
        fmt = format_for(path)
    if fmt is None and looks_binary(data):
        fmt = sniff_format(data)
    if fmt is None:
        if name is not None:
            raise FormatError(f"a name after the file ({name}) is for a disk or tape image "
                              "(.d64, .t64), and this is a text listing")
        return listing_text(data)
    if name is not None:
        if not getattr(fmt.codec_module, "CONTAINER", False):
            raise FormatError(f"a name after the file ({name}) is for a disk or tape image "
                              f"(.d64, .t64), not a {fmt.suffix} file")
        return fmt.codec_module.load(data, name)
    return fmt.load(data)


def read_program_text(path: Union[str, Path], name: Optional[str] = None) -> str:
    """A program file as a text listing: a text listing as it is, a
    tokenized file decoded (its image's listing)."""
    program = read_program(path, name)
    return program if isinstance(program, str) else program.listing


#: the sizes of 1541 disk images: 35 tracks, 40 tracks, each with or
#: without its error bytes
D64_SIZES = (174848, 175531, 196608, 197376)


def sniff_format(data: bytes) -> Optional[FileFormat]:
    """The program file format of bytes whose name says nothing (a C64
    program without a suffix, as public collections hold them: ``HYPO``):
    a tape's or disk image's signature or size, else the format whose reader
    takes them (a .prg by its load address and link chain, a .tap, .p or
    .o by their own checks).  None when no reader does; FormatError with
    what they look like when they start as one but are damaged."""
    head = bytes(data[:32])
    if head.startswith(b"ZXTape!"):
        return FORMATS[".tzx"]
    if head.startswith(b"PZXT"):
        return FORMATS[".pzx"]
    if head.startswith((b"C64 tape image file", b"C64S tape")):
        return FORMATS[".t64"]
    if len(data) in D64_SIZES:
        return FORMATS[".d64"]
    looks_prg = len(data) > 6 and data[0] == 0x01 and data[1] in (0x04, 0x08, 0x10, 0x12, 0x1C)
    for suffix in (".prg", ".tap", ".p", ".o"):
        if suffix == ".prg" and not looks_prg:
            continue
        fmt = FORMATS[suffix]
        try:
            image = fmt.load(data)
        except FormatError as err:
            if suffix == ".prg":
                raise FormatError(f"it looks like a C64 program file (loaded at "
                                  f"${data[0] | data[1] << 8:04x}), but {err}; if it is "
                                  "one, name it NAME.prg") from None
            continue
        if image.lines:
            return fmt
    return None


def program_dialect(program: Union[str, ProgramImage]) -> Dialect:
    """The dialect of a listing (its header or its look: detect_dialect) or
    of a program file's image."""
    if isinstance(program, str):
        return detect_dialect(program)
    return get_dialect(program.dialect)


def better_dialect(text: str, dialect: Dialect,
                   upper_keywords: bool = False) -> Optional[tuple[Dialect, int]]:
    """Another dialect that reads a listing much better than ``dialect``
    does, and how many lines ``dialect`` refuses (None when it reads it
    well enough, or no other does better): a Microsoft-style listing run as
    the default Spectrum leaves many lines out."""
    parsed = dialect.parse_listing(text, upper_keywords=upper_keywords)
    refused = len(parsed.errors)
    total = refused + len(parsed.program.lines)
    if refused < 3 or refused * 5 < total:
        return None
    best: Optional[tuple[Dialect, int]] = None
    for other in dialects():
        if other.name == dialect.name:
            continue
        errors = len(other.parse_listing(text).errors)
        if errors * 4 <= refused and (best is None or errors < best[1]):
            best = (other, errors)
    return (best[0], refused) if best is not None else None


def listing_text(data: bytes) -> str:
    """The bytes of a text listing as text; FormatError for binary data."""
    if looks_binary(data):
        raise FormatError(f"not a text listing (it holds binary data) nor a program file "
                          f"basic recognises; basic reads {supported_files()}")
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
