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

from typing import Any

from ...numbers import zx
from ...runtime.errors import BasicError
from ...runtime.variables import StrArray, Variables
from ...syntax import ast
from ...syntax.zx_crunch import crunch

PROG = 23755
#: bytes the ROM needs beyond program and variables while a statement runs:
#: end marker, edit line, workspace, two calculator values, TEST-ROOM's 80
#: bytes and the machine stack.  Measured with the genuine ROM: unbounded
#: GO SUB recursion (``LET n=n+1: GO SUB 20``) stops at the same depth.
STATEMENT_OVERHEAD = 122
GOSUB_LEVEL = 3
REM_TOKEN = "\xea"
DEF_FN_TOKEN = "\xce"
BIN_TOKEN = "\xc4"


def _body(line: ast.Line) -> str:
    """The text after the line number."""
    src = line.source.lstrip()
    i = 0
    while i < len(src) and src[i].isdigit():
        i += 1
    return src[i:].lstrip(" ")


def _line_tokens(line: ast.Line, upper_keywords: bool = False) -> bytes:
    """One line's body as the ROM stores it, hidden numbers included."""
    try:
        text = crunch(_body(line), upper_keywords).text
    except Exception:   # a line we could not re-crunch: its size is what matters
        text = _body(line)
    out = bytearray()
    i = 0
    n = len(text)
    in_string = False
    prev_name = False
    in_def_fn_head = False
    while i < n:
        ch = text[i]
        if in_string:
            out.append(ord(ch) & 0xFF)
            if ch == '"':
                in_string = False
            i += 1
            continue
        if ch == '"':
            in_string = True
            out.append(0x22)
            prev_name = False
            i += 1
            continue
        if ch == REM_TOKEN:
            out.extend(ord(c) & 0xFF for c in text[i:])
            break
        if ch == DEF_FN_TOKEN:
            in_def_fn_head = True
        if in_def_fn_head and ch == ")":
            in_def_fn_head = False
        if in_def_fn_head and ch.isalpha() and i > 0 and text[i - 1] in "(,":
            out.append(ord(ch))
            if i + 1 < n and text[i + 1] == "$":
                out.append(0x24)
                i += 1
            out.extend(b"\x0e\x00\x00\x00\x00\x00")
            i += 1
            continue
        starts_number = (_digit(ch) or (ch == "." and i + 1 < n and _digit(text[i + 1]))) \
            and not prev_name
        if starts_number:
            j = _number_end(text, i)
            literal = text[i:j]
            out.extend(literal.encode("latin-1"))
            try:
                if i > 0 and text[i - 1] == BIN_TOKEN:
                    value = zx.from_bin(literal)
                else:
                    value = zx.from_literal(literal)
                out.append(0x0E)
                out.extend(zx.to_fp5(value))
            except BasicError:
                pass
            i = j
            prev_name = False
            continue
        out.append(ord(ch) & 0xFF)
        prev_name = ch.isascii() and ch.isalnum()
        i += 1
    return bytes(out)


def _digit(ch: str) -> bool:
    return "0" <= ch <= "9"


def _number_end(text: str, i: int) -> int:
    n = len(text)
    while i < n and (_digit(text[i]) or text[i] == "."):
        i += 1
    if i < n and text[i] in "eE":
        j = i + 1
        if j < n and text[j] in "+-":
            j += 1
        if j < n and _digit(text[j]):
            i = j
            while i < n and _digit(text[i]):
                i += 1
    return i


def program_image(program: ast.Program) -> bytes:
    """The whole program as it sits from PROG on."""
    out = bytearray()
    for line in program.lines:
        if not line.statements:
            continue
        body = _line_tokens(line) + b"\x0d"
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


def variables_image(store: Variables) -> bytes:
    """The variables area in the ROM's formats (numbers, FOR loops, strings,
    arrays), in the order the program first names them, then 0x80."""
    out = bytearray()
    for kind, name in store.order:
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


def variables_size(store: Variables) -> int:
    """Bytes the variables take (without building the image)."""
    size = 1
    for name, slot in store.num_slots.items():
        if store.num[slot] is not None:
            loop = store.loops[slot]
            if loop is not None and len(name) == 1:
                size += 19
            else:
                size += 6 if len(name) == 1 else len(name) + 5
    for slot in store.str_slots.values():
        value = store.str[slot]
        if value is None:
            continue
        if isinstance(value, StrArray):
            count = 1
            for b in value.bounds:
                count *= b
            size += 4 + 2 * (len(value.bounds) + 1) + count * value.length
        else:
            size += 3 + len(value)
    for arr in store.arr:
        if arr is not None:
            size += 4 + 2 * len(arr.bounds) + 5 * len(arr.data)
    return size


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
