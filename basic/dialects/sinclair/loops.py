"""FOR and NEXT, as the ROM keeps a loop in its control variable.

FOR stores the limit, the step and where the loop goes back to (by number:
line and statement, re-linked after an edit) with the variable; NEXT adds the
step and compares with the limit through the calculator, whose small-integer
and whole-number cases are Python's own arithmetic here (exact in the ROM's
32 bits).  An empty loop (``FOR i=1 TO n: NEXT i``) goes back to its own NEXT,
which then runs the passes itself, charged to the clock as the run loop
charges them (docs/internals.md, "Speed").
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ...core import ast
from ...core.compiler import Stmt
from ...core.errors import BasicError
from ...core.variables import ForLoop
from . import calculator as zx

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import SinclairCompiler

#: whole floats below this in size add and compare exactly in the ROM's 32 bits
_WHOLE = 2147483648.0
#: what NEXT's spin returns when the next pass must run in full (no statement's index)
_AGAIN = -1


def _non_negative(x: Any) -> bool:
    return x >= 0


class Loops:
    """Mixin for :class:`.compiler.SinclairCompiler`: FOR and NEXT."""

    #: an empty loop's passes run inside its NEXT (tests turn it off to compare)
    SPIN_EMPTY_LOOPS = True

    def stmt_For(self: "SinclairCompiler", node: ast.For, idx: int) -> Stmt:
        start = self.expr(node.start)
        limit = self.expr(node.limit)
        step = self.expr(node.step) if node.step is not None else (lambda: 1)
        nums = self.vars.num
        loops = self.vars.loops
        slot = self.vars.num_slot(node.var)
        line, stmt = self.layout.where[idx]
        target = idx + 1
        loop_line, loop_stmt = self.return_point(line, stmt) \
            if idx < self.layout.program_size else (line, stmt + 1)
        after_next = self._after_matching_next(node.var, idx)

        def for_() -> Optional[int]:
            v = start()
            lim = limit()
            stp = step()
            nums[slot] = v
            loops[slot] = ForLoop(lim, stp, target, loop_line, loop_stmt)
            if v.__class__ is int and lim.__class__ is int and stp.__class__ is int:
                # small integers: the ROM's subtraction is exact, so is Python's comparison
                if not ((v > lim) if stp >= 0 else (v < lim)):
                    return None
            elif not (zx.gt(v, lim) if _non_negative(stp) else zx.lt(v, lim)):
                return None
            if after_next is None:               # the loop runs no times
                raise BasicError("I")
            return after_next
        return for_

    def _after_matching_next(self: "SinclairCompiler", var: str, idx: int) -> Optional[int]:
        """The statement after the first ``NEXT var`` following a FOR (where the
        ROM goes when a loop runs zero times), or None."""
        nodes = self.layout.nodes
        stop = self.layout.program_size if idx < self.layout.program_size else len(nodes)
        for j in range(idx + 1, stop):
            n = nodes[j]
            if isinstance(n, ast.Next) and n.var == var:
                return j + 1
        return None

    def stmt_Next(self: "SinclairCompiler", node: ast.Next, idx: int) -> Stmt:
        nums = self.vars.num
        loops = self.vars.loops
        slot = self.vars.num_slot(node.var)
        add = zx.add
        gt = zx.gt
        lt = zx.lt
        layout, resume = self.layout, self.resume_index
        clock = self.machine.clock
        charge_quietly = clock.charge_quietly
        cost = self.cost(node, idx)
        own = idx if self.SPIN_EMPTY_LOOPS else _AGAIN - 1

        def back(loop: ForLoop) -> int:     # by number, as the ROM (in order: where it was)
            if layout.ascending or loop.target > layout.program_size:
                return loop.target
            return resume(loop.line, loop.stmt)

        def next_() -> Optional[int]:
            # An empty loop (FOR ... : NEXT, a delay) goes back to this very
            # NEXT: its passes run here, each charged to the clock as the run
            # loop charges a statement (Clock.charge_quietly), while frames
            # pass quietly; the pass that ends a frame someone hears about
            # goes back through the run loop, which charges it and takes the
            # frame (BREAK, FRAMES, --frames), and calls NEXT again.
            while True:
                loop = loops[slot]
                if loop is None:
                    if nums[slot] is None:
                        raise BasicError("2")
                    raise BasicError("1")
                step = loop.step
                v = nums[slot]
                limit = loop.limit
                whole = False
                if (v.__class__ is int and step.__class__ is int
                        and -65536 < (n := v + step) < 65536):
                    v = n
                    whole = limit.__class__ is int      # all small integers: exact
                elif (v.__class__ is float and step.__class__ is int and v
                        and -_WHOLE < v < _WHOLE and v.is_integer()):
                    # a count past the small integers: whole numbers below 2**31
                    # add exactly in 32 bits (the ROM's float-form sum), and
                    # their difference with a whole limit is exact; a zero sum
                    # is the ROM's zero, 0
                    v = v + step or 0
                    whole = limit.__class__ is int or (
                        limit.__class__ is float and limit and -_WHOLE < limit < _WHOLE
                        and limit.is_integer())
                else:
                    v = add(v, step)
                nums[slot] = v
                if whole:                   # Python's comparison is the ROM's subtraction's sign
                    if (v > limit) if step >= 0 else (v < limit):
                        return None
                elif gt(v, limit) if _non_negative(step) else lt(v, limit):
                    return None
                target = back(loop)
                if target != own:
                    return target
                if clock.budget >= cost:
                    clock.budget -= cost
                elif not charge_quietly(cost):
                    return target
                if whole:
                    spun = spin(v, step, limit)
                    if spun != _AGAIN:
                        return spun

        def spin(v: Any, step: int, limit: Any) -> Optional[int]:
            """The next passes of an empty loop counting in whole numbers
            (``v`` and ``limit`` small integers or whole floats below 2**31,
            the last pass charged), as the whole-number cases above do them:
            None when the loop ends, ``idx`` when the run loop must take a
            frame (its last pass not charged), ``_AGAIN`` when the count
            leaves the whole-number cases (the next pass then runs in full)."""
            up = step >= 0
            while True:
                n = v + step
                if n.__class__ is int:
                    if not -65536 < n < 65536:
                        return _AGAIN
                elif not n or not -_WHOLE < n < _WHOLE:
                    return _AGAIN
                v = n
                nums[slot] = v
                if (v > limit) if up else (v < limit):
                    return None
                if clock.budget >= cost:
                    clock.budget -= cost
                elif not charge_quietly(cost):
                    return idx
        return next_
