"""Deep expressions compiled and evaluated without deep Python recursion.

A line can hold a 2,000-term sum, 2,000 minus signs or brackets nested a
thousand deep, and the ROMs evaluate them.  The compilers turn an expression
into nested closures, one call per node, so compiling or evaluating such a
tree the plain way would need as many Python frames as the tree is deep.

Here an expression taller than :data:`DEEP` is taken apart along its *heavy
path*: from the root, always into the child with the most nodes.  Every
other child has fewer than half its parent's nodes, so the recursion into
those is at most log2(size) levels of this module, each ending in a tree no
taller than :data:`DEEP`.  The nodes on the path are compiled one by one,
bottom up, by the dialect's own ``expr_<Node>`` methods; the child on the
path, and the children evaluated before it, are replaced by *stubs* that
read values the loop has already computed.  Evaluation then walks down the
path evaluating the children before the heavy one (in order), evaluates the
bottom, and walks back up calling each node's closure: the same order as the
nested calls would have taken, in a loop.

This holds for the node kinds in :func:`operands` (operators, built-in and
FN functions, numeric array elements), whose closures evaluate their
operands once each, left to right; other nodes on the way end the path and
are compiled as usual.  What a node checks before it evaluates an operand
(the Spectrum's FN looks for its DEF FN first, an array element for its
array) is the compiler's ``spine_precheck(node)``, run on the way down
where the node's closure would have run it.  An array element's bound
checks are made after all of its subscripts up to the heavy one are
evaluated, not each after its own: that differs from the ROM only for a
subscript out of range followed by a deep one that fails.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterator

from . import ast

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import Compiler

Expr = Callable[[], Any]

#: height above which an expression is compiled along its heavy path
DEEP = 40


def operands(node: ast.Node) -> list[ast.Node] | None:
    """The operands ``node`` evaluates, in order, if it is a node kind the
    heavy path may pass through (else None)."""
    if type(node) is ast.Binary:
        return [node.left, node.right]
    if type(node) is ast.Unary:
        return [node.operand]
    if type(node) is ast.Call and node.args:
        return list(node.args)
    if type(node) is ast.FnCall and node.args:
        return list(node.args)
    if type(node) is ast.Index and not node.is_string and node.args \
            and not any(isinstance(a, ast.Range) for a in node.args):
        return list(node.args)
    return None


#: the tallest expression a generated-code tier writes as Python source: a
#: taller one is called as its closure, so Python's own compiler never meets
#: an expression nested deeper than it can take
GENERATED = 24


def taller_than(node: ast.Node, limit: int) -> bool:
    """Whether ``node``'s tree is more than ``limit`` levels tall (found
    without recursion, looking no deeper than ``limit + 1``)."""
    stack = [(node, 0)]
    while stack:
        item, level = stack.pop()
        if level > limit:
            return True
        for child in _children(item):
            stack.append((child, level + 1))
    return False


def _children(node: Any) -> Iterator[ast.Node]:
    for name in getattr(node, "__slots__", ()):
        value = getattr(node, name, None)
        if isinstance(value, ast.Node):
            yield value
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, ast.Node):
                    yield item


def measure(root: ast.Node) -> dict[int, tuple[int, int, ast.Node]]:
    """Height and size of every node under ``root``, by ``id``, found
    without recursion (the node is kept so its id stays its own)."""
    shapes: dict[int, tuple[int, int, ast.Node]] = {}
    stack: list[tuple[ast.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        if done:
            height, size = 0, 1
            for child in _children(node):
                h, s, _ = shapes[id(child)]
                height = max(height, h + 1)
                size += s
            shapes[id(node)] = (height, size, node)
            continue
        if id(node) in shapes:
            continue
        stack.append((node, True))
        for child in _children(node):
            if id(child) not in shapes:
                stack.append((child, False))
    return shapes


class SpineCompiler:
    """The heavy-path compile of one deep expression for ``compiler``, whose
    ``compile_node(node)`` is its plain dispatch and whose ``expr`` looks in
    :attr:`stubs` first."""

    def __init__(self, compiler: "Compiler", shapes: dict[int, tuple[int, int, ast.Node]]) -> None:
        self.compiler = compiler
        self.shapes = shapes

    def height(self, node: ast.Node) -> int:
        return self.shapes[id(node)][0]

    def compile(self, root: ast.Node) -> Expr:
        compiler = self.compiler
        shapes = self.shapes
        frames: list[list[Any]] = []
        # (node, its operands, where the heavy one is), root first
        path: list[tuple[ast.Node, list[ast.Node], int]] = []
        node = root
        while True:
            found = operands(node)
            if found is None or shapes[id(node)][0] <= DEEP:
                break
            kids = found
            heavy = max(range(len(kids)), key=lambda k: shapes[id(kids[k])][1])
            path.append((node, kids, heavy))
            node = kids[heavy]
        bottom = compiler.expr(node)
        before: list[list[tuple[int, Expr]]] = []   # per path node: (slot, closure)
        steps: list[tuple[int, Expr]] = []          # per path node: (heavy slot, closure)
        slot = 0
        stubs = compiler.stubs
        for node, kids, heavy in path:
            pre = []
            check = compiler.spine_precheck(node)
            if check is not None:
                pre.append((-1, check))
            for k in range(heavy):
                pre.append((slot, compiler.expr(kids[k])))
                stubs[id(kids[k])] = _stub(frames, slot)
                slot += 1
            before.append(pre)
            stubs[id(kids[heavy])] = _stub(frames, slot)
            steps.append((slot, None))  # type: ignore[arg-type]
            slot += 1
        # compile bottom up, so each closure is made with its stubs in place
        for i in range(len(path) - 1, -1, -1):
            node, kids, heavy = path[i]
            steps[i] = (steps[i][0], compiler.compile_node(node))
        for node, kids, heavy in path:
            for k in range(heavy + 1):
                stubs.pop(id(kids[k]), None)
        size = slot
        descent = [item for pre in before for item in pre]
        ascent = steps[::-1]

        def run() -> Any:
            values = [None] * size
            frames.append(values)
            try:
                for k, f in descent:
                    if k < 0:
                        f()                 # a node's own check before its operands
                    else:
                        values[k] = f()
                v = bottom()
                for k, step in ascent:
                    values[k] = v
                    v = step()
                return v
            finally:
                frames.pop()
        return run


def _stub(frames: list[list[Any]], slot: int) -> Expr:
    """A closure giving a value the heavy-path loop computed (of the
    innermost evaluation under way, so recursion through FN stays right)."""
    return lambda: frames[-1][slot]
