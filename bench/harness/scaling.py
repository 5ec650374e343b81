"""Scaled variants of the benchmark listings.

On a modern machine the published loops (1000 passes) finish in milliseconds,
so start-up would dominate.  A scaled variant does ``scale`` times the work:

* BM1–BM8 and ``strings``: the loop count literal (``1000``, ``100``,
  ``2000``) is multiplied, so the printed counters change with the scale;
* ``sieve`` and ``mandel``: the whole computation is wrapped in
  ``FOR j=1 TO scale`` (the original Byte sieve also repeats itself); the
  flags and the total are reset on each pass, and ``mandel`` prints its
  picture only on the last pass (``IF j=scale THEN PRINT ...``) so the screen
  never scrolls.

The Python twins in ``bench/python`` apply the same rules, so their output at a
scale is the expected output of these variants at that scale.  Every edit
names the line it touches and the text it expects there, and fails loudly if
the listing does not match, so a change to a program cannot be scaled wrongly
in silence.  Scale 1 is the listing unchanged.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Union

from .programs import ALL_PROGRAMS, BUILD_DIR, FORMS, has_form, program_path, source


class ScalingError(ValueError):
    """A listing does not have the shape a scaling rule expects."""


@dataclass(frozen=True)
class MultiplyLimit:
    """Multiply the loop count ``literal`` written in line ``line``."""
    line: int
    literal: str


@dataclass(frozen=True)
class InsertLine:
    """Add line ``line``; ``{j}`` is the repeat variable, ``{n}`` the scale."""
    line: int
    template: str


@dataclass(frozen=True)
class PrintOnLastPass:
    """Make line ``line`` (a PRINT) run only on the last repeat pass."""
    line: int


Edit = Union[MultiplyLimit, InsertLine, PrintOnLastPass]

_REPEAT = (InsertLine(35, "FOR {j}=1 TO {n}"), InsertLine(175, "NEXT {j}"))

#: How each program is scaled; the line numbers are the same in every form.
RULES: dict[str, tuple[Edit, ...]] = {
    "bm1": (MultiplyLimit(400, "1000"),),
    "bm2": (MultiplyLimit(600, "1000"),),
    "bm3": (MultiplyLimit(600, "1000"),),
    "bm4": (MultiplyLimit(600, "1000"),),
    "bm5": (MultiplyLimit(600, "1000"),),
    "bm6": (MultiplyLimit(600, "1000"),),
    "bm7": (MultiplyLimit(600, "1000"),),
    # repeated, not counted further: SIN and LN of a K past a few thousand leave
    # the machines' 32-bit precision (C64 SIN 14000 is .873885541, not .8738841)
    "bm8": (InsertLine(350, "FOR {j}=1 TO {n}"), InsertLine(650, "NEXT {j}")),
    "strings": (MultiplyLimit(40, "2000"),),
    "pokes": (MultiplyLimit(40, "1000"),),
    # before 40 (C=0) and the flag-setting loop, after 170 (the last NEXT I)
    "sieve": _REPEAT,
    # before 30 (T=0), after 200 (NEXT Y); 170 and 190 draw the picture
    "mandel": (InsertLine(25, "FOR {j}=1 TO {n}"), PrintOnLastPass(170),
               PrintOnLastPass(190), InsertLine(205, "NEXT {j}")),
    # around the whole conversion (RESTORE, the tables, the dates); 420 and 470 print
    "dates": (InsertLine(60, "FOR {j}=1 TO {n}"), PrintOnLastPass(420),
              PrintOnLastPass(470), InsertLine(595, "NEXT {j}")),
    "arrays": (MultiplyLimit(50, "2"),),
    "empty": (),
}

_LINE = re.compile(r"^\s*(\d+)\s?(.*)$")


def repeat_variable(form: str) -> str:
    """The repeat loop's variable: unused by every program, in the form's case."""
    return "j" if form == "zx" else "J"


def parse_listing(text: str) -> dict[int, str]:
    """Line number -> statement text, for a plain numbered listing."""
    lines: dict[int, str] = {}
    for raw in text.splitlines():
        if not raw.strip():
            continue
        m = _LINE.match(raw)
        if not m:
            raise ScalingError(f"not a numbered line: {raw!r}")
        number = int(m.group(1))
        if number in lines:
            raise ScalingError(f"line {number} appears twice")
        lines[number] = m.group(2)
    return lines


def format_listing(lines: dict[int, str]) -> str:
    return "".join(f"{number} {body}\n" for number, body in sorted(lines.items()))


def _apply(lines: dict[int, str], edit: Edit, scale: int, var: str) -> None:
    if isinstance(edit, MultiplyLimit):
        body = lines.get(edit.line)
        if body is None:
            raise ScalingError(f"line {edit.line} is missing")
        pattern = re.compile(rf"(?<![\w.]){re.escape(edit.literal)}(?![\w.])")
        if len(pattern.findall(body)) != 1:
            raise ScalingError(f"line {edit.line} should hold {edit.literal} once: {body!r}")
        lines[edit.line] = pattern.sub(str(int(edit.literal) * scale), body)
    elif isinstance(edit, InsertLine):
        if edit.line in lines:
            raise ScalingError(f"line {edit.line} is already taken")
        lines[edit.line] = edit.template.format(j=var, n=scale)
    elif isinstance(edit, PrintOnLastPass):
        body = lines.get(edit.line)
        if body is None or not body.upper().startswith("PRINT"):
            raise ScalingError(f"line {edit.line} should be a PRINT: {body!r}")
        lines[edit.line] = f"IF {var}={scale} THEN {body}"
    else:  # pragma: no cover - the Edit union is closed
        raise TypeError(edit)


def scale_listing(name: str, form: str, text: str, scale: int) -> str:
    """``text`` (program ``name`` in ``form``) doing ``scale`` times the work."""
    if scale < 1:
        raise ValueError("scale must be at least 1")
    if scale == 1:
        return text
    lines = parse_listing(text)
    var = repeat_variable(form)
    repeats = any(not isinstance(edit, MultiplyLimit) for edit in RULES[name])
    if repeats and any(re.search(rf"\b{var}\b", body, re.IGNORECASE) for body in lines.values()):
        raise ScalingError(f"{name}.{form} already uses the repeat variable {var}")
    for edit in RULES[name]:
        _apply(lines, edit, scale, var)
    return format_listing(lines)


def scaled_dir(scale: int, root: Path = BUILD_DIR) -> Path:
    return root / f"scale{scale}"


def write_scaled(scale: int, root: Path = BUILD_DIR,
                 names: tuple[str, ...] = ALL_PROGRAMS) -> Path:
    """Write every program (or those ``names``) in every form at ``scale``
    under ``root``; return the directory (its files are named like
    ``bench/programs``)."""
    out = scaled_dir(scale, root)
    out.mkdir(parents=True, exist_ok=True)
    for name in names:
        for form in FORMS:
            if has_form(name, form):
                text = scale_listing(name, form, source(name, form), scale)
                program_path(name, form, out).write_text(text, encoding="ascii")
    return out
