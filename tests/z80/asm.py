"""A small two-pass Z80 assembler for the tests' routines, on SkoolKit's
one-instruction assembler (skoolkit.z80.Assembler): ``label:`` lines, and
labels in operands.

    code = assemble(["LD B,50", "loop: HALT", "DJNZ loop", "RET"], 32000)
"""
from __future__ import annotations

import re

from skoolkit.z80 import Assembler

_LABEL = re.compile(r"^\s*([A-Za-z_]\w*):\s*(.*)$")


def assemble(lines: list[str], org: int) -> bytes:
    """The bytes of ``lines`` placed at ``org``; ValueError for a line
    SkoolKit cannot assemble."""
    asm = Assembler()
    labels: dict[str, int] = {}
    parsed: list[str] = []
    for line in lines:
        line = line.split(";")[0].strip()
        m = _LABEL.match(line)
        if m:
            labels[m.group(1)] = -1
            line = m.group(2).strip()
        parsed.append(line)
    for final in (False, True):
        address, out = org, bytearray()
        for raw, line in zip(lines, parsed):
            m = _LABEL.match(raw.split(";")[0].strip())
            if m:
                labels[m.group(1)] = address
            if not line:
                continue
            text = _substitute(line, labels, address, final)
            data = asm.assemble(text, address)
            if not data:
                raise ValueError(f"cannot assemble {line!r}")
            out += bytes(data)
            address += len(data)
    return bytes(out)


def _substitute(line: str, labels: dict[str, int], here: int, final: bool) -> str:
    def value(m: re.Match[str]) -> str:
        name = m.group(0)
        if name not in labels:
            return name
        return str(labels[name] if final and labels[name] >= 0 else here)
    op, _, rest = line.partition(" ")
    return op + (" " + re.sub(r"\b[A-Za-z_]\w*\b", value, rest) if rest else "")
