"""The abstract syntax tree shared by every dialect.

A listing parses into a :class:`Program` of :class:`Line` objects, each holding a
flat list of statements.  Statements after ``IF ... THEN`` are *not* nested under
the ``If`` node: they simply follow it in the line, exactly as the ROMs run them
(a false condition skips the rest of the line).  This keeps ``NEXT`` inside an
``IF``, ``GO TO`` into the middle of a line and statement numbering (``10:2``)
the ROM's.

Names are normalised by the parser: lower case, spaces removed, without the
``$``/``%`` suffix (``is_string`` / ``is_integer`` say which).  Every node carries
``col``, the 1-based column in the source line where it starts, for messages.

Numbers are kept as their source text (``Num.text``); the compiler converts them
with the dialect's own decimal conversion, because e.g. the Spectrum ROM stores
0.5 as 0.49999999988.
"""
from __future__ import annotations

from typing import Any, Iterator, Optional, Union

from .nodeclass import Record, field, node


class Node(Record):
    __slots__ = ()


def walk(node: Any) -> Iterator["Node"]:
    """Every node under ``node`` (itself included), lists walked too: what
    the cost models count and what the REPL looks for (every node class is a
    slotted record (``nodeclass.node``), so its own fields are its ``__slots__``)."""
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, Node):
            yield item
            for name in getattr(item, "__slots__", ()):
                value = getattr(item, name, None)
                if isinstance(value, (Node, list)):
                    stack.append(value)


# --------------------------------------------------------------------------
# Expressions
# --------------------------------------------------------------------------

@node
class Num(Node):
    """A numeric literal as written (``"0.5"``, ``"1E3"``, ``".2"``).
    ``value``: the number a loaded program stores beside the digits (the
    Spectrum's and the ZX81's hidden 5-byte form), which is what the ROM
    uses, even when it is not what the digits say; None for a typed line."""
    text: str
    col: int = 0
    value: Any = None


@node
class BinNum(Node):
    """Spectrum ``BIN 1011``: the digits as written (may be empty = 0);
    ``value`` as for :class:`Num`."""
    digits: str
    col: int = 0
    value: Any = None


@node
class Str(Node):
    """A string literal; ``value`` holds machine character codes as chr(0..255)."""
    value: str
    col: int = 0


@node
class Var(Node):
    """A simple variable reference.

    ``prefixes`` (Sinclair long names typed with spaces): the shorter names
    this reference also finds.  The ROM compares names skipping spaces but
    stops at a space after the stored name's last letter, so ``ab c`` finds an
    existing ``ab`` (and ``Total Sum`` an existing ``total``); whichever
    matching variable comes first in the variables area wins, else ``name``.
    """
    name: str
    is_string: bool = False
    is_integer: bool = False  # C64 ``A%``
    col: int = 0
    prefixes: tuple[str, ...] = ()


@node
class Range(Node):
    """``start TO end`` inside a slice; either side may be missing."""
    start: Optional[Node]
    end: Optional[Node]
    col: int = 0


@node
class Index(Node):
    """``name(args)``: an array element, or (Sinclair) a slice of a simple string.

    Which one is decided at run time: ``a$(2)`` slices the string ``a$`` unless a
    string array ``a$`` exists.  ``args`` items are expressions or :class:`Range`
    (a range may only be the last argument of a string reference).
    """
    name: str
    is_string: bool
    args: list[Node]
    is_integer: bool = False
    col: int = 0


@node
class Slice(Node):
    """A slice of any string-valued expression: ``"abc"(2)``, ``(a$+b$)(2 TO)``,
    ``a$(2 TO 5)(1)``."""
    target: Node
    range: Node  # an expression (single character) or a Range
    col: int = 0


@node
class Unary(Node):
    """``-x``, ``+x`` or ``NOT x``.  ``op`` is ``'-'``, ``'+'`` or ``'NOT'``."""
    op: str
    operand: Node
    col: int = 0


@node
class Binary(Node):
    """Infix operator.  ``op`` is one of ``+ - * / ^ = < > <= >= <> AND OR``."""
    op: str
    left: Node
    right: Node
    col: int = 0


@node
class Call(Node):
    """A built-in function.  ``name`` is the keyword as the ROM spells it
    (``'SIN'``, ``'CHR$'``, ``'INKEY$'``, ``'PEEK'``, ``'SCREEN$'``, ``'LEFT$'`` ...).
    Nullary functions (``RND``, ``INKEY$``, ``PI``) have ``args == []``."""
    name: str
    args: list[Node]
    col: int = 0


