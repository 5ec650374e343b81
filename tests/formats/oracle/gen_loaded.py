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
* ZX80: tests/zx80/oracle (the 4K ROM image in ``$ZX80_ROM``, see its
  README).  The case's ``.o`` is written by basic's own writer
  (:func:`zx80_file`) and read by the ROM's LOAD, which puts the file's
  bytes from 0x4000 (system variables, program, variables) and goes back to
  the editor; then the command is typed at the keyboard, key by key: RUN,
  GO TO n or CONTINUE (a ZX80 program never starts itself).  And
  ``zx80_saved``: the bytes the ROM's SAVE writes for listings typed at its
  keyboard, which basic's writer must make too.

    .venv/bin/python tests/formats/oracle/gen_loaded.py          # all
    .venv/bin/python tests/formats/oracle/gen_loaded.py zx80     # one machine
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path[:0] = [str(ROOT), str(HERE), str(ROOT / "tests" / "zx81" / "oracle"),
                str(ROOT / "tests" / "zx80" / "oracle"), str(ROOT / "tools")]

from loaded_cases import SPECTRUM, ZX80, ZX80_SAVED, ZX81  # noqa: E402

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


def zx80_file(case: dict[str, Any]) -> bytes:
    """The case's ``.o`` as basic's writer makes it (a line given in hex
    kept by a ``# line N bytes:`` comment), with the case's ``sysvars``."""
    from basic.dialects.zx80 import o
    machine = o._machine()
    text = ["# dialect: zx80", "# lines as stored"]
    for number, body in case["lines"]:
        if isinstance(body, dict):
            stored = bytes.fromhex(body["hex"])
            text.append(f"# line {number} bytes: {stored.hex(' ')}".rstrip())
            body = machine.decode_body(stored, number, [])
        text.append(f"{number} {body}")
    if case["variables"]:
        text.append(f"# variables: {case['variables']}")
    data = bytearray(o.encode("\n".join(text) + "\n"))
    for name, value in case.get("sysvars", {}).items():
        at = getattr(o, name) - o.BASE
        data[at:at + 2] = value.to_bytes(2, "little")
    return bytes(data)


def zx80_commands(case: dict[str, Any]) -> list[str]:
    """The commands typed after LOAD (none: LOAD's own screen)."""
    command = case["command"]
    return command if isinstance(command, list) else [command] if command else []


def zx80_saved(listing: str) -> str:
    """The bytes the ROM's SAVE writes after ``listing`` is typed in, key by
    key: memory from 0x4000 up to E_LINE as SAVE starts to send it (hex)."""
    import zx80oracle as zo
    zx = zo.ZX80(zo.load_rom())
    zx.boot(0x7FFF)
    if zo.type_program(zx, listing):
        raise RuntimeError(f"the editor refused a line of {listing!r}")
    if not (zx.press(zo.SAVE_TOKEN) and zx.press(zo.NEWLINE, 30, stop=zo.SAVE_SENDS)):
        raise RuntimeError("SAVE did not start")
    return bytes(zx.mem[0x4000:zx.peek16(zo.E_LINE)]).hex()


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
    from basic.dialects.zx81 import p
    for name, value in case.get("sysvars", {}).items():
        zx.poke16(getattr(p, name), value)
    commands = case.get("command")
    if commands is not None:                              # a keyword, and a number: GOTO 10
        from basic.dialects.zx81.charset import ZX81_FIRST_TOKEN, ZX81_TOKENS
        stopped = True
        for command in commands:
            word, _, number = command.partition(" ")
            zx.type_codes(bytes([ZX81_FIRST_TOKEN + ZX81_TOKENS.index(word)])
                          + bytes(0x1C + int(d) for d in number))
            stopped = stopped and zx.run_command(60)
    elif case["goto"] is None:
        zx.type_command(zo.RUN_TOKEN)
        stopped = zx.run_command(60)
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


def run_zx80(case: dict[str, Any]) -> dict[str, Any]:
    import zx80oracle as zo
    from basic.dialects.zx80 import saved_vars
    zx = zo.ZX80(zo.load_rom())
    zx.boot(0x7FFF)
    if not zx.load_file(zx80_file(case)):
        raise RuntimeError("the ROM's LOAD did not go back to the editor")
    stopped = True
    for command in zx80_commands(case):
        stopped = stopped and zx.type_command(command, 60)
    rows = [r.rstrip() for r in zx.screen_rows()]
    err, ppc = zx.mem[zo.ERR_NR], zx.peek16(zo.PPC)
    report = f"{zo.REPORT_CODES[(err + 1) & 0xFF]}/{ppc if ppc < 0x8000 else 0}" \
        if stopped and zx.at_report() else None
    area = bytes(zx.mem[zx.peek16(zo.VARS):zx.peek16(zo.E_LINE)])
    variables: dict[str, Any] = {}
    for kind, name, body in saved_vars.read_area(area):
        if kind == saved_vars.STRING:
            variables[name + "$"] = body[:-1].hex()
        elif kind == saved_vars.ARRAY:
            variables[name + "()"] = [saved_vars._signed(body[1 + 2 * k:3 + 2 * k])
                                      for k in range(body[0] + 1)]
        else:
            variables[name] = saved_vars._signed(body[:2])
    return {"rows": rows, "report": report, "vars": variables, "area": area.hex()}


def main(argv: list[str]) -> None:
    """All machines, or those named (``spectrum``, ``zx81``, ``zx80``)."""
    golden: dict[str, Any] = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {}
    runs = {"spectrum": (SPECTRUM, run_spectrum), "zx81": (ZX81, run_zx81),
            "zx80": (ZX80, run_zx80)}
    for machine, (cases, run) in runs.items():
        if argv and machine not in argv:
            continue
        golden[machine] = {}
        for name, case in cases.items():
            golden[machine][name] = run(case)
            print(machine, name, golden[machine][name]["report"])
    if not argv or "zx80" in argv:
        golden["zx80_saved"] = {name: {"listing": listing, "file": zx80_saved(listing)}
                                for name, listing in ZX80_SAVED.items()}
    GOLDEN.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
