"""Shared pieces of the Spectrum golden-file suite: case files, golden files, comparison.

A *case* is ``tests/golden/zx/<topic>/<name>.bas``: a Spectrum BASIC listing whose
first lines may be ``#`` header comments giving the run options (the interpreter
ignores ``#`` lines too).  Its *golden* ``<name>.json`` holds what the genuine 48K
ROM produced (via zxoracle, found as ``tools/oracles.py`` says), restricted to the fields the
case compares.  ``regen_zx.py`` writes goldens; ``test_zx_golden.py`` checks our
interpreter against them.  Both use this module so they read cases the same way.

Header keys (one per ``#`` line, ``# key: value``):

==================  ============================================================
``keys``            key script (oracle ``--keys`` syntax); repeatable, joined by ``,``
``input``           one INPUT answer (typed, then ENTER); repeatable, in order
``idle-frames``     stop after N frames of idle keyboard polling (default 50)
``frames``          frame limit after RUN (default 10000)
``compare``         fields to compare: rows report attrs border bitmap vars stop_reason
``upper-keywords``  only UPPERCASE words are keywords (no value)
``expect-rejected`` the ROM editor refuses a line of this case (no value)
``about``           one line saying what the case checks (repeatable)
``listing``         the program is this file of the repository (e.g. ``listings/fortress.bas``)
``line``            with ``listing``: a program line replacing the listing's line of that number
==================  ============================================================

Golden encoding: ``bitmap`` is stored as ``bitmap_hex`` (192 strings of 64 hex
digits) and ``attrs`` as ``attrs_hex`` (24 strings of 64 hex digits, two per
cell) so the files stay small; everything else is stored as the oracle gives it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CASES_DIR = HERE / "zx"
REPO_ROOT = HERE.parent.parent

TOPICS = ("numbers", "strings", "arrays", "control", "data", "deffn", "print", "reports",
          "input", "inkey", "syntax", "graphics", "memory", "listing", "side_effects")
FIELDS = ("rows", "report", "attrs", "border", "bitmap", "vars", "stop_reason")
DEFAULT_COMPARE = ("rows", "report", "stop_reason", "attrs", "border")
DEFAULT_IDLE_FRAMES = 50
DEFAULT_FRAMES = 10000
_VALUE_KEYS = ("keys", "input", "idle-frames", "frames", "compare", "about", "listing", "line")
_FLAG_KEYS = ("upper-keywords", "expect-rejected")


class CaseError(ValueError):
    """A case file whose header cannot be understood."""


@dataclass
class Case:
    """One ``.bas`` case with its run options (see the module docstring)."""

    path: Path
    text: str                       # the whole file, headers included
    program: str                    # the listing without the ``#`` lines
    keys: list[str] = field(default_factory=list)     # key events, one per item
    inputs: list[str] = field(default_factory=list)
    idle_frames: int = DEFAULT_IDLE_FRAMES
    frames: int = DEFAULT_FRAMES
    compare: tuple[str, ...] = DEFAULT_COMPARE
    upper_keywords: bool = False
    expect_rejected: bool = False
    about: str = ""

    @property
    def topic(self) -> str:
        return self.path.parent.name

    @property
    def name(self) -> str:
        return self.path.stem

    @property
    def id(self) -> str:
        return f"{self.topic}/{self.name}"

    @property
    def golden_path(self) -> Path:
        return self.path.with_suffix(".json")

    @property
    def key_script(self) -> str:
        return ",".join(self.keys)

    def load_golden(self) -> dict[str, Any]:
        return json.loads(self.golden_path.read_text(encoding="utf-8"))


def parse_case(path: Path) -> Case:
    """Read a ``.bas`` case; raise CaseError for an unknown or malformed header."""
    text = path.read_text(encoding="utf-8")
    case = Case(path=path, text=text, program="")
    program_lines: list[str] = []
    compare: tuple[str, ...] | None = None
    about: list[str] = []
    listing: str | None = None
    replaced: list[str] = []
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.startswith("#"):
            program_lines.append(line)
            continue
        body = line[1:].strip()
        key, sep, value = body.partition(":")
        key, value = key.strip(), value.strip()
        where = f"{path}:{lineno}"
        if key in _FLAG_KEYS and not value:
            setattr(case, key.replace("-", "_"), True)
        elif key not in _VALUE_KEYS or not sep:
            raise CaseError(f"{where}: unknown header {line!r}")
        elif key == "keys":
            case.keys.extend(k.strip() for k in value.split(",") if k.strip())
        elif key == "input":
            case.inputs.append(value)
        elif key in ("idle-frames", "frames"):
            if not value.isdigit():
                raise CaseError(f"{where}: {key} wants a number, got {value!r}")
            setattr(case, key.replace("-", "_"), int(value))
        elif key == "compare":
            names = tuple(value.split())
            bad = [n for n in names if n not in FIELDS]
            if bad or not names:
                raise CaseError(f"{where}: compare fields must be among {FIELDS}, got {value!r}")
            compare = names
        elif key == "about":
            about.append(value)
        elif key == "listing":
            listing = value
        elif key == "line":
            replaced.append(value)
    if listing is not None:
        if any(ln.strip() for ln in program_lines):
            raise CaseError(f"{path}: a case with '# listing:' has no program lines of its own")
        program_lines = _listing_lines(path, listing, replaced)
        case.text = "\n".join(ln for ln in text.splitlines() if ln.startswith("#")) + "\n" \
            + "\n".join(program_lines) + "\n"
    elif replaced:
        raise CaseError(f"{path}: '# line:' needs '# listing:'")
    case.program = "\n".join(program_lines) + "\n"
    case.about = " ".join(about)
    if compare is None:
        compare = DEFAULT_COMPARE + (("bitmap",) if case.topic == "graphics" else ())
    case.compare = compare
    return case


def _line_number(line: str) -> int | None:
    head = line.strip().split(" ", 1)[0]
    return int(head) if head.isdigit() else None


def _listing_lines(path: Path, listing: str, replaced: list[str]) -> list[str]:
    """The program lines of a repository listing, with ``replaced`` lines put
    in place of the listing's lines of the same numbers."""
    source = REPO_ROOT / listing
    if not source.is_file():
        raise CaseError(f"{path}: no listing {listing!r} in the repository")
    lines = [ln for ln in source.read_text(encoding="utf-8").splitlines()
             if ln.strip() and not ln.startswith("#")]
    numbers = [_line_number(ln) for ln in lines]
    for new in replaced:
        n = _line_number(new)
        if n is None or n not in numbers:
            raise CaseError(f"{path}: '# line: {new}' names no line of {listing}")
        lines[numbers.index(n)] = new
    return lines


