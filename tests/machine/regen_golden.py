"""Regenerate the golden files in tests/machine/golden/ from the genuine 48K ROM.

Run from the repository root:  .venv/bin/python tests/machine/regen_golden.py
It needs the oracle (zxoracle, found as tools/oracles.py says); the tests do not.

Files written:
* zx_screen.json      every case of zx_screen_cases.py: the ROM's screen
                      (rows, attributes, display file), report, stop reason,
                      system variables, channel records and variables;
* zx_rom_tables.json  the oracle's keyword and report tables;
* zx_sysvars_run.json system variables, channel area, program/edit line, UDGs
                      and the machine-stack bottom at the first statement of
                      a RUN after power-on;
* zx_decode.json      the oracle's own decoding of a few screens (rows, codes,
                      inverse, bitmap, circled style) with the memory it read;
* png_screen.png      the oracle's --png of the png_screen case;
* power_on.json       the screen after switching on, before anything is typed
                      (attributes, border, ATTR_P, BORDCR, the upper screen's pixels).
"""
from __future__ import annotations

import base64
import json
import sys
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from oracles import zxoracle  # noqa: E402

zo = zxoracle()

from zx_screen_cases import CASES  # noqa: E402

GOLDEN = HERE / "golden"


def pack(data: bytes) -> str:
    """Bytes -> base64 of their zlib compression (display files are mostly zero)."""
    return base64.b64encode(zlib.compress(bytes(data), 9)).decode("ascii")


def screen_record(mem) -> dict:
    return {
        "rows": zo.decode_screen(mem)[0],
        "attrs": [bytes(mem[0x5800 + 32 * r:0x5820 + 32 * r]).hex() for r in range(24)],
        "dfile": pack(mem[0x4000:0x5800]),
        "sysvars": bytes(mem[23552:23734]).hex(),
        "channels": bytes(mem[23734:23755]).hex(),
    }


def run_case(case) -> dict:
    kwargs = dict(case.oracle)
    res = zo.run_basic(case.program, keep_machine=True, want_bitmap=False, **kwargs)
    zx = res.pop("_machine")
    if res["rejected_lines"]:
        raise SystemExit(f"{case.name}: the ROM rejected {res['rejected_lines']}")
    stop, report = res["stop_reason"], res["report"]
    if case.special.startswith("answer:"):
        assert stop == "scroll?", stop
        zx.inject_key(int(case.special.split(":")[1]))
        zx.run_until(zx.tstates + 2 * zo.FRAME_T)    # leave WAIT-KEY with the key ...
        zx.editor_wait()                             # ... and run on to the report
        stop = "ended"
        report = zo._report_from_sysvars(zx.mem)[0]
        res["vars"] = zo.decode_vars(zx.mem)[0]
    rec = {"program": case.program, "oracle": kwargs, "stop_reason": stop, "report": report,
           "border": zx.border, "vars": res["vars"]}
    rec.update(screen_record(zx.mem))
    return rec


def run_state_at_first_statement(listing: str) -> dict:
    """Boot, type the listing, RUN, and stop at the first statement (REM)."""
    zx = zo.Spectrum()
    zx.boot()
    for num, body in zo.parse_listing(listing):
        ok, _ = zx.enter_line(str(num).encode() + zo.tokenize_body(body, False))
        assert ok
    zx.enter_line(bytes([0xFB]))                     # CLS, as run_basic does
    zx.sync_to_frame()
    zx.set_edit_line(bytes([0xF7]))                  # RUN
    zx.inject_key(0x0D)
    assert zx.run_until(zx.tstates + 50 * zo.FRAME_T, 0x1BB2) == 3   # the REM routine
    mem = zx.mem
    prog, e_line, worksp = zx.wpeek(23635), zx.wpeek(23641), zx.wpeek(23649)
    return {
        "listing": listing,
        "sysvars": bytes(mem[23552:23734]).hex(),
        "channels_to_worksp": bytes(mem[23734:worksp]).hex(),
        "program": bytes(mem[prog:zx.wpeek(23627)]).hex(),
        "e_line": e_line,
        "udgs": bytes(mem[65368:65536]).hex(),
        "stack_bottom": bytes(mem[65364:65368]).hex(),
        "screen_attrs": bytes(mem[0x5800:0x5B00]).hex(),
        "dfile_blank": not any(mem[0x4000:0x5800]),
    }