@node
class FnCall(Node):
    """``FN a(1,2)`` / ``FN a$(x$)`` / C64 ``FN A(X)``."""
    name: str
    is_string: bool
    args: list[Node]
    col: int = 0


Expr = Union[Num, BinNum, Str, Var, Index, Slice, Unary, Binary, Call, FnCall]
LValue = Union[Var, Index]


# --------------------------------------------------------------------------
# PRINT / INPUT items
# --------------------------------------------------------------------------

@node
class PrintExpr(Node):
    expr: Node
    col: int = 0


@node
class PrintSep(Node):
    """``;`` ``,`` or ``'`` (Sinclair new line)."""
    sep: str
    col: int = 0


@node
class PrintAt(Node):
    row: Node
    column: Node
    col: int = 0


@node
class PrintTab(Node):
    column: Node
    col: int = 0


@node
class PrintSpc(Node):
    """Commodore ``SPC(n)``."""
    count: Node
    col: int = 0


@node
class PrintColour(Node):
    """An embedded colour item: ``INK 2;`` (kind is ``INK PAPER FLASH BRIGHT
    INVERSE OVER``)."""
    kind: str
    value: Node
    col: int = 0


@node
class PrintStream(Node):
    """``#n`` selecting a stream inside PRINT/INPUT/LIST."""
    stream: Node
    col: int = 0


@node
class InputVar(Node):
    """A variable to be read by INPUT (``line`` for ``INPUT LINE a$``)."""
    target: Node  # LValue
    line: bool = False
    col: int = 0


# --------------------------------------------------------------------------
# Statements
# --------------------------------------------------------------------------

@node
class Stmt(Node):
    __slots__ = ()


@node
class Print(Stmt):
    items: list[Node]
    printer: bool = False  # LPRINT
    col: int = 0


@node
class Input(Stmt):
    """Sinclair INPUT: items mix prompts (PrintExpr), separators, AT/TAB,
    colours and InputVar targets.  Commodore INPUT: one optional prompt then
    targets."""
    items: list[Node]
    col: int = 0


@node
class Let(Stmt):
    target: Node  # LValue
    value: Node
    col: int = 0


@node
class Dim(Stmt):
    name: str
    is_string: bool
    bounds: list[Node]
    is_integer: bool = False
    col: int = 0


@node
class For(Stmt):
    var: str
    start: Node
    limit: Node
    step: Optional[Node]
    col: int = 0


@node
class Next(Stmt):
    """``NEXT v``.  ``var`` is None for Commodore's bare ``NEXT``."""
    var: Optional[str]
    col: int = 0


@node
class If(Stmt):
    """``IF cond THEN``: the rest of the line runs only when cond is true.
    ``then_line`` holds a Commodore/ZX81-style ``THEN 100`` / ``GOTO`` target."""
    cond: Node
    then_line: Optional[Node] = None
    col: int = 0


@node
class Goto(Stmt):
    target: Node
    col: int = 0


@node
class Gosub(Stmt):
    target: Node
    col: int = 0


@node
class OnGoto(Stmt):
    """Commodore ``ON x GOTO/GOSUB a,b,c``."""
    selector: Node
    targets: list[Node]
    gosub: bool = False
    col: int = 0


@node
class Return(Stmt):
    col: int = 0


@node
class Stop(Stmt):
    col: int = 0


@node
class End(Stmt):
    """Commodore END."""
    col: int = 0


@node
class Continue(Stmt):
    col: int = 0


@node
class Run(Stmt):
    line: Optional[Node] = None
    col: int = 0


@node
class Clear(Stmt):
    """Sinclair ``CLEAR [ramtop]``; Commodore CLR."""
    value: Optional[Node] = None
    col: int = 0


@node
class New(Stmt):
    col: int = 0


@node
class List(Stmt):
    """LIST / LLIST.  ``start``/``end`` are line numbers (Commodore ranges)."""
    start: Optional[Node] = None
    end: Optional[Node] = None
    printer: bool = False
    stream: Optional[Node] = None
    col: int = 0


@node
class Rem(Stmt):
    text: str
    col: int = 0


@node
class Read(Stmt):
    targets: list[Node]
    col: int = 0


@node
class Data(Stmt):
    """DATA items.  Sinclair DATA items are expressions evaluated when READ;
    Commodore DATA items are raw text (``raw`` holds them, ``items`` is empty)."""
    items: list[Node]
    raw: Optional[list[str]] = None
    col: int = 0


