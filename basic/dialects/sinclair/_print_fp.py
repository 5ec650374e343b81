"""PRINT-FP (0x2DE3): how the ROM turns a number into text (PRINT, STR$).

Private module behind :mod:`basic.dialects.sinclair.calculator`.  The ROM's algorithm is
followed step by step, including its print buffer (mem-3, mem-4 and mem-5:
15 bytes, digits at 0..8, digit count at 10, digits before the point at 11),
so oddities such as ``-1E-38`` for the ROM's minus-zero come out as on the
machine.
"""
from __future__ import annotations

from math import frexp

from basic.dialects.sinclair._calc import (Number, _fetch, _shift_fp, abs_, e_to_fp, exponent_byte,
                                           fp_to_a, greater_0, int_, less_0, sub, to_fp5)
from basic.dialects.sinclair._series import log2_a

_COUNT = 10      # mem-5 byte 0: digits in the buffer
_BEFORE = 11     # mem-5 byte 1: digits before the decimal point (signed byte)


def _mantissa(x: Number) -> int:
    """Bytes 1-4 of x with bit 31 set (FETCH-TWO, then SET 7,D)."""
    if type(x) is float and x != 0.0:
        return int(abs(frexp(x)[0]) * 4294967296.0) | 0x80000000
    return int.from_bytes(to_fp5(x)[1:], 'big') | 0x80000000


def _int_digits(buf: bytearray, value: int) -> None:
    """PF-BITS .. PF-ALL-9: the integer part (< 2**27) as BCD, then up to
    nine digits copied to the buffer without leading zeros."""
    leading = True
    digits = '%010d' % value
    for ch in digits[1:]:                      # the 10th digit is discarded
        d = ord(ch) - 48
        if d == 0 and leading:
            continue
        buf[buf[_COUNT]] = d
        buf[_COUNT] += 1
        buf[_BEFORE] = (buf[_BEFORE] + 1) & 0xFF
        leading = False


def _fraction_digits(buf: bytearray, f: Number) -> int:
    """PF-FRACTN .. PF-FR-DGT: f as a 32-bit binary fraction, digits by
    repeated multiplication by 10 until there are 8; returns the rounding
    carry (the next bit)."""
    frac = _mantissa(f)
    s = (0x80 - exponent_byte(f)) & 0xFF
    if s:
        frac = _shift_fp(frac, s)
    while buf[_COUNT] < 8:
        frac *= 10
        buf[buf[_COUNT]] = frac >> 32
        frac &= 0xFFFFFFFF
        buf[_COUNT] += 1
    return frac >> 31


def _round(buf: bytearray, carry: int) -> None:
    """PF-ROUND: add the carry into the last digit, dropping trailing zeros
    (and tens) as the ROM does."""
    b = buf[_COUNT]
    idx = b
    while True:
        idx -= 1
        a = buf[idx] + carry
        buf[idx] = a & 0xFF
        if 0 < a < 10:
            break
        carry = 1 if a >= 10 else 0
        b -= 1
        if b == 0:
            buf[idx] = 1
            b = 1
            buf[_BEFORE] = (buf[_BEFORE] + 1) & 0xFF
            break
    buf[_COUNT] = b


def _digits_out(buf: bytearray, before: int, count: int) -> str:
    """PF-E-SBRN (0x2F4A): ``before`` digits (zeros once the buffer runs
    out), then if digits remain a point, leading zeros and the rest."""
    out = []
    pos = 0
    a = (-before) & 0xFF
    if a & 0x80:                               # digits before the point
        for _ in range(before):
            if count:
                out.append(chr(48 + buf[pos]))
                pos += 1
                count -= 1
            else:
                out.append('0')
        zeros = 0
    else:
        zeros = a
    if not count:
        return ''.join(out)
    out.append('.')
    out.append('0' * zeros)
    for _ in range(count):
        out.append(chr(48 + buf[pos]))
        pos += 1
    return ''.join(out)


def to_str(x: Number) -> str:
    """The text PRINT-FP produces for x (also STR$ x)."""
    if type(x) is int:
        return str(x)                          # the ROM's digits for small integers
    if x and -1e8 < x < 1e8 and x == int(x):
        return str(int(x))                     # whole numbers up to 8 digits, likewise
    sign = ''
    if less_0(x):
        x = abs_(x)
        sign = '-'
    elif not greater_0(x):
        return '0'
    buf = bytearray(15)
    while True:                                # PF-LOOP
        i = int_(x)
        f = sub(x, i)
        e = exponent_byte(i)
        if e == 0:
            mag = _fetch(i)[0]
            if mag:
                _int_digits(buf, mag)
                break
            # PF-SMALL: a pure fraction is scaled by 10**n first
            n = log2_a((exponent_byte(f) - 126) & 0xFF)
            buf[_BEFORE] = (buf[_BEFORE] - n) & 0xFF
            y = e_to_fp(f, n)
            i2 = int_(y)
            f = sub(y, i2)
            a = fp_to_a(i2)[0]
            buf[0] = a
            t = 0 if (a - 1) & 0x80 else 1
            buf[_COUNT] = t
            buf[_BEFORE] = (buf[_BEFORE] + t) & 0xFF
            carry = _fraction_digits(buf, f)
            return sign + _layout(buf, carry)
        if e - 128 < 28:                       # PF-MEDIUM
            _int_digits(buf, int(i))
            break
        n = (log2_a(e - 128) - 7) & 0xFF       # PF-LARGE: divide by 10**(n-7)
        buf[_BEFORE] = (buf[_BEFORE] + n) & 0xFF
        x = e_to_fp(i, -n if n < 128 else 256 - n)
    if buf[_COUNT] >= 9:                       # nine digits: round on the ninth
        buf[_COUNT] -= 1
        carry = 1 if buf[8] > 4 else 0
    else:
        carry = _fraction_digits(buf, f)       # PF-MORE
    return sign + _layout(buf, carry)


def _layout(buf: bytearray, carry: int) -> str:
    """PF-ROUND, then the printing part (0x2F36 onwards): plain or E-format."""
    _round(buf, carry)
    count = buf[_COUNT]
    before = buf[_BEFORE]
    if before < 9 or before >= 0xFC:
        return ('0' if before == 0 else '') + _digits_out(buf, before, count)
    exp = (before - 1) & 0xFF
    text = _digits_out(buf, 1, count) + 'E'
    if exp & 0x80:
        return text + '-' + str(256 - exp)
    return text + '+' + str(exp)
