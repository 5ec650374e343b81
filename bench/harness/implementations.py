"""How to start each BASIC implementation on a listing.

Ours is ``basic run FILE --headless --speed max``, timed in-process by
``harness/inprocess.py`` (its start-up not counted, as the Python twins'
is not) with the Python that has this checkout's ``basic``; or, given
``--basic CMD``, that command, timed from start to exit with its start-up
subtracted as the peers' is.  The peers are spectrum-basic and
PC-BASIC (installed into ``bench/.peers`` by ``run.py --install-peers``, or
found on PATH), cbmbasic (Commodore's own BASIC V2 code translated to C, built
from source into ``bench/.peers/bin`` by ``--install-peers``, or on PATH) and
bwbasic (Debian's package, on PATH).  A missing one is
"not installed"; one that cannot run the ``empty`` program is "n/a" (this is
how ours shows no C64 column until ``basic --dialect c64`` works).
"""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from .programs import PEERS_DIR, REPO_DIR, STARTUP, has_form, program_path

DRIVER = Path(__file__).resolve().with_name("inprocess.py")

#: Headless frames are emulated 50 Hz frames; a scaled run needs far more than
#: the default limit (BM7 x10 is about 39000 frames on a real Spectrum).
OUR_RUN_OPTIONS = ("--headless", "--speed", "max", "--frames", "2000000000")


@dataclass
class Implementation:
    """One column of the table: an interpreter and the source form it runs."""
    key: str
    label: str
    form: str                       # "zx" or "c64": the listings it runs
    argv: Optional[list[str]]       # the command before the file; None = not installed
    peer: bool = True
    pipe_stdin: bool = False        # PC-BASIC needs stdin to be a pipe
    dialect_option: Sequence[str] = ()
    after_file: Sequence[str] = ()
    file_prefix: str = ""           # PC-BASIC takes --run=FILE
    cwd: Optional[Path] = None
    env: Optional[dict[str, str]] = None
    prefer_bw: bool = False         # run NAME.bw.bas where it exists (bwbasic)
    available: bool = True
    reason: str = ""
    version: str = ""
    inprocess: bool = False         # argv is a Python: time the run in it (harness/inprocess.py)

    def file_form(self, name: str) -> str:
        """The form of ``name`` this implementation runs (``bw`` where one exists)."""
        if self.prefer_bw and has_form(name, "bw"):
            return "bw"
        return self.form

    def command(self, path: Path, seconds: Optional[Path] = None) -> list[str]:
        """The command line for ``path``; an in-process one writes the run's
        seconds to ``seconds`` and warms up on the ``empty`` program beside ``path``."""
        assert self.argv is not None
        if self.inprocess:
            warmup = program_path(STARTUP, self.form, path.parent)
            return [*self.argv, str(DRIVER), str(seconds or "seconds"), str(warmup), "--",
                    "run", *self.dialect_option, str(path), *self.after_file]
        return [*self.argv, *self.dialect_option, f"{self.file_prefix}{path}", *self.after_file]

    def run(self, path: Path, timeout: float) -> tuple[subprocess.CompletedProcess, Optional[float]]:
        """Run ``path`` once; stdout and stderr are captured as text.  The
        seconds the run took in-process, for an in-process implementation."""
        if not self.inprocess:
            return self._run(self.command(path), path, timeout), None
        with tempfile.TemporaryDirectory() as folder:
            seconds = Path(folder) / "seconds"
            done = self._run(self.command(path, seconds), path, timeout)
            return done, float(seconds.read_text()) if seconds.is_file() else None

    def _run(self, command: list[str], path: Path, timeout: float) -> subprocess.CompletedProcess:
        return subprocess.run(
            command,
            input="" if self.pipe_stdin else None,
            stdin=None if self.pipe_stdin else subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, errors="replace", timeout=timeout,
            cwd=self.cwd or path.parent, env=self.env)


def _peer_executable(name: str) -> Optional[str]:
    local = PEERS_DIR / "bin" / name
    if local.is_file() and os.access(local, os.X_OK):
        return str(local)
    return shutil.which(name)


