"""What a line typed at the REPL does: the machine's editor and commands.

:class:`Repl` is the REPL without the line editor (that is
:mod:`.session`), so it can be driven and tested line by line:

* a line with a number is stored (or replaces the line with that number; a
  number alone deletes it), as the machine's editor stores it.  A line that
  does not parse is not stored: the REPL says where and why and hands the
  text back to be fixed (:class:`EditRequest`);
* any other line is a direct command, run at once on the same machine, with
  the variables kept, as the machine runs it (line 0 is a direct command too,
  as the ROM's editor has it).  ``RUN``, ``GO TO n``, ``CONTINUE``,
  ``CLEAR``, ``NEW`` are the interpreter's own statements; ``LIST [n]`` typed
  alone is listed here in the terminal; ``SAVE``, ``LOAD``, ``MERGE`` and
  ``VERIFY`` use the host's file system (:mod:`.files`), in a program as well
  as typed directly;
* the REPL's own words, which are not BASIC: ``CONT`` (for CONTINUE),
  ``EDIT [n]``, ``SCREENSHOT ["file.png"]``, ``RECORD ["file.gif"]``,
  ``WAV ["file.wav"]`` (record the machine's sound; WAV alone stops),
  ``DISPLAY [auto|live|text]`` and ``HELP``.

The machine's sound plays on the audio device while programs run, when the
REPL is on a terminal and not ``--mute`` (basic.frontends.audio).
"""
from __future__ import annotations

import re
import sys
from ...core.nodeclass import record
from pathlib import Path
from typing import Callable, Optional, TextIO, Union

from ...core import ast
from ...core.dialect import Dialect
from ...core.errors import BasicError, BasicSyntaxError
from ...core.face import MachineFace, face_of
from ...core.formats import FormatError, ProgramImage
from ...core.interpreter import Interpreter, Report
from ...core.machine import Machine
from ...core.peripherals import Peripherals
from ...dialects import get_dialect, program_file_data
from ..audio import RunSound
from ..recording import Recorder, kind_of
from ..runner import left_out
from .console import Console
from .files import (LoadedListing, atomic_write, listing_path, listing_text, read_listing)
from .program_store import ProgramStore, file_line, list_line
from .running import DISPLAYS, Outcome, ReplHost, Runner, enters_program, uses_screen

HELP = """\
Type a line with a number to store it (a number alone deletes the line);
anything else runs at once, as on the machine.
  RUN [n]  LIST [n]  GO TO n  CONTINUE (or CONT)  CLEAR  NEW
  SAVE "name" [LINE n]  LOAD "name"  MERGE "name"  VERIFY "name"
      (text listings: "name" means name.bas in this directory; a name
       ending .tap .p .o or .prg is the machine's own program file)
  EDIT [n]             bring line n (or the current line) back to edit;
                       typing a line number and pressing Up does it too
  SCREENSHOT ["file"]  write the machine's screen as a PNG
  RECORD "file.gif"    record the screen from now on (.gif, or .png for an
                       animated PNG); RECORD alone stops and writes it
  WAV ["file"]         record the sound of what runs from now on as a WAV
                       file; WAV alone stops recording
  DISPLAY [auto|live|text]  where programs show their output
  DISPLAY screen       the REPL on the machine's screen, read by its own editor
                       (the C64's full-screen editor); Ctrl-D comes back here
  DISK ["path"]        the C64's disk in device 8: a folder or a .d64
  Ctrl-C  BREAK a running program (CONTINUE goes on); clear the line
  Ctrl-D  leave"""

_CURSOR_MARK = re.compile(r"^(\s*\d+)>")          # LIST's current-line mark
_CONT = re.compile(r"^(\s*(?:\d+\s*)?)cont\s*$", re.IGNORECASE)
_META = re.compile(r"^\s*(EDIT|SCREENSHOT|RECORD|DISPLAY|DISK|WAV|HELP)\b\s*(.*?)\s*$",
                   re.IGNORECASE)
_NUMBER = re.compile(r"^\d+$")


def _lines(n: int) -> str:
    return f"{n} line" if n == 1 else f"{n} lines"


