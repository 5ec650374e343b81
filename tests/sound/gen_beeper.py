#!/usr/bin/env python3
"""Ask the genuine 48K ROM how BEEP sounds: golden/beeper_rom.json.

Each case runs ``10 BEEP d,p`` on the ROM in SkoolKit's Z80 simulator
(zxoracle, found as tools/oracles.py says: ``--oracle DIR``, else
$ZXORACLE_DIR, else /tmp/zxrom; without memory contention so the T-states
are the code's own) and records every write to port 254 after RUN with its
T-state, and the T-states at which BEEP (0x03F8), BEEPER (0x03B5) and
BEEPER's end (EI, 0x03F6) are reached: the report, the number of edges,
the first edge after BEEPER starts, the T-states between edges, and from
the last edge to EI.  A second list asks FRAMES across a BEEP
(interrupts are off in BEEPER, so the frames it takes are not counted).

    python3 tests/sound/gen_beeper.py [--oracle DIR]
"""
import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "tools"))

from oracles import zxoracle  # noqa: E402

_parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
_parser.add_argument("--oracle", help="the folder of zxoracle.py")
ORACLE = zxoracle(_parser.parse_known_args()[0].oracle)
FRAME_T, REG_T, Spectrum = ORACLE.FRAME_T, ORACLE.REG_T, ORACLE.Spectrum
parse_listing, run_basic, tokenize_body = ORACLE.parse_listing, ORACLE.run_basic, ORACLE.tokenize_body

BEEP, BEEPER, BE_END = 0x03F8, 0x03B5, 0x03F6

PITCHES = [-60, -59.5, -48, -30, -13.7, -12, -1, 0, 0.5, 0.25, 1, 2, 3, 4, 5, 6, 7, 8, 9,
           10, 11, 12, 24, 36, 48, 60, 67, 68, 68.5, 69]
DURATIONS = [0.001, 0.01, 0.1, 0.5]
REFUSED = [(0.1, 69.5), (0.1, 70), (0.1, -61), (0.1, -60.5), (11, 0), (10.5, 0), (10.4, 0),
           (-1, 0), (-0.4, 0), (10, 69), (1, 128), (0, 0), (0.0001, 0)]
FRAMES_PROGRAMS = [
    "10 LET a=PEEK 23672: BEEP 1,0: PRINT PEEK 23672-a",
    "10 LET a=PEEK 23672: BEEP 0.5,12: BEEP 0.5,-12: PRINT PEEK 23672-a",
    "10 LET a=PEEK 23672: PAUSE 50: PRINT PEEK 23672-a",
    "10 LET a=PEEK 23672: FOR i=1 TO 3: BEEP 0.2,i: NEXT i: PRINT PEEK 23672-a",
]


class Recorder(Spectrum):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.outs = []
        self.on = False

    def write_port(self, registers, port, value, offset=0):
        if self.on and not port & 1:
            self.outs.append((registers[REG_T] + offset, value))
        return super().write_port(registers, port, value, offset)


def beep_case(duration, pitch):
    zx = Recorder(contention=False)
    zx.boot()
    for num, body in parse_listing(f"10 BEEP {duration},{pitch}"):
        ok, _ = zx.enter_line(str(num).encode() + tokenize_body(body, False))
        assert ok
    zx.enter_line(bytes([0xFB]))
    zx.sync_to_frame()
    t0 = zx.tstates
    zx.set_edit_line(tokenize_body("RUN", hidden_numbers=False))
    zx.inject_key(0x0D)
    marks = {}
    for name, pc in (("beep", BEEP), ("beeper", BEEPER), ("end", BE_END)):
        if name == "beeper":
            zx.on = True
        if zx.run_until(t0 + 700 * FRAME_T, pc) != 3:
            break
        marks[name] = zx.tstates - t0
    case = {"duration": duration, "pitch": pitch}
    if "end" not in marks:
        zx.run_until(zx.tstates + 10 * FRAME_T)
        err = zx.mem[23610]
        case["report"] = "0" if err == 0xFF else "0123456789ABCDEFGHIJKLMNOPQR"[err + 1]
        case["edges"] = 0
        return case
    outs = [(t - t0, v) for t, v in zx.outs if t - t0 < marks["end"]]
    case.update({
        "report": "0",
        "setup": marks["beeper"] - marks["beep"],
        "edges": len(outs),
        "values": sorted({v for _, v in outs}),
        "first": outs[0][0] - marks["beeper"],
        "half": sorted({outs[i + 1][0] - outs[i][0] for i in range(len(outs) - 1)}),
        "tail": marks["end"] - outs[-1][0],
    })
    return case


def main():
    cases = [beep_case(d, p) for p in PITCHES for d in DURATIONS]
    cases += [beep_case(d, p) for d, p in REFUSED]
    frames = []
    for program in FRAMES_PROGRAMS:
        res = run_basic(program.replace(": ", "\n", 0))
        frames.append({"program": program, "printed": res["rows"][0].strip(),
                       "frames": res["frames"]})
    out = {"about": __doc__.strip().splitlines()[0], "cases": cases, "frames": frames}
    path = HERE / "golden" / "beeper_rom.json"
    path.write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {path}: {len(cases)} BEEPs, {len(frames)} FRAMES programs")


if __name__ == "__main__":
    main()
