"""The dialects, by name, and how a listing chooses one.

A listing can name its dialect in a header comment (lines starting with ``#``
are outside the program, as zmakebas allows)::

    # dialect: zx80
    #!/usr/bin/env basic --dialect c64

``--dialect`` on the command line wins over the header; with neither, the
listing's own vocabulary decides (see :func:`detect_dialect`).
"""
from __future__ import annotations

import re
from typing import Callable

from ..core.dialect import Dialect

_FACTORIES: dict[str, Callable[[], Dialect]] = {}
_CACHE: dict[str, Dialect] = {}


def register(name: str, factory: Callable[[], Dialect]) -> None:
    _FACTORIES[name] = factory


def names() -> list[str]:
    return sorted(_FACTORIES)


def get_dialect(name: str) -> Dialect:
    """The dialect called ``name`` (``spectrum``, ``zx81``...); ValueError if
    there is none."""
    key = name.lower()
    key = ALIASES.get(key, key)
    if key not in _FACTORIES:
        raise ValueError(f"unknown dialect {name!r} (known: {', '.join(names())})")
    if key not in _CACHE:
        _CACHE[key] = _FACTORIES[key]()
    return _CACHE[key]


ALIASES = {"zx": "spectrum", "zxspectrum": "spectrum", "48k": "spectrum",
           "ts2068": "spectrum", "2068": "spectrum", "commodore": "c64", "cbm": "c64"}

_HEADER = re.compile(r"^#!?.*?(?:dialect[:=\s]\s*|--dialect[\s=]+)([A-Za-z0-9]+)", re.IGNORECASE)


def header_dialect(text: str) -> str | None:
    """The dialect a listing names in its ``#`` header lines, if any."""
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        if not stripped.startswith("#"):
            break
        m = _HEADER.match(stripped)
        if m:
            return m.group(1).lower()
    return None


def detect_dialect(text: str) -> Dialect:
    """Choose a dialect for a listing: its header if it has one, the C64 if
    it is clearly Commodore (basic/dialects/c64/detect.py), else the Spectrum."""
    name = header_dialect(text)
    if name is not None:
        return get_dialect(name)
    from .c64.detect import looks_commodore
    if looks_commodore(text):
        return get_dialect("c64")
    return get_dialect("spectrum")


def _spectrum() -> Dialect:
    from .spectrum import SpectrumDialect
    return SpectrumDialect()


register("spectrum", _spectrum)


def _zx81() -> Dialect:
    from .zx81 import ZX81Dialect
    return ZX81Dialect()


def _zx80() -> Dialect:
    from .zx80 import ZX80Dialect
    return ZX80Dialect()


register("zx81", _zx81)
register("zx80", _zx80)


def _c64() -> Dialect:
    from .c64 import C64Dialect
    return C64Dialect()


register("c64", _c64)
