"""The optional mypyc build (tools/build_native.py): its stale-build guard, and bit-identical
results from the compiled arithmetic (the C64's FAC, the Spectrum's calculator).

The guard tests use a fake package and need no compiler.  The build test compiles a copy of
the package (mypy and a C compiler are needed; without them it fails with the build script's
message) and runs the same random workload through the pure and the compiled modules."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from basic import native

REPO = Path(__file__).resolve().parent.parent
SO = "numbers.cpython-3xx-fake.so"


def _fake_build(root: Path) -> native.Manifest:
    """A package with one 'compiled' module: its source, a stand-in .so and the manifest."""
    (root / "dialects").mkdir()
    source = root / "dialects" / "numbers.py"
    source.write_text("X = 1\n")
    (root / "dialects" / SO).write_bytes(b"not really machine code")
    (root / "_compiled__mypyc.so").write_bytes(b"")
    manifest = native.Manifest([("dialects/numbers.py", *native.fingerprint(str(source)))],
                               ["dialects/" + SO, "_compiled__mypyc.so"])
    (root / native.MANIFEST).write_text(manifest.render())
    return manifest


def test_manifest_round_trips(tmp_path: Path) -> None:
    manifest = _fake_build(tmp_path)
    again = native.Manifest.parse((tmp_path / native.MANIFEST).read_text())
    assert again.sources == manifest.sources and again.outputs == manifest.outputs


def test_an_unchanged_build_is_kept(tmp_path: Path) -> None:
    _fake_build(tmp_path)
    os.utime(tmp_path / "dialects" / "numbers.py", (1, 1))     # a checkout touches; same bytes
    assert native.check(str(tmp_path), "fake") == "fresh"
    assert (tmp_path / "dialects" / SO).exists() and (tmp_path / native.MANIFEST).exists()


def test_no_manifest_means_nothing_to_check(tmp_path: Path) -> None:
    assert native.check(str(tmp_path), "fake") == "fresh"


@pytest.mark.parametrize("edit", ["X = 2\n", "X = 10\n", None])
def test_an_edited_source_removes_the_whole_build(tmp_path: Path, edit: str | None,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    _fake_build(tmp_path)
    source = tmp_path / "dialects" / "numbers.py"
    if edit is None:
        source.unlink()
    else:
        source.write_text(edit)                                  # same size, or not
    assert native.check(str(tmp_path), "fake") == "removed"
    assert not (tmp_path / "dialects" / SO).exists()
    assert not (tmp_path / "_compiled__mypyc.so").exists()
    assert not (tmp_path / native.MANIFEST).exists()
    assert "native build is older than its sources" in capsys.readouterr().err


def test_an_unremovable_stale_build_is_bypassed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_build(tmp_path)
    (tmp_path / "dialects" / "numbers.py").write_text("X = 3\n")
    monkeypatch.setattr(native, "remove", lambda root, manifest: False)
    before = list(sys.meta_path)
    try:
        assert native.check(str(tmp_path), "fake") == "bypassed"
        finder = sys.meta_path[0]
        assert isinstance(finder, native.SourcesFirst)
        spec = finder.find_spec("fake.dialects.numbers")
        assert spec is not None and spec.origin == str(tmp_path / "dialects" / "numbers.py")
        assert finder.find_spec("fake.dialects.other") is None
    finally:
        sys.meta_path[:] = before


# A workload over the whole public surface of basic.dialects.c64.numbers; prints one digest.
_WORKLOAD = textwrap.dedent("""
    import hashlib, math, random, sys
    from basic.core.errors import BasicError
    from basic.dialects.c64 import numbers as N, _fac, _fac_math
    from basic.dialects.sinclair import calculator as Z, _calc, _series, _series_unpacked
    compiled = [not hasattr(f, "__code__") for f in (N.add, _fac.normal, _fac_math.poly,
                _calc.add, _series.series_unpacked, _series_unpacked.ln)]
    rng = random.Random(30)
    def value():
        e = rng.choice([rng.randint(1, 255), rng.randint(110, 150)])
        bits = rng.choice([8, 16, 24, 32, 40])
        v = math.ldexp(rng.getrandbits(bits - 1) | 1 << (bits - 1), e - 128 - bits)
        return rng.choice([v, -v, float(rng.randint(-99999, 99999)), 0.0])
    def zvalue():
        e = rng.choice([rng.randint(1, 255), rng.randint(120, 140)])
        v = math.ldexp(rng.getrandbits(31) | 1 << 31, e - 160)
        return rng.choice([v, -v, rng.randint(-65535, 65535), 0])
    out = []
    def call(f, *args):
        try:
            r = f(*args)
        except (BasicError, ValueError) as exc:
            r = type(exc).__name__ + " " + str(exc)
        out.append(repr(r))
    for _ in range(4000):
        a, b = value(), value()
        for f in (N.add, N.sub, N.mul, N.div, N.power, N.compare, N.and_, N.or_):
            call(f, a, b)
        for f in (N.neg, N.int_, N.abs_, N.sgn, N.sqr, N.exp, N.log, N.sin, N.cos, N.tan,
                  N.atn, N.round_, N.to_str, N.to_fp5, N.to_intvar, N.not_):
            call(f, a)
        call(N.val, N.to_str(a))
        za, zb = zvalue(), zvalue()
        for f in (Z.add, Z.sub, Z.mul, Z.div, Z.power, Z.compare):
            call(f, za, zb)
        for f in (Z.int_, Z.sqr, Z.exp, Z.ln, Z.sin, Z.cos, Z.tan, Z.atn, Z.asn, Z.to_str):
            call(f, za)
    rnd = N.Rnd()
    for x in (1.0, 1.0, -3.5, 1.0, 0.0, 2.0):
        call(rnd, x)
    print(compiled, hashlib.sha256("\\n".join(out).encode()).hexdigest())
