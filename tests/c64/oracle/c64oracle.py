"""Run a whole BASIC listing on the genuine C64 BASIC V2 ROM in a 6502 simulator.

A *regeneration tool*, not a test dependency (like tests/numbers/cbm_oracle,
whose build.sh makes the ROM images this uses, from Commodore's source, into
/tmp/cbm_oracle; nothing of the ROM is committed).  Run it with a Python that
has ``py65`` (``/tmp/cbm_oracle_venv/bin/python``).

The BASIC ROM runs as it is; the KERNAL is replaced by Python handlers on its
jump table, with the conventions of the c64ref cases (tests/c64/c64ref):

* CHRIN ($FFCF) types the listing line by line, then ``RUN``, then one INPUT
  answer per line (the answer is echoed, as the screen editor shows it);
* GETIN ($FFE4) hands out the characters of the input, one per call (0 when
  there are none left);
* CHROUT ($FFD2) records every byte BASIC prints (control codes included) and
  keeps the column of an 80-column logical line for PLOT ($FFF0), which is
  what comma, TAB, SPC and POS read;
* RDTIM ($FFDE) reads a jiffy clock that counts one jiffy per 20000 6502
  instructions, so TI moves deterministically.

``run(listing, inputs) -> (codes, text)``: ``codes`` the bytes printed after
RUN (``READY.`` removed), ``text`` the same as the c64ref ``.out`` files show
it (CR as a new line, cursor right as a space, LF dropped).

Command line: ``python c64oracle.py FILE.bas [FILE.in]`` prints the text.
"""
from __future__ import annotations

import os
import sys

from py65.devices.mpu6502 import MPU

OUT = os.environ.get("CBM_ORACLE_DIR", "/tmp/cbm_oracle")
JIFFY_STEPS = 20000
STEP_LIMIT = 60_000_000


def _labels(path: str) -> dict[str, int]:
    out = {}
    for line in open(path):
        _, addr, name = line.split()
        out[name.lstrip(".")] = int(addr, 16)
    return out


class Timeout(Exception):
    pass


class C64Basic:
    """The BASIC ROM with a Python KERNAL."""

    def __init__(self) -> None:
        self.L = _labels(f"{OUT}/labels.txt")
        mem = bytearray(0x10000)
        lo = open(f"{OUT}/basic_a000.bin", "rb").read()
        hi = open(f"{OUT}/basic_e000.bin", "rb").read()
        mem[0xA000:0xA000 + len(lo)] = lo
        mem[0xE000:0xE000 + len(hi)] = hi
        for a in range(0xFF81, 0xFFF6, 3):     # the KERNAL jump table: RTS each
            mem[a] = 0x60
        self.mem = mem
        self.mpu = MPU(memory=mem)
        self.handlers = {
            0xFF9C: self._membot, 0xFF99: self._memtop, 0xFFD2: self._chrout,
            0xFFCF: self._chrin, 0xFFE4: self._getin, 0xFFE1: self._stop,
            0xFFF0: self._plot, 0xFFDE: self._rdtim, 0xFFDB: self._settim,
            0xFFB7: self._readst, 0xFFF3: self._iobase,
        }
        # CLRCHN, CLALL, SETMSG, CHKIN, CHKOUT; SETLFS, SETNAM, OPEN and
        # CLOSE do nothing either, so PRINT# and CMD print on the screen
        self.quiet = {0xFFCC, 0xFFE7, 0xFF90, 0xFFC6, 0xFFC9, 0xFFBA, 0xFFBD, 0xFFC0, 0xFFC3}
        self.col = 0
        self.out: list[int] = []
        self.lines: list[str] = []
        self.inputs: list[str] = []
        self.chars: list[int] = []
        self.running = False
        self.done = False
        self.pending: list[int] = []
        self.steps = 0
        self.jiffies = 0

    # -- KERNAL ------------------------------------------------------------------
    def _flags(self, carry: bool = False) -> None:
        p = self.mpu.p & ~0x83
        a = self.mpu.a
        if a == 0:
            p |= 0x02
        if a & 0x80:
            p |= 0x80
        if carry:
            p |= 0x01
        self.mpu.p = p

    def _membot(self) -> None:
        self.mpu.x, self.mpu.y = 0x00, 0x08
        self._flags()

    def _memtop(self) -> None:
        self.mpu.x, self.mpu.y = 0x00, 0xA0
        self._flags()

    def _chrout(self) -> None:
        a = self.mpu.a
        if self.running:
            self.out.append(a)
        if a == 13:
            self.col = 0
        elif a == 29 or (32 <= a < 128) or a >= 160:
            self.col = (self.col + 1) % 80
        self._flags()

    def _next_line(self) -> list[int]:
        if self.lines:
            text = self.lines.pop(0)
            if text == "RUN":
                self.running = True
            return [ord(c) for c in text] + [13]
        ready = [13, 10] + [ord(c) for c in "READY."] + [13, 10]
        if self.out[-len(ready):] == ready or not self.inputs:
            self.done = True
            return [13]
        text = self.inputs.pop(0)
        self.out.extend(ord(c) for c in text)    # the editor shows what is typed
        return [ord(c) for c in text] + [13]

    def _chrin(self) -> None:
        if not self.pending:
            self.pending = self._next_line()
        self.mpu.a = self.pending.pop(0)
        self._flags()

    def _getin(self) -> None:
        self.mpu.a = self.chars.pop(0) if self.chars else 0
        self._flags()

    def _stop(self) -> None:
        self.mpu.a = 0xFF
        self._flags()

    def _plot(self) -> None:
        self.mpu.x, self.mpu.y = 0, self.col
        self._flags()

    def _rdtim(self) -> None:
        j = self.jiffies + self.steps // JIFFY_STEPS
        self.mpu.a, self.mpu.x, self.mpu.y = j & 0xFF, (j >> 8) & 0xFF, (j >> 16) & 0xFF
        self._flags()

    def _settim(self) -> None:
        self.jiffies = (self.mpu.a | self.mpu.x << 8 | self.mpu.y << 16) - self.steps // JIFFY_STEPS
        self._flags()

    def _readst(self) -> None:
        self.mpu.a = 0
        self._flags()

    def _iobase(self) -> None:
        self.mpu.x, self.mpu.y = 0x00, 0xDC
        self._flags()

    # -- running --------------------------------------------------------------------
    def run(self, listing: str, inputs: list[str] | None = None,
            chars: str | None = None, run: bool = True) -> list[int]:
        self.lines = [ln for ln in listing.splitlines() if ln.strip()] + (["RUN"] if run else [])
        self.inputs = list(inputs or [])
        self.chars = [ord(c) for c in (chars if chars is not None else "".join(self.inputs))]
        mpu = self.mpu
        mpu.sp = 0xFF
        mpu.pc = self.L["init"]
        handlers, quiet = self.handlers, self.quiet
        step = mpu.step
        while not self.done:
            pc = mpu.pc
            h = handlers.get(pc)
            if h is not None:
                h()
            elif pc in quiet:
                self._flags()
            elif pc >= 0xFF81 and pc != 0xFFFF:
                raise RuntimeError(f"KERNAL call {pc:04x} has no stub")
            step()
            self.steps += 1
            if self.steps > STEP_LIMIT:
                raise Timeout()
        return self._trim(self.out)

    @staticmethod
    def _trim(out: list[int]) -> list[int]:
        """Drop RUN's own new line and the final READY."""
        if out[:1] == [13]:
            out = out[1:]
        tail = [13, 10] + [ord(c) for c in "READY."] + [13, 10]
        if out[-len(tail):] == tail:
            out = out[:-len(tail)]
        return out


