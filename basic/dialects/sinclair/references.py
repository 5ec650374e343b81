"""Array elements, slices and assignment targets, found as the ROM finds them.

The ROM finds a variable and evaluates its subscripts and a slice's ends
(LOOK-VARS, STK-VAR, SLICING) once each, left to right, checking each as it
comes: ``s$(n)`` is ``s$(n TO n)`` with n evaluated once, and ``m$(i,j)``
evaluates i, checks it, then j.  LET, READ and INPUT (CLASS-01) do this for
their target *before* they evaluate the value, so ``LET a(10)=1/0`` on a
``DIM a(5)`` is report 3, not 6, and RND in the subscript is called before RND
in the value.  So a target compiles to a *locator*: a closure that finds the
place and returns the function that stores a value there.

String places are :data:`.strings.Window`\\ s (a string, the part sliced, and
how to store it back), so slices of slices (``s$(2 TO 5)(2)``) read and
assign like any other slice.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

from ...core import ast
from ...core.compiler import Expr
from ...core.errors import BasicError
from ...core.variables import StrArray
from . import conversions as cv
from .strings import Window, fill, narrow, slice_string, whole, window_text

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import SinclairCompiler

Store = Callable[[Any], None]
Range = Optional[tuple[Optional[Expr], Optional[Expr]]]


def _value(f: Optional[Expr]) -> Any:
    return f() if f is not None else None


def element_index(bounds: list[int], subs: list[Expr]) -> int:
    """The flat position of an element: each subscript evaluated and checked
    against its bound in turn (report 3)."""
    if len(subs) != len(bounds):
        raise BasicError("3")
    flat = 0
    for bound, sub in zip(bounds, subs):
        flat = flat * bound + cv.subscript(sub(), bound) - 1
    return flat


def array_window(arr: StrArray, plain: list[Expr], rng: Range) -> Window:
    """A string array reference: its row's subscripts, then one more
    subscript (a character) or a range, each evaluated once."""
    n = len(arr.bounds)
    if not (len(plain) == n or (len(plain) == n + 1 and rng is None)):
        raise BasicError("3")
    row = 0
    for bound, sub in zip(arr.bounds, plain):
        row = row * bound + cv.subscript(sub(), bound) - 1
    rows = arr.rows

    def store(text: str) -> None:
        rows[row] = text
    # the row's text is read after the character's or range's subscripts,
    # as the ROM reads the variables area after a slice's ends are found (a
    # USR among them may have changed it)
    if len(plain) == n + 1:
        i = plain[n]()
        return narrow(whole(rows[row], store), i, i)
    if rng is not None:
        start, end = _value(rng[0]), _value(rng[1])
        return narrow(whole(rows[row], store), start, end)
    return whole(rows[row], store)


def _calls_usr(node: ast.Node) -> bool:
    """The expression calls USR (machine code may change the variables)."""
    return any(isinstance(n, ast.Call) and n.name == "USR" for n in ast.walk(node))


def _fixed(value: str, length: int, space: str = " ") -> str:
    """A string fitted to a fixed length: cut, or padded with spaces."""
    if len(value) >= length:
        return value[:length]
    return value + space * (length - len(value))


class References:
    """Mixin for :class:`.compiler.SinclairCompiler`: reading elements and
    slices, and locating targets."""

    # -- subscripts ---------------------------------------------------------------
    def _subscripts(self: "SinclairCompiler", args: list[ast.Node]) -> tuple[list[Expr], Range]:
        """Compile subscripts; a trailing Range is returned separately as
        (start, end)."""
        plain: list[Expr] = []
        rng = None
        for i, arg in enumerate(args):
            if isinstance(arg, ast.Range):
                if i != len(args) - 1:
                    raise BasicError("C")
                rng = (self.expr(arg.start) if arg.start is not None else None,
                       self.expr(arg.end) if arg.end is not None else None)
            else:
                plain.append(self.expr(arg))
        return plain, rng

    def _string_fetch(self: "SinclairCompiler", name: str) -> tuple[Expr, Store]:
        """(the string variable's value or array, the store of a plain string)."""
        param = self._param(name, True)
        if param is not None:
            return param, lambda text: None
        strs = self.vars.str
        slot = self.vars.str_slot(name)

        def store(text: str) -> None:
            strs[slot] = text
        return (lambda: strs[slot]), store

    # -- numeric elements ---------------------------------------------------------------
    def element_finder(self: "SinclairCompiler", node: ast.Index) -> Callable[[], tuple[list, int]]:
        """(the array's values, the element's position) of ``a(i,j...)``."""
        arrs = self.vars.arr
        slot = self.vars.arr_slot(node.name)
        subs, rng = self._subscripts(node.args)
        if rng is not None:
            raise BasicError("C")

        def find() -> tuple[list, int]:
            a = arrs[slot]
            if a is None:
                raise BasicError("2")
            return a.data, element_index(a.bounds, subs)
        return find

    def _num_element(self: "SinclairCompiler", node: ast.Index) -> Expr:
        if any(isinstance(a, ast.Range) for a in node.args):
            return self.unsupported("TO")
        if len(node.args) == 1:
            arrs = self.vars.arr
            slot = self.vars.arr_slot(node.name)
            s0 = self.expr(node.args[0])

            def get1() -> Any:
                a = arrs[slot]
                if a is None:
                    raise BasicError("2")
                bounds = a.bounds
                if len(bounds) != 1:
                    raise BasicError("3")
                i = s0()
                if i.__class__ is not int or not 0 < i <= bounds[0]:
                    i = cv.subscript(i, bounds[0])
                return a.data[i - 1]
            return get1
        find = self.element_finder(node)

        def get() -> Any:
            data, k = find()
            return data[k]
        return get

    # -- strings ---------------------------------------------------------------------------
    def string_window(self: "SinclairCompiler", node: ast.Node) -> Callable[[], Window]:
        """The window of a string reference: a variable, ``s$(...)``, a
        string array element, or a slice of any string expression."""
        if isinstance(node, ast.Var) and node.is_string:
            fetch, store = self._string_fetch(node.name)

            def var_window() -> Window:
                v = fetch()
                if v.__class__ is str:
                    return whole(v, store)
                if v is None:
                    raise BasicError("2")
                return array_window(v, [], None)
            return var_window
        if isinstance(node, ast.Index) and node.is_string:
            fetch, store = self._string_fetch(node.name)
            plain, rng = self._subscripts(node.args)

            def index_window() -> Window:
                v = fetch()
                if v is None:
                    raise BasicError("2")
                if v.__class__ is not str:
                    return array_window(v, plain, rng)
                # read again after the slice's ends (a USR among them may
                # have changed the string in memory)
                if rng is not None and not plain:
                    start, end = _value(rng[0]), _value(rng[1])
                    return narrow(whole(fetch(), store), start, end)
                if len(plain) == 1 and rng is None:
                    i = plain[0]()
                    return narrow(whole(fetch(), store), i, i)
                raise BasicError("3")
            return index_window
        if isinstance(node, ast.Slice):
            return self._slices(node)
        value = self.expr(node)
        return lambda: whole(value())

    def _slices(self: "SinclairCompiler", node: ast.Slice) -> Callable[[], Window]:
        """A slice, or a slice of a slice of ... (``"AB"(1 TO )(1 TO )...``):
        the string's window, then each slice in turn, in one loop and not a
        closure a level, so a chain as long as a line holds runs (the ROM
        slices the top of its calculator stack in place: no room a level).
        Each slice's ends are evaluated after the window it narrows."""
        ranges = []
        while isinstance(node, ast.Slice):
            ranges.append(node.range)
            node = node.target
        inner = self.string_window(node)
        steps: list[tuple[Optional[Expr], Optional[Expr], bool]] = []
        for rng in reversed(ranges):
            if isinstance(rng, ast.Range):
                steps.append((self.expr(rng.start) if rng.start is not None else None,
                              self.expr(rng.end) if rng.end is not None else None, False))
            else:
                steps.append((self.expr(rng), None, True))
        if len(steps) > 1:
            def chain_window() -> Window:
                window = inner()
                for first, last, single in steps:
                    if single:
                        i = first()  # type: ignore[misc]
                        window = narrow(window, i, i)
                    else:
                        window = narrow(window, _value(first), _value(last))
                return window
            return chain_window
        ((start, end, single),) = steps
        if not single:
            def slice_window() -> Window:
                window = inner()
                return narrow(window, _value(start), _value(end))
            return slice_window
        index = start

        def char_window() -> Window:
            window = inner()
            i = index()  # type: ignore[misc]
            return narrow(window, i, i)
        return char_window

    def expr_Index(self: "SinclairCompiler", node: ast.Index) -> Expr:
        if not node.is_string:
            return self._num_element(node)
        window = self.string_window(node)
        if len(node.args) == 1 and not isinstance(node.args[0], ast.Range):
            # the usual ``s$(n)`` of a plain string, without building a window
            fetch, _ = self._string_fetch(node.name)
            (index,) = self._subscripts(node.args)[0]

            if _calls_usr(node.args[0]):
                return lambda: window_text(window())    # the string read after USR

            def char() -> str:
                v = fetch()
                if v.__class__ is str:
                    i = index()
                    return slice_string(v, i, i)
                return window_text(window())
            return char
        return lambda: window_text(window())

    def expr_Slice(self: "SinclairCompiler", node: ast.Slice) -> Expr:
        window = self.string_window(node)
        return lambda: window_text(window())

    # -- targets -------------------------------------------------------------------------
    def var_store(self: "SinclairCompiler", target: ast.Var, copies: int = 2) -> Store:
        """The store of a simple variable (nothing to locate).  ``copies``:
        how many copies of a new string value must fit at once (the one the
        expression made in the workspace and the variable's; 1 where the
        value is not in the workspace: a literal in the program line, as on
        the ZX81, or another variable)."""
        if target.is_string:
            strs = self.vars.str
            slot = self.vars.str_slot(target.name)
            gosub = self.interp.gosub
            need = self.machine.need_memory
            check_from = self.machine.string_room_from

            def set_str(value: str) -> None:
                old = strs[slot]
                if old is None or old.__class__ is str:
                    if len(value) > check_from:
                        # the new string sits in the workspace while a copy is
                        # made for the variable: both must fit (TEST-ROOM)
                        need(copies * len(value), len(gosub))
                    strs[slot] = value
                elif old.bounds:
                    raise BasicError("3")
                else:
                    old.rows[0] = _fixed(value, old.length, self.SPACE)
            return set_str
        nums = self.vars.num
        if target.prefixes:
            slots = self._spaced_slots(target)

            def set_spaced(value: Any) -> None:
                for slot in slots:
                    if nums[slot] is not None:
                        nums[slot] = value
                        return
                nums[slots[-1]] = value
            return set_spaced
        slot = self.vars.num_slot(target.name)

        def set_num(value: Any) -> None:
            nums[slot] = value
        return set_num

    def locator(self: "SinclairCompiler", target: ast.Node) -> Callable[[], Store]:
        """CLASS-01 for LET, READ and INPUT: a closure that finds the target
        (evaluating its subscripts and slice, with their reports) and gives
        the function that stores a value there."""
        if isinstance(target, ast.Var):
            store = self.var_store(target)
            return lambda: store
        if isinstance(target, ast.Index) and not target.is_string:
            find = self.element_finder(target)

            def element() -> Store:
                data, k = find()

                def put(value: Any) -> None:
                    data[k] = value
                return put
            return element
        window = self.string_window(target)

        def part() -> Store:
            found = window()
            space = self.SPACE
            return lambda value: fill(found, value, space)
        return part
