"""FIN and FOUT of the C64 ROM: decimal text to FAC and back, digit by digit.

Private engine behind :mod:`basic.dialects.c64.numbers`; see ``_cbm_fac`` for the FAC
representation.  Text is a ``str`` of machine character codes (``chr(0..255)``),
as everywhere in the project.
"""
from __future__ import annotations

from ._fac import (N0999, N9999, NMIL, FHALF, ZERO, Fac, div10, faddt, fcomp, finlog, fmultt,
                   mul10, negop, overflow, qint)

MINUS_TOKEN = 0xAB   # '-' as crunched in a program line
PLUS_TOKEN = 0xAA

# FOUTBL: the powers of ten FOUT adds, alternately negative and positive.
_FOUTBL = (-100000000, 10000000, -1000000, 100000, -10000, 1000, -100, 10, -1)


def _chrget(text: str, i: int) -> int:
    """CHRGET: the index of the next character that is not a space."""
    i += 1
    n = len(text)
    while i < n and text[i] == " ":
        i += 1
    return i


def fin(text: str, start: int = 0) -> tuple[Fac, int]:
    """FIN over ``text`` from ``start`` (which CHRGOT is looking at).

    Returns the FAC (unrounded) and the index of the first character FIN did not
    use.  The end of ``text`` acts as the ROM's terminating zero byte.
    """
    n = len(text)
    i = start
    while i < n and text[i] == " ":
        i += 1

    def code(j: int) -> int:
        return ord(text[j]) if j < n else 0

    deccnt = tenexp = dptflg = expsgn = sgnflg = 0
    f = ZERO
    c = code(i)
    if not 0x30 <= c <= 0x39:
        if c == 0x2D:                      # '-'
            sgnflg = 0xFF
            i = _chrget(text, i)
            c = code(i)
        elif c == 0x2B:                    # '+'
            i = _chrget(text, i)
            c = code(i)
    while True:
        if 0x30 <= c <= 0x39:              # FINDIG
            if dptflg & 0x80:
                deccnt = (deccnt + 1) & 0xFF
            f = finlog(mul10(f), c - 0x30)
            i = _chrget(text, i)
            c = code(i)
            continue
        if c == 0x2E:                      # FINDP: '.'
            dptflg = (dptflg >> 1) | 0x80
            if dptflg & 0x40:
                break
            i = _chrget(text, i)
            c = code(i)
            continue
        if c == 0x45:                      # 'E'
            i = _chrget(text, i)
            c = code(i)
            if c in (0x2D, MINUS_TOKEN):
                expsgn = (expsgn >> 1) | 0x80
                i = _chrget(text, i)
                c = code(i)
            elif c in (0x2B, PLUS_TOKEN):
                i = _chrget(text, i)
                c = code(i)
            while 0x30 <= c <= 0x39:       # FINEDG
                if tenexp >= 10:
                    if not expsgn & 0x80:
                        raise overflow()
                    tenexp = 100
                else:
                    tenexp = tenexp * 10 + c - 0x30
                i = _chrget(text, i)
                c = code(i)
            if expsgn & 0x80:
                tenexp = -tenexp & 0xFF
        break
    tenexp = (tenexp - deccnt) & 0xFF      # FINE1
    if tenexp & 0x80:
        while tenexp:
            f = div10(f)
            tenexp = (tenexp + 1) & 0xFF
    else:
        while tenexp:
            f = mul10(f)
            tenexp -= 1
    if sgnflg & 0x80:
        f = negop(f)
    return f, i


def fout(f: Fac) -> str:
    """FOUT: the text PRINT and STR$ make of FAC (sign or space first)."""
    e, x, s = f
    out = ["-" if s else " "]
    if e == 0:
        return out[0] + "0"
    f = (e, x, False)
    deccnt = 0
    if e <= 0x80:
        f = fmultt(NMIL, f)
        deccnt = 0xF7
    # Scale into 99999999.9 < f <= 999999999.25, counting powers of ten.
    state = 4
    while True:
        if state == 4:                     # FOUT4
            c = fcomp(f, N9999)
            if c == 0:
                break
            state = 9 if c > 0 else 3
        elif state == 3:                   # FOUT3
            if fcomp(f, N0999) > 0:
                f = faddt(FHALF, f)        # FOUT5
                break
            f = mul10(f)                   # FOUT38
            deccnt = (deccnt - 1) & 0xFF
            if deccnt == 0:
                state = 9
        else:                              # FOUT9
            f = div10(f)
            deccnt = (deccnt + 1) & 0xFF
            if deccnt == 0:
                f = faddt(FHALF, f)
                break
            state = 4
    q = qint(f)                            # BIGGES
    a = (deccnt + 10) & 0xFF
    x_ = 1
    if a & 0x80 or a >= 11:
        tenexp = (a - 2) & 0xFF
    else:
        x_ = (a - 1) & 0xFF
        tenexp = 0
    deccnt = x_
    if x_ == 0 or x_ & 0x80:
        out.append(".")
        if x_:
            out.append("0")
    if q < 1000000000:
        # FOUTBL's alternating additions produce exactly the 9 decimal digits of q
        for ch in f"{q:09d}":
            out.append(ch)
            deccnt = (deccnt - 1) & 0xFF
            if deccnt == 0:
                out.append(".")
    else:
        _digits_by_table(q, deccnt, out)
    while out[-1] == "0":                  # FOULDY: strip trailing zeros
        out.pop()
    if out[-1] == ".":
        out.pop()
    if tenexp:
        if tenexp & 0x80:
            sign, t = "-", -tenexp & 0xFF
        else:
            sign, t = "+", tenexp
        out.append("E" + sign + chr(0x30 + t // 10) + chr(0x30 + t % 10))
    return "".join(out)


def _digits_by_table(q: int, deccnt: int, out: list[str]) -> None:
    """FOUT's digit loop as the ROM runs it (only reached for q >= 10^9)."""
    xreg = 0x80
    for step in _FOUTBL:
        add = step & 0xFFFFFFFF
        while True:
            total = q + add
            carry = total > 0xFFFFFFFF
            q = total & 0xFFFFFFFF
            xreg = (xreg + 1) & 0xFF
            if carry:
                if not xreg & 0x80:
                    break
            elif xreg & 0x80:
                break
        a = xreg
        if carry:
            a = ((a ^ 0xFF) + 0x0A + 1) & 0xFF
            digit = (a + 0x2F + 1) & 0x7F
        else:
            digit = (a + 0x2F) & 0x7F
        out.append(chr(digit))
        deccnt = (deccnt - 1) & 0xFF
        if deccnt == 0:
            out.append(".")
        xreg = (xreg ^ 0xFF) & 0x80
