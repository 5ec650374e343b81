"""How deep FN calls and VALs may go inside one another before the machine
runs out of memory.

On the machines each FN call and each VAL keeps its state on the Z80's
machine stack and in the workspace, so a self-calling ``DEF FN a(x)=FN a(x)``
(Spectrum) or ``LET A$="VAL A$"`` / ``PRINT VAL A$`` (ZX81) ends in report 4.
Such a nesting can never end on its own (the ROM has no short-circuit, and
an FN's parameters are not seen inside VAL), so the exact depth the memory
allows is not observable from BASIC; what matters is that the report is the
machine's and comes long before Python's own recursion limit.
"""
from __future__ import annotations

from ...core.errors import BasicError

#: the nesting at which report 4 comes: each level costs a handful of Python
#: frames, so this stays well inside Python's default limit of 1,000
MAX_NESTING = 60


class NestingGuard:
    """Counts FN calls and VALs under way; the one too many is report 4."""

    __slots__ = ("depth",)

    def __init__(self) -> None:
        self.depth = 0

    def enter(self) -> None:
        if self.depth >= MAX_NESTING:
            raise BasicError("4")
        self.depth += 1

    def leave(self) -> None:
        self.depth -= 1
