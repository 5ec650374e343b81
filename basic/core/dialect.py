"""What a dialect is: data plus a few hooks.

Code outside ``basic/dialects/`` never asks "am I on a C64?"; it asks the
dialect object for the behaviour it needs: how to parse, colour and list a
line, which keywords to complete, which program files are its own, how to
compile, how to word a report, what machine to build, how to draw a headless
result.  The defaults here suit a dialect whose syntax module follows
:mod:`.listing`; each machine's package overrides what it does differently.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, NamedTuple, Optional, Sequence, TextIO, Union

from . import ast
from .errors import BasicSyntaxError
from .listing import ParseResult, parse_line, parse_listing, source_body

if TYPE_CHECKING:  # pragma: no cover
    from .compiler import Compiler
    from .formats import FileFormat, ProgramImage, StoredLine
    from .host import FrameWatcher, Host
    from .interpreter import Interpreter, Report
    from .machine import Machine
    from .peripherals import Peripherals
    from .sound import SoundSink
    from .romimage import RomImage


class StreamRun(NamedTuple):
    """How a dialect's own stream mode run ended (:meth:`Dialect.run_stream`)."""
    report: Optional["Report"]
    reason: str
    machine: "Machine"
    interp: "Interpreter"


class Dialect:
    #: the name used by ``--dialect`` and ``# dialect:`` headers
    name: str = ""
    #: a one-line description for ``basic --help`` and docs
    title: str = ""
    #: the syntax module: ``parse_body``, ``parse_expression``, ``highlight``
    #: (see basic.core.listing)
    syntax: Any = None
    #: the machine's own program files (``.tap``...), read and written by suffix
    file_formats: tuple["FileFormat", ...] = ()
    #: the dialect runs stream mode its own way (:meth:`run_stream`)
    own_stream_mode = False
    #: the machine's class (made with ``host=``) and the compiler's (made
    #: with the interpreter), for :meth:`make_machine` and :meth:`make_compiler`
    machine_class: Optional[Callable[..., "Machine"]] = None
    compiler_class: Optional[Callable[["Interpreter"], "Compiler"]] = None
    #: the RAM sizes in K that ``--ram`` may choose, the default first
    #: (empty: the machine's RAM is fixed)
    ram_sizes: tuple[int, ...] = ()
    #: the ROM image the user may supply for machine code (``--rom``), or
    #: None for a machine that needs none (basic.core.romimage)
    rom_image: Optional["RomImage"] = None

    # -- syntax ------------------------------------------------------------
    def parse_listing(self, text: str, **options: Any) -> ParseResult:
        return parse_listing(text, self.syntax, options.get("upper_keywords", False))

    def parse_line(self, text: str, **options: Any) -> Union[ast.Line, list[ast.Stmt]]:
        return parse_line(text, self.syntax, options.get("upper_keywords", False))

    def parse_program(self, program: "str | ProgramImage", **options: Any) -> ParseResult:
        """A text listing (parsed as typed into the editor: :meth:`parse_listing`)
        or a program file's image (kept as LOAD leaves it: :meth:`parse_image`)."""
        if isinstance(program, str):
            return self.parse_listing(program, **options)
        return self.parse_image(program, **options)

    def parse_expression(self, tokenized: str) -> ast.Node:
        """Already-tokenized text as one expression (VAL, numeric INPUT)."""
        return self.syntax.parse_expression(tokenized)

    def highlight(self, text: str, upper_keywords: bool = False) -> list[tuple[str, str]]:
        """``(kind, text)`` pieces of a line for syntax colouring; the texts
        join back into ``text``.  Kinds: keyword number string name operator
        comment space error."""
        return self.syntax.highlight(text, upper_keywords)

    def keywords(self) -> list[str]:
        """The keywords as the REPL completes them (words only, capitals)."""
        return []

    # -- program files: the lines as LOAD put them in memory ------------------
    #: what separates a line's statements (None: a line holds one)
    statement_separator: Optional[str] = ":"
    #: the ROM checks a statement's end only when a line is typed, not when
    #: it runs: a loaded line's statement that is whole before the character
    #: that does not parse runs, and the rest is never looked at (the
    #: ZX81's ``PRINT 1?`` prints 1; the Spectrum's gives C Nonsense in BASIC)
    runs_up_to_nonsense = False

    def parse_image(self, image: "ProgramImage", **options: Any) -> ParseResult:
        """A program file's lines as the machine holds them after LOAD: in
        their stored order, every one kept (:meth:`loaded_line`); nothing is
        refused, so ``errors`` is empty."""
        lines = [self.loaded_line(stored) for stored in image.lines]
        return ParseResult(ast.Program(lines), [], list(image.notes), image=image)

    def loaded_line(self, stored: "StoredLine") -> ast.Line:
        """One stored line.  A line that does not parse is kept: the
        statements before the one that fails run, and that one and the rest
        are an :class:`ast.Unparsed`, which gives the machine's report for
        nonsense when it runs.  The numbers stored beside the digits are
        the ones that run (:meth:`stored_numbers`)."""
        number, text = stored.number, stored.text
        prefix = f"{number} "
        col0 = len(prefix) + 1
        try:
            stmts = self.syntax.parse_body(text, number, col0, False)
        except BasicSyntaxError as err:
            stmts = self._good_part(text, number, col0, err)
        line = ast.Line(number, stmts or [ast.Rem("")], source=prefix + text,
                        stored=stored.stored)
        values = self.stored_numbers(stored)
        if values:
            use_stored_numbers(line, values)
        return line

    def _good_part(self, text: str, number: int, col0: int,
                   err: BasicSyntaxError) -> list[ast.Stmt]:
        """The statements of a line that does not parse up to the one where
        it goes wrong, then that one and the rest as :class:`ast.Unparsed`."""
        sep = self.statement_separator
        at = (err.column or col0) - col0
        if self.runs_up_to_nonsense and sep is None and 0 < at <= len(text):
            try:
                whole = list(self.syntax.parse_body(text[:at], number, col0, False))
            except BasicSyntaxError:
                whole = []
            if whole:
                return whole
        cut = -1
        if sep is not None:
            quoted = False
            for i, ch in enumerate(text[:max(at, 0)]):
                if ch == '"':
                    quoted = not quoted
                elif ch == sep and not quoted:
                    cut = i
        stmts: list[ast.Stmt] = []
        if cut >= 0:
            try:
                stmts = list(self.syntax.parse_body(text[:cut], number, col0, False))
            except BasicSyntaxError:
                stmts, cut = [], -1
        # the statement as far as it is whole runs, then the nonsense stops it
        # (the Spectrum's PRINT 1) prints 1 and gives C)
        if cut + 1 < at <= len(text):
            try:
                whole = list(self.syntax.parse_body(text[cut + 1:at], number,
                                                    col0 + cut + 1, False))
            except BasicSyntaxError:
                whole = []
            if len(whole) == 1 and not isinstance(whole[0], ast.If):
                stmts.extend(whole)
                stmts.append(ast.Unparsed(text[at:].strip(), err.message, col=col0 + at,
                                          after_statement=True))
                return stmts
        stmts.append(ast.Unparsed(text[cut + 1:].strip(), err.message, col=col0 + cut + 1))
        return stmts

    def stored_comment(self, line: ast.Line) -> Optional[str]:
        """What a saved listing needs before a loaded line so that it stores
        back as it was (``# line N bytes: ...`` before one that does not
        parse), or None."""
        if line.stored is None or not any(isinstance(s, ast.Unparsed)
                                           for s in line.statements):
            return None
        return f"# line {line.number} bytes: {line.stored.hex(' ')}".rstrip()

    def stored_numbers(self, stored: "StoredLine") -> list[Any]:
        """The numbers a stored line keeps beside its literals' digits (the
        Spectrum's and the ZX81's hidden 5-byte forms), in order; empty
        where the machine reads the digits (the C64, the ZX80)."""
        return []

    #: the snapshot files ``basic run --snapshot-out`` writes of the
    #: machine at the end of a run, by suffix (none: the machine has none)
    snapshot_suffixes: tuple[str, ...] = ()

    def snapshot_bytes(self, machine: "Machine", interp: "Interpreter", report: Any,
                       suffix: str) -> bytes:
        """The machine at the end of a run as a snapshot file of ``suffix``
        (one of :attr:`snapshot_suffixes`): ``report`` is how the run
        ended, None when it was stopped (``interp.stopped_at`` says where
        it would go on)."""
        raise NotImplementedError(f"the {self.name} has no snapshot format")

    def resume_image(self, machine: "Machine", interp: "Interpreter",
                     image: "ProgramImage") -> Any:
        """Before a snapshot's program goes on (``Interpreter.start``): what
        the machine was doing besides BASIC (machine code) goes on first.
        A report (raised as BasicError, or returned) ends the run there;
        None: the program goes on from ``image.resume``."""
        return None

    def restore_image(self, machine: "Machine", interp: "Interpreter",
                      image: "ProgramImage") -> None:
        """What else LOAD put in memory besides the lines: the variables
        area (into ``interp.vars``), the C64's bytes after the program.
        Nothing by default."""

    # -- listing lines (the REPL's LIST and SAVE) ----------------------------
    def list_body(self, line: ast.Line) -> str:
        """The line's body as LIST shows it (here: as it was typed)."""
        return source_body(line).strip()

    def list_line(self, line: ast.Line, current: Optional[int] = None) -> str:
        """One line of LIST: the number right-aligned in four columns, then
        the body; the current line has ``>`` after its number instead of a
        space (as the Sinclair machines' LIST shows it)."""
        mark = ">" if line.number == current else " "
        return f"{line.number:>4}{mark}{self.list_body(line)}"

    def file_line(self, line: ast.Line) -> str:
        """One line in a text listing's spelling: ``10 PRINT "hi"`` (what
        EDIT brings back; :meth:`saved_line` is what SAVE writes)."""
        return f"{line.number} {self.list_body(line)}"

    #: how a listing spells one space as an escape (inside a string or REM),
    #: for the spaces that end a line and belong to the program
    space_escape: Optional[str] = None

    def saved_line(self, line: ast.Line) -> str:
        """:meth:`file_line` with no spaces at its end, so saved listings diff
        cleanly.  LIST's space after a last keyword (``10 CLS ``) goes, and
        so do spaces typed after a statement, which no interpreter reads.
        Spaces that are part of the program (a REM's text, say) stay, the
        last one written as :attr:`space_escape`, so the line reads back as
        the same line (:meth:`reads_back`)."""
        text = self.file_line(line)
        stripped = text.rstrip(" ")
        if stripped == text:
            return text
        if self.reads_back(stripped, line):
            return stripped
        if self.space_escape is not None:
            escaped = text[:-1] + self.space_escape
            if self.reads_back(escaped, line):
                return escaped
        return stripped

    def reads_back(self, text: str, line: ast.Line) -> bool:
        """``text`` parses to the same program line as ``line``."""
        try:
            again = self.parse_line(text)
        except BasicSyntaxError:
            return False
        return isinstance(again, ast.Line) and self.same_line(again, line)

    def same_line(self, one: ast.Line, other: ast.Line) -> bool:
        """Two lines are the same program line: the same statements."""
        return one.statements == other.statements

    # -- running -----------------------------------------------------------
    def make_machine(self, host: Optional["Host"] = None) -> "Machine":
        """A new machine driven by ``host`` (None: nobody)."""
        assert self.machine_class is not None, f"{self.name} has no machine"
        return self.machine_class(host=host)

    def make_compiler(self, interp: "Interpreter") -> "Compiler":
        assert self.compiler_class is not None, f"{self.name} has no compiler"
        return self.compiler_class(interp)

    def format_report(self, report: "Report") -> str:
        raise NotImplementedError

    def program_size(self, program: ast.Program) -> int:
        """Bytes the program takes in the machine's memory."""
        raise NotImplementedError

    def attach_file(self, machine: "Machine", path: str) -> None:
        """The program on ``machine`` was loaded from the file ``path``: a
        dialect may keep what else the file holds (the Spectrum keeps the
        rest of a .tap for LOAD "" CODE).  Nothing by default."""

    def png_from_dump(self, result: dict[str, Any], path: Any, scale: int = 2,
                      flash_phase: int = 0) -> None:
        """``--png`` after a headless run, drawn from the result's fields."""
        raise NotImplementedError

    def run_stream(self, text: "str | ProgramImage", stdin: Optional[TextIO], stdout: TextIO, *,
                   keys: Sequence[str] = (), inputs: Sequence[str] = (),
                   idle_frames: int = 50,
                   peripherals: Optional["Peripherals"] = None,
                   watchers: Sequence["FrameWatcher"] = (),
                   sound: Optional["SoundSink"] = None) -> StreamRun:
        """Stream mode the dialect's own way (when :attr:`own_stream_mode`);
        ``watchers`` see every frame and are closed when the run ends;
        ``sound``: where the machine's sound goes (basic.core.sound)."""
        raise NotImplementedError

    def program_on_disk(self, disk: str, name: str) -> Any:
        """The program ``name`` (wildcards allowed) on the disk ``disk``, as
        the machine's LOAD "name",8 leaves it (a ProgramImage; ``basic run
        --disk game.d64 '*'``).  Raises ValueError with words when there is
        none."""
        raise ValueError(f"the {self.title} has no disk drive")

    #: what :meth:`continue_position` returns to leave CONTINUE's position as
    #: it was (the ROMs do not move it for a direct command that went well)
    KEEP: Any = object()

    def continue_position(self, report: "Report") -> Any:
        """Where CONTINUE resumes after ``report``: (line, statement), None
        for nowhere, or :attr:`KEEP` to leave it where it was."""
        if report.line == 0 and report.code == "0":
            return self.KEEP
        return (report.line, report.stmt)


def use_stored_numbers(line: ast.Line, values: list[Any]) -> None:
    """Give the line's literals (in the order they stand in the line) the
    numbers stored beside their digits, as the ROM's run-time S-DECIMAL
    takes the hidden number after the digits rather than reading them.  A
    line whose literals and stored numbers do not pair up (a tool's line
    with a number left without its hidden form) keeps its digits."""
    literals = sorted((node for stmt in line.statements for node in ast.walk(stmt)
                       if isinstance(node, (ast.Num, ast.BinNum)) and node.col > 0),
                      key=lambda node: node.col)
    whole = not any(isinstance(stmt, ast.Unparsed) for stmt in line.statements)
    if len(literals) > len(values) or (whole and len(literals) != len(values)):
        return
    for node, value in zip(literals, values):
        node.value = value
