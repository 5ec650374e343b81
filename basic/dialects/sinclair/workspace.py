"""How much room a statement's expressions take while the ROM evaluates them.

The Sinclair ROMs evaluate an expression with SCANNING, which keeps what is
pending on the Z80's machine stack: a bracket is a recursive call (its return
address and SCANNING's priority marker, 4 bytes), a prefix operator or
function waiting for its operand is 2 bytes, and so is a binary operator
waiting for its right operand.  Every operand goes on the calculator stack
(5 bytes), and every string a literal, ``+`` or CHR$ makes is copied into the
workspace, where it stays until the statement ends (SET-WORK in the statement
loop is the only thing that clears it).  The machine stack grows down from
RAMTOP towards the calculator stack, and whenever the calculator stack or
the workspace grows, TEST-ROOM checks that STKEND plus the request plus 80
bytes stays below the stack pointer, or it is report 4.

So what a statement needs is the largest sum, at any point of its
evaluation, of machine-stack depth, calculator stack and workspace.  This
module finds it by running SCANNING's operator-priority algorithm over the
statement's tokens (the ROM's priorities from tbl-priors), counting bytes
instead of computing values.  A literal's length is known; a string
variable's is not known before the run, and counts as nothing (the value is
not copied: it stays in the variables area).  Brackets are seen here, which
the syntax tree no longer shows.

The text is a line body in the dialect's own codes, described by a
:class:`Lexicon`: the Spectrum's (ASCII and its keyword tokens) and the
ZX81's (its character set, where '(' is 0x10 and a quote 0x0B).  A bracket's
value keeps its string's length, so a right-nested string sum
(``("A"+("A"+...))``) counts every copy its concatenations leave, as the
ZX81's ROM keeps them.
"""
from __future__ import annotations

from ...core.nodeclass import field, record
from typing import Optional

#: bytes a bracket (S-BRACKET's CALL SCANNING and the new priority marker),
#: a pending operator, and a calculator-stack entry take
BRACKET = 4
PENDING = 2
VALUE = 5


