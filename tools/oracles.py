"""Where the regeneration tools find zxoracle, the Spectrum oracle that is
not part of this repository.

``zxoracle.py`` runs a listing on the genuine 48K ROM in SkoolKit's Z80
simulator; the golden files of the Spectrum tests are its answers
(docs/testing.md, "Oracles").  The tests never run it: only the tools that
write golden files do.  They find its folder in their ``--oracle`` option
where they have one, else in ``$ZXORACLE_DIR``, else in ``/tmp/zxrom``.

The other machines' oracles are in the repository (tests/zx81/oracle,
tests/zx80/oracle, tests/c64/oracle, tests/numbers/cbm_oracle); their READMEs
say how to build the ROM images they read from /tmp.

The scripts import this module with ``tools/`` on ``sys.path`` (pytest puts
it there; a script in tests/ adds it itself).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Optional

#: the environment variable naming zxoracle's folder
ZXORACLE_ENV = "ZXORACLE_DIR"
#: where zxoracle is looked for when neither an option nor the variable names it
ZXORACLE_DEFAULT = Path("/tmp/zxrom")


def zxoracle_dir(option: Optional[str | Path] = None) -> Path:
    """The folder of zxoracle.py: ``option``, else $ZXORACLE_DIR, else /tmp/zxrom."""
    return Path(option or os.environ.get(ZXORACLE_ENV) or ZXORACLE_DEFAULT)


def missing(folder: Path) -> str:
    """What to say when ``folder`` has no zxoracle.py."""
    return (f"no zxoracle.py in {folder}: point ${ZXORACLE_ENV} (or --oracle, where the tool "
            f"has it) at the folder that holds the Spectrum oracle, or put it in "
            f"{ZXORACLE_DEFAULT}")


def zxoracle(option: Optional[str | Path] = None) -> ModuleType:
    """The zxoracle module, imported from :func:`zxoracle_dir`; the tool
    stops with :func:`missing`'s message when it is not there."""
    folder = zxoracle_dir(option)
    if not (folder / "zxoracle.py").is_file():
        sys.exit(f"{Path(sys.argv[0]).name}: {missing(folder)}")
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    import zxoracle as module  # type: ignore[import-not-found]
    return module
