"""The program and variables as the 48K keeps them in memory, and "Out of memory".

The interpreter runs compiled closures, not the bytes at PROG, and keeps its
variables in Python lists.  But programs can look at both (``PEEK 23635``,
``PEEK (VARS+n)``) and the ROM runs out of memory (report 4) when program,
variables, GO SUB stack and workspace no longer fit below RAMTOP.  This module
gives the byte images in the ROM's formats, writes them into memory when a
program PEEKs there, and answers whether a new demand still fits.

Memory below RAMTOP, as the ROM lays it out::

    PROG (23755)  program lines: number (big-endian), length, tokens with a
                  hidden 0x0E + 5-byte number after each numeric literal, 0x0D
    VARS          variables, then 0x80
    E_LINE        the edit line (the RUN command), WORKSP, the calculator stack
    ... free ...
    SP            the machine stack, with the GO SUB stack (3 bytes a level)
    RAMTOP
"""
from __future__ import annotations

import re
from typing import Any, Optional

from ..sinclair import calculator as zx
from ..sinclair.store_size import variables_size
from ...core.errors import BasicError
from ...core.variables import StrArray, Variables
from ...core import ast
from .crunch import crunch

PROG = 23755
#: bytes the ROM needs beyond program and variables while a statement runs:
#: end marker, edit line, workspace, two calculator values, TEST-ROOM's 80
#: bytes and the machine stack.  Measured with the genuine ROM: unbounded
#: GO SUB recursion (``LET n=n+1: GO SUB 20``) stops at the same depth.
STATEMENT_OVERHEAD = 122
GOSUB_LEVEL = 3


#: byte codes in a stored line
_NUMBER_MARK = 0x0E
_ENTER = 0x0D
_QUOTE = 0x22
_REM = 0xEA
_BIN = 0xC4
_DEF_FN = 0xCE
#: the end marker after the edit line: what the ROM's DEF FN slots may copy
_E_LINE_END = 0x80
_NAME_PART = re.compile(r"[A-Za-z0-9 ]*")


def _line_text(source: str) -> str:
    """What follows the line number in a listing line."""
    m = re.match(r"\s*\d+\s?", source)
    return source[m.end():] if m else source


def listed_codes(line: ast.Line) -> str:
    """The codes OUT-LINE prints for a line's body: the stored line without
    its hidden numbers (or the text as typed, if it cannot be crunched)."""
    text = _line_text(line.source)
    try:
        return crunch(text).text
    except Exception:   # a line that parsed always crunches; be safe anyway
        return text


def _line_tokens(line: ast.Line, upper_keywords: bool = False) -> bytes:
    """One line's body as the ROM stores it, hidden numbers included."""
    text = _line_text(line.source)
    try:
        text = crunch(text, upper_keywords).text
    except Exception:   # a line we could not re-crunch: its size is what matters
        pass
    return line_body(text)


def _hidden(value) -> bytes:
    return bytes([_NUMBER_MARK]) + zx.to_fp5(value)


