"""The line editor: a prompt_toolkit session around :class:`.commands.Repl`.

What it adds to typing lines:

* history kept across sessions in a file (:func:`history_path`: the
  ``BASIC_HISTORY`` environment variable, else ``basic/history`` under the
  user's data directory);
* syntax colouring by the project's own lexer, Tab completion of keywords;
* a line that does not parse comes back into the editor, cursor at the
  fault; ``EDIT n`` (or a line number followed by Up) brings a stored line
  back to edit;
* a pasted listing is taken whole, line by line; the lines that do not parse
  come back one after another to be fixed (Ctrl-C drops them);
* Ctrl-C clears the line, Ctrl-D leaves.

When stdin or stdout is not a terminal there is no editor: lines are read
from stdin and handled in turn (``basic < commands.txt``), with no prompt.
"""
from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any, Optional, TextIO

from ... import __version__
from ...core.dialect import Dialect
from ...core.errors import BasicError
from ...core.formats import ProgramImage
from ...core.peripherals import Peripherals
from ..audio import RunSound
from ..pacing import parse_speed
from ..terminal import is_terminal
from .commands import EditRequest, Repl
from .completion import KeywordCompleter
from .console import Console
from .highlight import STYLE, BasicLexer
from .running import live_possible
from .screen import run_on_screen

PROMPT = "> "
HISTORY_ENV = "BASIC_HISTORY"


def history_path() -> Path:
    """Where the history lives: ``$BASIC_HISTORY``, else
    ``$XDG_DATA_HOME/basic/history`` (``~/.local/share/basic/history``), or
    ``%APPDATA%\\basic\\history`` on Windows."""
    override = os.environ.get(HISTORY_ENV)
    if override:
        return Path(override).expanduser()
    if os.name == "nt" and os.environ.get("APPDATA"):
        base = Path(os.environ["APPDATA"])
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "basic" / "history"


def make_history(path: Optional[Path] = None) -> Any:
    """A file history at ``path`` (its directory made if need be); a history
    in memory, after a warning, when the file cannot be used."""
    from prompt_toolkit.history import FileHistory, InMemoryHistory
    path = path or history_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8"):
            pass
        return FileHistory(str(path))
    except OSError as exc:
        print(f"basic: history not kept ({path}: {exc.strerror or exc})", file=sys.stderr)
        return InMemoryHistory()


class ReplSession:
    """The interactive loop on a terminal."""

    def __init__(self, repl: Repl, history: Any = None, *, input: Any = None,
                 output: Any = None) -> None:
        """``input``/``output``: prompt_toolkit's (tests use a pipe input)."""
        from prompt_toolkit import PromptSession
        self.repl = repl
        self.session: Any = PromptSession(
            input=input, output=output,
            history=history if history is not None else make_history(),
            lexer=BasicLexer(repl.dialect.name),
            completer=KeywordCompleter(repl.dialect.name),
            complete_while_typing=False,
            key_bindings=self._bindings(),
            style=STYLE,
            include_default_pygments_style=False,
        )

    def _bindings(self) -> Any:
        from prompt_toolkit.filters import Condition
        from prompt_toolkit.key_binding import KeyBindings
        from prompt_toolkit.keys import Keys
        kb = KeyBindings()
        repl = self.repl

        def number_typed() -> Optional[int]:
            text = self.session.default_buffer.text.strip()
            return int(text) if text.isdigit() and int(text) in repl.store else None

        @kb.add("up", filter=Condition(lambda: number_typed() is not None))
        def _recall(event: Any) -> None:
            """A line number, then Up: that line, to edit."""
            number = number_typed()
            text = repl.recall(number) if number is not None else None
            if text is not None:
                buf = event.current_buffer
                buf.text = text
                buf.cursor_position = len(text)

        @kb.add(Keys.BracketedPaste)
        def _paste(event: Any) -> None:
            """A paste is taken as typed; one that ends with a new line (whole
            lines, a listing) is entered at once."""
            data = event.data.replace("\r\n", "\n").replace("\r", "\n")
            buf = event.current_buffer
            if "\n" in data and data.endswith("\n"):
                buf.insert_text(data[:-1])
                buf.validate_and_handle()
            else:
                buf.insert_text(data)
        return kb

    def loop(self) -> int:
        """Prompt, handle, repeat, until Ctrl-D."""
        with _CtrlCAsAKey():
            return self._loop()

    def _loop(self) -> int:
        queue: list[EditRequest] = []
        while True:
            request = queue.pop(0) if queue else None
            try:
                text = self.prompt(request)
            except KeyboardInterrupt:
                queue.clear()               # Ctrl-C: drop the line (and any to fix)
                continue
            except EOFError:
                return 0
            try:
                queue[:0] = self.repl.submit(text)
            except KeyboardInterrupt:
                self.repl.console.note("BREAK")
            except BasicError as err:       # a report from outside a run: the REPL goes on
                self.repl.report_error(err)
            if self.repl.display == "screen":          # DISPLAY screen: the machine's editor
                run_on_screen(self.repl, window=False, speed=self.repl.runner.speed)
                self.repl.display = "auto"
                self.repl.console.note("display: auto")

    def prompt(self, request: Optional[EditRequest]) -> str:
        default = request.text if request else ""
        cursor = request.cursor if request else None

        def place_cursor() -> None:
            if cursor is not None:
                buf = self.session.default_buffer
                buf.cursor_position = max(0, min(cursor, len(buf.text)))
        return self.session.prompt(PROMPT, default=default, pre_run=place_cursor)