""")


def _run(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(root))
    return subprocess.run([sys.executable, *args], cwd=root, env=env, capture_output=True,
                          text=True, timeout=900)


@pytest.mark.slow
def test_the_compiled_arithmetic_is_bit_identical(tmp_path: Path) -> None:
    shutil.copytree(REPO / "basic", tmp_path / "basic",
                    ignore=shutil.ignore_patterns("*.so", native.MANIFEST, "__pycache__"))
    shutil.copy(REPO / "pyproject.toml", tmp_path)
    pure = _run(tmp_path, "-c", _WORKLOAD)
    assert pure.returncode == 0, pure.stderr
    assert pure.stdout.startswith("[False, False, False, False, False, False]")

    built = _run(tmp_path, str(REPO / "tools" / "build_native.py"), "--root", str(tmp_path))
    assert built.returncode == 0, "the native build failed:\n" + built.stderr[-3000:]
    compiled = _run(tmp_path, "-c", _WORKLOAD)
    assert compiled.returncode == 0, compiled.stderr
    assert compiled.stdout.startswith("[True, True, True, True, True, True]")
    assert compiled.stdout.split()[-1] == pure.stdout.split()[-1]
    version = _run(tmp_path, "-m", "basic", "--version")
    assert "native build: 6 arithmetic modules compiled" in version.stdout, version.stdout

    tests = [str(REPO / "tests" / "numbers" / name) for name in
             ("test_cbm_inline_paths.py", "test_cbm_fastpaths.py", "test_cbm_golden.py",
              "test_zx_inline_paths.py", "test_zx_series_unpacked.py")]
    inline = _run(tmp_path, "-m", "pytest", "-q", "-p", "no:cacheprovider", *tests)
    assert inline.returncode == 0, inline.stdout[-3000:]

    (tmp_path / "basic" / "dialects" / "c64" / "numbers.py").open("a").write("# edited\n")
    edited = _run(tmp_path, "-c", _WORKLOAD)
    assert edited.stdout.startswith("[False, False, False, False, False, False]"), edited.stdout + edited.stderr
    assert not (tmp_path / "basic" / native.MANIFEST).exists()
