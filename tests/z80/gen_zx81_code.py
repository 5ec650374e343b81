#!/usr/bin/env python3
"""Ask the genuine ZX81 8K ROM what each routine of zx81_cases.py does:
golden/zx81_code_rom.json.

Each case's program (the hex loader putting the routine into line 1's REM,
then USR) is loaded as LOAD leaves a program and RUN on the ROM in
SkoolKit's Z80 simulator (tests/zx81/oracle: FAST mode, no display).
Recorded: at the routine's first instruction, the registers; at its return
to STACK-BC (0x1520) with the stack as USR left it, the registers and the
T-states it took; at the end, the report, the screen's rows and the
variables.

    .venv/bin/python tests/z80/gen_zx81_code.py      (the ROM: tests/zx81/oracle/README.md)
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "zx81" / "oracle"))

import zx81oracle as zo  # noqa: E402
from z80rom import REG_T  # noqa: E402
from zx81_cases import CASES, ORG, listing  # noqa: E402

STACK_BC = 0x1520
NAMES = ["A", "F", "B", "C", "D", "E", "H", "L", "IXh", "IXl", "IYh", "IYl", "SP", "SP2",
         "I", "R", "^A", "^F", "^B", "^C", "^D", "^E", "^H", "^L", "PC", "T", "IFF", "IM",
         "HALT"]
PAIRS = {"AF": ("A", "F"), "BC": ("B", "C"), "DE": ("D", "E"), "HL": ("H", "L"),
         "IX": ("IXh", "IXl"), "IY": ("IYh", "IYl"), "AF'": ("^A", "^F"),
         "BC'": ("^B", "^C"), "DE'": ("^D", "^E"), "HL'": ("^H", "^L")}


def registers(regs) -> dict:
    raw = {n: int(regs[i]) for i, n in enumerate(NAMES)}
    out = {p: raw[h] * 256 + raw[l] for p, (h, l) in PAIRS.items()}
    out.update({k: raw[k] for k in ("SP", "PC", "I", "IFF", "IM")})
    return out


def run_case(name: str, rom: bytes) -> dict:
    case = CASES[name]
    zx = zo.ZX81(rom)
    zx.boot(0x8000)
    zx.load(zo.program_bytes(listing(name)))
    zx.type_command(zo.RUN_TOKEN)
    zx.regs[zo.REG_PC] = zo.NL_KEY
    out = {"listing": listing(name)}
    if not zx.run_to(ORG, 30):
        raise SystemExit(f"{name}: the routine was never called")
    entry_t = zx.regs[REG_T]
    out["entry"] = registers(zx.regs)
    if not case.get("rom"):
        back = zx.regs[zo.REG_SP] + 2
        while True:
            if not zx.run_to(STACK_BC, 10):
                raise SystemExit(f"{name}: the routine never returned")
            if zx.regs[zo.REG_SP] == back:
                break
        out["exit"] = registers(zx.regs)
        out["tstates"] = zx.regs[REG_T] - entry_t
    if not zx.run_to(zo.DISPLAY_6, 30):
        raise SystemExit(f"{name}: the program did not end")
    codes = zx.screen_codes()
    err, ppc = zx.mem[zo.ERR_NR], zx.peek16(zo.PPC)
    out.update({
        "report": f"{zo.REPORT_CODES[(err + 1) & 0xFF]}/{ppc if ppc < 0x8000 else 0}",
        "codes": codes,
        "vars": {k: v for k, v in zx.variables().items() if v is not None},
    })
    return out


def main() -> None:
    rom = zo.load_rom()
    names = sys.argv[1:] or list(CASES)
    path = HERE / "golden" / "zx81_code_rom.json"
    golden = json.loads(path.read_text()) if path.exists() else {}
    for name in names:
        golden[name] = run_case(name, rom)
        print(name, golden[name]["report"], golden[name].get("tstates"))
    path.write_text(json.dumps({k: golden[k] for k in CASES if k in golden}, indent=1) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