@node
class Restore(Stmt):
    line: Optional[Node] = None
    col: int = 0


@node
class DefFn(Stmt):
    name: str
    is_string: bool
    params: list[tuple[str, bool]]  # (name, is_string)
    body: Node
    col: int = 0


@node
class Poke(Stmt):
    address: Node
    value: Node
    col: int = 0


@node
class Plot(Stmt):
    """PLOT [colour items;] x,y  (ZX81: PLOT/UNPLOT, ``unplot`` set)."""
    colours: list[Node]
    x: Node
    y: Node
    unplot: bool = False
    col: int = 0


@node
class Draw(Stmt):
    colours: list[Node]
    x: Node
    y: Node
    angle: Optional[Node] = None
    col: int = 0


@node
class Circle(Stmt):
    colours: list[Node]
    x: Node
    y: Node
    radius: Node
    col: int = 0


@node
class Colour(Stmt):
    """A permanent colour statement: INK, PAPER, FLASH, BRIGHT, INVERSE, OVER."""
    kind: str
    value: Node
    col: int = 0


@node
class Border(Stmt):
    value: Node
    col: int = 0


@node
class Cls(Stmt):
    col: int = 0


@node
class Pause(Stmt):
    frames: Node
    col: int = 0


@node
class Beep(Stmt):
    duration: Node
    pitch: Node
    col: int = 0


@node
class Randomize(Stmt):
    seed: Optional[Node] = None
    col: int = 0


@node
class Out(Stmt):
    port: Node
    value: Node
    col: int = 0


@node
class Copy(Stmt):
    col: int = 0


@node
class Tape(Stmt):
    """SAVE / LOAD / VERIFY / MERGE.

    ``kind`` is the keyword; ``name`` the file name expression; ``variant`` one of
    None, ``'LINE'``, ``'CODE'``, ``'SCREEN$'``, ``'DATA'``; ``args`` its operands
    (LINE n / CODE start,len / DATA array name as a Var)."""
    kind: str
    name: Optional[Node]
    variant: Optional[str] = None
    args: list[Node] = field(default_factory=list)
    col: int = 0


@node
class Stream(Stmt):
    """OPEN #s,"c" / CLOSE #s."""
    kind: str  # 'OPEN' or 'CLOSE'
    stream: Node
    channel: Optional[Node] = None
    col: int = 0


@node
class Device(Stmt):
    """Statements that need hardware the machine does not have (CAT, FORMAT,
    MOVE, ERASE on a 48K without Interface 1).  Operands are parsed for syntax
    and kept in ``args``; running them gives the ROM's report."""
    kind: str
    args: list[Node] = field(default_factory=list)
    col: int = 0


@node
class Empty(Stmt):
    """An empty statement (``10 PRINT 1::PRINT 2``, ``IF c THEN :PRINT``,
    a trailing ``:``).  It does nothing, but the ROM counts it, so keeping it
    keeps statement numbers (``10:3``) the ROM's."""
    col: int = 0


@node
class Generic(Stmt):
    """A dialect statement with no dedicated node (C64 ``SYS``, ``WAIT``, ``GET``,
    ZX81 ``SCROLL``/``FAST``/``SLOW``...).  ``kind`` is the keyword, ``args`` the
    operands; the dialect's compiler hook gives it meaning."""
    kind: str
    args: list[Node] = field(default_factory=list)
    col: int = 0


# --------------------------------------------------------------------------
# Program structure
# --------------------------------------------------------------------------

@node
class Line(Node):
    number: int
    statements: list[Stmt]
    source: str = ""  # the line as typed (for LIST and messages)
    #: the body's bytes as the machine holds them (no end byte), for a line
    #: a program file brought in (LOAD keeps them as they are); None for a
    #: typed line, whose bytes the machine's editor makes
    stored: Optional[bytes] = None


@node
class Unparsed(Stmt):
    """The rest of a loaded line from the statement that does not parse: a
    line in a file is in the machine's memory whatever it holds, and running
    it gives the machine's own report for nonsense (the Spectrum's ``C
    Nonsense in BASIC``)."""
    text: str
    message: str = ""
    col: int = 0
    #: the nonsense follows a statement that has run (the Spectrum's ``PRINT
    #: 1)`` prints 1, then stops): the report names that statement
    after_statement: bool = False


@node
class Program(Node):
    lines: list[Line]
