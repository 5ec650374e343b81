"""PRINT, INPUT, GET, READ, DATA and RESTORE as the C64 ROM does them.

PRINT: a number is printed as FOUT makes it (sign or space first) followed by
a cursor right (code 29); ``,`` moves on to the next multiple of 10 columns and
TAB(n) to column n, both with cursor rights, counting on the 80-column
logical line (the screen editor's column); SPC(n) prints n cursor rights; a
PRINT that does not end in ``;`` ``,`` TAB( or SPC( ends with RETURN.

INPUT (the ROM's ``input``/``inloop``/``datbk1``): prints the prompt string,
then ``? `` and reads a line.  An empty answer leaves the variables alone and
ends the statement.  Each variable takes the next field: a string is a quoted
string or the text up to ``,`` or ``:`` (leading spaces skipped, trailing ones
kept); a number is what FIN reads, and anything else after it but ``,`` ``:``
or the end gives ``?REDO FROM START`` and the whole statement again.  Missing
fields are asked for with ``??``; fields left over give ``?EXTRA IGNORED``.

READ walks the program text for DATA statements exactly as the ROM's DATLOP
does (statement by statement, so DATA must start a statement), and reads items
with the same rules; a bad number is a SYNTAX error in the DATA line.
GET takes one code from the keyboard buffer (nothing: ``""`` or 0); a
non-digit into a numeric GET is ``?SYNTAX  ERROR`` with no line, as the ROM
reports it.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Optional

from . import numbers as cbm
from ...core.errors import BasicError
from ...core import ast
from .tokens import DATA
from .expressions import NUM, STR, raiser, typeof
from . import stackroom

CURSOR_RIGHT = 29
RETURN = 13
DIRECT_LINE = 65535          # CURLIN's high byte $FF: no " IN n"


def _checked(guard: Any, action: Any) -> Any:
    """``action`` after the stack check ``guard``."""
    def checked() -> None:
        guard()
        action()
    return checked


class _Text:
    """A cursor over text the way CHRGET walks it (spaces skipped)."""
    __slots__ = ("s", "i")

    def __init__(self, s: str, i: int = 0) -> None:
        self.s = s
        self.i = i

    def got(self) -> str:
        """CHRGOT: the current character, skipping spaces ('' at the end)."""
        s, i = self.s, self.i
        while i < len(s) and s[i] == " ":
            i += 1
        self.i = i
        return s[i] if i < len(s) else ""

    def get(self) -> str:
        """CHRGET: step past the current character, then CHRGOT."""
        self.got()
        if self.i < len(self.s):
            self.i += 1
        return self.got()


def read_field(text: _Text, string: bool) -> tuple[Any, bool]:
    """DATBK1: one value from ``text`` (positioned on the separator before
    it).  Returns (value, ok); ok is False when something other than ``,``
    ``:`` or the end follows a value."""
    c = text.get()
    if string:
        if c == '"':
            start = text.i + 1
            end = text.s.find('"', start)
            if end < 0:
                value, text.i = text.s[start:], len(text.s)
            else:
                value, text.i = text.s[start:end], end + 1
        else:
            start = text.i
            end = start
            s = text.s
            while end < len(s) and s[end] not in ",:":
                end += 1
            value, text.i = s[start:end], end
    else:
        value, text.i = cbm.fin(text.s, text.i)
    c = text.got()
    return value, c in ("", ",", ":")


#: READ's commonest datum: a comma (or the DATA token, where DATLOP left
#: the cursor), spaces, one to nine plain digits, then ``,`` ``:`` or the
#: line's end (FIN's whole number, :func:`.numbers.fin`; CHRGOT then stops
#: on the separator with nothing to skip)
_PLAIN = re.compile(f"[,{chr(DATA)}] *([0-9]{{1,9}})(?=[,:]|\\Z)")
#: a quoted string after a comma or DATA, then spaces and a separator
#: (read_field's string in quotes; CHRGOT stops on the separator)
_QUOTED = re.compile(f'[,{chr(DATA)}] *"([^"]*)" *(?=[,:]|\\Z)')


def number_after_comma(s: str, off: int) -> tuple[float, int, bool]:
    """:func:`read_field` of a number when ``off`` is on a comma (READ's
    usual case, without the cursor): (value, where CHRGOT stopped, ok)."""
    value, j = cbm.fin(s, off + 1)
    n = len(s)
    while j < n and s[j] == " ":
        j += 1
    return value, j, j >= n or s[j] in ",:"


class IoCompiler:
    """Mixin: the statements that move text in and out."""

    machine: Any
    layout: Any
    vars: Any
    data_ptr: list

    # -- PRINT -------------------------------------------------------------------------
    def print_items(self, items: list[ast.Node],
                    guards: Optional[list[Any]] = None) -> list[Any]:
        """Closures that print one item each, in order; ``guards``: for each
        item, the stack check made before it (None: none)."""
        machine = self.machine
        out_text = machine.out_text
        skip = machine.skip
        column = machine.column
        to_str = cbm.to_str
        to_byte = cbm.to_byte
        room = machine.temps.room
        touch = machine.heap.touch
        actions: list[Any] = []
        for item, guard in zip(items, guards or [None] * len(items)):
            if isinstance(item, ast.PrintExpr):
                f = self.expr(item.expr)
                if typeof(item.expr) == STR:
                    f = self.released(item.expr, f)          # STRPRT: FREFAC
                    actions.append(lambda f=f: out_text(f()))
                elif typeof(item.expr) == NUM:
                    def number(f=f) -> None:
                        digits = to_str(f())
                        room()                               # FOUT's digits: STRLIT
                        touch(len(digits))                   # in string space, then back
                        out_text(digits)
                        skip(1)
                    actions.append(number)
                else:
                    actions.append(f)
            elif isinstance(item, ast.PrintSep):
                if item.sep == ",":
                    actions.append(lambda: skip(10 - column() % 10))
            elif isinstance(item, (ast.PrintTab, ast.PrintSpc)):
                value = self.num(item.column if isinstance(item, ast.PrintTab) else item.count)
                if isinstance(item, ast.PrintTab):
                    def tab(value=value) -> None:
                        col = column()
                        n = to_byte(value())
                        if n > col:
                            skip(n - col)
                    actions.append(tab)
                else:
                    actions.append(lambda value=value: skip(to_byte(value())))
            if guard is not None:
                actions[-1] = _checked(guard, actions[-1])
        return actions

    def stmt_Print(self, node: ast.Print, idx: int) -> Any:
        return self.print_statement(node.items, idx)

    def stack_guards(self, items: list[ast.Node], idx: int,
                     contexts: tuple[str, str] = ("PRINT", "TAB")) -> list[Any]:
        """For each PRINT item, FRMEVL's stack check (:mod:`.stackroom`) to
        make before it: only before one that needs more room than every item
        before it, so the items before it are printed first, as on the ROM.
        ``contexts``: the statement's for a formula and for TAB/SPC's."""
        out: list[Any] = []
        room = stackroom.NO_LIMIT
        formula, tab = contexts
        for item in items:
            if isinstance(item, ast.PrintExpr):
                checked = (formula, item.expr)
            elif isinstance(item, ast.PrintTab):
                checked = (tab, item.column)
            elif isinstance(item, ast.PrintSpc):
                checked = (tab, item.count)
            else:
                out.append(None)
                continue
            need, guard = self.stack_check(idx, checked)
            out.append(guard if need < room else None)
            room = min(room, need)
        return out

    def print_statement(self, items: list[ast.Node], idx: int,
                        contexts: tuple[str, str] = ("PRINT", "TAB")) -> Any:
        """PRINT's items, then RETURN unless the last is a separator."""
        actions = self.print_items(items, self.stack_guards(items, idx, contexts))
        newline = not items or not isinstance(items[-1], ast.PrintSep)
        end_line = self.machine.newline
        if len(actions) == 1 and newline:
            only = actions[0]

            def print_one() -> None:
                only()
                end_line()
            return print_one

        def print_() -> None:
            for a in actions:
                a()
            if newline:
                end_line()
        return print_

    # -- INPUT -------------------------------------------------------------------------
    def stmt_Input(self, node: ast.Input, idx: int) -> Any:
        if self.is_direct(idx):
            return raiser("ILLEGAL DIRECT")
        prompt: Optional[str] = None
        targets = []
        for item in node.items:
            if isinstance(item, ast.PrintExpr):
                prompt = item.expr.value
            elif isinstance(item, ast.InputVar):
                targets.append(item.target)
        finders = self.checked_finders(idx, targets)
        machine = self.machine
        room = machine.temps.room
        alloc = machine.heap.alloc
        message = self._message

        def input_() -> Optional[int]:
            while True:
                if prompt is not None:
                    room()                              # STRTXT, then STRPRT
                    machine.out_text(prompt)
                line = machine.read_line("?\x1d")
                if line == "":
                    return None
                text = _Text("," + line)
                redo = False
                for find, kind in finders:
                    setter = find()
                    if text.got() in ("", ":"):
                        line = machine.read_line("??\x1d")
                        text = _Text("," + line)
                    value, ok = read_field(text, kind == STR)
                    if kind == STR:
                        room()                          # STRLT2 of the answer
                        value = alloc(value)            # copied out of the buffer
                    setter(value)
                    if not ok:
                        message("?REDO FROM START\r")
                        redo = True
                        break
                if redo:
                    continue
                if text.got():
                    message("?EXTRA IGNORED\r")
                return None
        return input_

    def _message(self, text: str) -> None:
        """One of BASIC's messages, printed by STROUT (through a descriptor)."""
        self.machine.temps.room()
        self.machine.out_text(text)

    # -- GET ----------------------------------------------------------------------------
    def generic_GET(self, node: ast.Generic, idx: int) -> Any:
        if self.is_direct(idx):
            return raiser("ILLEGAL DIRECT")
        finders = self.checked_finders(idx, node.args, "GET TARGET")
        machine = self.machine
        room = machine.temps.room
        alloc = machine.heap.alloc

        def get() -> None:
            for find, kind in finders:
                setter = find()
                code = machine.getin()
                if kind == STR:
                    room()                              # STRLT2 of the key, even of none
                    setter(alloc(chr(code)) if code else "")
                    continue
                text = _Text("," + (chr(code) if code else ""))
                value, ok = read_field(text, False)
                setter(value)
                if not ok:
                    raise BasicError("SYNTAX", at=(DIRECT_LINE, 1))
        return get

    # -- READ / DATA / RESTORE ------------------------------------------------------------
    def stmt_Data(self, node: ast.Data, idx: int) -> Any:
        return lambda: None

    def stmt_Restore(self, node: ast.Restore, idx: int) -> Any:
        ptr = self.data_ptr

        def restore() -> None:
            ptr[0], ptr[1] = -1, 0
        return restore

    def stmt_Read(self, node: ast.Read, idx: int) -> Any:
        lines = self.layout.lines
        ptr = self.data_ptr
        room = self.machine.temps.room
        starts: dict[int, list[int]] = {}
        plain, quoted = _PLAIN.match, _QUOTED.match

        def datum(kind: str) -> tuple[Any, bool, int, int]:
            """The next item for a ``kind`` target: (value, ok, line index,
            where CHRGOT stopped); STRLT2's descriptor for a string."""
            li, off = ptr
            if li >= 0:
                s = lines[li].source
                if kind != STR:
                    m = plain(s, off)
                    if m is not None:
                        return float(m.group(1)), True, li, m.end()
                    # a number after the comma READ stopped at (read_field's
                    # CHRGET past it, FIN, CHRGOT, in one go)
                    if off < len(s) and s[off] == ",":
                        value, j, ok = number_after_comma(s, off)
                        return value, ok, li, j
                else:
                    m = quoted(s, off)
                    if m is not None:
                        room()                      # STRLT2 of the datum
                        return m.group(1), True, li, m.end()
            text = _Text(lines[li].source if li >= 0 else "", off)
            c = text.got()
            if li < 0 or c in ("", ":"):
                li, text = _next_data(lines, li, text, starts)
                m = (quoted if kind == STR else plain)(text.s, text.i)
                if m is not None:                   # (on the DATA token)
                    if kind == STR:
                        room()                      # STRLT2 of the datum
                        return m.group(1), True, li, m.end()
                    return float(m.group(1)), True, li, m.end()
            value, ok = read_field(text, kind == STR)
            if kind == STR:
                room()                              # STRLT2 of the datum
            if ok:
                text.got()
            return value, ok, li, text.i

        def store(setter: Callable[[Any], None], kind: str) -> None:
            """The next item given to ``setter`` (found before it is read);
            a bad one is a SYNTAX error in its DATA line once stored."""
            value, ok, li, j = datum(kind)
            setter(value)
            if not ok:
                raise BasicError("SYNTAX", at=(lines[li].number, 1))
            ptr[0], ptr[1] = li, j

        steps: list[Callable[[], None]] = []
        for target in node.targets:
            steps.append(self._read_step(idx, target, datum, store))
        if len(steps) == 1:
            return steps[0]

        def read() -> None:
            for step in steps:
                step()
        return read

    def _read_step(self, idx: int, target: ast.Node, datum: Any, store: Any) -> Callable[[], None]:
        """READ of one target: the variable found (subscripts, the array
        made), the next item read and stored.  A float variable and an
        element of one dimension have their usual case here: a plain whole
        number (no rounding byte) or a quoted string."""
        ptr = self.data_ptr
        lines = self.layout.lines
        plain = _PLAIN.match
        if isinstance(target, ast.Var) and not target.is_string and not target.is_integer:
            nums = self.vars.num
            created = self.machine.created
            slot = self.vars.num_slot(target.name)
            find, kind = self.assigner(target)
            setter = find()

            def read_number() -> None:
                if ptr[0] >= 0:
                    m = plain(lines[ptr[0]].source, ptr[1])
                    if m is not None:
                        if nums[slot] is None:
                            created()
                        nums[slot] = float(m.group(1))
                        ptr[1] = m.end()
                        return
                store(setter, kind)
            return read_number
        if (isinstance(target, ast.Index) and len(target.args) == 1
                and typeof(target.args[0]) == NUM and not target.is_integer):
            limit, guard = self.stack_check(idx, *[("TARGET", a) for _, a in self.subscripts(target)])
            stack = self.stack
            locate = self.element(target)
            string = target.is_string
            kind = STR if string else NUM
            round_ = cbm.round_

            def read_element() -> None:
                if stack.used > limit:
                    guard()
                data, pos = locate()
                value, ok, li, j = datum(kind)
                data[pos] = value if string else round_(value)
                if not ok:
                    raise BasicError("SYNTAX", at=(lines[li].number, 1))
                ptr[0], ptr[1] = li, j
            return read_element
        (find, kind), = self.checked_finders(idx, [target])

        def read_other() -> None:
            store(find(), kind)
        return read_other


