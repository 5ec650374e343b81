"""FOR and NEXT on the ROM's stack (:mod:`.store`).

FOR pushes a frame that remembers the statement after the FOR, dropping a
loop the variable already has and everything inside it; NEXT without a
variable takes the innermost loop, NEXT with one drops the loops inside it.
Numbers written in a FOR's line are rounded once, when it is compiled, and
NEXT counts in Python floats while the count, the limit and the step are
whole numbers below 2**31 (cbm's arithmetic is Python's there).  An empty
loop (``FOR I=1 TO N:NEXT``) goes back to its own NEXT, which then runs the
passes itself, charged to the clock as the run loop charges them
(docs/internals.md, "Speed").
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from . import numbers as cbm
from ...core import ast
from ...core.compiler import Stmt
from ...core.errors import BasicError
from .store import FOR_BYTES, FOR_MIN, STACK_START, ForFrame

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import CbmCompiler

_I31 = 2147483648.0        # cbm's arithmetic is Python's on whole numbers below this


class Loops:
    """Mixin for :class:`.compiler.CbmCompiler`: FOR and NEXT."""

    #: an empty FOR/NEXT loop counts on inside its NEXT (:meth:`stmt_Next`);
    #: False leaves every pass to the run loop (the tests' reference)
    EMPTY_LOOPS = True

    @staticmethod
    def _rounded_constant(node: Optional[ast.Node]) -> Optional[float]:
        """A FOR's start, limit or step that is a number in the line (or
        minus one), as storing it rounds it; None for anything else."""
        negative = isinstance(node, ast.Unary) and node.op == "-"
        if negative:
            node = node.operand                      # type: ignore[union-attr]
        if not isinstance(node, ast.Num):
            return None
        try:
            value = cbm.round_(cbm.from_literal(node.text))
        except BasicError:
            return None
        return cbm.neg(value) if negative else value

    def stmt_For(self: "CbmCompiler", node: ast.For, idx: int) -> Stmt:
        slot = self.vars.num_slot(node.var)
        start = self.num(node.start)
        limit = self.num(node.limit)
        step = self.num(node.step) if node.step is not None else None
        stack = self.stack
        frames = stack.frames
        find_for = stack.find_for
        nums = self.vars.num
        round_ = cbm.round_
        sgn = cbm.sgn
        resume = idx + 1
        created = self.machine.created
        room, guard = self.stack_check(idx, ("FOR", node.start))
        room_rest, guard_rest = self.stack_check(idx, ("FOR", node.limit), ("STEP", node.step))
        # numbers in the line are rounded once, here (the ROM's FIN gives
        # the same value each time), and whether NEXT may count in whole numbers
        first = self._rounded_constant(node.start)
        last = self._rounded_constant(node.limit)
        by = self._rounded_constant(node.step) if node.step is not None else 1.0

        def whole_of(lim: float, st: float) -> bool:
            return (lim.__class__ is st.__class__ is float and -_I31 < lim < _I31
                    and -_I31 < st < _I31 and lim % 1.0 == 0.0 and st % 1.0 == 0.0)
        # (a frame is never changed: one with numbers in the line is made once)
        fixed = (None if last is None or by is None
                 else ForFrame(slot, last, by, int(sgn(by)), resume, whole_of(last, by)))
        # a step in the line with a limit that is not: its sign and whether
        # it is whole, found now (whole_of's test of the step)
        by_whole = None if by is None or last is not None else whole_of(0.0, by)
        by_sign = 0 if by is None else int(sgn(by))

        def for_() -> None:
            if stack.used > room:
                guard()
            if first is None:
                v = start()
                if nums[slot] is None:
                    created()
                nums[slot] = round_(v)
            else:
                if nums[slot] is None:
                    created()
                nums[slot] = first
            if frames:
                i = find_for(slot)
                if i >= 0:
                    stack.cut(i)
            if STACK_START - stack.used < FOR_MIN:
                raise BasicError("OUT OF MEMORY")
            if stack.used > room_rest:
                guard_rest()
            if fixed is not None:
                frame = fixed
            elif by_whole is not None:
                # a step in the line (or none): only the limit is worked out
                lim = round_(limit())
                frame = ForFrame(slot, lim, by, by_sign, resume,
                                 by_whole and -_I31 < lim < _I31 and lim % 1.0 == 0.0)
            else:
                lim = round_(limit()) if last is None else last
                if step is None:
                    st = 1.0
                elif by is None:
                    st = round_(step())
                else:
                    st = by
                frame = ForFrame(slot, lim, st, int(sgn(st)), resume, whole_of(lim, st))
            frames.append(frame)                 # Stack.push_for, its room checked above
            stack.used += FOR_BYTES
        return for_

    def stmt_Next(self: "CbmCompiler", node: ast.Next, idx: int) -> Stmt:
        slot = self.vars.num_slot(node.var) if node.var is not None else None
        stack = self.stack
        frames = stack.frames
        nums = self.vars.num
        add = cbm.add
        round_ = cbm.round_
        compare = cbm.compare
        # an empty loop (FOR right before this NEXT: the loop goes back to the
        # NEXT itself) counts on in here, each pass charged to the clock as the
        # run loop charges it (Interpreter._execute), while the frames pass
        # quietly; any other frame is left to the run loop, with its pass
        clock = self.machine.clock
        charge_quietly = clock.charge_quietly
        cost = self.cost(node, idx)
        me = idx if self.EMPTY_LOOPS else -1

        def next_() -> Optional[int]:
            while True:
                try:
                    f = frames[-1]
                except IndexError:
                    f = None
                if f.__class__ is not ForFrame or (slot is not None and f.slot != slot):
                    i = stack.find_for(slot)
                    if i < 0:
                        raise BasicError("NEXT WITHOUT FOR")
                    if i < len(frames) - 1:
                        stack.cut(i + 1)         # its frame is the innermost now
                    f = frames[i]
                s = f.slot
                v = nums[s]
                if f.whole and v.__class__ is float and -_I31 < v < _I31 and v % 1.0 == 0.0:
                    # whole numbers: cbm.add, round_ and compare are Python's
                    v = v + f.step + 0.0
                    nums[s] = v
                    if -_I31 < v < _I31:
                        sign = f.sign
                        done = (v > f.limit if sign > 0 else v < f.limit if sign
                                else v == f.limit)
                    else:
                        done = compare(v, f.limit) == f.sign
                else:
                    v = round_(add(0.0 if v is None else v, f.step))
                    nums[s] = v
                    done = compare(v, f.limit) == f.sign
                if done:
                    frames.pop()                 # (the innermost: as stack.cut)
                    stack.used -= FOR_BYTES
                    return None
                if f.resume != me:
                    return f.resume
                # the empty loop: this pass charged as the run loop charges it
                if not charge_quietly(cost):
                    return me                    # the run loop charges it and ticks
                if not (f.whole and -_I31 < v < _I31 and v % 1.0 == 0.0):
                    continue
                # whole numbers: the next passes as above, the budget kept
                # here while the frame lasts; a frame's end is Clock.charge_quietly's
                step, limit, sign = f.step, f.limit, f.sign
                b = clock.budget
                while True:
                    w = v + step + 0.0
                    if not -_I31 < w < _I31:
                        break                    # the next pass as above
                    v = w
                    if ((v > limit) - (v < limit)) == sign:
                        nums[s] = v
                        clock.budget = b
                        frames.pop()             # (the innermost: NEXT cut the rest)
                        stack.used -= FOR_BYTES
                        return None
                    if b >= cost:
                        b -= cost
                    else:
                        clock.budget = b
                        if not charge_quietly(cost):
                            nums[s] = v
                            return me            # this pass not charged: the run loop's
                        b = clock.budget
                nums[s] = v
                clock.budget = b
        return next_
