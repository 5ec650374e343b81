"""Machine code for the C64's tests: a small assembler (py65's, one
instruction a line, with labels) and BASIC lines that POKE its bytes from
DATA, as magazine type-ins do."""
from __future__ import annotations

import re

from py65.assembler import Assembler
from py65.devices.mpu6502 import MPU

_ASSEMBLER = Assembler(MPU())


def assemble(source: str, origin: int, labels: dict[str, int] | None = None) -> list[int]:
    """Assemble ``source`` (one instruction a line, numbers decimal unless
    written with $; ``name:`` starts a line
    with a label; ``.byte 1,2,3`` bytes) at ``origin``; a label is used as
    ``@name`` (its address), ``<@name`` and ``>@name`` (its bytes).  The
    labels' addresses are left in ``labels`` if it is given."""
    lines = [ln.split(";")[0].strip() for ln in source.strip().splitlines()]
    if labels is None:
        labels = {}
    for attempt in range(2):
        out: list[int] = []
        for line in lines:
            if not line:
                continue
            m = re.match(r"(\w+):\s*(.*)", line)
            if m:
                labels[m.group(1)] = origin + len(out)
                line = m.group(2)
                if not line:
                    continue
            if line.startswith(".byte"):
                out += [int(b, 0) for b in line[5:].split(",")]
                continue

            def label(match: re.Match[str]) -> str:
                value = labels.get(match.group(2), origin + len(out))
                if match.group(1) == "<":
                    value &= 0xFF
                elif match.group(1) == ">":
                    value >>= 8
                return f"${value:04X}" if match.group(1) == "" else f"${value:02X}"
            text = re.sub(r"([<>]?)@(\w+)", label, line)
            # numbers without $ are decimal (py65's assembler reads hex)
            text = re.sub(r"(?<![\w$])(\d+)(?!\w)", lambda m: f"${int(m.group(1)):X}", text)
            code = _ASSEMBLER.assemble(text, origin + len(out))
            if code is None:
                raise ValueError(f"cannot assemble {text!r}")
            out += code
    return out


def loader(code: list[int], at: int, first_line: int = 9000) -> str:
    """BASIC lines that POKE ``code`` at ``at`` from DATA and RETURN (GOSUB
    ``first_line``)."""
    lines = [f"{first_line} FOR I=0 TO {len(code) - 1}:READ A:POKE {at}+I,A:NEXT:RETURN"]
    for n, start in enumerate(range(0, len(code), 16)):
        lines.append(f"{first_line + 10 + n} DATA " + ",".join(map(str, code[start:start + 16])))
    return "\n".join(lines) + "\n"
