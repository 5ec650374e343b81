"""ZX81 numbers: the Spectrum's calculator, the ZX81's own PRINT-FP.

The ZX81's floating-point calculator is the one the Spectrum inherited: the
same 5-byte format, the same routines for + - * / (including division's
unrounded 34th bit), INT, the series for SIN/EXP/LN/ATN, ``**`` via EXP and
LN, the same decimal conversion; so values come from :mod:`basic.dialects.sinclair.calculator`.
(The Spectrum's "small integer" form changes how a value is *stored*, not
what it is: whole numbers below 65536 are exact in both.)

Printing differs.  :func:`print_fp` follows the ZX81's PRINT-FP (0x15DB in
the 8K ROM) step by step: the number of digits before the point is first
estimated from the exponent byte as INT((e - 128.5) * 0.30103), the number
scaled by 10^(8-n) with the ZX81's own e-to-fp (:func:`e_to_fp`), rounded to an integer and laid out as ten
BCD digits; the ninth significant digit rounds the eighth; then E-format is
used only for 14 or more digits before the point or 6 or more zeros after it
- so ``PRINT 1E10`` shows ``10000000000`` on a ZX81 (``1E+10`` on a
Spectrum) and ``PRINT .00001`` shows ``.00001`` (``1E-5``).
"""
from __future__ import annotations

from math import frexp

from ..sinclair import calculator as zx
from ...core.errors import BasicError

#: the constants of PRINT-FP, as the bytes after its stk-data literals
_C128_5 = zx.stk_data(0x78, 0x00, 0x80)                 # 128.5
_LOG10_2 = zx.stk_data(0xEF, 0x1A, 0x20, 0x9A, 0x85)    # .30103 (LOG 2)


_TEN_MILLION = zx.stk_data(0x80, 0x48, 0x18, 0x96, 0x80)   # 1E7, exact


def e_to_fp(x: zx.Number, m: int) -> zx.Number:
    """x * 10**m as the 8K ROM's e-to-fp (0x155A) makes it, which is not the
    Spectrum's: while m is 7 or more, one multiplication (or division) by
    10,000,000, then by 10 one at a time (the Spectrum squares its way
    through the powers of ten, so the last bit can differ: SIN 1 * 10**9 is
    841470984.5 here and .25 there, and PRINT SIN 1 shows 0.84147099).
    A product too big is report 6 (the multiplication's); a quotient that
    reaches zero stays zero, so the loop stops there."""
    negative = m < 0
    m = -m if negative else m
    while m > 0:
        if m >= 7:
            f, m = _TEN_MILLION, m - 7
        else:
            f, m = zx.TEN, m - 1
        x = zx.div(x, f) if negative else zx.mul(x, f)
        if negative and zx.test_zero(x):
            break
    return x


def _digit(text: str, i: int) -> int:
    """STK-DIGIT (0x14D4): the digit at ``text[i]``, or -1."""
    c = text[i] if i < len(text) else ""
    return ord(c) - 48 if "0" <= c <= "9" else -1


def _skip(text: str, i: int) -> int:
    """NEXT-CHAR (RST 20h) passes over spaces."""
    while i < len(text) and text[i] == " ":
        i += 1
    return i


def _int_to_fp(text: str, i: int) -> tuple[zx.Number, int]:
    """INT-TO-FP (0x1548): v = v*10 + d for each digit, spaces passed over."""
    v: zx.Number = 0
    while (d := _digit(text, i)) >= 0:
        v = zx.add(zx.mul(v, zx.TEN), d)
        i = _skip(text, i + 1)
    return v, i