def line_body(tokens: str) -> bytes:
    """Tokenized text (crunch's output: keywords as codes, no hidden numbers;
    what the edit line holds before ENTER) -> the body the ROM stores when
    the line is entered, without the final 0x0D.

    As the syntax checker does it (checked against the genuine ROM):

    * a numeric literal is scanned by DEC-TO-FP (:func:`zx.scan_literal`,
      spaces allowed after the point and around the exponent) and its 0x0E
      + 5 bytes go after the spaces that follow it (``1 +2`` is stored
      ``1 <0E..>+2``);
    * a name swallows digits and spaces (``ab 1`` is one name, no number);
    * ``BIN`` with no digits is 0 and still gets a hidden number;
    * each DEF FN parameter gets a 6-byte slot: 0x0E and five bytes MAKE-ROOM
      leaves there, the edit line's bytes two to five after the parameter's
      last character, then that character.

    """
    codes = tokens.encode("latin-1")
    edit_line = codes + bytes([_ENTER, _E_LINE_END])
    out = bytearray()
    i, n = 0, len(tokens)

    def copy_spaces(j: int) -> int:
        while j < n and tokens[j] == " ":
            out.append(0x20)
            j += 1
        return j

    while i < n:
        ch = tokens[i]
        b = codes[i]
        if b == _QUOTE:
            end = tokens.find('"', i + 1)
            end = n if end < 0 else end + 1
            out += codes[i:end]
            i = end
        elif b == _REM:
            out += codes[i:]
            break
        elif b == _DEF_FN:
            out.append(b)
            i = _def_fn_head(tokens, i + 1, out, edit_line)
        elif b == _BIN:
            out.append(b)
            j = i + 1
            while j < n and tokens[j] in "01 ":
                j += 1
            digits = tokens[i + 1:j]
            out += digits.encode("latin-1")
            try:
                value = zx.from_bin(digits)
            except BasicError:      # too many digits: the parser refused the line
                i = j
                continue
            i = copy_spaces(j)
            out += _hidden(value)
        elif ch.isascii() and ch.isalpha():
            m = _NAME_PART.match(tokens, i + 1)
            out += codes[i:m.end()]
            i = m.end()
        elif "0" <= ch <= "9" or ch == ".":
            try:
                value, end = zx.scan_literal(tokens, i)
            except BasicError:      # no literal the ROM takes: the parser refused it
                j = i + 1
                while j < n and tokens[j] in "0123456789.":
                    j += 1
                out += codes[i:j]
                i = j
                continue
            out += codes[i:end]
            i = copy_spaces(end)
            out += _hidden(value)
        else:
            out.append(b)
            i += 1
    return bytes(out)


def _def_fn_head(tokens: str, i: int, out: bytearray, edit_line: bytes) -> int:
    """After DEF FN: the name, ``(``, and each parameter with its slot.
    Returns where the rest of the statement starts."""
    m = re.compile(r"[A-Za-z]\$?\(").match(tokens, i)
    if not m:
        return i
    out += tokens[i:m.end()].encode("latin-1")
    i = m.end()
    param = re.compile(r"[A-Za-z]\$?")
    while True:
        p = param.match(tokens, i)
        if not p:
            return i
        out += p.group().encode("latin-1")
        q = p.end() - 1                        # the parameter's last character
        out.append(_NUMBER_MARK)
        out += edit_line[q + 2:q + 6] + edit_line[q:q + 1]
        i = p.end()
        if i < len(tokens) and tokens[i] == ",":
            out.append(0x2C)
            i += 1
        else:
            return i



def program_image(program: ast.Program) -> bytes:
    """The whole program as it sits from PROG on (what SAVE writes to tape):
    a line LOAD brought in as it was stored, a typed one as the editor
    stores it."""
    out = bytearray()
    for line in program.lines:
        if not line.statements:
            continue
        stored = line.stored if line.stored is not None else _line_tokens(line)
        body = stored + bytes([_ENTER])
        out += line.number.to_bytes(2, "big") + len(body).to_bytes(2, "little") + body
    return bytes(out)


def _name_bytes(name: str, kind: int) -> bytes:
    """Letter byte with the kind in bits 5-7 (long names: first letter, the
    middle ones, the last with bit 7 set)."""
    first = (ord(name[0]) & 0x1F) | (kind << 5)
    if len(name) == 1:
        return bytes([first])
    middle = bytes(ord(c) for c in name[1:-1])
    return bytes([(ord(name[0]) & 0x1F) | (0b101 << 5)]) + middle + bytes([ord(name[-1]) | 0x80])


def variables_image(store: Variables, order: Optional[list[tuple[str, str]]] = None,
                    offsets: Optional[dict[tuple[str, str], int]] = None) -> bytes:
    """The variables area in the ROM's formats (numbers, FOR loops, strings,
    arrays), in ``order`` (:mod:`..z80.var_order`; by default the order
    the program first names them), then 0x80.  ``offsets`` is given where
    each variable starts in it."""
    out = bytearray()
    for kind, name in (store.order if order is None else order):
        if offsets is not None:
            offsets[(kind, name)] = len(out)
        if kind == "num":
            out += _number_bytes(store, name)
        elif kind == "str":
            out += _string_bytes(store, name)
        else:
            out += _array_bytes(store, name)
    out.append(0x80)
    return bytes(out)


