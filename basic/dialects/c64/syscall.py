"""SYS as the ROM runs it: TXTPTR in the line, and BASIC going on from it.

The ROM's SYS (Commodore's basic/code19.s) works out the address with
FRMNUM and GETADR, which leave TXTPTR ($7A/$7B) at the code after the
formula, and JSRs to it; when the routine returns, NEWSTT carries on from
wherever TXTPTR is then: at a 0, the next line (or READY. after a direct
command); at a ``:``, the statement after it; at anything else,
?SYNTAX ERROR.  So ``SYS 49152,10,20`` works when the routine reads
``,10,20`` (CHKCOM and GETBYT, :mod:`.textcalls`) and is a syntax error
when it does not, and a routine may skip the rest of its statement or
point TXTPTR at another line, as BASIC's GOTO does.

Here the line's codes are in memory where the ROM has them: a program line
where :meth:`.machine.C64Machine._image` laid it out from $0801, a direct
command in the input buffer at $0200.  After the routine, TXTPTR at the end
of the SYS's statement (the usual case) goes on with the next statement;
anywhere else it is looked up among the lines in memory and the statements
of the program's layout.  A ``:`` in the middle of a statement (inside a
string, or inside the text the routine was meant to read) starts no
statement this interpreter has compiled: that stops with a message.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

from ...core.compiler import Stmt
from ...core.errors import BasicError
from . import numbers as cbm
from .parser import SysCall
from .textcalls import BUF, BUF_SIZE, TXTPTR

COLON = 0x3A
CURLIN, LINNUM = 0x39, 0x14


class SysCompiler:
    """``stmt_SysCall`` for :class:`.compiler.CbmCompiler`."""

    machine: Any
    layout: Any

    if TYPE_CHECKING:                     # the compiler's, which this is mixed into
        def stack_guard(self, idx: int, *formulas: Any) -> Callable[[], None]: ...
        def num(self, node: Any) -> Callable[[], Any]: ...
        def line_of(self, idx: int) -> Any: ...

    def stmt_SysCall(self, node: SysCall, idx: int) -> Stmt:
        guard = self.stack_guard(idx, ("SYS", node.address))
        address = self.num(node.address)
        machine = self.machine
        data = machine.memory.data
        to_uint16 = cbm.to_uint16
        line = self.line_of(idx)
        number = line.number if line is not None else 0xFF00
        text, after, end = node.text, node.after, node.end
        codes = text.encode("latin-1", "replace")

        def sys_call() -> Optional[int]:
            guard()
            a = to_uint16(address())
            body = machine.line_at.get(id(line)) if line is not None else None
            if body is None:                  # a direct command: the input buffer
                body = BUF
                data[BUF:BUF + BUF_SIZE] = bytes(BUF_SIZE)
                data[BUF:BUF + min(len(codes), BUF_SIZE - 1)] = codes[:BUF_SIZE - 1]
            else:
                body += 4
            at = body + after
            data[TXTPTR], data[TXTPTR + 1] = at & 0xFF, at >> 8
            data[CURLIN], data[CURLIN + 1] = number & 0xFF, number >> 8
            data[LINNUM], data[LINNUM + 1] = a & 0xFF, a >> 8
            machine.sys(a)
            ptr = data[TXTPTR] | data[TXTPTR + 1] << 8
            if ptr == body + end:
                return None
            return self._resume(ptr, idx, body, text)
        return sys_call

    # -- where BASIC goes on --------------------------------------------------------------
    def _resume(self, ptr: int, idx: int, body: int, text: str) -> Optional[int]:
        """NEWSTT after a routine left TXTPTR at ``ptr``: the flat index of
        the statement it runs next (None: the one after the SYS)."""
        code = self.machine.memory.read(ptr)
        if code not in (0, COLON):
            raise BasicError("SYNTAX")
        layout = self.layout
        stop = layout.next_line[idx]
        first = idx
        while first > 0 and layout.next_line[first - 1] == stop and \
                first - 1 != layout.program_size:
            first -= 1
        if body <= ptr <= body + len(text):
            return self._in_line(ptr - body, text, first, stop, ptr)
        for address, line in self.machine.line_addresses:
            start = address + 4
            if code == 0 and ptr + 1 == address:
                return self._line_start(line)
            if start <= ptr <= start + len(line.source):
                found = self._layout_line(line)
                if found is None:             # a line of no statements
                    return self._line_start(line)
                return self._in_line(ptr - start, line.source, found[0], found[1], ptr)
        data = self.machine.memory.data
        if code == 0 and not data[(ptr + 2) & 0xFFFF]:
            return layout.end                 # the end of the program's links
        raise BasicError("MACHINE CODE", f"the routine left TXTPTR at ${ptr:04X} ({ptr}), "
                         "outside the program's lines")

    def _in_line(self, offset: int, text: str, first: int, stop: int, ptr: int) -> int:
        """TXTPTR at ``offset`` of a line's codes ``text`` (its statements
        the flat indices ``first`` to ``stop``): a 0 ends the line, a ``:``
        goes on with the statement that starts after it."""
        if offset >= len(text):
            return stop
        nodes = self.layout.nodes
        for j in range(first, stop):
            start = getattr(nodes[j], "col", 0) - 1
            if start > offset:
                if text[offset + 1:start].strip(" :"):
                    break
                return j
        else:
            if not text[offset + 1:].strip(" :"):
                return stop
        raise BasicError("MACHINE CODE", f"the routine left TXTPTR at ${ptr:04X} ({ptr}), "
                         "inside a statement: BASIC would go on from there, which this "
                         "interpreter does not")

    def _layout_line(self, line: Any) -> Optional[tuple[int, int]]:
        """The flat indices of ``line``'s statements (first, past the last),
        None if it has none."""
        layout = self.layout
        for i, laid in enumerate(layout.lines):
            if laid is line:
                first = layout.line_first[i]
                return first, layout.next_line[first]
        return None

    def _line_start(self, line: Any) -> int:
        """The first statement of ``line``, or of the first line after it
        in memory that has one (the program's end if none does)."""
        addresses = self.machine.line_addresses
        seen = False
        for _, other in addresses:
            seen = seen or other is line
            if seen:
                found = self._layout_line(other)
                if found is not None:
                    return found[0]
        return int(self.layout.end)
