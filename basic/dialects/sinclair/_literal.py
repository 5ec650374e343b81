"""DEC-TO-FP (0x2C9B): the ROM's conversion of a numeric literal.

Private module behind :mod:`basic.dialects.sinclair.calculator`.  The ROM builds the value
with its own calculator: the integer part as v*10+d, each fractional digit
as d*(p/10) with p divided by ten once per digit, and the exponent by
E-TO-FP.  That is why ``0.5`` is 0.49999999988 (7F 7F FF FF FF).

Spaces: like the ROM, digits of the integer part must be contiguous (it
steps with CH-ADD+1), but spaces are skipped after the point, inside the
fraction and around the exponent (it steps there with RST 18h/20h).
"""
from __future__ import annotations

from basic.dialects.sinclair._calc import Number, add, div, e_to_fp, fp_to_a, mul
from basic.core.errors import BasicError

_END = '\r'


def _char(text: str, i: int) -> str:
    return text[i] if i < len(text) else _END


def _skip(text: str, i: int) -> int:
    """RST 18h/20h: spaces are not characters to the ROM's scanner."""
    while i < len(text) and text[i] == ' ':
        i += 1
    return i


def _int_to_fp(text: str, i: int) -> tuple[Number, int]:
    """INT-TO-FP (0x2D3B): contiguous digits as v = d + v*10."""
    v: Number = 0
    while True:
        c = _char(text, i)
        if not '0' <= c <= '9':
            return v, i
        v = add(ord(c) - 48, mul(v, 10))
        i += 1


def scan_literal(text: str, start: int = 0) -> tuple[Number, int]:
    """Convert the literal at ``text[start]`` (a digit or '.') as DEC-TO-FP
    does; returns (value, index after the characters the ROM consumed).

    Report C for a point or exponent with no digit, report 6 for an
    exponent beyond 127 or a value too big.
    """
    i = start
    first = _char(text, i)
    if not ('0' <= first <= '9' or first == '.'):
        raise BasicError('C')
    if first == '.':
        i = _skip(text, i + 1)
        if not '0' <= _char(text, i) <= '9':
            raise BasicError('C')
        v: Number = 0
    else:
        v, i = _int_to_fp(text, i)
        if _char(text, i) != '.':
            return _e_format(text, i, v)
        i = _skip(text, i + 1)
        if not '0' <= _char(text, i) <= '9':
            return _e_format(text, i, v)
    power: Number = 1                   # DEC-STO-1: stk-one, st-mem-0
    while True:                         # NXT-DGT-1
        i = _skip(text, i)
        c = _char(text, i)
        if not '0' <= c <= '9':
            return _e_format(text, i, v)
        power = div(power, 10)          # get-mem-0, stk-ten, division, st-mem-0
        v = add(v, mul(ord(c) - 48, power))
        i += 1


def _e_format(text: str, i: int, v: Number) -> tuple[Number, int]:
    """E-FORMAT (0x2CEB): an optional exponent, applied by E-TO-FP."""
    if _char(text, i) not in 'Ee':
        return v, i
    i = _skip(text, i + 1)
    negative = False
    c = _char(text, i)
    if c in '+-':
        negative = c == '-'
        i = _skip(text, i + 1)
    if not '0' <= _char(text, i) <= '9':
        raise BasicError('C')
    ev, i = _int_to_fp(text, i)
    a, _, overflow = fp_to_a(ev)
    if overflow or a >= 128:
        raise BasicError('6')
    return e_to_fp(v, -a if negative else a), i


def from_literal(text: str) -> Number:
    """The number the ROM stores for a literal written in a listing:
    ``"0.5"``, ``".2"``, ``"1E3"``, ``"1.5e-3"``, ``"12345678901"``.

    The whole text must be the literal (no sign: ``-`` is an operator);
    anything else is report C, as is a point with no digits.
    """
    text = text.strip(' ')
    value, end = scan_literal(text)
    if end != len(text):
        raise BasicError('C')
    return value


def from_bin(digits: str) -> int:
    """BIN digits (DEC-TO-FP's BIN branch): 16 bits at most, else report 6.
    Spaces are skipped, as the ROM does; any other character is report C."""
    v = 0
    for c in digits:
        if c == ' ':
            continue
        if c not in '01':
            raise BasicError('C')
        v = v * 2 + (c == '1')
        if v > 0xFFFF:
            raise BasicError('6')
    return v
