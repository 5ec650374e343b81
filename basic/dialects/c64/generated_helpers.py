"""What the C64's generated code calls besides :mod:`.numbers`: an error, ASC, and the
string-space steps of joins, LEFT$, RIGHT$, MID$ and string comparisons
(:func:`heap_helpers`), each in the closures' order (:mod:`.expressions`)."""
from __future__ import annotations

from typing import Any

from ...core.errors import BasicError
from .heap import HeapStr


def error(code: str) -> Any:
    """Raise a BASIC error from inside an expression."""
    raise BasicError(code)


def asc(s: str) -> float:
    """ASC: the first character's code (ILLEGAL QUANTITY for an empty string)."""
    if not s:
        raise BasicError("ILLEGAL QUANTITY")
    return float(ord(s[0]))


def heap_helpers(heap: Any) -> dict[str, Any]:
    """The string-space steps of a join, LEFT$, RIGHT$, MID$ and a string
    comparison, in the closures' order (:mod:`.expressions`): the operands
    held while the next is made, the result made, then the operands given
    back (FRETMP).  ``lt``/``rt``/``t``: the operand has a descriptor (a
    temporary); in a formula the tier compiles it is always the top one
    when it is freed, so the closures' ``temps.n == place`` holds."""
    held, alloc, release = heap.held, heap.alloc, heap.release

    def hold(x: Any) -> Any:
        held.append(x)
        return x

    def free(x: Any) -> Any:
        release(x)
        return x

    def cat(a: str, b: str, lt: bool, rt: bool) -> str:
        if len(a) + len(b) > 255:
            raise BasicError("STRING TOO LONG")
        if rt:
            held.append(b)
        s = alloc(a + b)
        if rt:
            held.pop()
        if lt:
            held.pop()
        if rt:
            release(b)
        if lt:
            release(a)
        return s

    def left(a: str, k: int, t: bool) -> str:
        r = alloc(a[:k])
        if t:
            held.pop()
            release(a)
        return r

    def right(a: str, k: int, t: bool) -> str:
        r = alloc(a[len(a) - k:] if k < len(a) else a)
        if t:
            held.pop()
            release(a)
        return r

    def mid(a: str, start: int, count: int, t: bool) -> str:
        if start == 0:
            raise BasicError("ILLEGAL QUANTITY")
        r = alloc(a[start - 1:start - 1 + count])
        if t:
            held.pop()
            release(a)
        return r

    def passing(text: str) -> str:
        """alloc(text) and FRETMP of it at once (nothing made in between):
        only its chance of a collection, and OUT OF MEMORY, are left."""
        n = len(text)
        if n:
            floor = heap.floor
            if floor is None:
                floor = heap.floor = heap.strend()
            if heap.fretop - n < floor:
                heap.collect()
                if heap.fretop - n < heap.strend():
                    raise BasicError("OUT OF MEMORY")
        return text

    def left_passing(a: str, k: int) -> str:
        return passing(a[:k])

    def right_passing(a: str, k: int) -> str:
        return passing(a[len(a) - k:] if k < len(a) else a)

    def mid_passing(a: str, start: int, count: int) -> str:
        if start == 0:
            raise BasicError("ILLEGAL QUANTITY")
        return passing(a[start - 1:start - 1 + count])

    def left_text(a: str, k: int) -> str:
        return a[:k]

    def right_text(a: str, k: int) -> str:
        return a[len(a) - k:] if k < len(a) else a

    def mid_text(a: str, start: int, count: int) -> str:
        if start == 0:
            raise BasicError("ILLEGAL QUANTITY")
        return a[start - 1:start - 1 + count]

    def cat_fresh(a: str, b: str, fa: bool, fb: bool, lt: bool, rt: bool) -> str:
        """A join whose operand ``a`` (``fa``) or ``b`` (``fb``) is the text
        of a string not yet made (CHR$, STR$, a slice): when the operands
        and the join all fit above STREND (no collection) only the join is
        made, FRETOP moved past the operands' bytes as well (FRETMP gives
        neither back: the join is the last string made); else each is made
        in turn and joined, as the closures do."""
        na, nb = len(a), len(b)
        n = na + nb
        floor = heap.floor
        if n and n <= 255 and floor is not None:
            top = heap.fretop - n - (na if fa else 0) - (nb if fb else 0)
            if top >= floor:
                if lt and not fa:
                    held.pop()
                heap.fretop = top
                r = HeapStr(a + b)
                r.at = top
                r.gen = heap.gen
                return r
        if fa:
            a = alloc(a)
            held.append(a)
        if fb:
            b = alloc(b)
        return cat(a, b, lt, rt)

    def compare(a: str, b: str, lt: bool, rt: bool) -> int:
        if lt:
            held.pop()
        if rt:
            release(b)
        if lt:
            release(a)
        return (a > b) - (a < b)

    return {"_hold": hold, "_free": free, "_cat": cat, "_lefth": left, "_righth": right, "_midh": mid,
            "_scmp": compare, "_alloc": alloc,
            "_leftp": left_passing, "_rightp": right_passing, "_midp": mid_passing,
            "_lefts": left_text, "_rights": right_text, "_mids": mid_text, "_catf": cat_fresh}
