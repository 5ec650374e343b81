"""The optional native build's guard: a compiled module never stands in for an edited source.

``tools/build_native.py`` compiles the arithmetic modules with mypyc in place: each
``numbers.py`` gets a ``numbers.<abi>.so`` beside it, which Python imports instead of the
source.  It also writes :data:`MANIFEST` in the package, one line per compiled source with
its CRC-32 and size, and the files the build made.  ``basic/__init__.py`` calls
:func:`check` when the manifest exists (one ``stat`` otherwise, so the pure-Python path pays
nothing).  If any source differs from what was compiled, the whole build is removed (the
compiled modules call one another directly, so one stale module taints them all); where the
files cannot be removed (a read-only install), the listed modules are imported from their
sources instead.  A CRC of a few small files costs well under a millisecond.
"""
from __future__ import annotations

import os
import sys
import zlib
TYPE_CHECKING = False                  # not typing.TYPE_CHECKING: typing costs 2 ms

if TYPE_CHECKING:                      # basic/__init__.py runs this module: it imports little
    from collections.abc import Sequence
    from importlib.machinery import ModuleSpec
    from types import ModuleType

MANIFEST = "_compiled.manifest"


class Manifest:
    """What a build compiled: ``(source, crc32, size)`` rows and the files it made."""

    def __init__(self, sources: list[tuple[str, int, int]], outputs: list[str]) -> None:
        self.sources = sources
        self.outputs = outputs

    def render(self) -> str:
        lines = ["# written by tools/build_native.py; basic/native.py removes the build "
                 "when a source below has changed"]
        lines += [f"src {path} {crc:08x} {size}" for path, crc, size in self.sources]
        lines += [f"out {path}" for path in self.outputs]
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text: str) -> Manifest:
        sources: list[tuple[str, int, int]] = []
        outputs: list[str] = []
        for line in text.splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[0] == "src":
                sources.append((parts[1], int(parts[2], 16), int(parts[3])))
            elif len(parts) == 2 and parts[0] == "out":
                outputs.append(parts[1])
        return cls(sources, outputs)


def fingerprint(path: str) -> tuple[int, int]:
    """A source's CRC-32 and size, as the manifest keeps them."""
    with open(path, "rb") as f:
        data = f.read()
    return zlib.crc32(data), len(data)


def stale(root: str, manifest: Manifest) -> list[str]:
    """The compiled sources (relative to the package root) that no longer match the build."""
    out = []
    for path, crc, size in manifest.sources:
        full = os.path.join(root, path)
        try:
            if os.stat(full).st_size != size or fingerprint(full) != (crc, size):
                out.append(path)
        except OSError:
            out.append(path)
    return out


def remove(root: str, manifest: Manifest) -> bool:
    """Delete the build's files and the manifest; False if any could not be deleted."""
    ok = True
    for path in manifest.outputs + [MANIFEST]:
        try:
            os.remove(os.path.join(root, path))
        except FileNotFoundError:
            pass
        except OSError:
            ok = False
    return ok


class SourcesFirst:
    """A meta-path finder importing the named modules from their ``.py``, never a build."""

    def __init__(self, modules: dict[str, str]) -> None:
        self.modules = modules

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        from importlib.util import spec_from_file_location
        source = self.modules.get(name)
        return spec_from_file_location(name, source) if source else None


def module_name(package: str, path: str) -> str:
    """``dialects/c64/numbers.py`` in package ``basic`` -> ``basic.dialects.c64.numbers``."""
    return ".".join([package] + path[:-3].split("/"))


def check(root: str, package: str = "basic") -> str:
    """Keep the build only if every compiled source is unchanged: 'fresh', 'removed' or 'bypassed'."""
    try:
        with open(os.path.join(root, MANIFEST)) as f:
            manifest = Manifest.parse(f.read())
    except OSError:
        return "fresh"
    if not stale(root, manifest):
        return "fresh"
    print("basic: the native build is older than its sources and is not used "
          "(run tools/build_native.py again)", file=sys.stderr)
    if remove(root, manifest):
        return "removed"
    sys.meta_path.insert(0, SourcesFirst({
        module_name(package, path): os.path.join(root, path) for path, _, _ in manifest.sources}))
    return "bypassed"


def compiled_modules(root: str, package: str = "basic") -> list[str]:
    """The modules of the build that run compiled now (none without a build, or a stale one)."""
    try:
        with open(os.path.join(root, MANIFEST)) as f:
            manifest = Manifest.parse(f.read())
    except OSError:
        return []
    from importlib import import_module
    names = [module_name(package, path) for path, _, _ in manifest.sources]
    return [name for name in names if not str(import_module(name).__file__).endswith(".py")]


def describe(root: str, package: str = "basic") -> str:
    """One line for ``basic --version``: whether the arithmetic runs compiled."""
    compiled = compiled_modules(root, package)
    if compiled:
        return (f"native build: {len(compiled)} arithmetic modules compiled by mypyc "
                "(tools/build_native.py)")
    return "pure Python (tools/build_native.py compiles the arithmetic, for speed)"
