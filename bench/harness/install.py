"""``run.py --install-peers``: put the peers where the runner finds them.

spectrum-basic and PC-BASIC go into their own virtualenv, ``bench/.peers``
(gitignored), so they never touch the project's environment.  bwbasic is a
Debian package: ``apt-get install -y bwbasic`` needs root and apt; if either
is missing we say so and go on.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from typing import Callable

from .programs import PEERS_DIR

PIP_PACKAGES = ("spectrum-basic", "pcbasic")
APT_PACKAGE = "bwbasic"

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


def install_peers(say: Say = print) -> bool:
    """Install every peer; True if all of them are there afterwards."""
    pip_ok = install_pip_peers(say)
    apt_ok = install_bwbasic(say)
    return pip_ok and apt_ok
