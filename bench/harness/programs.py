"""The benchmark workloads, their source forms and where their files live."""
from __future__ import annotations

from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent.parent
REPO_DIR = BENCH_DIR.parent
PROGRAMS_DIR = BENCH_DIR / "programs"
TWINS_DIR = BENCH_DIR / "python"
BUILD_DIR = BENCH_DIR / ".build"
PEERS_DIR = BENCH_DIR / ".peers"
PUBLISHED_CSV = BENCH_DIR / "published.csv"

#: The timed workloads, in table order.  ``empty`` is not among them: it
#: measures start-up and is reported on its own.
WORKLOADS: tuple[str, ...] = (
    "bm1", "bm2", "bm3", "bm4", "bm5", "bm6", "bm7", "bm8",
    "sieve", "mandel", "strings", "dates", "arrays",
)
#: Workloads that watch one path of ours and are timed only when named
#: (``--only pokes``), outside the table's means: ``pokes`` is PEEK and POKE of
#: plain RAM, which the C64's memory-mapped devices must not slow down.
CHECKS: tuple[str, ...] = ("pokes",)
STARTUP = "empty"
ALL_PROGRAMS: tuple[str, ...] = WORKLOADS + CHECKS + (STARTUP,)

#: The Rugg/Feldman benchmarks, the only ones with real-machine times.
RUGG_FELDMAN: tuple[str, ...] = WORKLOADS[:8]

#: Source forms: ``zx`` Sinclair BASIC, ``c64`` Commodore BASIC V2 (plain
#: Microsoft BASIC), ``bw`` a bwbasic-only variant where the C64 form fails.
FORMS: tuple[str, ...] = ("zx", "c64", "bw")


def program_path(name: str, form: str, directory: Path = PROGRAMS_DIR) -> Path:
    """The file of ``name`` in ``form``, e.g. ``bm1.zx.bas``."""
    return directory / f"{name}.{form}.bas"


def has_form(name: str, form: str) -> bool:
    return program_path(name, form).is_file()


def source(name: str, form: str) -> str:
    """The unscaled listing as shipped in ``bench/programs``."""
    return program_path(name, form).read_text(encoding="ascii")