def stored_lines(listing: str) -> list[tuple[int, list[int]]]:
    """Type the lines of ``listing`` (no RUN) and read back what the ROM
    stored: (line number, body bytes) per line, from the program at $0801."""
    m = C64Basic()
    m.run(listing, [], "", run=False)
    mem = m.mem
    out = []
    addr = mem[0x2B] | mem[0x2C] << 8
    while True:
        link = mem[addr] | mem[addr + 1] << 8
        if link == 0:
            break
        number = mem[addr + 2] | mem[addr + 3] << 8
        body = list(mem[addr + 4:link - 1])
        out.append((number, body))
        addr = link
    return out


def typed(lines: list[str]) -> tuple[list[int], list[tuple[int, list[int]]]]:
    """Type ``lines`` one after another at READY. (program lines and direct
    commands alike: LIST, RUN) and keep everything BASIC printed from the
    first on, and the program it stored: (the bytes printed, READY.
    included; the lines as ``stored_lines`` gives them)."""
    m = C64Basic()
    m.running = True
    m.run("\n".join(lines), [], "", run=False)
    mem = m.mem
    stored = []
    addr = mem[0x2B] | mem[0x2C] << 8
    while True:
        link = mem[addr] | mem[addr + 1] << 8
        if link == 0:
            break
        stored.append((mem[addr + 2] | mem[addr + 3] << 8, list(mem[addr + 4:link - 1])))
        addr = link
    return m.out, stored


def as_text(codes: list[int]) -> str:
    """c64ref's rendering: CR a new line, cursor right a space, LF nothing."""
    out = []
    for c in codes:
        if c == 13:
            out.append("\n")
        elif c == 29:
            out.append(" ")
        elif c == 10:
            continue
        else:
            out.append(chr(c))
    return "".join(out)


def run(listing: str, inputs: list[str] | None = None,
        chars: str | None = None) -> tuple[list[int], str]:
    codes = C64Basic().run(listing, inputs, chars)
    return codes, as_text(codes)


if __name__ == "__main__":
    src = open(sys.argv[1]).read()
    ins = open(sys.argv[2]).read().split("\n") if len(sys.argv) > 2 else []
    if ins and ins[-1] == "":
        ins.pop()
    sys.stdout.write(run(src, ins)[1])
