#!/usr/bin/env python3
"""Ask the genuine ZX80 4K ROM what each routine of zx80_cases.py does:
golden/zx80_code_rom.json.

Each case's program (the hex loader putting the routine into line 1's REM,
then USR) is loaded as LOAD leaves a program and RUN on the ROM in
SkoolKit's Z80 simulator (tests/zx80/oracle).  Recorded: at the routine's
first instruction, the registers; at its return to 0x0BBA (USR's return in
the expression evaluator) with the stack as USR left it, the registers and
the T-states it took; at the end, the report, the screen's codes and the
variables.

    .venv/bin/python tests/z80/gen_zx80_code.py     (the ROM: tests/zx80/oracle/README.md)
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "zx80" / "oracle"))
sys.path.insert(0, str(HERE.parent / "zx81" / "oracle"))

import zx80oracle as zo  # noqa: E402
from gen_zx81_code import registers  # noqa: E402
from z80rom import REG_PC, REG_SP, REG_T  # noqa: E402
from zx80_cases import CASES, ORG, listing  # noqa: E402

USR_RETURN = 0x0BBA


def run_case(name: str, rom: bytes) -> dict:
    case = CASES[name]
    zx = zo.ZX80(rom)
    zx.boot(0x4000 + 16 * 1024 - 1)
    zx.insert(zo.PROG, zo.program_bytes(listing(name)))
    zx.type_codes(bytes([zo.RUN_TOKEN]))
    zx.regs[REG_SP] += 2
    zx.regs[REG_PC] = zo.ED_ENTER
    out = {"listing": listing(name)}
    if not zx.run_to(ORG, 30):
        raise SystemExit(f"{name}: the routine was never called")
    entry_t = zx.regs[REG_T]
    out["entry"] = registers(zx.regs)
    if not case.get("rom"):
        back = zx.regs[REG_SP] + 2
        while True:
            if not zx.run_to(USR_RETURN, 10):
                raise SystemExit(f"{name}: the routine never returned")
            if zx.regs[REG_SP] == back:
                break
        out["exit"] = registers(zx.regs)
        out["tstates"] = zx.regs[REG_T] - entry_t
    if not zx.run_to(zo.KEYBOARD, 30):
        raise SystemExit(f"{name}: the program did not end")
    err, ppc = zx.mem[zo.ERR_NR], zx.peek16(zo.PPC)
    out.update({
        "report": f"{zo.REPORT_CODES[(err + 1) & 0xFF]}/{ppc if ppc < 0x8000 else 0}",
        "codes": zx.screen_codes(),
        "vars": {k: v for k, v in zx.variables().items() if v is not None},
    })
    return out


def main() -> None:
    rom = zo.load_rom()
    names = sys.argv[1:] or list(CASES)
    path = HERE / "golden" / "zx80_code_rom.json"
    golden = json.loads(path.read_text()) if path.exists() else {}
    for name in names:
        golden[name] = run_case(name, rom)
        print(name, golden[name]["report"], golden[name].get("tstates"))
    lines = [f" {json.dumps(k)}: {json.dumps(golden[k])}" for k in CASES if k in golden]
    path.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
