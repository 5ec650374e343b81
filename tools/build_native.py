"""Compile the arithmetic modules with mypyc, in place, as an optional speed-up.

    python tools/build_native.py            # build (needs mypy and a C compiler)
    python tools/build_native.py --clean    # back to pure Python

Each compiled ``x.py`` gets an ``x.<abi>.so`` beside it, which Python imports first; the
sources stay the truth.  The build writes ``basic/_compiled.manifest`` with the sources'
CRCs; ``basic/native.py`` drops the whole build as soon as one source changes, so an edited
``.py`` is never shadowed by old machine code.  Results are bit-identical to the pure-Python
modules (tests/test_native.py).  Use it in a checkout with an editable install; the files
it makes are ignored by git.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from basic import native  # noqa: E402

# The modules measured to pay (docs/performance.md, "Native build"): the C64's FAC
# arithmetic, and the Sinclair calculator's functions, whose steps run on unpacked
# integers (_series_unpacked.py) so that the compiled code keeps them in machine words.
MODULES = [
    "dialects/c64/_fac.py",
    "dialects/c64/_fac_math.py",
    "dialects/c64/numbers.py",
    "dialects/sinclair/_calc.py",
    "dialects/sinclair/_series.py",
    "dialects/sinclair/_series_unpacked.py",
]
GROUP = "basic._compiled"          # the shared library: basic/_compiled__mypyc.<abi>.so


def fail(message: str) -> None:
    print(f"build_native: {message}", file=sys.stderr)
    sys.exit(2)


def compiler() -> str | None:
    """The C compiler Python's own build used (as setuptools will), if it is on PATH."""
    cc = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    return shutil.which(cc)


def clean(package: Path) -> None:
    manifest = package / native.MANIFEST
    if manifest.exists():
        native.remove(str(package), native.Manifest.parse(manifest.read_text()))


def build(root: Path) -> None:
    """Compile MODULES of ``root/basic`` in place and write the manifest."""
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        fail("mypyc is not installed (it comes with mypy: pip install mypy); "
             "nothing was built, the pure-Python modules are used")
    if compiler() is None:
        fail("no C compiler found (install gcc or clang, or set CC); "
             "nothing was built, the pure-Python modules are used")
    package = root / "basic"
    clean(package)
    suffix = EXTENSION_SUFFIXES[0]
    with tempfile.TemporaryDirectory() as tmp:
        # mypyc runs inside setuptools; a child process keeps its state out of ours
        code = (
            "import warnings\n"
            "warnings.filterwarnings('ignore', message='Support for .*tool.setuptools')\n"
            "from setuptools import setup\n"
            "from mypyc.build import mypycify\n"
            f"setup(name='basic-native', script_args=['-q', 'build_ext', '--inplace',\n"
            f"      '--build-temp', {tmp + '/temp'!r}, '--build-lib', {tmp + '/lib'!r}],\n"
            f"      ext_modules=mypycify({['basic/' + m for m in MODULES]!r},\n"
            f"      group_name={GROUP!r}, target_dir={tmp + '/c'!r}, opt_level='3'))\n")
        done = subprocess.run([sys.executable, "-c", code], cwd=root)
    if done.returncode:
        fail(f"mypyc failed (exit {done.returncode}); the pure-Python modules are used")
    outputs = [m[:-3] + suffix for m in MODULES] + [GROUP.split(".", 1)[1] + "__mypyc" + suffix]
    missing = [o for o in outputs if not (package / o).exists()]
    if missing:
        fail(f"the build did not make {', '.join(missing)}")
    sources = [(m, *native.fingerprint(str(package / m))) for m in MODULES]
    (package / native.MANIFEST).write_text(native.Manifest(sources, outputs).render())
    print(f"build_native: compiled {len(MODULES)} modules into {package}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clean", action="store_true", help="remove the build")
    parser.add_argument("--root", type=Path, default=REPO,
                        help="the checkout holding basic/ (default: this one)")
    args = parser.parse_args(argv)
    if args.clean:
        clean(args.root / "basic")
    else:
        build(args.root.resolve())


if __name__ == "__main__":
    main()
