"""The dialects by name, and how a listing chooses one.

Each machine is registered here once (basic/dialects/__init__.py registers
them all) with what it takes to find it without loading it: its name, the
other names it answers to, the suffixes of its program files and, for a
machine a listing with no header may be recognised as, a cheap test.  The
machine's package is loaded (by its ``factory``) only when its Dialect is
first asked for: loading all of them would cost every run the start-up time
of the others.

A listing chooses a dialect by a header comment naming it (see
:func:`basic.core.listing.header_dialect`), else by the first machine whose
test claims it, else it gets the default.  ``--dialect`` on the command line
wins over all of that (the CLI asks for the dialect by name).
"""
from __future__ import annotations

from .nodeclass import record
from typing import Callable, Optional

from .dialect import Dialect
from .listing import header_dialect

__all__ = ["register", "names", "dialects", "canonical_name", "get_dialect",
           "detect_dialect", "header_dialect", "dialect_for_suffix"]


@record
class _Entry:
    factory: Callable[[], Dialect]
    claims: Optional[Callable[[str], bool]]
    dialect: Optional[Dialect] = None


_ENTRIES: dict[str, _Entry] = {}
_ALIASES: dict[str, str] = {}
_SUFFIXES: dict[str, str] = {}
_DEFAULT: list[str] = []


def register(name: str, factory: Callable[[], Dialect], *, aliases: tuple[str, ...] = (),
             suffixes: tuple[str, ...] = (), claims: Optional[Callable[[str], bool]] = None,
             default: bool = False) -> None:
    """Make the dialect ``name`` known: ``factory`` makes its Dialect (once,
    when first asked for), ``aliases`` are other names for it, ``suffixes``
    the program files it reads and writes (lower case, with the dot),
    ``claims`` says whether a listing with no header is its, and the
    ``default`` dialect is the one a listing nothing claims gets."""
    _ENTRIES[name] = _Entry(factory, claims)
    for alias in aliases:
        _ALIASES[alias] = name
    for suffix in suffixes:
        _SUFFIXES[suffix] = name
    if default or not _DEFAULT:
        _DEFAULT[:] = [name]


def names() -> list[str]:
    """The dialects' names, in the order they were registered (the
    Spectrum, the ZX81, the ZX80, the C64: as --dialect's help lists them)."""
    return list(_ENTRIES)


def canonical_name(name: str) -> str:
    """The dialect name ``name`` stands for (an alias's dialect), lower
    case; a name no dialect has comes back as it is, lower case."""
    key = name.lower()
    return _ALIASES.get(key, key)


def get_dialect(name: str) -> Dialect:
    """The dialect called ``name`` (``spectrum``, ``zx81``... or an alias);
    ValueError if there is none."""
    entry = _ENTRIES.get(canonical_name(name))
    if entry is None:
        raise ValueError(f"unknown dialect {name!r} (known: {', '.join(names())})")
    if entry.dialect is None:
        entry.dialect = entry.factory()
    return entry.dialect


def dialects() -> list[Dialect]:
    """Every registered dialect (all of them loaded), in the order they were
    registered."""
    return [get_dialect(name) for name in _ENTRIES]


def dialect_for_suffix(suffix: str) -> Optional[str]:
    """The name of the dialect whose program files have ``suffix`` (in any
    case), or None."""
    return _SUFFIXES.get(suffix.lower())


def detect_dialect(text: str) -> Dialect:
    """Choose a dialect for a listing: its header if it has one, else the
    first dialect that claims it, else the default."""
    name = header_dialect(text)
    if name is not None:
        return get_dialect(name)
    for key, entry in _ENTRIES.items():
        if entry.claims is not None and entry.claims(text):
            return get_dialect(key)
    return get_dialect(_DEFAULT[0])
