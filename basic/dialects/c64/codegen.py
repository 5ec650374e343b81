"""Commodore BASIC V2 LET and IF compiled to Python functions, for speed.

The closures of :mod:`.expressions` call one Python function per AST node,
and :mod:`basic.dialects.c64.numbers` one or two more per operation.  A LET or IF
that has run often is written again here as the source of *one* function
(see :mod:`basic.core.codegen`), computing exactly what the closures
compute:

* operators on two whole numbers below 2^31 (as floats) are done inline, as
  ``cbm.add``/``sub``/``mul``/``compare`` do them on their own fast paths;
  anything else calls the same ``cbm`` function the closure calls, with the
  operands evaluated in the same order;
* storing a small whole number skips ``round_``/``to_intvar`` (it has no
  rounding byte and fits AYINT), the rest call them;
* a variable is a list slot, an element of a one-dimensional array is found
  inline (subscript, array made on first use, BAD SUBSCRIPT), and the
  statement's FRMEVL stack check is one comparison;
* whatever is not handled here (a type mismatch, TI and ST, FN, RND,
  several dimensions...) is the closure the ordinary compiler makes for it,
  so its errors are the closure's;
* the strings made here have no descriptors (:mod:`.temps`): a statement
  that needs ``k`` of them at once first checks that ``k`` are free, and
  when they are not it runs as closures, which count them and fail where the
  ROM fails; a closure used for a string it makes has its descriptor freed
  at once, and an IF on such a string keeps one, as the ROM does.  Formulas
  that can leave descriptors behind (POS of a string made) and those that
  make strings around FN (whose definition is only known at run time) stay
  closures;
* a string made in string space (a join, STR$, CHR$, LEFT$, RIGHT$, MID$)
  goes through :mod:`.heap` as in the closures, step by step
  (:func:`heap_helpers`); a formula in which a closure would make one (TI$,
  or a call not written here) stays closures, because the closure gives its
  string back before the next one is made;
* a string LET from a variable copies it as the closures do (``_keep``).

Every check the ROM makes, and every error, happens in the same order as in
the closures; ``tests/c64/test_codegen.py`` runs the ROM cases and the
benchmarks through this code from the first statement and compares.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Optional

from . import conditions as cd
from . import numbers as cbm
from ...core.codegen import GeneratedCode
from ...core.errors import BasicError
from ...core import ast, spine
from . import temps as _temps
from .generated_helpers import asc, error, heap_helpers
from .expressions import NUM, NUMERIC_FUNCTIONS, RELATIONS, STR, index_value, typeof

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import CbmCompiler

#: (Python source, whether the value is certainly a float), or None: use the closure
Code = Optional[tuple[str, bool]]
Stmt = Callable[[], Optional[int]]

#: Python's operator for each relation mask (7, ``<>=``, is always true: closure)
PY_RELATION = {1: ">", 2: "==", 3: ">=", 4: "<", 5: "!=", 6: "<="}
class CbmCodegen(GeneratedCode):
    """Writes and compiles one function per hot LET or IF of one compiler."""

    def __init__(self, compiler: "CbmCompiler") -> None:
        self.c = compiler
        v = compiler.vars
        ns: dict[str, Any] = {
            "N": v.num, "S": v.str, "AR": compiler.arrays, "_ST": compiler.stack,
            "_created": compiler.machine.created, "_error": error,
            "_TS": compiler.machine.temps, "_keep": compiler.machine.heap.keep,
            "_round": cbm.round_, "_to_intvar": cbm.to_intvar, "_index": index_value,
            # past the inline whole-number test (cbm's own first test)
            "_add": cbm.add_past, "_sub": cbm.sub_past, "_mul": cbm.mul_past, "_div": cbm.div,
            "_power": cbm.power, "_and": cbm.and_, "_or": cbm.or_, "_not": cbm.not_,
            "_compare": cbm.compare_past, "_T": cbm.TRUE, "_F": cbm.FALSE,
            # two operands that are certainly floats, past the test
            "_addf": cbm._add, "_mulf": cbm._mul, "_cmpf": cbm._compare, "_sqf": cbm.square,
            "_to_byte": cbm.to_byte, "_to_str": cbm.to_str, "_val": cbm.val,
            "_asc": asc,
        }
        for name, fn in NUMERIC_FUNCTIONS.items():
            ns["_fn_" + name] = fn
        ns.update(heap_helpers(compiler.machine.heap))
        super().__init__(ns, "<basic:c64>")
        #: the formula being written makes strings in string space (its
        #: comparisons then hold and free their operands as the closures do)
        self._heap = False
        #: a string made in string space was left to a closure, which frees
        #: it at once: the statement runs as closures
        self._inexact = False

    # -- statements -----------------------------------------------------------------
    @staticmethod
    def descriptors(node: ast.Node) -> Optional[int]:
        """How many string descriptors the formula ``node`` needs at once,
        or None when it is left to the closures (see the module docstring)."""
        if _temps.leaks(node):
            return None
        p = _temps.peak(node)
        if p is None:
            return None if _temps.makes_strings(node) else 0
        return p if p <= _temps.SLOTS else None

    def can_let(self, node: ast.Let) -> bool:
        """LETs :meth:`let` compiles: the value's type is the target's, and the
        target is a variable or an element of a one-dimensional array."""
        if self.descriptors(node.value) is None or self._direct_strings(node.value):
            return False
        target = node.target
        if isinstance(target, ast.Var):
            kind = STR if target.is_string else NUM
        elif isinstance(target, ast.Index) and len(target.args) == 1 \
                and typeof(target.args[0]) == NUM:
            kind = STR if target.is_string else NUM
        else:
            return False
        return typeof(node.value) == kind

    def can_if(self, node: ast.If) -> bool:
        """IFs :meth:`if_` compiles: a condition of a known type."""
        return (typeof(node.cond) in (NUM, STR) and self.descriptors(node.cond) is not None
                and not self._direct_strings(node.cond))

    def _direct_strings(self, node: ast.Node) -> bool:
        """A direct line's literals are copied into string space (they are
        in the input buffer): left to the closures, which do it."""
        return self.c.direct and _temps.makes_strings(node)

    def _room(self, node: ast.Node, closures: Stmt) -> str:
        """The check that the descriptors ``node`` needs are free; when they
        are not the statement runs as ``closures``."""
        need = self.descriptors(node)
        if not need:
            return ""
        return f"if _TS.n > {_temps.SLOTS - need}:\n    return {self.fallback(closures)}\n"

    def let(self, node: ast.Let, closures: Stmt, limit: int) -> Stmt:
        """A LET :meth:`can_let` accepts: the target found (subscript, array,
        BAD SUBSCRIPT), the stack check, the value, the store, in the
        closures' order."""
        self._start(node.value)
        fn = self._let(node, closures, limit)
        return closures if self._inexact else fn

    def _start(self, formula: ast.Node) -> None:
        self._heap = _temps.allocates(formula)
        self._inexact = False

    def _let(self, node: ast.Let, closures: Stmt, limit: int) -> Stmt:
        target = node.target
        check = self._room(node.value, closures) + self._stack_check(limit, closures)
        if isinstance(target, ast.Var):
            value = self._kept(node.value)
            # the variable is made (PTRGET) before the value is worked out
            if target.is_string:
                slot = self.c.vars.str_slot(target.name + "$")
                return self.function(f"if S[{slot}] is None:\n    _created()\n    S[{slot}] = ''\n"
                                     f"{check}\n_v = {value}\nS[{slot}] = _v")
            name = target.name + ("%" if target.is_integer else "")
            slot = self.c.vars.num_slot(name)
            empty = "0" if target.is_integer else "0.0"
            head = f"if N[{slot}] is None:\n    _created()\n    N[{slot}] = {empty}\n{check}\n"
            store = self._store(target, f"N[{slot}]", node.value)
            if store is not None:
                return self.function(head + store)
            return self.function(f"{head}_v = {value}\n"
                                 f"N[{slot}] = {self._stored(target, '_v', node.value)}")
        index = self._subscript(target.args[0])
        array = self._array(target)
        head = (f"{self._stack_check(limit, closures)}\n_i = {index}\n_A = {array}\n"
                f"if len(_A.sizes) != 1 or _i >= _A.sizes[0]:\n"
                f"    _error('BAD SUBSCRIPT')\n{self._room(node.value, closures)}")
        store = self._store(target, "_A.data[_i]", node.value)
        if store is not None:
            return self.function(head + store)
        value = self._kept(node.value)
        return self.function(f"{head}_v = {value}\n"
                             f"_A.data[_i] = {self._stored(target, '_v', node.value)}")

    def _kept(self, node: ast.Node) -> str:
        """A LET's value; a variable's or element's string copied if it is
        in string space (GETSPT, :meth:`.heap.StringHeap.keep`)."""
        value = self.value(node)
        if typeof(node) == STR and not _temps.is_temp(node):
            return f"_keep({value})"
        return value

    def if_(self, node: ast.If, index: Optional[int], skip: int, closures: Stmt,
            limit: int) -> Stmt:
        """IF cond THEN [n]: on to the next statement (or line ``index`` of
        THEN n) when true, else to ``skip`` (the next line).  A string the
        condition makes keeps its descriptor."""
        self._start(node.cond)
        if node.then_line is None:
            taken = "return None"
        elif index is None:
            taken = "_error(\"UNDEF'D STATEMENT\")"
        else:
            taken = f"return {index}"
        test = self.condition(node.cond)
        if _temps.is_temp(node.cond):
            test = f"_c = {test}\n_TS.n += 1\nif _c"
        else:
            test = f"if {test}"
        fn = self.function(f"{self._room(node.cond, closures)}{self._stack_check(limit, closures)}\n"
                           f"{test}:\n    {taken}\n"
                           f"return {skip!r}")
        return closures if self._inexact else fn

    def _stack_check(self, limit: int, closures: Stmt) -> str:
        """FRMEVL's checks as one comparison; when the formulas would not fit
        the statement runs as ``closures``, which evaluate them as far as
        the ROM does (CbmCompiler.stack_guard)."""
        return f"if _ST.used > {limit}:\n    return {self.fallback(closures)}"

    def _stored(self, target: ast.Node, v: str, value: ast.Node) -> str:
        """What storing ``v`` (of formula ``value``) in ``target`` keeps:
        round_, to_intvar or the string.  A float variable's or element's
        value is already rounded (every store rounds), so is kept as it is."""
        if target.is_string:
            return v
        constant = self._literal(value)
        if constant is not None:                 # stored as it will be, found now
            try:
                return repr(cbm.to_intvar(constant) if target.is_integer else cbm.round_(constant))
            except BasicError:
                pass                             # (the error comes when the LET runs)
        if (not target.is_integer and isinstance(value, (ast.Var, ast.Index))
                and value.name not in ("TI", "ST") and not value.is_string):
            return v
        if target.is_integer:
            return f"(int({v}) if -32768.0 <= {v} < 32768.0 and {v} % 1.0 == 0.0 else _to_intvar({v}))"
        # (31 bits at most: no rounding byte)
        return f"({v} + 0.0 if {cd.WHOLE.format(v=v)} or {cd.HALF.format(v=v)} else _round({v}))"

    # -- expressions --------------------------------------------------------------------
    def value(self, node: ast.Node) -> str:
        """Python source computing ``node``'s value."""
        return self.code(node)[0]

    def code(self, node: ast.Node) -> tuple[str, bool]:
        """(source, certainly a float) for ``node``; the closure when it is
        nothing this module writes, or too deep to write (spine.GENERATED)."""
        method = getattr(self, "_" + type(node).__name__, None)
        if method is not None and not spine.taller_than(node, spine.GENERATED):
            code = method(node)
            if code is not None:
                return code
        # a string the closure makes is used here at once: its descriptor freed
        if _temps.is_temp(node) and _temps.allocates(node):
            self._inexact = True        # and its bytes given back before their user is made
        return self.fallback(self.c.released(node, self.c.expr(node))), False

    def condition(self, node: ast.Node) -> str:
        """Python source that is true when IF would go on: a relation as a
        Python comparison, AND/OR of relations as ``&``/``|`` (both sides
        always evaluated, as the ROM does), a string by its length."""
        if typeof(node) == STR:
            return f"len({self.value(node)})"
        if isinstance(node, ast.Binary) and not spine.taller_than(node, spine.GENERATED):
            if self._numeric_relation(node) or (
                    RELATIONS.get(node.op) in PY_RELATION
                    and typeof(node.left) == typeof(node.right) == STR):
                return self._relation(node, boolean=True)
            if node.op in ("AND", "OR") and all(self._numeric_relation(n)
                                                for n in (node.left, node.right)):
                op = "&" if node.op == "AND" else "|"
                return f"({self.condition(node.left)} {op} {self.condition(node.right)})"
        return self.value(node)

    def _numeric_relation(self, node: ast.Node) -> bool:
        return (isinstance(node, ast.Binary) and RELATIONS.get(node.op) in PY_RELATION
                and typeof(node.left) == typeof(node.right) == NUM)

    def _Num(self, node: ast.Num) -> Code:
        try:
            value = cbm.from_literal(node.text)
        except BasicError:
            return None
        return repr(value), True

    def _Str(self, node: ast.Str) -> Code:
        return self.constant(node.value), False

    def _Var(self, node: ast.Var) -> Code:
        if node.name in ("TI", "ST"):
            return None
        v = self._new("_v")
        if node.is_string:
            slot = self.c.vars.str_slot(node.name + "$")
            return f"({v} if ({v} := S[{slot}]) is not None else '')", False
        if node.is_integer:
            slot = self.c.vars.num_slot(node.name + "%")
            return f"(float({v}) if ({v} := N[{slot}]) is not None else 0.0)", True
        slot = self.c.vars.num_slot(node.name)
        return f"({v} if ({v} := N[{slot}]) is not None else 0.0)", True

    def _subscript(self, node: ast.Node) -> str:
        """A subscript as an int (index_value: ILLEGAL QUANTITY, fractions dropped)."""
        x = self._new("_x")
        return (f"(int({x}) if 0.0 <= ({x} := {self.value(node)}) < 32768.0 "
                f"and {x} % 1.0 == 0.0 else _index({x}))")

    def _array(self, node: ast.Index) -> str:
        """The array of ``node``, made (11 elements) on first use."""
        kind = "$" if node.is_string else "%" if node.is_integer else ""
        key = node.name + kind
        make = self.constant(self.c.array_getter(key, kind, len(node.args)))
        name = self.constant(key)        # the program's name stays data, never source
        a = self._new("_a")
        return f"({a} if ({a} := AR.get({name})) is not None else {make}(None))"

    def _Index(self, node: ast.Index) -> Code:
        if len(node.args) != 1 or typeof(node.args[0]) != NUM:
            return None
        i, a = self._new("_i"), self._new("_A")
        element = (f"({a}.data[{i}] if ({i} := {self._subscript(node.args[0])}) < "
                   f"({a} := {self._array(node)}).sizes[0] and len({a}.sizes) == 1 "
                   f"else _error('BAD SUBSCRIPT'))")
        if node.is_integer:
            return f"float{element}", True
        return element, not node.is_string

    def _Unary(self, node: ast.Unary) -> Code:
        if typeof(node.operand) != NUM:
            return None
        x, is_float = self.code(node.operand)
        if node.op == "-":
            a = self._new("_a")
            return f"(-{a} if ({a} := {x}) else 0.0)", is_float
        if node.op == "NOT":
            return f"_not({x})", True
        return x, is_float

    def _Binary(self, node: ast.Binary) -> Code:
        lt, rt = typeof(node.left), typeof(node.right)
        if lt not in (NUM, STR) or rt not in (NUM, STR):
            return None
        op = node.op
        if op in RELATIONS:
            if lt != rt or RELATIONS[op] not in PY_RELATION:
                return None
            return self._relation(node, boolean=False), True
        if lt == STR or rt == STR:
            if op == "+" and lt == rt == STR:
                fresh = self._fresh_join(node)
                if fresh is not None:
                    return fresh, False
                left, ltemp = self._held(node.left)
                right, rtemp = self.value(node.right), _temps.is_temp(node.right)
                return f"_cat({left}, {right}, {ltemp}, {rtemp})", False
            return None
        if op in ("+", "-", "*"):
            return self._arithmetic(node), True
        if op == "/":
            return self._quotient(node), True
        fn = {"^": "_power", "AND": "_and", "OR": "_or"}[op]
        return f"{fn}({self.value(node.left)}, {self.value(node.right)})", True

    def _held(self, node: ast.Node) -> tuple[str, bool]:
        """A string operand that is held (``heap.held``) while the next is
        worked out, when it has a descriptor; and whether it has one."""
        temp = _temps.is_temp(node)
        value = self.value(node)
        return (f"_hold({value})" if temp else value), temp

    def _used(self, node: ast.Node) -> str:
        """A string a function uses up (LEN, ASC, VAL): freed (FRETMP)."""
        passing = self._passing(node)
        if passing is not None:
            return passing
        value = self.value(node)
        return f"_free({value})" if _temps.is_temp(node) and self._heap else value

    def _fresh_join(self, node: ast.Binary) -> Optional[str]:
        """A join with an operand :meth:`_fresh` (``_catf``), when the
        operands' texts can be found before either is made: the right one
        makes nothing (a fresh text or a string in the line or a variable),
        and when the left one is fresh, cannot fail either (it would have
        failed with the left one made)."""
        fa, fb = self._fresh(node.left), self._fresh(node.right)
        if fa is None and fb is None:
            return None
        if fb is None and not self._plain_string(node.right):
            return None
        if fa is not None and not self._safe(node.right):
            return None
        if fa is not None:
            left = fa
        else:
            left = self._held(node.left)[0]
        right = fb if fb is not None else self.value(node.right)
        return (f"_catf({left}, {right}, {fa is not None}, {fb is not None}, "
                f"{_temps.is_temp(node.left)}, {_temps.is_temp(node.right)})")

    @staticmethod
    def _plain_string(node: ast.Node) -> bool:
        """A string in the line or a string variable: evaluating it makes
        nothing and cannot fail."""
        return isinstance(node, ast.Str) or (isinstance(node, ast.Var) and node.is_string
                                             and node.name != "TI")

    def _safe(self, node: ast.Node) -> bool:
        """Evaluating ``node`` cannot fail: a plain string, or LEFT$,
        RIGHT$, MID$ of a variable with numbers in the line in range, or
        CHR$ of such a number."""
        if self._plain_string(node):
            return True
        if not isinstance(node, ast.Call):
            return False
        numbers = [self._literal(a) for a in node.args[1:]] if node.args else []
        if node.name == "CHR$" and len(node.args) == 1:
            numbers = [self._literal(node.args[0])]
        elif not (node.name in ("LEFT$", "RIGHT$", "MID$") and node.args
                  and isinstance(node.args[0], ast.Var) and node.args[0].is_string
                  and node.args[0].name != "TI"):
            return False
        if not numbers or any(v is None or not (0.0 <= v < 256.0) for v in numbers):
            return False
        return node.name != "MID$" or numbers[0] >= 1.0   # (MID$ from 0: ILLEGAL QUANTITY)

    def _fresh(self, node: ast.Node) -> Optional[str]:
        """The text of a string ``node`` makes in string space as its last
        step (CHR$, STR$, LEFT$, RIGHT$, MID$ of a string that is not a
        temporary), with that string not yet made; else None."""
        if not isinstance(node, ast.Call) or spine.taller_than(node, spine.GENERATED):
            return None
        args = node.args
        types = [typeof(a) for a in args]
        if node.name == "CHR$" and types == [NUM]:
            return f"chr({self._byte(args[0])})"
        if node.name == "STR$" and types == [NUM]:
            return f"_to_str({self.value(args[0])})"
        if (node.name not in ("LEFT$", "RIGHT$", "MID$") or _temps.is_temp(args[0])
                or types[:2] != [STR, NUM] or any(t != NUM for t in types[2:])):
            return None
        if node.name == "MID$" and len(args) in (2, 3):
            count = self._byte(args[2]) if len(args) == 3 else "255"
            return f"_mids({self.value(args[0])}, {self._byte(args[1])}, {count})"
        if len(args) != 2:
            return None
        fn = "_lefts" if node.name == "LEFT$" else "_rights"
        return f"{fn}({self.value(args[0])}, {self._byte(args[1])})"

    def _passing(self, node: ast.Node) -> Optional[str]:
        """LEFT$, RIGHT$ or MID$ of a string that is not a temporary, whose
        result is used up at once (FRETMP gives its bytes straight back,
        as the last string made): the slice, with the collection its
        making may cause, and no string made in string space; else None."""
        if not (isinstance(node, ast.Call) and node.name in ("LEFT$", "RIGHT$", "MID$")
                and not spine.taller_than(node, spine.GENERATED)):
            return None
        args = node.args
        types = [typeof(a) for a in args]
        if _temps.is_temp(args[0]) or types[:2] != [STR, NUM] or any(t != NUM for t in types[2:]):
            return None
        if node.name == "MID$" and len(args) in (2, 3):
            count = self._byte(args[2]) if len(args) == 3 else "255"
            return f"_midp({self.value(args[0])}, {self._byte(args[1])}, {count})"
        if len(args) != 2:
            return None
        fn = "_leftp" if node.name == "LEFT$" else "_rightp"
        return f"{fn}({self.value(args[0])}, {self._byte(args[1])})"

    @staticmethod
    def _literal(node: ast.Node) -> Optional[float]:
        """The value of a number written in the line, else None."""
        if isinstance(node, ast.Num):
            try:
                return cbm.from_literal(node.text)
            except BasicError:
                return None
        return None

    def _operands(self, node: ast.Binary) -> tuple[str, str, Any, bool, Optional[str]]:
        """Names for both operands (a number written in the line is its own
        name), a guard that evaluates both, left first, and is true when
        they are floats (None: the one operand that is not a number in the
        line is evaluated where the fast test first names it, see
        :meth:`_fast`), whether both are certainly floats (then there is no
        class test, and past the fast test cbm's float routines are called
        at once), and that operand's source."""
        lv, rv = self._literal(node.left), self._literal(node.right)
        if lv is None and rv is None:
            a, b = self._new("_a"), self._new("_b")
            left, lf = self.code(node.left)
            right, rf = self.code(node.right)
            if lf and rf:                        # (``is``: both evaluated, in order)
                return a, b, f"(({a} := {left}) is ({b} := {right}) or True)", True, None
            return a, b, (f"({a} := {left}).__class__ is "
                          f"({b} := {right}).__class__ is float"), False, None
        if lv is not None and rv is not None:
            return repr(lv), repr(rv), True, True, None
        if lv is None:
            a, b, other = self._new("_a"), repr(rv), node.left
            x = a
        else:
            a, b, other = repr(lv), self._new("_b"), node.right
            x = b
        value, is_float = self.code(other)
        if is_float:
            return a, b, None, True, value
        return a, b, f"({x} := {value}).__class__ is float", False, None

    def _fast(self, node: ast.Binary, fast: Callable[[Any, Any], Any]) -> tuple[str, str, str, bool]:
        """(a, b, test, both certainly floats): the test evaluates both
        operands and is true when ``fast(a, b)`` is, for a and b the names
        (strings) or the numbers written in the line (floats)."""
        a, b, guard, floats, value = self._operands(node)
        lv, rv = self._literal(node.left), self._literal(node.right)
        test = fast(a if lv is None else lv, b if rv is None else rv)
        if value is None:
            return a, b, cd.source(cd.conj(guard, test)), floats
        x = a if lv is None else b
        if test is False:                        # only evaluated
            return a, b, f"({x} := {value}).__class__ is None", floats
        assert isinstance(test, str)
        return a, b, re.sub(rf"\b{x}\b", f"({x} := {value})", test, count=1), floats

    def _arithmetic(self, node: ast.Binary) -> str:
        """+, - and * as cbm.add/sub/mul compute them: on two whole numbers
        below 2^31, or two multiples of 2^-10 below 2^21 (the same numbers
        scaled, so the ROM's steps are the same), Python's."""
        fast, test, past = self._arithmetic_parts(node)
        return f"({fast} if {test} else {past})"

    def _arithmetic_parts(self, node: ast.Binary) -> tuple[str, str, str]:
        """(Python's result, the test that evaluates the operands and is
        true when it is cbm's, cbm's call) for :meth:`_arithmetic`."""
        if node.op == "*":
            r = self._new("_r")

            def product(x: Any, y: Any) -> Any:
                # cbm.mul's whole numbers (b below 2^24, the product below 2^31),
                # and those with one of them scaled by 2^-10 (a number in the
                # line that is whole needs no scaled branch)
                p31 = f"-2147483648.0 < ({r} := {cd.name_of(x)} * {cd.name_of(y)}) < 2147483648.0"
                p21 = f"-2097152.0 < ({r} := {cd.name_of(x)} * {cd.name_of(y)}) < 2097152.0"
                return cd.disj(cd.conj(cd.whole(x), cd.disj(
                    cd.conj(cd.whole(y), cd.within(y, "16777216.0"), p31),
                    cd.whole(y) is not True and cd.conj(cd.half(y), cd.within(y, "16384.0"), p21))),
                    cd.whole(x) is not True
                    and cd.conj(cd.half(x), cd.whole(y), cd.within(y, "16777216.0"), p21))
            a, b, test, floats = self._fast(node, product)
            mul = "_mulf" if floats else "_mul"
            if floats and self._same_variable(node.left, node.right):
                return f"{r} + 0.0", test, f"_sqf({a})"      # (a and b are the same)
            return f"{r} + 0.0", test, f"{mul}({a}, {b})"
        a, b, test, floats = self._fast(node, cd.alike)
        if floats:
            past = f"_addf({a}, {b})" if node.op == "+" else f"_addf({a}, -{b})"
        else:
            past = f"{'_add' if node.op == '+' else '_sub'}({a}, {b})"
        return f"{a} {node.op} {b}", test, past

    @staticmethod
    def _same_variable(x: ast.Node, y: ast.Node) -> bool:
        """Both the same number variable: read twice with nothing between,
        the same value, with no rounding byte (cbm.square)."""
        return (isinstance(x, ast.Var) and isinstance(y, ast.Var) and not x.is_string
                and x.name == y.name and x.is_integer == y.is_integer
                and x.name not in ("TI", "ST"))

    def _store(self, target: ast.Node, dest: str, value: ast.Node) -> Optional[str]:
        """Storing +, - or * in a float variable or element as two
        branches: Python's result, 32 bits at most (a whole number below
        2^32, a multiple of 2^-10 below 2^22), is a 5-byte value as it is;
        cbm's is rounded (round_, which keeps a 5-byte value as it is).
        None for anything else (:meth:`_stored`)."""
        if (target.is_string or target.is_integer or not isinstance(value, ast.Binary)
                or value.op not in ("+", "-", "*") or spine.taller_than(value, spine.GENERATED)
                or typeof(value.left) != NUM or typeof(value.right) != NUM):
            return None
        fast, test, past = self._arithmetic_parts(value)
        return f"if {test}:\n    {dest} = {fast} + 0.0\nelse:\n    {dest} = _round({past})"

    def _quotient(self, node: ast.Binary) -> str:
        """/ as cbm.div computes it: a whole number below 2^31 that the
        other divides exactly is Python's quotient (exact)."""
        a, b, test, _ = self._fast(node, cd.divides)
        return f"({a} / {b} + 0.0 if {test} else _div({a}, {b}))"

    def _int_quotient(self, node: ast.Binary) -> str:
        """INT(a/b): for two whole numbers below 2^31 (b not 0) it is
        Python's floor division.  FDIVT's quotient is Python's cut to 34
        bits, which stays within the whole numbers it lies between: the
        fraction of a/b is at least 1/|b|, its last bit below 1/(4|b|)."""
        a, b, test, _ = self._fast(node, cd.whole_pair)
        return f"({a} // {b} + 0.0 if {test} else _fn_INT(_div({a}, {b})))"

    def _relation(self, node: ast.Binary, boolean: bool) -> str:
        """A relation as cbm.compare orders; ``boolean``: a Python bool (for
        IF) instead of the ROM's -1/0."""
        py = PY_RELATION[RELATIONS[node.op]]
        passing = self._passing_relation(node) if typeof(node.left) == STR else None
        if passing is not None:
            test = f"{passing[0]} {py} {passing[1]}"
        elif typeof(node.left) == STR and self._heap and (_temps.is_temp(node.left)
                                                           or _temps.is_temp(node.right)):
            left, ltemp = self._held(node.left)
            right, rtemp = self.value(node.right), _temps.is_temp(node.right)
            test = f"_scmp({left}, {right}, {ltemp}, {rtemp}) {py} 0"
        elif typeof(node.left) == STR:
            test = f"{self.value(node.left)} {py} {self.value(node.right)}"
        elif self._exact(node.left) and self._exact(node.right):
            # no rounding byte on either side: FCOMP's order is Python's
            test = f"{self.value(node.left)} {py} {self.value(node.right)}"
        else:
            a, b, both, floats = self._fast(node, cd.alike)
            if floats:
                both = f"{both} or {self._apart(node, a, b)}"
            test = f"({a} {py} {b} if {both} else {'_cmpf' if floats else '_compare'}({a}, {b}) {py} 0)"
            clear = self._clear(node, py)
            if clear is not None:
                test = f"({clear[1]} if {clear[0]} else {test})"
        return f"({test})" if boolean else f"(_T if {test} else _F)"

    #: how far (a fraction of the formula's magnitude, :meth:`_clear`) Python's
    #: value of a small formula is from the other side for the ROM's to be
    #: on the same side of it: each FADDT or FMULTT is within 2^-31 of its
    #: operands' magnitudes (ARG's rounding, the cut to 40 bits; measured
    #: on random formulas), and FORPSH's rounding of a left formula (2^-32)
    #: or FCOMP's look at a right one's facov (2^-24) adds little; three
    #: operations stay far below 2^-16.  The absolute part covers an
    #: underflow to 0 (below 2^-125) multiplied by up to 1e18
    CLEAR = 2.0 ** -16
    CLEAR_ABS = 1e-11

    def _clear(self, node: ast.Binary, py: str) -> Optional[tuple[str, str]]:
        """(a test, the relation's value when it is true) for a comparison of
        a formula of +, - and * over two to four variables and numbers in
        the line, each below 1e9 (nothing overflows, nothing fails), with a
        variable or a number in the line: when Python's value of the formula
        is clearly on one side of the other (:attr:`CLEAR`), the ROM's is
        on the same side, and the formula need not be worked out in FAC."""
        def leaves(n: ast.Node, out: list) -> bool:
            if isinstance(n, ast.Binary) and n.op in ("+", "-", "*"):
                return leaves(n.left, out) and leaves(n.right, out)
            if isinstance(n, ast.Unary) and n.op == "-":
                return leaves(n.operand, out)
            if isinstance(n, ast.Var) and not n.is_string and n.name not in ("TI", "ST"):
                out.append(n)
                return True
            value = self._literal(n)
            if value is not None and -1e9 < value < 1e9:
                out.append(n)
                return True
            return False

        def simple(n: ast.Node) -> bool:
            return (isinstance(n, ast.Var) and not n.is_string and n.name not in ("TI", "ST")
                    or self._literal(n) is not None and self._exact(n))

        if isinstance(node.left, ast.Binary) and simple(node.right):
            formula, other, left = node.left, node.right, True
        elif isinstance(node.right, ast.Binary) and simple(node.left):
            formula, other, left = node.right, node.left, False
        else:
            return None
        found: list = []
        if (formula.op not in ("+", "-", "*") or spine.taller_than(formula, spine.GENERATED)
                or not leaves(formula, found) or not 2 <= len(found) <= 4):
            return None
        names: dict[int, str] = {}
        bounds = []
        for leaf in found:
            if isinstance(leaf, ast.Var):
                names[id(leaf)] = name = self._new("_l")
                bounds.append(f"-1e9 < ({name} := {self.value(leaf)}) < 1e9")

        def python(n: ast.Node) -> tuple[str, str]:
            """(Python's value, its magnitude bound) of ``n``."""
            if isinstance(n, ast.Binary):
                (p1, m1), (p2, m2) = python(n.left), python(n.right)
                return (f"({p1} {n.op} {p2})",
                        f"({m1} * {m2})" if n.op == "*" else f"({m1} + {m2})")
            if isinstance(n, ast.Unary):
                p1, m1 = python(n.operand)
                return f"(-{p1})", m1
            if id(n) in names:
                return names[id(n)], f"abs({names[id(n)]})"
            value = self._literal(n)
            assert value is not None
            return repr(value), repr(abs(value))

        p, m = python(formula)
        c = self._new("_c")
        bounds.append(f"(({c} := {self.value(other)}) or True)")
        value = self._new("_p")
        test = (" and ".join(bounds) + f" and abs(({value} := {p}) - {c}) > "
                f"{m} * {self.CLEAR!r} + {self.CLEAR_ABS!r}")
        decided = f"{value} {py} {c}" if left else f"{c} {py} {value}"
        return test, decided

    def _passing_relation(self, node: ast.Binary) -> Optional[tuple[str, str]]:
        """Both sides of a string comparison when one is :meth:`_passing`
        and the other a string in the line or a variable (evaluating it
        makes nothing and cannot fail, so the slice is given back at once
        as the closures give it back after the comparison)."""
        def plain(n: ast.Node) -> bool:
            return isinstance(n, ast.Str) or (isinstance(n, ast.Var) and n.is_string
                                              and n.name != "TI")
        left, right = self._passing(node.left), None
        if left is not None and plain(node.right):
            return left, self.value(node.right)
        if plain(node.left):
            right = self._passing(node.right)
            if right is not None:
                return self.value(node.left), right
        return None

    def _exact(self, node: ast.Node) -> bool:
        """A number with no rounding byte, which FORPSH's rounding and
        FCOMP's use of facov leave as it is: a number variable's or
        element's value (every store rounds it to 5 bytes), LEN or ASC
        (whole numbers below 256), or a number in
        the line that is a 5-byte value already (FIN's 32 bits and nothing
        past them)."""
        if isinstance(node, (ast.Var, ast.Index)):
            return not node.is_string and node.name not in ("TI", "ST")
        if isinstance(node, ast.Call) and node.name in ("LEN", "ASC"):
            return [typeof(a) for a in node.args] == [STR]      # (0 to 255)
        constant = self._literal(node)
        if constant is None:
            return False
        try:
            return cbm.round_(constant) == constant
        except BasicError:
            return False

    def _apart(self, node: ast.Binary, a: str, b: str) -> str:
        """A test (after :meth:`_operands`' names are set) that two floats
        are too far apart for FCOMP's roundings to change their order: the
        left one rounded to 32 bits (FORPSH) moves by 2^-31 of it at most,
        the right one's 32 bits with facov's top bit added by 2^-24 (a low
        byte of $FF wraps to 0 without a carry: tests/numbers), so a
        difference above 2^-20 of either number is Python's order; the left
        one below 1e37, whose rounding cannot overflow (cbm's routine
        raises that).  A number written in the line has its bounds now."""
        lv, rv = self._literal(node.left), self._literal(node.right)
        if lv is not None and rv is not None:
            return "False"
        if rv is not None:
            lo, hi = rv - abs(rv) * cd.APART, rv + abs(rv) * cd.APART
            return f"(not {lo!r} <= {a} <= {hi!r} and -1e37 < {a} < 1e37)"
        if lv is not None:
            if not -1e37 < lv < 1e37:
                return "False"
            lo, hi = lv - abs(lv) * cd.APART, lv + abs(lv) * cd.APART
            return f"not {lo!r} <= {b} <= {hi!r}"
        return f"(-1e37 < {a} < 1e37 and abs({a} - {b}) > abs({b}) * {cd.APART!r})"

    def _byte(self, node: ast.Node) -> str:
        """GETBYT of ``node`` (cbm.to_byte), its usual case inline; of a
        number in the line, found now (its error when the line runs)."""
        constant = self._literal(node)
        if constant is not None and 0.0 <= constant < 256.0 and constant % 1.0 == 0.0:
            return repr(int(constant))
        x = self._new("_x")
        return (f"(int({x}) if 0.0 <= ({x} := {self.value(node)}) < 256.0 and {x} % 1.0 == 0.0 "
                f"else _to_byte({x}))")

    def _Call(self, node: ast.Call) -> Code:
        name, args = node.name, node.args
        types = [typeof(a) for a in args]
        if (name == "INT" and isinstance(args[0], ast.Binary) and args[0].op == "/"
                and typeof(args[0].left) == typeof(args[0].right) == NUM):
            return self._int_quotient(args[0]), True
        if name in NUMERIC_FUNCTIONS and types == [NUM]:
            x, is_float = self.code(args[0])
            return f"_fn_{name}({x})", is_float or name != "ABS"
        if name == "LEN" and types == [STR]:
            return f"float(len({self._used(args[0])}))", True
        if name == "ASC" and types == [STR]:
            return f"_asc({self._used(args[0])})", True
        if name == "VAL" and types == [STR]:
            return f"_val({self._used(args[0])})", True
        # the strings made in string space (heap.alloc), as the closures make them
        if name == "CHR$" and types == [NUM]:
            return f"_alloc(chr({self._byte(args[0])}))", False
        if name == "STR$" and types == [NUM]:
            return f"_alloc(_to_str({self.value(args[0])}))", False
        if name in ("LEFT$", "RIGHT$") and types == [STR, NUM]:
            s, temp = self._held(args[0])
            fn = "_lefth" if name == "LEFT$" else "_righth"
            return f"{fn}({s}, {self._byte(args[1])}, {temp})", False
        if name == "MID$" and types in ([STR, NUM], [STR, NUM, NUM]):
            s, temp = self._held(args[0])
            n = self._byte(args[1])
            count = self._byte(args[2]) if len(args) == 3 else "255"
            return f"_midh({s}, {n}, {count}, {temp})", False
        return None
