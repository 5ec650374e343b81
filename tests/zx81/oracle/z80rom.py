"""A Sinclair ROM in SkoolKit's Z80 simulator: what the ZX81 and ZX80
oracles (zx81oracle.py, tests/zx80/oracle/zx80oracle.py) share.

Why: both run their genuine ROM the same way -- no key ever down, nothing
sent out, the ROM run until it reaches an address or a time limit -- and
read and write its memory a word at a time.  Regeneration tooling only: the
ROM images are never part of the project (each oracle checks its image's
size and CRC32).
"""
from __future__ import annotations

import argparse
import json
import sys
import zlib
from pathlib import Path
from typing import Any, Callable, Optional

from skoolkit.simutils import from_memory

try:
    from skoolkit.csimulator import CSimulator as _Sim
except ImportError:                                  # pragma: no cover
    from skoolkit.simulator import Simulator as _Sim

REG_PC, REG_SP, REG_T = 24, 12, 25
CLOCK = 3_250_000


def load_rom(path: str, size: int, crc: int, name: str) -> bytes:
    """The image at ``path``, refused unless it is ``name`` (size, CRC32)."""
    data = Path(path).read_bytes()
    if len(data) != size or zlib.crc32(data) != crc:
        raise SystemExit(f"{path}: not the {name} (size {len(data)}, "
                         f"CRC32 {zlib.crc32(data):08x}, want {crc:08x})")
    return data


class Z80Rom:
    """64K of memory (the ROM and its mirrors laid in by the caller) in the
    simulator, started at 0x0000 with interrupts off in mode 1."""

    def __init__(self, memory: list[int]) -> None:
        self.sim = from_memory(_Sim, memory, {"PC": 0}, {"iff": 0, "im": 1})
        self.mem = self.sim.memory
        self.regs = self.sim.registers
        self.border = 7                      # read by the C tracer
        self.sim.set_tracer(self)

    # no key is ever down; EAR and the 50 Hz bit high
    def read_port(self, registers: Any, port: int) -> int:
        return 0xFF

    def write_port(self, registers: Any, port: int, value: int, offset: int = 0) -> None:
        pass

    def peek16(self, addr: int) -> int:
        return self.mem[addr] | self.mem[addr + 1] << 8

    def poke16(self, addr: int, value: int) -> None:
        self.mem[addr] = value & 0xFF
        self.mem[addr + 1] = value >> 8 & 0xFF

    def run_to(self, stop: int, seconds: float) -> bool:
        """Run until PC == stop (True) or ``seconds`` of Z80 time pass."""
        limit = self.regs[REG_T] + int(seconds * CLOCK)
        if hasattr(self.sim, "trace"):
            cond = self.sim.trace(None, stop, 0, limit, False, None, None, None, None, None)[0]
            return self.regs[REG_PC] == stop and cond != 2
        opcodes, mem, regs = self.sim.opcodes, self.mem, self.regs   # pragma: no cover
        while regs[REG_T] < limit:
            opcodes[mem[regs[REG_PC]]]()
            if regs[REG_PC] == stop:
                return True
        return False


def check_answers(run_basic: Callable[..., dict], checks: list[tuple[str, float, str, str]],
                  name: str) -> None:
    """An oracle's self-test: each (listing, K of RAM, report, first row),
    run with the INPUT answer 3+4."""
    for listing, ram, report, row in checks:
        res = run_basic(listing, ram, inputs=["3+4"])
        assert (res["report"], res["rows"][0].rstrip()) == (report, row), (listing, res["report"])
    print(f"{name}: self-test passed")


def command_line(run_basic: Callable[..., dict], selftest: Callable[[], None], doc: str,
                 argv: Optional[list[str]] = None) -> None:
    """An oracle's command line: a file or ``-e`` lines, ``--ram``,
    ``--input`` answers; the screen (or ``--json``), the report on stderr."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("file", nargs="?")
    ap.add_argument("-e", action="append", default=[], help="a program line")
    ap.add_argument("--ram", type=float, default=16, help="K of RAM (1-16)")
    ap.add_argument("--input", action="append", default=[], help="an INPUT answer")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--selftest", action="store_true")
    args = ap.parse_args(argv)
    if args.selftest:
        selftest()
        return
    listing = Path(args.file).read_text() if args.file else "\n".join(args.e)
    res = run_basic(listing, args.ram, inputs=args.input)
    if args.json:
        print(json.dumps(res))
    else:
        for row in res["rows"]:
            print(row.rstrip())
        print(f"[{res['stop_reason']}] report {res['report']}", file=sys.stderr)
