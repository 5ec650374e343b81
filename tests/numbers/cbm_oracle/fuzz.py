"""Random differential check: basic.numbers' C64 engine against the ROM, op by op.

Regeneration/diagnosis tool (needs build.sh's ROM images and py65):

    python tests/numbers/cbm_oracle/fuzz.py OPS [SEED] [N]

OPS is a comma list of + - * / ^ cmp fin fout int log exp sqr sin cos tan atn
extra (extra = AYINT, GETADR, CONINT, AND, OR and RND).  Prints the first
mismatches and a count per operation.  Complements the stored goldens with as
many random cases as you care to wait for (about 3000 adds a second).
"""
from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))

from oracle import Cbm, RomError  # noqa: E402

from basic.dialects.c64 import _fac as F  # noqa: E402
from basic.dialects.c64 import _fac_math as M  # noqa: E402
from basic.dialects.c64 import _fac_text as T  # noqa: E402
from basic.core.errors import BasicError  # noqa: E402


def mine(o):
    """An oracle FAC tuple (exp, mant, ov, sign) as the engine's (e, x40, negative)."""
    return (o[0], o[1] << 8 | o[2], bool(o[3] & 0x80)) if o[0] else F.ZERO


def same(a, b) -> bool:
    if not isinstance(a, tuple) or not isinstance(b, tuple):
        return a == b
    if b[0] == 0:
        return a[0] == 0
    return a == mine(b)


def attempt(fn, err):
    try:
        return fn()
    except err as e:
        return "!" + (e.name if isinstance(e, RomError) else e.code)


class Fuzz:
    def __init__(self, seed: int) -> None:
        self.c = Cbm()
        self.r = random.Random(seed)

    def fac(self, lo=0x60, hi=0xA0, ovp=0.5):
        r = self.r
        m = r.getrandbits(32) | 0x80000000
        if r.random() < 0.3:
            m &= 0xFFFF0000 | (r.getrandbits(16) if r.random() < 0.3 else 0)
        if r.random() < 0.2:
            m &= 0xFF00FF00 | 0x80000000
        return (r.randint(lo, hi), m, r.getrandbits(8) if r.random() < ovp else 0,
                0xFF if r.random() < 0.5 else 0)

    def wide(self):
        return self.fac() if self.r.random() < 0.6 else self.fac(1, 255)

    def case(self, op: str):
        """One random case: (description, ROM answer, engine answer)."""
        c, r = self.c, self.r
        if op in "+-*/^":
            l, rr = self.wide(), self.wide()
            if r.random() < 0.2:
                rr = (l[0], r.getrandbits(32) | 0x80000000, r.getrandbits(8), r.choice([0, 0xFF]))
            if op == "^":
                l, rr = self.fac(0x70, 0x8A), self.fac(0x78, 0x86)
            fn = {"+": F.faddt, "-": F.fsubt, "*": F.fmultt, "/": F.fdivt, "^": M.fpwrt}[op]
            return ((l, rr), attempt(lambda: c.binop(op, l, rr), RomError),
                    attempt(lambda: fn(F.pack(mine(l)), mine(rr)), BasicError))
        if op == "cmp":
            l, rr = self.wide(), self.wide()
            if r.random() < 0.5:
                rr = (l[0], min(l[1] + r.choice([0, 0, 1, -1]), 0xFFFFFFFF), r.getrandbits(8), l[3])
            mask = r.choice([1, 2, 4, 3, 5, 6])
            code = {1: 4, 0: 2, -1: 1}[F.fcomp(mine(rr), F.pack(mine(l)))]
            return ((l, rr, mask), c.compare(l, rr, mask), F.givayf(-1 if code & mask else 0))
        if op == "fin":
            s = r.choice(["", "-", "+", " "]) + "".join(r.choice("0123456789")
                                                       for _ in range(r.randint(0, 12)))
            if r.random() < 0.6:
                s += "." + "".join(r.choice("0123456789") for _ in range(r.randint(0, 10)))
            if r.random() < 0.5:
                s += "E" + r.choice(["", "-", "+"]) + str(r.randint(0, 45))
            return ((s,), attempt(lambda: c.fin(s.encode()), RomError),
                    attempt(lambda: T.fin(s)[0], BasicError))
        if op == "fout":
            f = self.fac(1, 255)
            return ((f,), c.fout(f), T.fout(mine(f)))
        lo, hi = {"log": (1, 255), "exp": (0x70, 0x88), "sqr": (1, 255),
                  "int": (1, 0xB0)}.get(op, (0x60, 0x8A))
        a = self.fac(lo, hi)
        fn = {"log": M.log, "exp": M.exp, "sqr": M.sqr, "sin": M.sin, "cos": M.cos,
              "tan": M.tan, "atn": M.atn, "int": lambda f: F.int_(f)[0]}[op]
        return ((a,), attempt(lambda: c.func(op, a), RomError),
                attempt(lambda: fn(mine(a)), BasicError))

    def extra(self):
        """Integer conversions, AND/OR and RND on one random state each."""
        c, r, out = self.c, self.r, []
        f = self.fac(1, 0x92)
        for o_fn, m_fn in ((c.ayint, F.ayint), (c.getadr, F.getadr), (c.conint, F.conint)):
            out.append(((f,), attempt(lambda: o_fn(f), RomError), attempt(lambda: m_fn(mine(f)), BasicError)))
        seed = bytes([r.randint(0x60, 0x90)] + [r.getrandbits(8) for _ in range(4)])
        a = self.fac(1, 255) if r.random() < 0.7 else (0, 0, 0, 0)
        tm = bytes(r.getrandbits(8) for _ in range(4))
        o, _ = c.rnd(a, seed, tm)
        m, _ = M.rnd(mine(a), F.const(seed), tuple(tm))
        out.append(((a, seed.hex(), tm.hex()), o, m))
        return out


def main() -> None:
    ops = sys.argv[1].split(",")
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 300
    fz = Fuzz(seed)
    for op in ops:
        t, bad = time.time(), 0
        for _ in range(n):
            for args, rom, eng in (fz.extra() if op == "extra" else [fz.case(op)]):
                if not same(eng, rom):
                    bad += 1
                    if bad <= 5:
                        print(op, args, "ROM", rom, "engine", eng)
        print(f"{op}: {bad} mismatches of {n} ({time.time() - t:.1f}s)")


if __name__ == "__main__":
    main()