def dec_to_fp(text: str) -> zx.Number:
    """A numeric literal's value as the 8K ROM's DEC-TO-FP (0x14D9) makes it,
    which the editor stores after the digits (LINE-SCAN) and VAL and INPUT
    use: the integer part by INT-TO-FP, each decimal as d * (p/10) with p
    divided by ten a digit at a time (MEM-0), then ``E`` [sign] digits by
    the ZX81's own :func:`e_to_fp` - not the Spectrum's, so ``1E-20`` is
    one bit away from 1/1E20 on the ZX81 (``PRINT 1E-20*1E20-1`` shows
    -4.6566129E-10).  A value too big is report 6; text that is not a
    literal is report C."""
    text = text.strip(" ")
    if not text or not (_digit(text, 0) >= 0 or text[0] == "."):
        raise BasicError("C")
    v, i = _int_to_fp(text, 0)
    if i < len(text) and text[i] == ".":
        power: zx.Number = 1
        i = _skip(text, i + 1)
        while (d := _digit(text, i)) >= 0:
            power = zx.div(power, zx.TEN)
            v = zx.add(v, zx.mul(d, power))
            i = _skip(text, i + 1)
    if i < len(text) and text[i] in "Ee":
        i = _skip(text, i + 1)
        negative = False
        if i < len(text) and text[i] in "+-":
            negative = text[i] == "-"
            i = _skip(text, i + 1)
        m, i = _int_to_fp(text, i)
        whole = int(m)
        v = e_to_fp(v, -whole if negative else whole)
    if i != len(text):
        raise BasicError("C")
    return v


def print_fp(x: zx.Number) -> str:
    """The characters PRINT-FP prints for x (ASCII text: digits, ``-``,
    ``.``, ``E``, ``+``)."""
    out: list[str] = []
    if zx.less_0(x):
        out.append("-")
        x = zx.abs_(x)
    elif not zx.greater_0(x):
        return "0"
    e = 128 + frexp(float(x))[1]              # the exponent byte (no small-integer form)
    n = zx.int_(zx.mul(zx.sub(e, _C128_5), _LOG10_2))           # st-mem-1
    digits_n = zx.fp_to_a(n)
    n_signed = -digits_n[0] if digits_n[1] else digits_n[0]
    i = zx.int_(zx.add(e_to_fp(x, 8 - n_signed), zx.HALF))
    # the buffer: MEM-2's 5th byte (0x406B) then ten digits, least first
    buf = [0x90] * 12                       # index 0 = 0x406B, 1..10 digits, 11 = 0x4076
    for k in range(1, 11):
        rem, i = zx.n_mod_m(i, 10)
        buf[k] = 0x90 | zx.fp_to_a(rem)[0]
    p = 11 - 1
    while buf[p] == 0x90 and p > 0:        # PF-NULL: skip leading zeros
        p -= 1
    low = p - 8
    carry = 1 if (buf[low] if low >= 0 else 0x90) + 0x6B > 0xFF else 0
    q = low
    while True:                             # PF-RND-LP: round, mark zeros
        q += 1
        if q > 11:
            break
        v = buf[q] + carry
        # DAA on a 9x byte plus the carry: a nibble of 10 carries on
        lo = (v & 0x0F)
        if lo > 9:
            lo -= 10
            carry = 1
        else:
            carry = 0
        buf[q] = 0x80 | lo
        if lo:
            break
    mem = {k: buf[k] for k in range(12)}
    for k in range(6):                      # PF-ZERO-6: masked zeros below
        mem[low - k] = 0x80
    e_count = n_signed + 2                   # GET-FIRST
    h = 11
    while True:
        h -= 1
        e_count -= 1
        if mem.get(h, 0x80) & 0x0F:
            break
        if h < -20:
            break

    def nibble() -> str:
        nonlocal h
        d = mem.get(h, 0x80) & 0x0F
        h -= 1
        return str(d)

    def more() -> bool:
        return mem.get(h, 0x80) != 0x80

    def decimals() -> None:
        if not more():
            return
        out.append(".")
        while more():
            out.append(nibble())

    a = e_count - 5
    if a >= 8 or a < -10:                  # PF-E-FMT
        out.append(nibble())
        decimals()
        out.append("E")
        out.append("-" if e_count < 0 else "+")
        out.append(str(abs(e_count)))
        return "".join(out)
    a += 6
    if a == 0:                              # PF-ZERO-1
        out.append("0")
        decimals()
    elif a < 0:                             # PF-ZEROS
        out.append(".")
        out.append("0" * -a)
        while more():
            out.append(nibble())
    else:
        for _ in range(a):
            out.append(nibble())
        decimals()
    return "".join(out)