@record
class EditRequest:
    """Text to put back in the editor (a line to fix, a line to EDIT), with
    the cursor at ``cursor`` (None: at the end)."""
    text: str
    cursor: Optional[int] = None


@record
class _Pending:
    """A LOAD or MERGE met while running: applied when the run has stopped."""
    kind: str
    listing: LoadedListing


class Repl:
    """One machine, one program, and the commands that work on them."""

    def __init__(self, dialect: Dialect, console: Console, *,
                 stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None,
                 speed: Optional[str] = None, interactive: bool = False,
                 live_ok: bool = False, base_dir: str | Path = ".",
                 display: str = "auto", peripherals: Optional[Peripherals] = None,
                 sound: Optional[RunSound] = None) -> None:
        self.dialect = dialect
        self.console = console
        self.base_dir = Path(base_dir)
        self.display = display
        self.store = ProgramStore()
        self.host = ReplHost(self._tape)
        # by default the disk (the folder disk/) and the printer's paper are
        # beside the REPL's files
        self.host.peripherals = peripherals or (
            self.host.peripherals if str(base_dir) == "." else
            Peripherals(str(self.base_dir / "disk"), str(self.base_dir / "printer.txt")))
        self.host.on_program_loaded = self._program_loaded
        self.host.on_program_replaced = self._program_replaced
        #: the sound's sinks: the audio device, a WAV file (the host hands
        #: them to every machine it runs)
        self.sound = sound or RunSound()
        self.host.sound = self.sound.sink
        self.runner = Runner(self.host, stdin or sys.stdin, stdout or console.out,
                             speed=speed, interactive=interactive, live_ok=live_ok)
        self.last_file: Optional[Path] = None
        self._pending: Optional[_Pending] = None
        self._screen_cache: tuple[int, bool] = (-1, False)
        self.recording: Optional[Recorder] = None
        #: LIST is the machine's own, on its screen (the REPL on the machine's
        #: screen: .screen), rather than the REPL's in the terminal
        self.lists_on_screen = False
        self._synced = -1
        self._fresh_machine()
        if peripherals is not None and peripherals.disk:
            self._check_disk()

    def _check_disk(self) -> None:
        """``--disk`` naming no usable disk: said at once, not at the
        first LOAD (device 8 is then not present, as with no drive)."""
        problem = self.machine.disk.disk_problem() if self.machine.disk else None
        if problem:
            self.console.problem(f"disk: {problem}; device 8 is not present until "
                                 f'DISK "path" puts in a disk')

    def _fresh_machine(self) -> None:
        """Power on: a new machine and interpreter (NEW does this too, after
        powering the old one off)."""
        self.machine = self.dialect.make_machine(host=self.host)
        self.interp = Interpreter(self.dialect, self.machine)
        self._synced = -1

    # -- lines in ---------------------------------------------------------------
    def submit(self, text: str) -> list[EditRequest]:
        """Handle typed or pasted text, one line after another; the lines to
        fix (or to edit) come back, in order."""
        out = []
        for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
            request = self.handle(line)
            if request is not None:
                out.append(request)
        return out

    def handle(self, text: str) -> Optional[EditRequest]:
        """Handle one line: store it, or run it, or do the REPL command."""
        if not text.strip():
            return None
        meta = _META.match(text)
        if meta:
            done, request = self._meta(meta.group(1).upper(), meta.group(2))
            if done:
                return request
        source = _CURSOR_MARK.sub(r"\1 ", text, count=1)
        try:
            parsed = self._parse(source)
        except BasicSyntaxError as err:
            numbered = err.line is not None
            self.console.syntax_error(
                text, err.column, err.message,
                "Not stored: fix the line and press Enter." if numbered else
                "Not run: fix the line and press Enter.")
            return EditRequest(text, (err.column - 1) if err.column else None)
        if isinstance(parsed, ast.Line):
            if parsed.number != 0:
                self.store.enter(parsed)
                return None
            parsed = parsed.statements          # line 0: the ROM runs it at once
        if parsed:
            self.direct(parsed)
        return None

    def _parse(self, source: str) -> Union[ast.Line, list[ast.Stmt]]:
        """The dialect's parse of a typed line; ``CONT`` is the REPL's word
        for CONTINUE where the dialect has no CONT of its own (a line the
        dialect reads as it is keeps its meaning: the C64's and ZX81's
        CONT are their own keywords)."""
        try:
            return self.dialect.parse_line(source)
        except BasicSyntaxError:
            cont = _CONT.sub(lambda m: m.group(1) + "CONTINUE", source, count=1)
            if cont == source:
                raise
            return self.dialect.parse_line(cont)

    @property
    def face(self) -> MachineFace:
        """The machine's face (basic.core.face): its screen, keys and
        reports as the front-ends see them."""
        return face_of(self.machine)

    # -- direct commands ----------------------------------------------------------
    def direct(self, stmts: list[ast.Stmt]) -> None:
        """Run a direct command (LIST alone is listed here)."""
        if len(stmts) == 1 and isinstance(stmts[0], ast.List) and not stmts[0].printer \
                and stmts[0].stream is None and not self.lists_on_screen:
            self.list_program(stmts[0])
            return
        self._sync()
        self.execute(lambda: self.interp.run_direct(stmts), stmts)

    def run(self, line: Optional[int] = None) -> None:
        """RUN [line] (``basic run -i`` starts this way)."""
        self._sync()
        self.execute(lambda: self.interp.run(line), None)

    def execute(self, call: Callable[[], Report], stmts: Optional[list[ast.Stmt]]) -> None:
        """Run ``call`` on the display the statements need (``stmts`` None:
        the program itself runs), then show how it ended."""
        live = self._wants_live(stmts)
        outcome = self.runner.run(self.machine, call, live)
        self.machine.flush_sound()
        self._after(outcome)

    def _wants_live(self, stmts: Optional[list[ast.Stmt]]) -> bool:
        if not self.runner.live_ok or self.display == "text":
            return False
        if self.display == "live":
            return True
        extra = self.face.needs_live
        if stmts is not None:
            if uses_screen(stmts, extra):
                return True
            if not enters_program(stmts):
                return False
        return self._program_uses_screen(extra)

    def _program_uses_screen(self, extra: Optional[Callable[[ast.Node], bool]] = None) -> bool:
        version, answer = self._screen_cache
        if version != self.store.version:
            answer = uses_screen((line for ln in self.store.lines() for line in ln.statements),
                                 extra)
            self._screen_cache = (self.store.version, answer)
        return answer

    def _after(self, outcome: Outcome) -> None:
        """Show the report (or why the run stopped), then do what the run
        asked for: NEW, or a LOAD / MERGE met on the way."""
        for path in outcome.screenshots:
            self.console.note(f"screenshot written: {path}")
        if self.machine.new_requested:
            self.store.clear()
            self.machine.power_off()
            self._fresh_machine()
            self._pending = None
            return
        pending, self._pending = self._pending, None
        if pending is not None and self._apply(pending):
            return                  # LOAD with autostart: the program's run reports
        report = outcome.report
        listing = self.face.ended_in_editor() if report is not None else None
        if listing is not None:
            if not self.lists_on_screen:    # (on the machine's screen it shows already)
                for row in listing:
                    self.console.listing(row)
        elif report is not None:
            if not self.machine.report_text:
                self.console.report(self.dialect.format_report(report))
            for text in self.face.report_lines(report, outcome.text_display):
                if text:
                    self.console.report(text)
            if report.detail:
                self.console.note(report.detail)
        else:
            self.console.note(f"stopped: {outcome.stopped}")

    def _sync(self) -> None:
        """Give the interpreter the program as it now stands (FOR loops and GO
        SUB returns are re-linked by line:statement, so CONTINUE still works
        after an edit, as on the machine)."""
        if self._synced == self.store.version:
            return
        program = self.store.program()
        self.interp.set_program(program)
        self.machine.program_bytes = self.dialect.program_size(program)
        self._synced = self.store.version

    # -- LIST ----------------------------------------------------------------------
    def list_program(self, node: Optional[ast.List] = None) -> None:
        """LIST [n]: the lines from n on, in LIST's spelling; LIST n makes n
        the current line, as on the machine."""
        first, last = 0, None
        if node is not None:
            try:
                if node.start is not None:
                    first = self._line_number(node.start)
                    self.store.current = first
                if node.end is not None:
                    last = self._line_number(node.end)
            except BasicError as err:
                self.report_error(err)
                return
        for line in self.store.lines(first):
            if last is not None and line.number > last:
                break
            self.console.listing(list_line(line, self.dialect.name, self.store.current))
        if self.face.list_reports:
            self.console.report(self.dialect.format_report(Report("0", 0, 1)))

    def _line_number(self, node: ast.Node) -> int:
        """Evaluate a line-number operand as the running program would."""
        self._sync()
        compiler = self.interp.compiler
        return compiler.line_number(compiler.expr(node)())

    def report_error(self, err: BasicError) -> None:
        self.console.report(self.dialect.format_report(Report(err.code, 0, 1, err.detail)))
        if err.detail:
            self.console.note(err.detail)

    # -- SAVE / LOAD / MERGE / VERIFY -------------------------------------------
    def _tape(self, machine: Machine, node: ast.Tape, name: str) -> None:
        """The machine met SAVE, LOAD, MERGE or VERIFY (typed, or in the
        program): the host's files stand in for the tape."""
        kind = node.kind
        if node.variant not in (None, "LINE"):
            raise BasicError("C", f"{kind} ... {node.variant}: only programs are kept on the "
                                  "host, as listings or program files")
        if kind == "SAVE":
            self._save(name, self._line_number(node.args[0]) if node.variant == "LINE" else None)
            return
        listing = self._read(self._path_for_reading(name))
        if kind == "VERIFY":
            self._verify(listing)
            return
        if kind == "LOAD":
            self._must_fit(listing.program)
        # LOAD and MERGE replace the program under the running interpreter's
        # feet: stop here (report 0) and do it when the run has ended
        self._pending = _Pending(kind, listing)
        raise BasicError("0")

    def _must_fit(self, program: ast.Program) -> None:
        """Report 4 (what the ROM's LOAD gives) for a program bigger than the
        machine's RAM; the program in memory stays."""
        self.machine.program_changed(program, self.interp.vars)
        try:
            self.machine.check_program_fits()
        except FormatError as exc:
            raise BasicError("4", str(exc)) from None
        finally:
            self.machine.program_changed(self.interp.program, self.interp.vars)

    def _program_loaded(self, machine: Machine, program: ast.Program, name: str) -> None:
        """LOAD "name",8 typed: the program from the disk replaces ours when
        the command has ended (as a tape LOAD does)."""
        self._pending = _Pending("LOAD", LoadedListing(Path(name), program))
        raise BasicError("0")

    def _program_replaced(self, machine: Machine, program: ast.Program) -> None:
        """LOAD in a running program: the program it loaded is ours now."""
        self.store.replace(program)
        self._synced = self.store.version

    def disk(self, arg: str) -> None:
        """DISK "path": another disk in the drive (a folder or a .d64)."""
        drive = self.machine.disk
        if drive is None:
            self.console.problem(f"DISK: the {self.dialect.title} has no disk drive")
            return
        if arg:
            try:
                drive.change_disk(arg.strip('"'))
            except ValueError as exc:
                self.console.problem(f"DISK: {exc}")
                return
            self.host.peripherals = self.host.peripherals.with_disk(arg.strip('"'))
        self.console.note(f"disk: {self.host.peripherals.disk_path}")

    def power_off(self) -> None:
        """Leaving: files still open on the disk are written, a recording,
        the sound's last samples, and the WAV file closed."""
        self.record(None)
        self.machine.flush_sound()
        self.machine.power_off()
        wav = self.sound.wav
        self.sound.close()
        if wav is not None:
            self.console.note(f"sound recorded: {wav.path} ({wav.seconds:.1f} s)")

    def wav(self, arg: str) -> None:
        """WAV "file": record the sound of what runs from now on (machine
        time: the REPL's own waits are not in it); WAV alone: stop."""
        name = arg.strip('"')
        self.machine.flush_sound()
        if name:
            path = self.base_dir / name
            if not path.suffix:
                path = path.with_name(path.name + ".wav")
            try:
                self.sound.record(str(path))
            except OSError as exc:
                self.console.problem(f"cannot write {path}: {exc.strerror or exc}")
                return
            self.console.note(f"recording sound: {path}")
        else:
            wav = self.sound.stop_recording()
            if wav is None:
                self.console.note("no sound is being recorded")
            else:
                self.console.note(f"sound recorded: {wav.path} ({wav.seconds:.1f} s)")
        self.host.sound = self.sound.sink
        self.machine.listen(self.host.sound)

    def record(self, name: Optional[str], scale: int = 2) -> None:
        """RECORD "file.gif": record the screen, in machine time, from now
        until RECORD alone (or leaving) writes it (basic.frontends.recording;
        a name ending .png or .apng is an animated PNG, one without a
        suffix gets .gif)."""
        if self.recording is not None:
            recorder, self.recording = self.recording, None
            self.host.unwatch(recorder)
            recorder.close(self.machine)
            if recorder.problem:
                self.console.problem(recorder.problem)
            else:
                self.console.note(f"recording written: {recorder.path}")
        if name is None:
            return
        path = self.base_dir / name
        if not path.suffix:
            path = path.with_name(path.name + ".gif")
        recorder = Recorder(path, kind_of(str(path)), scale)
        recorder.frame(self.machine)
        self.host.watch(recorder)
        self.recording = recorder
        self.console.note(f"recording to {path}: RECORD alone stops")

    def _save(self, name: str, autostart: Optional[int]) -> None:
        if not name:
            raise BasicError("F")
        path = listing_path(name, self.base_dir)
        text = listing_text(self.store.lines(), self.dialect, autostart)
        try:
            atomic_write(path, program_file_data(path, text, self.dialect.name))
        except FormatError as exc:
            raise BasicError("F", f"cannot save {path}: {exc}") from None
        except OSError as exc:
            raise BasicError("R", f"cannot write {path}: {exc.strerror or exc}") from None
        self.last_file = path
        self.console.note(f"saved {path} ({_lines(len(self.store))}"
                          + (f", autostart {autostart})" if autostart is not None else ")"))

    def _path_for_reading(self, name: str) -> Path:
        if not name:
            if self.last_file is None:
                raise BasicError("F", 'no file has been used yet; name one: LOAD "name"')
            return self.last_file
        return listing_path(name, self.base_dir, must_exist=True)

    def _read(self, path: Path) -> LoadedListing:
        try:
            listing = read_listing(path, self.dialect)
        except OSError as exc:
            raise BasicError("R", f"cannot read {path}: {exc.strerror or exc}") from None
        except FormatError as exc:
            raise BasicError("R", f"{path}: {exc}") from None
        if listing.dialect is not None and not self._same_dialect(listing.dialect):
            raise BasicError("R", f"{path} is a {listing.dialect} listing; "
                                  f"this is {self.dialect.name}")
        for message in left_out(str(path), listing.errors):
            self.console.problem(message)
        self.last_file = path
        return listing

    def _same_dialect(self, name: str) -> bool:
        try:
            return get_dialect(name).name == self.dialect.name
        except ValueError:
            return False

    def _verify(self, listing: LoadedListing) -> None:
        """VERIFY: the file must hold the program exactly (report R if not)."""
        name = self.dialect.name
        theirs = [file_line(ln, name) for ln in listing.program.lines if ln.statements]
        ours = [file_line(ln, name) for ln in self.store.lines()]
        if theirs != ours:
            i = 0
            while i < min(len(theirs), len(ours)) and theirs[i] == ours[i]:
                i += 1
            where = (theirs[i] if i < len(theirs) else ours[i]).split(" ", 1)[0]
            raise BasicError("R", f"{listing.path} differs from the program at line {where}")
        self.console.note(f"verified {listing.path}")

    def _apply(self, pending: _Pending) -> bool:
        """Do a LOAD or MERGE; True when it went on to run the program (a
        listing saved with LINE n is run from line n after LOAD, as an
        auto-running tape is)."""
        listing = pending.listing
        if pending.kind == "MERGE":
            self.store.merge(listing.program.lines)
            self.console.note(f"merged {listing.path}")
            return False
        self.store.replace(listing.program)
        self.interp.vars.clear()
        self.interp.gosub.clear()
        self.interp.cont_at = None
        if listing.image is not None:           # what else LOAD put in memory
            self._sync()
            self.dialect.restore_image(self.machine, self.interp, listing.image)
        self.console.note(f"loaded {listing.path} ({_lines(len(self.store))})")
        if listing.autostart is None:
            return False
        line = listing.autostart
        self._sync()
        self.execute(lambda: self.interp.goto(line), None)
        return True

    def load_text(self, text: "str | ProgramImage", name: str = "") -> None:
        """Put a whole listing in as the program (``basic run -i FILE``);
        lines that do not parse are reported and left out; a program file's
        image goes in as LOAD puts it (``Dialect.restore_image``).  A program
        bigger than the machine's RAM is a FormatError, as for ``basic run``."""
        parsed = self.dialect.parse_program(text)
        for message in left_out(name, parsed.errors):
            self.console.problem(message)
        self.store.replace(parsed.program)
        self._sync()
        if parsed.image is not None:
            self.dialect.restore_image(self.machine, self.interp, parsed.image)
        self.machine.check_program_fits()

    # -- the REPL's own words -----------------------------------------------------
    def _meta(self, word: str, arg: str) -> tuple[bool, Optional[EditRequest]]:
        """(handled, request).  A word with arguments it does not take is not
        ours, and goes on to BASIC."""
        if word == "HELP" and not arg:
            self.console.line(HELP)
            return True, None
        if word == "EDIT" and (not arg or _NUMBER.match(arg)):
            return True, self.edit(int(arg) if arg else None)
        if word == "DISPLAY" and (not arg or arg.lower() in DISPLAYS):
            if arg.lower() == "screen" and not (self.runner.live_ok and self.face.screen_editor):
                self.console.problem("DISPLAY screen needs a terminal (and a machine whose "
                                     "own editor reads the lines)")
                return True, None
            if arg:
                self.display = arg.lower()
            live = "" if self.runner.live_ok else " (the live screen needs a terminal)"
            if self.display == "screen":
                live = " (Ctrl-D comes back here)"
            self.console.note(f"display: {self.display}{live}")
            return True, None
        if word == "DISK" and re.fullmatch(r'"[^"]*"|[^"\s]*', arg):
            self.disk(arg)
            return True, None
        if word == "WAV" and re.fullmatch(r'"[^"]*"|[^"\s]*', arg):
            self.wav(arg)
            return True, None
        if word == "SCREENSHOT" and re.fullmatch(r'"[^"]*"|[^"\s]*', arg):
            self.screenshot(arg.strip('"') or None)
            return True, None
        if word == "RECORD" and re.fullmatch(r'"[^"]*"|[^"\s]*', arg):
            self.record(arg.strip('"') or None)
            return True, None
        return False, None

    def edit(self, number: Optional[int] = None) -> Optional[EditRequest]:
        """EDIT n: line n back in the editor; EDIT alone: the current line (or
        the next one after it), as the EDIT key brings it down."""
        if number is None:
            line = self.store.at_or_after(self.store.current)
        else:
            line = self.store.get(number)
        if line is None:
            self.console.note("there is no such line" if number is not None or len(self.store)
                              else "there is no program")
            return None
        self.store.current = line.number
        return EditRequest(file_line(line, self.dialect.name))

    def recall(self, number: int) -> Optional[str]:
        """The text of stored line ``number`` for the editor, or None."""
        line = self.store.get(number)
        if line is None:
            return None
        self.store.current = number
        return file_line(line, self.dialect.name)

    def screenshot(self, name: Optional[str] = None) -> Optional[Path]:
        """Write the machine's screen (with its border) as a PNG, drawn by
        the machine's face."""
        if name:
            path = self.base_dir / name
            if not path.suffix:
                path = path.with_name(path.name + ".png")
        else:
            n = 1
            while (self.base_dir / f"basic-screenshot-{n}.png").exists():
                n += 1
            path = self.base_dir / f"basic-screenshot-{n}.png"
        face = self.face
        frames = self.machine.clock.frames
        try:
            atomic_write(path, lambda f: face.screenshot(f, frames=frames))
        except OSError as exc:
            self.console.problem(f"cannot write {path}: {exc.strerror or exc}")
            return None
        self.console.note(f"screenshot written: {path}")
        return path
