"""Write tests/numbers/golden/cbm_*.json: random operands, answers from the ROM.

Usage (after build.sh; py65 installed in the interpreter that runs this):

    python tests/numbers/cbm_oracle/gen_golden.py [seed]

A FAC is written as 13 characters: sign (+/-), then hex exponent byte (2),
mantissa (8) and rounding byte (2): ``+818000000000`` is 1, ``+7faaaaaaaa80``
1/3 as 1/3 leaves FAC.  Its value is ``mantissa40 * 2**(exp - 168)``.  An
error is written as ``"!NAME"`` (``"!OVERFLOW"``).  Operations are entered as
the BASIC evaluator enters them (see oracle.py).
"""
from __future__ import annotations

import json
import os
import random
import sys

from oracle import Cbm, RomError

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "..", "golden")


def fac_str(f) -> str:
    e, m, ov, sg = f
    if e == 0:
        return "+000000000000"
    return ("-" if sg & 0x80 else "+") + f"{e:02x}{m:08x}{ov:02x}"


def parse(s: str):
    return (int(s[1:3], 16), int(s[3:11], 16), int(s[11:13], 16), 0xFF if s[0] == "-" else 0)


class Gen:
    def __init__(self, seed: int) -> None:
        self.c = Cbm()
        self.r = random.Random(seed)
        self.zero_signed = 0

    def fac(self, lo: int = 0x60, hi: int = 0xA0, ovp: float = 0.5):
        r = self.r
        e = r.randint(lo, hi)
        m = r.getrandbits(32) | 0x80000000
        if r.random() < 0.25:
            m &= 0xFFFF0000
        if r.random() < 0.15:
            m &= 0xFF00FF00
            m |= 0x80000000
        ov = r.getrandbits(8) if r.random() < ovp else 0
        return (e, m, ov, 0xFF if r.random() < 0.5 else 0)

    def wide(self):
        return self.fac() if self.r.random() < 0.6 else self.fac(1, 255)

    def val(self, text: str):
        return self.c.fin(text.encode("latin-1"))

    def run(self, fn):
        try:
            out = fn()
        except RomError as e:
            return "!" + e.name
        if isinstance(out, tuple):
            if out[0] == 0 and out[3] & 0x80:
                self.zero_signed += 1
            return fac_str(out)
        return out

    # -- files --------------------------------------------------------------------
    def arith(self, n: int) -> dict:
        out = {}
        specials = ["1", "0", "2", "3", "10", "0.1", ".5", "-1", "1E38", "1.7E38", "1E-38",
                    "3.14159265", "65535", "-32768", "32767", "1E9", "7", ".3"]
        for op in "+-*/^":
            cases = []
            for a in specials:
                for b in specials[:10]:
                    l, r = self.val(a), self.val(b)
                    cases.append([fac_str(l), fac_str(r), self.run(lambda: self.c.binop(op, l, r))])
            for _ in range(n):
                if op == "^":
                    l = self.fac(0x70, 0x8A) if self.r.random() < 0.8 else self.wide()
                    r = self.fac(0x78, 0x86) if self.r.random() < 0.7 else (
                        0x80 + self.r.randint(1, 4), self.r.choice([0x80000000, 0xC0000000, 0xA0000000]),
                        0, self.r.choice([0, 0xFF]))
                else:
                    l, r = self.wide(), self.wide()
                    if self.r.random() < 0.2:
                        r = (l[0], self.r.getrandbits(32) | 0x80000000, self.r.getrandbits(8),
                             self.r.choice([0, 0xFF]))
                cases.append([fac_str(l), fac_str(r), self.run(lambda: self.c.binop(op, l, r))])
            out[op] = cases
        return out

    def compare(self, n: int) -> list:
        cases = []
        for _ in range(n):
            l = self.wide()
            r = self.wide()
            if self.r.random() < 0.5:
                m = min(max(l[1] + self.r.choice([0, 0, 1, -1]), 0x80000000), 0xFFFFFFFF)
                r = (l[0], m, self.r.getrandbits(8), l[3])
            rel = "".join(sym for sym, mask in ((">", 1), ("=", 2), ("<", 4))
                          if self.c.compare(l, r, mask)[0])
            cases.append([fac_str(l), fac_str(r), rel])
        return cases

    def functions(self, n: int) -> dict:
        ranges = {"int": (1, 0xB0), "sqr": (1, 255), "log": (1, 255), "exp": (0x70, 0x88),
                  "sin": (0x60, 0x8C), "cos": (0x60, 0x8C), "tan": (0x60, 0x8C), "atn": (0x60, 0xA0),
                  "sgn": (1, 255), "abs": (1, 255), "negop": (1, 255)}
        out = {}
        for name, (lo, hi) in ranges.items():
            cases = []
            for text in ("0", "1", "-1", ".5", "2", "10", "100", "3.14159265", "1E-20", "-2.5"):
                a = self.val(text)
                cases.append([fac_str(a), self.run(lambda: self.c.func(name, a))])
            for _ in range(n):
                a = self.fac(lo, hi)
                cases.append([fac_str(a), self.run(lambda: self.c.func(name, a))])
            out[name] = cases
        return out

    def text(self, n: int) -> dict:
        r = self.r
        fins = ["12", "-12", " 12", "1 2 3", "12ABC", "ABC", "$5", "1E3", "1E", ".5", "-.5E-2",
                "1.2.3", "+7", "++7", "0007", "1E38", "  -  3", "1E39", "1E99", "1E100", "1E-99",
                "1E-100", "1E-200", ".", "-", "E5", "1.E2", "123456789", "1234567890",
                "999999999.4", "999999999.6", "1.70141183E38", "1.70141184E38", "2.9387359E-39",
                "1E-39", "0.1", ".01", ".001", "65536", "4294967296", "12345.678"]
        for _ in range(n):
            s = r.choice(["", "-", "+", " "]) + "".join(r.choice("0123456789")
                                                       for _ in range(r.randint(0, 12)))
            if r.random() < 0.6:
                s += "." + "".join(r.choice("0123456789") for _ in range(r.randint(0, 10)))
            if r.random() < 0.5:
                s += "E" + r.choice(["", "-", "+"]) + str(r.randint(0, 45))
            if r.random() < 0.1:
                s += r.choice(["X", ".5", "E", " 1", "-"])
            fins.append(s)
        fin_cases = [[s, self.run(lambda: self.val(s))] for s in fins]
        fout_cases = []
        for s in fins:
            try:
                f = self.val(s)
            except RomError:
                continue
            fout_cases.append([fac_str(f), self.c.fout(f)])
        for _ in range(n):
            f = self.fac(1, 255)
            fout_cases.append([fac_str(f), self.c.fout(f)])
        for k in range(-1, 34):                       # powers of ten and their neighbours
            for s in (f"1E{k}", f"9.99999999E{k}", f"5E{k}", f"-1.5E{k}"):
                f = self.val(s)
                fout_cases.append([fac_str(f), self.c.fout(f)])
        return {"fin": fin_cases, "fout": fout_cases}

    def integers(self, n: int) -> dict:
        r = self.r
        out = {"ayint": [], "getadr": [], "conint": [], "intvar": [], "and": [], "or": [], "not": [],
               "fp5": []}
        edge = [(0x90, 0x80000000, 0, 0xFF), (0x90, 0x80000000, 0x80, 0xFF), (0x90, 0x80000000, 0, 0),
                (0x8F, 0xFFFE0000, 0x00, 0), (0x8F, 0xFFFFFFFF, 0xFF, 0), (0x91, 0xFFFF0000, 0, 0),
                (0x91, 0xFFFFFFFF, 0xFF, 0), (0x88, 0xFF000000, 0, 0), (0x89, 0x80000000, 0, 0),
                (0x88, 0xFFFFFFFF, 0xFF, 0), (0x80, 0x80000000, 0, 0xFF), (0x81, 0xECCCCCCC, 0xCD, 0xFF)]
        facs = edge + [self.fac(1, 0x92) for _ in range(n)]
        for f in facs:
            out["ayint"].append([fac_str(f), self.run(lambda: self.c.ayint(f))])
            out["getadr"].append([fac_str(f), self.run(lambda: self.c.getadr(f))])
            out["conint"].append([fac_str(f), self.run(lambda: self.c.conint(f))])
            out["intvar"].append([fac_str(f), self.run(lambda: self.c.ayint(self.c.round_fac(f)))])
            out["not"].append([fac_str(f), self.run(lambda: self.c.func("notop", f))])
            out["fp5"].append([fac_str(f), self.run(lambda: self.c.store(f).hex())])
        for _ in range(n):
            l, rr = self.fac(0x70, 0x90), self.fac(0x70, 0x90)
            out["and"].append([fac_str(l), fac_str(rr), self.run(lambda: self.c.logic("AND", l, rr))])
            out["or"].append([fac_str(l), fac_str(rr), self.run(lambda: self.c.logic("OR", l, rr))])
        for _ in range(n):
            f = self.fac(1, 255)
            out["fp5"].append([fac_str(f), self.run(lambda: self.c.store(f).hex())])
        return out

    def rnd(self, n: int) -> dict:
        c, r = self.c, self.r
        one = self.val("1")
        seed = c.power_on_seed()
        seq = []
        for _ in range(n):                            # RND(1) from power-on
            f, seed = c.rnd(one, seed)
            seq.append(c.fout(f).strip())
        calls = []                                    # mixed calls, the seed carried along
        seed = c.power_on_seed()
        for _ in range(n):
            k = r.random()
            if k < 0.5:
                a = self.fac(0x78, 0x90, 0.0)
                a = (a[0], a[1], 0, 0)
            elif k < 0.85:
                a = self.fac(0x60, 0xA0)
                a = (a[0], a[1], a[2], 0xFF)
            else:
                a = (0, 0, 0, 0)
            tm = bytes(r.getrandbits(8) for _ in range(4))
            f, new = c.rnd(a, seed, tm)
            calls.append([seed.hex(), fac_str(a), tm.hex(), fac_str(f), new.hex()])
            seed = new
        return {"power_on_seed": c.power_on_seed().hex(), "rnd1_sequence": seq, "calls": calls}


def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    g = Gen(seed)
    note = ("Generated by tests/numbers/cbm_oracle/gen_golden.py from the C64 BASIC ROM "
            "901226-01 run in py65; FAC format in that script's docstring.")
    files = {
        "cbm_arith.json": lambda: g.arith(250),
        "cbm_compare.json": lambda: g.compare(400),
        "cbm_functions.json": lambda: g.functions(120),
        "cbm_text.json": lambda: g.text(300),
        "cbm_integers.json": lambda: g.integers(200),
        "cbm_rnd.json": lambda: g.rnd(200),
    }
    for name, make in files.items():
        data = {"note": note, "seed": seed, "data": make()}
        with open(os.path.join(GOLDEN, name), "w") as fh:
            json.dump(data, fh, indent=0, separators=(",", ":"))
            fh.write("\n")
        print(name, "written")
    print("zero results with the sign set:", g.zero_signed)


if __name__ == "__main__":
    main()
