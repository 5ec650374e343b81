"""``run.py --install-peers``: put the peers where the runner finds them.

spectrum-basic and PC-BASIC go into their own virtualenv, ``bench/.peers``
(gitignored), so they never touch the project's environment.  bwbasic is a
Debian package: ``apt-get install -y bwbasic`` needs root and apt; if either
is missing we say so and go on.  cbmbasic is in no registry: its source is
cloned from GitHub (or taken from ``$CBMBASIC_SRC``, a checkout already on
disk) and built with ``make`` into ``bench/.peers/bin``.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Callable, Optional

from .programs import PEERS_DIR

PIP_PACKAGES = ("spectrum-basic", "pcbasic")
APT_PACKAGE = "bwbasic"
CBMBASIC_GIT = "https://github.com/mist64/cbmbasic"

Say = Callable[[str], None]


def _run(argv: list[str], say: Say) -> bool:
    say("$ " + " ".join(argv))
    try:
        return subprocess.run(argv).returncode == 0
    except OSError as exc:
        say(f"  cannot run {argv[0]}: {exc}")
        return False


def install_pip_peers(say: Say = print) -> bool:
    """Create ``bench/.peers`` and pip-install spectrum-basic and PC-BASIC."""
    python = PEERS_DIR / "bin" / "python"
    if not python.exists():
        if not _run([sys.executable, "-m", "venv", str(PEERS_DIR)], say):
            say("could not create the virtualenv for the peers")
            return False
    return _run([str(python), "-m", "pip", "install", "--upgrade", "--quiet", *PIP_PACKAGES], say)


def install_bwbasic(say: Say = print) -> bool:
    """apt-get install bwbasic, when we are root and apt is there."""
    if shutil.which("bwbasic"):
        say("bwbasic: already installed")
        return True
    apt = shutil.which("apt-get")
    if apt is None:
        say("bwbasic: apt-get is not available here; install bwbasic by hand "
            "(Debian/Ubuntu package 'bwbasic')")
        return False
    if hasattr(os, "geteuid") and os.geteuid() != 0:
        say("bwbasic: needs root: run `sudo apt-get install -y bwbasic`")
        return False
    if _run([apt, "install", "-y", "-q", APT_PACKAGE], say):
        return True
    # a fresh machine may not have the package lists yet
    return _run([apt, "update", "-q"], say) and _run([apt, "install", "-y", "-q", APT_PACKAGE], say)


def _cbmbasic_source(say: Say) -> Optional[Path]:
    """A cbmbasic checkout: ``$CBMBASIC_SRC``, else a clone in ``bench/.peers/src``."""
    given = os.environ.get("CBMBASIC_SRC")
    if given:
        return Path(given)
    source = PEERS_DIR / "src" / "cbmbasic"
    if (source / "Makefile").is_file():
        return source
    source.parent.mkdir(parents=True, exist_ok=True)
    if _run(["git", "clone", "--quiet", "--depth", "1", CBMBASIC_GIT, str(source)], say):
        return source
    say(f"cbmbasic: could not clone {CBMBASIC_GIT}; set CBMBASIC_SRC to a checkout")
    return None


def install_cbmbasic(say: Say = print) -> bool:
    """Build cbmbasic from source into ``bench/.peers/bin`` (needs git or a checkout, cc, make)."""
    target = PEERS_DIR / "bin" / "cbmbasic"
    if target.is_file() or shutil.which("cbmbasic"):
        say("cbmbasic: already installed")
        return True
    source = _cbmbasic_source(say)
    if source is None:
        return False
    # build in a copy, so that a checkout given in $CBMBASIC_SRC stays clean
    build = PEERS_DIR / "build" / "cbmbasic"
    shutil.rmtree(build, ignore_errors=True)
    shutil.copytree(source, build, ignore=shutil.ignore_patterns(".git"))
    if not _run(["make", "--quiet", "-C", str(build)], say):
        say("cbmbasic: the build failed (it needs a C compiler and make)")
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(build / "cbmbasic", target)
    target.with_name("cbmbasic.version").write_text(_commit_of(source) + "\n")
    return True


def _commit_of(source: Path) -> str:
    """The short commit of a git checkout, or the folder's name for a plain copy."""
    try:
        out = subprocess.run(["git", "-C", str(source), "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return source.name
    return out.stdout.strip() if out.returncode == 0 else source.name


def install_peers(say: Say = print) -> bool:
    """Install every peer; True if all of them are there afterwards."""
    pip_ok = install_pip_peers(say)
    cbm_ok = install_cbmbasic(say)
    apt_ok = install_bwbasic(say)
    return pip_ok and cbm_ok and apt_ok