def _number_bytes(store: Variables, name: str) -> bytes:
    slot = store.num_slots[name]
    value = store.num[slot]
    if value is None:
        return b""
    loop = store.loops[slot]
    if loop is not None and len(name) == 1:
        return (_name_bytes(name, 0b111) + zx.to_fp5(value) + zx.to_fp5(loop.limit)
                + zx.to_fp5(loop.step) + loop.line.to_bytes(2, "little") + bytes([loop.stmt & 0xFF]))
    return _name_bytes(name, 0b011) + zx.to_fp5(value)


def _string_bytes(store: Variables, name: str) -> bytes:
    value = store.str[store.str_slots[name]]
    if value is None:
        return b""
    if isinstance(value, StrArray):
        dims = list(value.bounds) + [value.length]
        data = "".join(value.rows).encode("latin-1", "replace")
        body = bytes([len(dims)]) + b"".join(d.to_bytes(2, "little") for d in dims) + data
        return bytes([(ord(name) & 0x1F) | (0b110 << 5)]) + len(body).to_bytes(2, "little") + body
    data = value.encode("latin-1", "replace")
    return bytes([(ord(name) & 0x1F) | (0b010 << 5)]) + len(data).to_bytes(2, "little") + data


def _array_bytes(store: Variables, name: str) -> bytes:
    arr = store.arr[store.arr_slots[name]]
    if arr is None:
        return b""
    body = bytes([len(arr.bounds)]) + b"".join(d.to_bytes(2, "little") for d in arr.bounds) \
        + b"".join(zx.to_fp5(v) for v in arr.data)
    return bytes([(ord(name) & 0x1F) | (0b100 << 5)]) + len(body).to_bytes(2, "little") + body


class MemoryUse:
    """Answers "does this still fit below RAMTOP?" as the ROM's TEST-ROOM does."""

    def __init__(self, memory: Any) -> None:
        self.memory = memory
        self.program_bytes = 0

    def ramtop(self) -> int:
        return self.memory.peek16(23730)

    def free(self, store: Variables, gosub_depth: int) -> int:
        """Bytes left for workspace at the current GO SUB depth."""
        return (self.ramtop() - PROG - self.program_bytes - variables_size(store)
                - GOSUB_LEVEL * gosub_depth - STATEMENT_OVERHEAD)

    def need(self, store: Variables, gosub_depth: int, count: int,
             at: tuple[int, int] | None = None) -> None:
        """Report 4 unless ``count`` more bytes fit."""
        if count > self.free(store, gosub_depth):
            raise BasicError("4", at=at)


def element_offset(store: Variables, kind: str, name: str, subscripts: tuple[int, ...]) -> Optional[int]:
    """Where an array element's bytes are from its variable's first byte
    (the letter, the length, the dimensions, then the elements: a
    character a byte, a number five), or None when the subscripts do not
    name one."""
    if kind == "str":
        value = store.str[store.str_slots[name]]
        if not isinstance(value, StrArray):
            return None
        bounds = list(value.bounds)
        head = 4 + 2 * (len(bounds) + 1)
        if len(subscripts) not in (len(bounds), len(bounds) + 1):
            return None
        row = 0
        for bound, sub in zip(bounds, subscripts):
            if not 1 <= sub <= bound:
                return None
            row = row * bound + sub - 1
        char = subscripts[len(bounds)] if len(subscripts) > len(bounds) else 1
        if not 1 <= char <= value.length:
            return None
        return head + row * value.length + char - 1
    arr = store.arr[store.arr_slots[name]]
    if arr is None or len(subscripts) != len(arr.bounds):
        return None
    flat = 0
    for bound, sub in zip(arr.bounds, subscripts):
        if not 1 <= sub <= bound:
            return None
        flat = flat * bound + sub - 1
    return 4 + 2 * len(arr.bounds) + 5 * flat