class _CtrlCAsAKey:
    """While the REPL is on a terminal, Ctrl-C is never a KeyboardInterrupt
    raised wherever Python happens to be.  The editor (raw mode) and the
    live screen read it as a key, a run takes it as BREAK (BreakOnSigint);
    what is left are the moments the terminal is not raw between them, where
    an exception could break off prompt_toolkit building its event loop (and
    show a traceback when the half-built loop is collected): there it does
    nothing, as a key pressed before the prompt is drawn."""

    def __enter__(self) -> "_CtrlCAsAKey":
        try:
            self._old = signal.signal(signal.SIGINT, self._ignore)
        except ValueError:                  # not the main thread
            self._old = None
        return self

    @staticmethod
    def _ignore(signum: int, frame: Any) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)


def plain_loop(repl: Repl, stdin: TextIO) -> int:
    """No terminal: handle the lines of ``stdin`` in turn until it ends.
    (INPUT in a program run from here reads the next line of the same
    stdin.)"""
    while True:
        line = stdin.readline()
        if not line:
            return 0
        try:
            repl.submit(line.rstrip("\n"))
        except KeyboardInterrupt:
            repl.console.note("BREAK")
            return 130
        except BasicError as err:
            repl.report_error(err)


def start(dialect: Dialect, *, speed: Optional[str] = None,
          listing: "str | ProgramImage | None" = None,
          listing_name: str = "", run_listing: bool = False, display: str = "auto",
          stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None,
          peripherals: Optional[Peripherals] = None, record: Optional[str] = None,
          window: bool = False, wav: Optional[str] = None, mute: bool = False) -> int:
    """Open the REPL for ``dialect``; with ``listing``, put it in as the
    program first (and RUN it with ``run_listing``, as ``python -i`` runs a
    script before its prompt); ``record``: RECORD into this file from the
    start (``basic run -i FILE --gif x.gif``); ``window`` (or ``display``
    ``screen`` on a terminal): the REPL on the machine's own screen, read by
    its own editor (.screen); ``wav``: record the sound to this file;
    ``mute``: not on the audio device (which plays it when the REPL is on a
    terminal or in a window).  Returns the exit status."""
    try:
        parse_speed(speed)
    except ValueError:
        print(f"basic: --speed must be authentic, max or a positive number, not {speed!r}",
              file=sys.stderr)
        return 2
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    interactive = is_terminal(stdin) and is_terminal(stdout)
    console = Console(stdout, color=interactive, dialect=dialect.name)
    try:
        sound = RunSound(wav, (interactive or window) and not mute,
                         parse_speed(speed or "authentic"))
    except OSError as exc:
        print(f"basic: cannot write {wav}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    repl = Repl(dialect, console, stdin=stdin, stdout=stdout, speed=speed,
                interactive=interactive, live_ok=live_possible(dialect, stdin, stdout),
                display=display, peripherals=peripherals, sound=sound)
    if interactive and not window and display != "screen":
        console.note(f"basic {__version__}: {dialect.title}. "
                     "HELP lists the commands; Ctrl-D leaves.")
    on_screen = window or (display == "screen" and interactive)
    try:
        if record:
            repl.record(record)
        if listing is not None:
            repl.load_text(listing, listing_name)
            if run_listing and not on_screen:
                repl.run()
        if on_screen:
            return run_on_screen(repl, window=window, speed=speed,
                                 first=repl.run if listing is not None and run_listing else None)
        if interactive:
            return ReplSession(repl).loop()
        return plain_loop(repl, stdin)
    finally:
        repl.power_off()