def _our_env() -> dict[str, str]:
    """The environment our ``basic`` runs in: this one, except that Python may
    cache bytecode, as an installed package has it (with
    ``PYTHONDONTWRITEBYTECODE`` set, every start compiles every module from
    source, which doubles the start-up measured)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def our_command(override: Optional[str] = None) -> tuple[list[str], Optional[Path], dict[str, str]]:
    """argv prefix, working directory and environment for our ``basic``."""
    env = _our_env()
    if override:
        return shlex.split(override), None, env
    on_path = shutil.which("basic")
    if on_path:
        return [on_path], None, env
    return [*_our_python(env), "-m", "basic"], REPO_DIR, env


def _our_python(env: dict[str, str]) -> list[str]:
    """The Python that has this checkout's ``basic`` (its virtualenv's, else
    this one with the checkout on PYTHONPATH)."""
    venv_python = REPO_DIR / ".venv" / "bin" / "python"
    python = str(venv_python) if venv_python.is_file() else sys.executable
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_DIR), env.get("PYTHONPATH")]))
    return [python]


def _pip_version(package: str, executable: Optional[str]) -> str:
    """The installed version of ``package`` next to ``executable``'s Python."""
    if executable is None:
        return ""
    python = Path(executable).parent / "python"
    if not python.exists():
        return ""
    try:
        out = subprocess.run([str(python), "-c",
                              f"import importlib.metadata as m; print(m.version({package!r}))"],
                             capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return out.stdout.strip()


def _dpkg_version(package: str) -> str:
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                             capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return out.stdout.strip() if out.returncode == 0 else ""


def _cbmbasic_version(executable: Optional[str]) -> str:
    """The commit ``--install-peers`` built cbmbasic from (it has no version of its own)."""
    if executable is None:
        return ""
    stamp = Path(executable).with_name("cbmbasic.version")
    return stamp.read_text().strip() if stamp.is_file() else ""


def ours(override: Optional[str] = None, inprocess: bool = False) -> list[Implementation]:
    """Our interpreter on the Spectrum forms and on the C64 forms; timed
    in-process (``inprocess``, unless ``override`` names a command), else as a
    command from start to exit."""
    if inprocess and not override:
        env = _our_env()
        argv: list[str] = _our_python(env)
        cwd: Optional[Path] = REPO_DIR
    else:
        inprocess = False
        argv, cwd, env = our_command(override)
    return _both_forms("ours", "ours", argv if inprocess else [*argv, "run"], cwd, env, inprocess)


def before(checkout: Path, inprocess: bool = True) -> list[Implementation]:
    """Another version of ours, for a before-and-after in one run: the
    ``basic`` package of ``checkout`` (a clone at an earlier commit), run by
    this checkout's Python with ``checkout`` first on PYTHONPATH, timed as
    ours is (in-process, else from start to exit)."""
    env = _our_env()
    python = _our_python(env)
    env["PYTHONPATH"] = os.pathsep.join([str(checkout), env["PYTHONPATH"]])
    argv = python if inprocess else [*python, "-m", "basic", "run"]
    return _both_forms("before", "before", argv, checkout, env, inprocess)


def _both_forms(key: str, label: str, argv: list[str], cwd: Optional[Path],
                env: dict[str, str], inprocess: bool) -> list[Implementation]:
    """A version of ours as two columns, ``KEY-zx`` and ``KEY-c64``."""
    return [
        Implementation(f"{key}-zx", f"{label} zx", "zx", argv, peer=False,
                       after_file=OUR_RUN_OPTIONS, cwd=cwd, env=env, inprocess=inprocess),
        Implementation(f"{key}-c64", f"{label} c64", "c64", argv, peer=False,
                       dialect_option=("--dialect", "c64"), after_file=OUR_RUN_OPTIONS,
                       cwd=cwd, env=env, inprocess=inprocess),
    ]


def peers() -> list[Implementation]:
    """spectrum-basic, PC-BASIC, cbmbasic and bwbasic, each marked if not installed."""
    speccy = _peer_executable("speccy-basic")
    pcbasic = _peer_executable("pcbasic")
    cbmbasic = _peer_executable("cbmbasic")
    bwbasic = shutil.which("bwbasic")
    found = [
        Implementation("speccy", "speccy-basic", "zx",
                       [speccy, "--run"] if speccy else None,
                       version=_pip_version("spectrum-basic", speccy)),
        Implementation("pcbasic", "PC-BASIC", "c64", [pcbasic] if pcbasic else None,
                       file_prefix="--run=", after_file=("-n", "-q"), pipe_stdin=True,
                       version=_pip_version("pcbasic", pcbasic)),
        Implementation("cbmbasic", "cbmbasic", "c64", [cbmbasic] if cbmbasic else None,
                       version=_cbmbasic_version(cbmbasic)),
        Implementation("bwbasic", "bwbasic", "c64", [bwbasic] if bwbasic else None,
                       prefer_bw=True, version=_dpkg_version("bwbasic") if bwbasic else ""),
    ]
    for impl in found:
        if impl.argv is None:
            impl.available = False
            impl.reason = "not installed (python bench/run.py --install-peers)"
    return found
