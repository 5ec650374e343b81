"""basic: the BASICs of the Sinclair ZX80, ZX81, ZX Spectrum and Commodore 64."""

__version__ = "0.1.0"


def _guard_native_build() -> None:
    """An optional mypyc build (tools/build_native.py) is used only while its sources are unchanged."""
    import os
    root = os.path.dirname(__file__)
    if os.path.exists(os.path.join(root, "_compiled.manifest")):
        from . import native
        native.check(root, __name__)


_guard_native_build()
