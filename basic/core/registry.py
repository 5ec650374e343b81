"""The dialects by name, and how a listing chooses one.

Each machine's Dialect is registered here once (basic/dialects/__init__.py
registers them all); everything else finds a dialect by its name or one of
its aliases, or lets the listing choose: a header comment naming it (see
:func:`basic.core.listing.header_dialect`), else the first dialect that
:meth:`~basic.core.dialect.Dialect.claims` the listing, else the default.
``--dialect`` on the command line wins over all of that (the CLI asks for
the dialect by name).
"""
from __future__ import annotations

from .dialect import Dialect
from .listing import header_dialect

__all__ = ["register", "names", "dialects", "canonical_name", "get_dialect",
           "detect_dialect", "header_dialect"]

_DIALECTS: dict[str, Dialect] = {}
_ALIASES: dict[str, str] = {}
_DEFAULT: list[str] = []


def register(dialect: Dialect, default: bool = False) -> None:
    """Make ``dialect`` known by its name and aliases (``default``: the one
    a listing that names none and that no dialect claims gets)."""
    _DIALECTS[dialect.name] = dialect
    for alias in dialect.aliases:
        _ALIASES[alias] = dialect.name
    if default or not _DEFAULT:
        _DEFAULT[:] = [dialect.name]


def names() -> list[str]:
    return sorted(_DIALECTS)


def dialects() -> list[Dialect]:
    """Every registered dialect, in the order they were registered."""
    return list(_DIALECTS.values())


def canonical_name(name: str) -> str:
    """The dialect name ``name`` stands for (an alias's dialect), lower
    case; a name no dialect has comes back as it is, lower case."""
    key = name.lower()
    return _ALIASES.get(key, key)


def get_dialect(name: str) -> Dialect:
    """The dialect called ``name`` (``spectrum``, ``zx81``... or an alias);
    ValueError if there is none."""
    key = canonical_name(name)
    if key not in _DIALECTS:
        raise ValueError(f"unknown dialect {name!r} (known: {', '.join(names())})")
    return _DIALECTS[key]


def detect_dialect(text: str) -> Dialect:
    """Choose a dialect for a listing: its header if it has one, else the
    first dialect that claims it, else the default."""
    name = header_dialect(text)
    if name is not None:
        return get_dialect(name)
    for dialect in _DIALECTS.values():
        if dialect.claims(text):
            return dialect
    return _DIALECTS[_DEFAULT[0]]