def decode_record(program: str) -> dict:
    res = zo.run_basic(program, keep_machine=True)
    mem = res.pop("_machine").mem
    rows_c, _, _ = zo.decode_screen(mem, "circled")
    return {
        "program": program,
        "memory": {str(a): pack(mem[a:b]) for a, b in
                   ((0x4000, 0x5B00), (23552, 23734), (60000, 60768), (65368, 65536))},
        "rows": res["rows"], "codes": res["codes"], "inverse": res["inverse"],
        "attrs": res["attrs"], "rows_circled": rows_c,
        "bitmap_hex": ["%064x" % int(line, 2) for line in res["bitmap"]],
        "report_screen": res["report_screen"],
    }


def power_on_record() -> dict:
    """The machine as the ROM leaves it at power-on, waiting in the editor."""
    zx = zo.Spectrum()
    zx.boot()
    mem = bytes(zx.mem[0:65536])
    return {"attrs": pack(mem[0x5800:0x5B00]), "border": zx.border,
            "ATTR_P": mem[23693], "BORDCR": mem[23624],
            "upper_display_file": pack(mem[0x4000:0x5000])}


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    (GOLDEN / "power_on.json").write_text(json.dumps(power_on_record(), indent=1) + "\n")
    out = {}
    for case in CASES:
        print(case.name, file=sys.stderr)
        out[case.name] = run_case(case)
    (GOLDEN / "zx_screen.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")

    tables = {"tokens": {str(k): v for k, v in zo.TOKEN_NAMES.items()},
              "reports": zo.REPORT_MESSAGES}
    (GOLDEN / "zx_rom_tables.json").write_text(json.dumps(tables, indent=1) + "\n")

    (GOLDEN / "zx_sysvars_run.json").write_text(
        json.dumps(run_state_at_first_statement("10 REM\n20 REM x\n30 REM"), indent=1) + "\n")

    decodes = {
        "mixed": decode_record(
            '10 FOR i=0 TO 7: POKE USR "c"+i,BIN 11000011: NEXT i\n'
            '20 PRINT "Text £©^ ";INVERSE 1;"inv";INVERSE 0;CHR$ 144;CHR$ 146;CHR$ 164;INVERSE 1;CHR$ 146\n'
            "30 FOR i=128 TO 143: PRINT CHR$ i;: NEXT i\n40 PLOT 100,100: DRAW 50,30: PRINT AT 5,0;OVER 1;\"A\";AT 5,0;\"_\""),
        "own_font": decode_record(
            "10 FOR i=0 TO 767: POKE 60000+i,PEEK (15616+i): NEXT i\n20 FOR i=0 TO 7: POKE 60000+8*33+i,255-i: NEXT i\n"
            '30 POKE 23606,96: POKE 23607,233: PRINT "!A!": POKE 23675,0: POKE 23676,60: PRINT CHR$ 144;CHR$ 145: STOP'),
    }
    (GOLDEN / "zx_decode.json").write_text(json.dumps(decodes, indent=1, ensure_ascii=False) + "\n")

    png_case = next(c for c in CASES if c.name == "png_screen")
    res = zo.run_basic(png_case.program, keep_machine=True)
    zx = res.pop("_machine")
    (GOLDEN / "png_screen.png").write_bytes(zo.screen_png(zx.mem, res["border"], 2))
    print("done", file=sys.stderr)


if __name__ == "__main__":
    main()
