"""Ask the genuine ROMs how a program LOAD brought in runs (a regeneration
tool, not a test): ../golden/loaded_rom.json for tests/formats/test_loaded.py.

Each case of :mod:`loaded_cases` is put in memory as LOAD leaves it (the
program's bytes at PROG, the variables area after them), then the command
is typed: ``RUN``, or ``GO TO n`` (what an autostart does).  The screen, the
report and the variables the ROM leaves are kept.

* Spectrum: the 48K ROM in SkoolKit's simulator, through zxoracle
  (tools/oracles.py says where it is looked for: ``$ZXORACLE_DIR``).
* ZX81: tests/zx81/oracle (the 8K ROM image in ``$ZX81_ROM``, see its
  README).

    .venv/bin/python tests/formats/oracle/gen_loaded.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path[:0] = [str(ROOT), str(HERE), str(ROOT / "tests" / "zx81" / "oracle"),
                str(ROOT / "tools")]

from loaded_cases import SPECTRUM, ZX81  # noqa: E402

GOLDEN = HERE.parent / "golden" / "loaded_rom.json"


def spectrum_program(lines: list) -> bytes:
    """The program area for a case's lines (a listing line as the ROM's
    editor stores it: basic's cruncher, checked against the ROM)."""
    from basic.dialects.spectrum.crunch import crunch
    from basic.dialects.spectrum.memory_map import line_body
    out = bytearray()
    for number, body in lines:
        stored = bytes.fromhex(body["hex"]) if isinstance(body, dict) else \
            line_body(crunch(body).text)
        stored += b"\x0d"
        out += number.to_bytes(2, "big") + len(stored).to_bytes(2, "little") + stored
    return bytes(out)


def zx81_program(lines: list) -> bytes:
    from basic.dialects.zx81 import p
    machine = p._machine()
    out = bytearray()
    for number, body in lines:
        stored = bytes.fromhex(body["hex"]) if isinstance(body, dict) else \
            machine.encode_body(body, number)
        stored += b"\x76"
        out += number.to_bytes(2, "big") + len(stored).to_bytes(2, "little") + stored
    return bytes(out)


def run_spectrum(case: dict[str, Any]) -> dict[str, Any]:
    from oracles import zxoracle
    zo = zxoracle()
    zx = zo.Spectrum()
    zx.boot()
    zx.load_program_bytes(spectrum_program(case["lines"]))
    zx.insert(zx.wpeek(zo.SV_VARS), bytes.fromhex(case["variables"]))
    command = "RUN" if case["goto"] is None else f"GO TO {case['goto']}"
    zx.sync_to_frame()
    zx.set_edit_line(zo.tokenize_body(command, hidden_numbers=False))
    zx.inject_key(0x0D)
    zx.editor_wait()
    rows, _, _ = zo.decode_screen(zx.mem)
    report, _ = zo._report_from_sysvars(zx.mem)
    variables, loops = zo.decode_vars(zx.mem)
    return {"rows": [row.rstrip() for row in rows], "report": report,
            "vars": {k: v for k, v in variables.items() if not isinstance(v, list)}}


def run_zx81(case: dict[str, Any]) -> dict[str, Any]:
    import zx81oracle as zo
    zx = zo.ZX81(zo.load_rom())
    zx.boot(0x8000)
    zx.load(zx81_program(case["lines"]))
    variables = bytes.fromhex(case["variables"])
    zx.insert(zx.peek16(zo.VARS), variables)
    zx.poke16(zo.VARS, zx.peek16(zo.VARS) - len(variables))       # VARS stays where it was
    if case["goto"] is None:
        zx.type_command(zo.RUN_TOKEN)
    else:
        digits = bytes(0x1C + int(d) for d in str(case["goto"]))
        zx.type_codes(bytes([0xEC]) + digits)                     # GOTO n
    stopped = zx.run_command(60)
    rows = [zo.text(r).rstrip() for r in zx.screen_codes()]
    err, ppc = zx.mem[zo.ERR_NR], zx.peek16(zo.PPC)
    report = f"{zo.REPORT_CODES[(err + 1) & 0xFF]}/{ppc if ppc < 0x8000 else 0}" \
        if stopped else None
    return {"rows": rows, "report": report,
            "vars": {k: v for k, v in zx.variables().items() if v is not None}}


def main() -> None:
    golden: dict[str, Any] = {"spectrum": {}, "zx81": {}}
    for name, case in SPECTRUM.items():
        golden["spectrum"][name] = run_spectrum(case)
        print("spectrum", name, golden["spectrum"][name]["report"])
    for name, case in ZX81.items():
        golden["zx81"][name] = run_zx81(case)
        print("zx81", name, golden["zx81"][name]["report"])
    GOLDEN.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