@record(frozen=True)
class Lexicon:
    """A dialect's token codes, as the characters of its tokenized text."""
    #: binary operator -> priority (tbl-priors)
    binary: dict[str, int]
    #: prefix operator -> priority (negate 9, NOT 4, functions 16)
    prefix: dict[str, int]
    #: functions whose result is a string -> bytes of workspace they make
    #: (None: unknown)
    string_functions: dict[str, Optional[int]]
    #: operands with no argument (RND, PI, INKEY$): name -> is a string
    nullary: dict[str, bool]
    #: functions whose argument list is in brackets (FN, SCREEN$, ATTR, POINT)
    bracketed: frozenset[str]
    #: number-literal introducers besides digits and '.' (BIN)
    number_start: frozenset[str]
    #: tokens after which SCANNING is not running (REM, DATA, DEF FN)
    skip_rest: frozenset[str]
    #: tokens after which the line is a comment (REM)
    comment: frozenset[str]
    #: statements that find a variable before their '=' (LET, FOR)
    assigning: frozenset[str]
    #: the statement separator and THEN, which start a new statement
    statement_end: frozenset[str]
    #: the minus sign, both prefix and binary
    minus: str = "-"
    #: the characters of the text itself, as the dialect codes them (the
    #: Spectrum's are ASCII; the ZX81's are its own character set)
    quote: str = '"'
    equals: str = "="
    open: str = "("
    close: str = ")"
    plus: str = "+"
    dollar: str = "$"
    space: str = " "
    separator: str = ":"
    digits: frozenset[str] = frozenset("0123456789.")
    #: letters that start a name, and the characters that go on one
    letters: frozenset[str] = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    name_chars: frozenset[str] = frozenset(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ")
    #: the exponent letters of a number literal
    exponent: frozenset[str] = frozenset("eE")
    #: machine-stack bytes strs-add holds while BC-SPACES asks for the new
    #: string (the operands' addresses and lengths, the calls)
    string_add: int = 0
    #: machine-stack bytes a numeric array's subscript holds beyond a
    #: bracket's while SCANNING reads it (STK-VAR, INT-EXP: the array's
    #: address, bounds and the recursion); measured on the 48K ROM, where
    #: q(q(q(...))) first fails at 1,802 levels (20 bytes a level in all)
    subscript: int = 0


@record
class _Frame:
    """One SCANNING call under way (the whole expression, or a bracket)."""
    ops: list[tuple[int, Optional[str]]] = field(default_factory=list)
    #: per value on the calculator stack: its string length (None: a number,
    #: -1: a string of unknown length)
    values: list[Optional[int]] = field(default_factory=list)
    #: a subscript or slice (its value replaces nothing: the target stays)
    part: bool = False
    #: machine-stack bytes it holds beyond a bracket's (a numeric subscript)
    extra: int = 0


class _Scan:
    """The running count for one statement."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.lex = lexicon
        self.machine = 0
        self.calc = 0
        self.work = 0
        self.peak = 0
        self.frames = [_Frame()]

    def note(self) -> None:
        total = self.machine + self.calc + self.work
        if total > self.peak:
            self.peak = total

    def push_value(self, length: Optional[int], keep: bool = True) -> None:
        frame = self.frames[-1]
        frame.values.append(length)
        self.calc += VALUE
        extra = length if length is not None and length > 0 else 0
        if keep:
            self.work += extra
            extra = 0
        self.work += extra
        self.note()
        self.work -= extra

    def apply(self, frame: _Frame) -> None:
        """Carry out the top pending operation (S-LOOP)."""
        _, op = frame.ops.pop()
        self.machine -= PENDING
        if op is None:      # a prefix: one operand in, one out
            return
        if op == "unary$":
            if frame.values:
                frame.values[-1] = -1
            return
        if op == "unary#":
            if frame.values:
                frame.values[-1] = None
            return
        if op.startswith("unary$"):
            size = int(op[6:])
            if frame.values:
                frame.values[-1] = size
            self.work += size
            self.note()
            return
        right = frame.values.pop() if frame.values else None
        left = frame.values.pop() if frame.values else None
        self.calc -= 2 * VALUE
        if op == self.lex.plus and left is not None:
            # strs-add: both operands fetched off the calculator stack, then
            # BC-SPACES for both lengths (the operands' copies stay behind)
            size = max(left, 0) + max(right or 0, 0)
            self.work += size
            self.machine += self.lex.string_add
            self.note()
            self.machine -= self.lex.string_add
            frame.values.append(size if left >= 0 and (right or 0) >= 0 else -1)
        else:
            frame.values.append(None)
        self.calc += VALUE

    def reduce(self, priority: int) -> None:
        frame = self.frames[-1]
        while frame.ops and frame.ops[-1][0] >= priority:
            self.apply(frame)

    def end_expression(self) -> None:
        """A separator at the outer level: the expression is consumed."""
        while len(self.frames) > 1:
            self.close()
        self.reduce(0)
        frame = self.frames[0]
        self.calc -= VALUE * len(frame.values)
        frame.values.clear()

    def open(self, part: bool = False, extra: int = 0) -> None:
        self.frames.append(_Frame(part=part, extra=extra))
        self.machine += BRACKET + extra

    def close(self) -> None:
        if len(self.frames) == 1:
            return
        self.reduce(0)
        inner = self.frames.pop()
        self.machine -= BRACKET + inner.extra
        self.calc -= VALUE * len(inner.values)
        if not inner.part:
            # the bracket's value is the string it made (its length is
            # known, and it is already counted in the workspace) or a number
            value = inner.values[-1] if inner.values else None
            self.frames[-1].values.append(value)
            self.calc += VALUE
            self.note()


def statement_needs(text: str, lexicon: Lexicon) -> list[int]:
    """The bytes each statement of a tokenized line body needs at its
    fullest (machine stack + calculator stack + workspace), in order."""
    lex = lexicon
    needs: list[int] = []
    scan = _Scan(lex)
    expect_operand = True
    numeric_name = False                # the operand just read is a numeric name
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if not expect_operand and ch != lex.open and ch != lex.space:
            numeric_name = False
        if ch in lex.statement_end:
            scan.end_expression()
            needs.append(scan.peak)
            scan = _Scan(lex)
            expect_operand = True
            i += 1
            continue
        if ch in lex.comment:
            break
        if ch in lex.skip_rest:
            i = _statement_end(text, i, lex)
            continue
        if ch in lex.assigning:
            # LET and FOR find their variable first (CLASS-01): no SCANNING
            i = text.find(lex.equals, i)
            i = n if i < 0 else i + 1
            expect_operand = True
            continue
        if ch == lex.quote:
            j = i + 1
            length = 0
            while j < n:
                if text[j] == lex.quote:
                    if j + 1 < n and text[j + 1] == lex.quote:
                        length += 1
                        j += 2
                        continue
                    break
                length += 1
                j += 1
            # S-QUOTE's copy of the text: measured on the ROM, a sum of literals
            # needs only what its concatenations make, so the copy is counted
            # where it is made and not kept
            scan.push_value(length, keep=False)
            expect_operand = False
            i = j + 1
            continue
        if ch == lex.space:
            i += 1
            continue
        if ch == lex.close:
            scan.close()
            expect_operand = False
            i += 1
            continue
        if expect_operand:
            numeric_name = False
            if ch == lex.open:
                scan.open()
                i += 1
                continue
            if ch == lex.plus:
                i += 1
                continue
            if ch in lex.prefix:
                frame = scan.frames[-1]
                kind: Optional[str] = None
                if ch in lex.string_functions:
                    size = lex.string_functions[ch]
                    kind = "unary$" if size is None else f"unary${size}"
                elif ch not in (lex.minus,) and lex.prefix[ch] == 16:
                    kind = "unary#"
                frame.ops.append((lex.prefix[ch], kind))
                scan.machine += PENDING
                scan.note()
                i += 1
                continue
            if ch in lex.nullary:
                scan.push_value(-1 if lex.nullary[ch] else None)
                expect_operand = False
                i += 1
                continue
            if ch in lex.digits or ch in lex.number_start:
                i += 1
                while i < n and (text[i] in lex.digits or text[i] in lex.exponent
                                 or text[i] == lex.space
                                 or (text[i] in (lex.plus, lex.minus)
                                     and text[i - 1] in lex.exponent)):
                    i += 1
                scan.push_value(None)
                expect_operand = False
                continue
            if ch in lex.letters:
                i += 1
                while i < n and text[i] in lex.name_chars:
                    i += 1
                is_string = i < n and text[i] == lex.dollar
                if is_string:
                    i += 1
                scan.push_value(-1 if is_string else None)
                numeric_name = not is_string
                expect_operand = False
                continue
            if ch in lex.bracketed:
                # FN a(...), SCREEN$ (...): the arguments are scanned in a bracket
                i += 1
                while i < n and text[i] != lex.open:
                    i += 1
                scan.push_value(None)
                expect_operand = False
                continue
            # anything else (a keyword, '#', AT...): the expression is over
            scan.end_expression()
            i += 1
            continue
        # after an operand
        if ch == lex.open:
            # a subscript or a slice: the value being sliced stays stacked
            scan.open(part=True, extra=lex.subscript if numeric_name else 0)
            expect_operand = True
            i += 1
            continue
        if ch in lex.binary:
            scan.reduce(lex.binary[ch])
            scan.frames[-1].ops.append((lex.binary[ch], ch))
            scan.machine += PENDING
            scan.note()
            expect_operand = True
            i += 1
            continue
        # ',' ';' TO THEN...: an expression ends (inside a bracket, one part of it)
        if len(scan.frames) > 1:
            scan.reduce(0)
            frame = scan.frames[-1]
            scan.calc -= VALUE * len(frame.values)
            frame.values.clear()
        else:
            scan.end_expression()
        expect_operand = True
        i += 1
    scan.end_expression()
    needs.append(scan.peak)
    return needs


def _statement_end(text: str, i: int, lex: Lexicon) -> int:
    """Where the statement that ``text[i]`` is in ends (its ':' outside quotes)."""
    n = len(text)
    while i < n and text[i] != lex.separator:
        if text[i] == lex.quote:
            j = text.find(lex.quote, i + 1)
            i = n if j < 0 else j + 1
            continue
        i += 1
    return i


def _codes(first: int, last: int) -> list[str]:
    return [chr(c) for c in range(first, last + 1)]


#: the 48K Spectrum's tokens (codes from the ROM's keyword table)
SPECTRUM = Lexicon(
    binary={"+": 6, "-": 6, "*": 8, "/": 8, "^": 10, "=": 5, ">": 5, "<": 5,
            "\xc7": 5, "\xc8": 5, "\xc9": 5, "\xc5": 2, "\xc6": 3},
    prefix={"-": 9, "\xc3": 4, "\xae": 16, **{c: 16 for c in _codes(0xAF, 0xC2)}},
    string_functions={"\xae": None, "\xc1": None, "\xc2": 1},   # VAL$, STR$, CHR$
    nullary={"\xa5": False, "\xa6": True, "\xa7": False},        # RND, INKEY$, PI
    bracketed=frozenset("\xa8\xa9\xaa\xab"),                     # FN POINT SCREEN$ ATTR
    number_start=frozenset("\xc4"),                              # BIN
    skip_rest=frozenset("\xce\xe4"),                             # DEF FN, DATA
    comment=frozenset("\xea"),                                   # REM
    assigning=frozenset("\xf1\xeb"),                             # LET, FOR
    statement_end=frozenset(":\xcb"),                            # ':' THEN
    subscript=11,
)


def _zx81_codes(text: str) -> frozenset[str]:
    """ZX81 character codes of ``text`` (its character set: 0x1C '0' .. 0x3F 'Z')."""
    table = ' ▘▝▀▖▌▞▛▒▒▒"£$:?()><=+-*/;,.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    return frozenset(chr(table.index(c)) for c in text)


_ZX81_LETTERS = _zx81_codes("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

#: the ZX81's codes (its own character set, keywords from 0xC0; the
#: priorities of the 8K ROM's tbl-pri at 0x110F, which are the Spectrum's).
#: A ZX81 line has one statement (THEN starts the next) and no FN, BIN or DATA.
ZX81 = Lexicon(
    binary={"\x15": 6, "\x16": 6, "\x17": 8, "\x18": 8, "\xd8": 10, "\x14": 5, "\x12": 5,
            "\x13": 5, "\xdb": 5, "\xdc": 5, "\xdd": 5, "\xd9": 2, "\xda": 3},
    prefix={"\x16": 9, "\xd7": 4, **{c: 16 for c in _codes(0xC4, 0xD6)}},
    string_functions={"\xd5": None, "\xd6": 1},                  # STR$, CHR$
    nullary={"\x40": False, "\x41": True, "\x42": False},        # RND, INKEY$, PI
    bracketed=frozenset(),
    number_start=frozenset(),
    skip_rest=frozenset(),
    comment=frozenset("\xea"),                                   # REM
    assigning=frozenset("\xf1\xeb"),                             # LET, FOR
    statement_end=frozenset("\xde"),                             # THEN
    minus="\x16", quote="\x0b", equals="\x14", open="\x10", close="\x11", plus="\x15",
    dollar="\x0d", space="\x00", separator="\x76",
    digits=_zx81_codes("0123456789."),
    letters=_ZX81_LETTERS,
    name_chars=_ZX81_LETTERS | _zx81_codes("0123456789 "),
    exponent=_zx81_codes("E"),
    string_add=14,
)
