"""The repository stands alone (issue 25, item 18): a fresh clone with
nothing beside it passes its tests, so nothing in it names a folder of the
machine it was written on or the project's ``../shared`` folder.  The only
absolute paths are the /tmp folders the regeneration tools use by default,
and each of those is documented in docs/testing.md ("Oracles")."""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: what is searched: the code, the tests, the tools, the benchmarks, the docs
SEARCHED = ("basic", "tests", "tools", "bench", "docs", "listings", ".ci",
            "README.md", "pyproject.toml")
#: folders that are made, not written: virtualenvs, caches, peers' installs
SKIPPED = re.compile(r"^(\..*|__pycache__|.*\.egg-info|build|dist|fuzz-out|disk)$")

_NOT_INSIDE_A_PATH = r"(?<![\w.~:/$-])"
#: a folder of a machine: where users', projects' and mounted files live
MACHINE = re.compile(_NOT_INSIDE_A_PATH +
                     r"/(?:work|home|root|Users|mnt|srv|opt|media|private|var/folders)/")
#: the project's shared folder beside the checkout, as a path or as Path parts
SHARED = re.compile(r"\.\./shared\b|[\"']shared[\"']\s*/|/\s*[\"']shared[\"']")
#: a folder in /tmp
TMP = re.compile(_NOT_INSIDE_A_PATH + r"/tmp/([\w-]+(?:\.[\w-]+)*)")
TESTING_MD = ROOT / "docs" / "testing.md"


def _files() -> list[Path]:
    found = []
    for name in SEARCHED:
        top = ROOT / name
        if top.is_file():
            found.append(top)
            continue
        for folder, dirs, files in os.walk(top):
            dirs[:] = sorted(d for d in dirs if not SKIPPED.match(d))
            found.extend(Path(folder) / f for f in sorted(files))
    return [p for p in found if p != Path(__file__).resolve()]


def _texts() -> list[tuple[str, str]]:
    texts = []
    for path in _files():
        data = path.read_bytes()
        if b"\0" not in data:
            texts.append((str(path.relative_to(ROOT)), data.decode("utf-8", "replace")))
    return texts


TEXTS = _texts()


def _hits(pattern: re.Pattern[str]) -> list[str]:
    return [f"{name}:{text.count(chr(10), 0, m.start()) + 1}: {m.group(0)}"
            for name, text in TEXTS for m in pattern.finditer(text)]


def test_the_search_sees_the_repository() -> None:
    names = {name for name, _ in TEXTS}
    assert {"README.md", "basic/cli.py", "docs/testing.md",
            "tests/c64/c64ref/README.md"} <= names
    assert not any(name.startswith(".venv") or "__pycache__" in name for name in names)


@pytest.mark.parametrize("pattern", [MACHINE, SHARED], ids=["machine", "shared"])
def test_nothing_names_a_folder_outside_the_repository(pattern: re.Pattern[str]) -> None:
    assert _hits(pattern) == []


def test_the_patterns_find_what_they_look_for() -> None:
    # the examples are put together here, so that this file names no folder itself
    root = "/"
    assert MACHINE.search(f'ORACLE = "{root}work/shared/zxrom"')
    assert MACHINE.search(f"see {root}home/me/basic/x.py")
    assert not MACHINE.search("https://example.org/home/x and ./work/y")
    assert SHARED.search("cd ../shared/zxrom")
    assert SHARED.search('ROOT.parent / "shared" / "zxrom"')
    assert not SHARED.search("what the Spectrum and the ZX81 share: shared code")


def test_every_tmp_folder_is_documented_in_testing_md() -> None:
    documented = set(TMP.findall(TESTING_MD.read_text(encoding="utf-8")))
    assert documented, "docs/testing.md names no /tmp folder"
    undocumented = [hit for hit in _hits(TMP)
                    if hit.rsplit("/tmp/", 1)[1] not in documented]
    assert undocumented == []
