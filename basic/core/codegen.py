"""What the dialects' generated-code tiers share: names, constants, compiling.

A tree of closures calls one Python function per AST node, and most of a hot
statement's time goes into those calls.  A dialect's code generator writes a
hot statement as the source of *one* Python function instead.  This module
holds the dialect-neutral half: a namespace the generated functions run in,
fresh names for constants and for the closures used as fallbacks, compiling
(with a cache, so the same body is compiled once), and :func:`tiered`, which
starts a statement as a closure and swaps in the generated function once it
has run often.

What is compiled is code the generator writes, never program text: variables
are slots (``N[3]``), literals are named constants (``_k7``), and whatever the
generator does not handle is called as the closure the ordinary compiler made
for it (``_f2()``).  So a listing cannot become host code.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

if TYPE_CHECKING:  # pragma: no cover
    from .interpreter import Interpreter

Expr = Callable[[], Any]
Stmt = Callable[[], Optional[int]]


class GeneratedCode:
    """A namespace and the helpers to write and compile functions in it."""

    def __init__(self, namespace: dict[str, Any], filename: str) -> None:
        self.ns = namespace
        self.filename = filename
        self._names = 0
        self._cache: dict[str, Callable[[], Any]] = {}

    # -- names ----------------------------------------------------------------
    def _new(self, prefix: str) -> str:
        self._names += 1
        return f"{prefix}{self._names}"

    def constant(self, value: Any) -> str:
        """The name of a value kept in the namespace (a literal, an object)."""
        name = self._new("_k")
        self.ns[name] = value
        return name

    def fallback_store(self, store: Callable[[Any], None]) -> str:
        """The name of an assigner closure, to call with a value."""
        name = self._new("_st")
        self.ns[name] = store
        return name

    def fallback(self, closure: Expr) -> str:
        """Use a closure the ordinary compiler made: the source calling it."""
        name = self._new("_f")
        self.ns[name] = closure
        return f"{name}()"

    # -- compiling --------------------------------------------------------------
    def function(self, body: str) -> Callable[[], Any]:
        """Compile ``def f(): <body>`` in the shared namespace."""
        fn = self._cache.get(body)
        if fn is None:
            source = "def _generated():\n" + "".join(f"    {line}\n" for line in body.split("\n"))
            code = compile(source, self.filename, "exec")
            exec(code, self.ns)  # our own generated code; see the module docstring
            fn = self.ns.pop("_generated")
            self._cache[body] = fn
        return fn


def tiered(interp: "Interpreter", idx: int, hot: int, first: Stmt, generate: Callable[[], Stmt]) -> Stmt:
    """Run ``first`` (closures, cheap to make) until statement ``idx`` has run
    ``hot`` times, then put ``generate()`` (one generated function, costly to
    compile but faster to run) in its place in ``interp.stmts``.  Programs
    start fast and their loops run fast.  ``hot`` <= 0 generates at once
    (tests use it to run everything through the generated code)."""
    if hot <= 0:
        return generate()
    count = 0

    def warming() -> Optional[int]:
        nonlocal count
        count += 1
        if count >= hot:
            stmts = interp.stmts
            if idx < len(stmts) and stmts[idx] is warming:
                stmts[idx] = generate()
        return first()
    return warming