def _statement_ends(source: str) -> list[int]:
    """Where the ``:`` outside quotes are in a line: the ends of its
    statements as DATAN finds them walking from the line's start."""
    ends = []
    quote = False
    for i, ch in enumerate(source):
        if ch == '"':
            quote = not quote
        elif ch == ":" and not quote:
            ends.append(i)
    return ends


def _data_starts(source: str) -> list[int]:
    """Where the statements of a line that begin with DATA begin (CHRGOT's
    place, spaces skipped): what DATLOP finds walking the line from its
    start."""
    data = chr(DATA)
    n = len(source)
    found = []
    for p in [0] + [e + 1 for e in _statement_ends(source)]:
        while p < n and source[p] == " ":
            p += 1
        if p < n and source[p] == data:
            found.append(p)
    return found


def _next_data(lines: list, li: int, text: _Text,
               starts: dict[int, list[int]]) -> tuple[int, _Text]:
    """DATLOP: skip statements until one starts with DATA; returns the line
    index and a cursor on the DATA token (OUT OF DATA at the program's end).
    The rest of the line READ is in is walked as DATAN walks it; each line
    after it is walked from its start, which :func:`_data_starts` did once
    (``starts``)."""
    data = chr(DATA)
    if li >= 0:
        s = text.s
        i = text.i
        while True:
            quote = False
            while i < len(s):                   # DATAN: to ':' outside quotes
                ch = s[i]
                if ch == '"':
                    quote = not quote
                elif ch == ":" and not quote:
                    break
                i += 1
            if i >= len(s):
                break
            text.i = i + 1
            if text.got() == data:
                return li, text
            i = text.i
    while True:
        li += 1
        if li >= len(lines):
            raise BasicError("OUT OF DATA")
        found = starts.get(li)
        if found is None:
            found = starts[li] = _data_starts(lines[li].source)
        if found:
            return li, _Text(lines[li].source, found[0])