def discover(root: Path = CASES_DIR) -> list[Case]:
    """Every case under ``root``, sorted by topic then name."""
    return [parse_case(p) for p in sorted(root.glob("*/*.bas"))]


# --------------------------------------------------------------------------- encoding

def bits_to_hex(row: str) -> str:
    """'0101...' (256 bits) -> 64 hex digits."""
    return format(int(row, 2), "0%dx" % (len(row) // 4))


def hex_to_bits(row: str) -> str:
    return format(int(row, 16), "0%db" % (len(row) * 4))


def attrs_to_hex(attrs: list[list[int]]) -> list[str]:
    return ["".join("%02x" % a for a in row) for row in attrs]


def hex_to_attrs(rows: list[str]) -> list[list[int]]:
    return [[int(r[k:k + 2], 16) for k in range(0, len(r), 2)] for r in rows]


def golden_from_result(case: Case, res: dict[str, Any]) -> dict[str, Any]:
    """The stored form of an oracle (or interpreter) result for ``case``."""
    out: dict[str, Any] = {}
    for name in case.compare:
        if name == "bitmap":
            out["bitmap_hex"] = [bits_to_hex(r) for r in res["bitmap"]]
        elif name == "attrs":
            out["attrs_hex"] = attrs_to_hex(res["attrs"])
        else:
            out[name] = res[name]
    if case.expect_rejected:
        out["rejected_lines"] = sorted(r["line"] for r in res.get("rejected_lines", []))
    return out


def dump_golden(golden: dict[str, Any]) -> str:
    """Deterministic JSON text: sorted keys, indent 1, final newline."""
    return json.dumps(golden, sort_keys=True, indent=1, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- comparing

def diff_rows(want: list[str], got: list[str]) -> str:
    """The 24 rows side by side, differing rows marked with ``!``."""
    width = max([32] + [len(r) for r in want])
    lines = [f"    {'expected (ROM)':<{width + 2}}  got"]
    for k in range(max(len(want), len(got))):
        w = want[k] if k < len(want) else "<missing>"
        g = got[k] if k < len(got) else "<missing>"
        mark = " " if w == g else "!"
        lines.append(f"{mark}{k:2d} |{w:<{width}}| |{g}|")
    return "\n".join(lines)


def diff_bitmap(want_hex: list[str], got_bits: list[str], limit: int = 6) -> str:
    """The first differing pixel rows (``^`` under each differing pixel)."""
    out = []
    for y, (wh, gb) in enumerate(zip(want_hex, got_bits)):
        wb = hex_to_bits(wh)
        if wb == gb:
            continue
        cols = [x for x in range(len(wb)) if x >= len(gb) or wb[x] != gb[x]]
        out.append(f"pixel row {y} (cell row {y // 8}), {len(cols)} pixels differ, first at x={cols[0]}")
        out.append("  want " + wb.replace("0", ".").replace("1", "#"))
        out.append("  got  " + gb.replace("0", ".").replace("1", "#"))
        out.append("       " + "".join("^" if x in cols else " " for x in range(len(wb))))
        if len(out) >= 4 * limit:
            out.append("...")
            break
    if len(want_hex) != len(got_bits):
        out.append(f"row count: want {len(want_hex)}, got {len(got_bits)}")
    return "\n".join(out)


def describe_attr(a: int) -> str:
    return (f"{a:3d} (ink {a & 7} paper {(a >> 3) & 7}"
            f"{' bright' if a & 64 else ''}{' flash' if a & 128 else ''})")


def diff_attrs(want: list[list[int]], got: list[list[int]], limit: int = 12) -> str:
    out = []
    for y, (wr, gr) in enumerate(zip(want, got)):
        for x, (w, g) in enumerate(zip(wr, gr)):
            if w != g:
                out.append(f"cell {y},{x}: want {describe_attr(w)}, got {describe_attr(g)}")
    shown = out[:limit] + ([f"... {len(out) - limit} more"] if len(out) > limit else [])
    return "\n".join(shown)


def diff_vars(want: dict[str, Any], got: dict[str, Any]) -> str:
    out = []
    for name in sorted(set(want) | set(got)):
        if name not in got:
            out.append(f"{name}: missing (want {want[name]!r})")
        elif name not in want:
            out.append(f"{name}: unexpected {got[name]!r}")
        elif not values_equal(want[name], got[name]):
            out.append(f"{name}: want {want[name]!r}, got {got[name]!r}")
    return "\n".join(out)


def values_equal(a: Any, b: Any) -> bool:
    """Exact equality (``==``, so 3 == 3.0) through nested lists."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(values_equal(x, y) for x, y in zip(a, b))
    return a == b


def compare(case: Case, golden: dict[str, Any], got: dict[str, Any]) -> list[str]:
    """A list of readable differences between the golden and a result (empty = agree)."""
    problems = []
    for name in case.compare:
        if name == "rows":
            if golden["rows"] != got.get("rows"):
                problems.append("rows differ:\n" + diff_rows(golden["rows"], got.get("rows") or []))
        elif name == "bitmap":
            bits = got.get("bitmap") or []
            if [hex_to_bits(h) for h in golden["bitmap_hex"]] != bits:
                problems.append("bitmap differs:\n" + diff_bitmap(golden["bitmap_hex"], bits))
        elif name == "attrs":
            want = hex_to_attrs(golden["attrs_hex"])
            if want != got.get("attrs"):
                problems.append("attrs differ:\n" + diff_attrs(want, got.get("attrs") or []))
        elif name == "vars":
            if not values_equal(golden["vars"], got.get("vars")):
                problems.append("vars differ:\n" + diff_vars(golden["vars"], got.get("vars") or {}))
        elif golden[name] != got.get(name):
            problems.append(f"{name}: want {golden[name]!r}, got {got.get(name)!r}")
    return problems


# --------------------------------------------------------------------------- the oracle

def run_oracle(case: Case, oracle_dir: Path | str | None = None) -> dict[str, Any]:
    """Run ``case`` on the genuine ROM through zxoracle's ``run_basic``
    (``oracle_dir``, else as tools/oracles.py says)."""
    import sys
    tools = str(REPO_ROOT / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    from oracles import zxoracle
    run_basic = zxoracle(oracle_dir).run_basic
    return run_basic(case.program, keys=case.key_script or None, inputs=list(case.inputs),
                     max_frames=case.frames, idle_frames=case.idle_frames,
                     upper_keywords=case.upper_keywords, want_bitmap="bitmap" in case.compare)
