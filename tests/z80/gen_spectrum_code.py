#!/usr/bin/env python3
"""Ask the genuine 48K ROM what each routine of spectrum_cases.py does:
golden/spectrum_code_rom.json.

Each case's program (the routine POKEd from DATA, then called by USR) is
typed into the ROM's editor and RUN in zxoracle (the ROM in SkoolKit's Z80
simulator with memory and I/O contention).  Recorded: at the routine's
first instruction, the registers and where in its frame the Z80 is; at its
return to STACK-BC (0x2D2B) with the stack as USR left it, the registers,
the T-states it took, FRAMES across it and every write to port 254 (its
T-state from the start, its value); at the end of the program, the report,
the screen (bitmap, attributes, rows), the border and the variables.  Keys
a case holds are held from the routine's first instruction.

    .venv/bin/python tests/z80/gen_spectrum_code.py       (zxoracle: tools/oracles.py)
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "tools"))

from oracles import zxoracle  # noqa: E402
from spectrum_cases import CASES, ORG, listing  # noqa: E402

zo = zxoracle()

STACK_BC = 0x2D2B
NAMES = ["A", "F", "B", "C", "D", "E", "H", "L", "IXh", "IXl", "IYh", "IYl", "SP", "SP2",
         "I", "R", "^A", "^F", "^B", "^C", "^D", "^E", "^H", "^L", "PC", "T", "IFF", "IM",
         "HALT"]
PAIRS = {"AF": ("A", "F"), "BC": ("B", "C"), "DE": ("D", "E"), "HL": ("H", "L"),
         "IX": ("IXh", "IXl"), "IY": ("IYh", "IYl"), "AF'": ("^A", "^F"),
         "BC'": ("^B", "^C"), "DE'": ("^D", "^E"), "HL'": ("^H", "^L")}


#: the half-rows, port 0xFEFE first, keys from bit 0 (the ROM's matrix)
MATRIX = [("CS", "z", "x", "c", "v"), ("a", "s", "d", "f", "g"), ("q", "w", "e", "r", "t"),
          ("1", "2", "3", "4", "5"), ("0", "9", "8", "7", "6"), ("p", "o", "i", "u", "y"),
          ("ENTER", "l", "k", "j", "h"), ("SPACE", "SS", "m", "n", "b")]


def registers(regs) -> dict:
    raw = {n: int(regs[i]) for i, n in enumerate(NAMES)}
    out = {p: raw[h] * 256 + raw[l] for p, (h, l) in PAIRS.items()}
    out.update({k: raw[k] for k in ("SP", "PC", "I", "IFF", "IM")})
    return out


class Recorder(zo.Spectrum):
    def __init__(self):
        super().__init__(contention=True)
        self.outs = []

    def write_port(self, registers, port, value, offset=0):
        if not port & 1:
            self.outs.append((int(registers[zo.REG_T]) + offset, value))
        return super().write_port(registers, port, value, offset)


def press(zx, keys):
    for r, row in enumerate(MATRIX):
        zx.matrix[r] = sum(1 << bit for bit, key in enumerate(row) if key in keys)


def run_case(name: str) -> dict:
    case = CASES[name]
    org = case.get("entry", case.get("org", ORG))
    zx = Recorder()
    zx.boot()
    for num, body in zo.parse_listing(listing(name)):
        ok, _ = zx.enter_line(str(num).encode() + zo.tokenize_body(body, False))
        assert ok, (name, num, body)
    zx.sync_to_frame()
    t0 = zx.tstates
    zx.set_edit_line(zo.tokenize_body("RUN", hidden_numbers=False))
    zx.inject_key(0x0D)
    out = {"listing": listing(name)}
    if zx.run_until(t0 + 500 * zo.FRAME_T, org) != 3:
        raise SystemExit(f"{name}: the routine was never called")
    entry_t = zx.tstates
    out["phase"] = entry_t % zo.FRAME_T
    out["entry"] = registers(zx.regs)
    frames0 = zx.frames_sysvar()
    if case.get("keys"):
        press(zx, set(case["keys"]))
    first_outs = len(zx.outs)
    if case.get("exit", True):
        back = zx.regs[zo.REG_SP] + 2
        while True:
            if zx.run_until(entry_t + 500 * zo.FRAME_T, STACK_BC) != 3:
                raise SystemExit(f"{name}: the routine never returned")
            if zx.regs[zo.REG_SP] == back:
                break
        out["exit"] = registers(zx.regs)
        out["tstates"] = zx.tstates - entry_t
        out["frames"] = zx.frames_sysvar() - frames0
        out["outs"] = [[t - entry_t, v] for t, v in zx.outs[first_outs:]]
    zx.matrix = [0] * 8
    zx.editor_wait()
    mem = zx.mem
    rows, _codes, _inv = zo.decode_screen(mem)
    report, err = zo._report_from_sysvars(mem)
    out.update({
        "report": report,
        "rows": rows,
        "bitmap": [f"{int(row, 2):064x}" for row in zo.screen_bitmap(mem)],
        "attrs": zo.screen_attrs(mem),
        "border": zx.border,
        "vars": zo.decode_vars(mem)[0],
    })
    return out


def main() -> None:
    names = sys.argv[1:] or list(CASES)
    path = HERE / "golden" / "spectrum_code_rom.json"
    golden = json.loads(path.read_text()) if path.exists() else {}
    for name in names:
        golden[name] = run_case(name)
        print(name, golden[name]["report"], golden[name].get("tstates"))
    lines = [f" {json.dumps(k)}: {json.dumps(golden[k])}" for k in CASES if k in golden]
    path.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
