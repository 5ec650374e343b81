"""What every way of running a listing shares: loading it onto a machine, and
the final screen as ``--dump`` text or JSON and as a ``--png`` picture."""
from __future__ import annotations

import os
import sys
from typing import Any, Optional, Sequence, TextIO

from ..core.dialect import Dialect
from ..core.errors import BasicSyntaxError
from ..core.face import face_of
from ..core.formats import ProgramImage
from ..core.host import Host
from ..core.interpreter import Interpreter, Report
from ..core.listing import ParseResult
from ..core.machine import Machine
from .options import RunOptions
from .recording import Recorder, problems, recorders

EXIT_OK = 0
EXIT_REPORT = 1        # the program ended with an error report (as in basic.cli)
EXIT_USAGE = 2

#: how many left-out lines are named one by one; the rest are counted
LEFT_OUT_SHOWN = 10


def load_listing(program: "str | ProgramImage", dialect: Dialect, host: Host,
                 upper_keywords: bool = False) -> tuple[Machine, Interpreter, ParseResult]:
    """Put ``program`` on a new machine driven by ``host``, ready to run:
    (machine, interpreter, parse result; ``Interpreter.start`` runs it).  A
    text listing is parsed as typed into the editor: lines that do not parse
    are left out (``parse result.errors`` says which), as the ROM's editor
    refuses them.  A program file's image goes in as LOAD leaves it: every
    line as stored, the variables it brought, the C64's bytes after the
    program (``Dialect.parse_image``, ``Dialect.restore_image``).  A program
    the machine's RAM cannot hold is a FormatError (a Sinclair machine's
    check_program_fits; the C64 loads any program, and its RUN says OUT OF
    MEMORY)."""
    parsed = dialect.parse_program(program, upper_keywords=upper_keywords)
    machine = dialect.make_machine(host=host)
    interp = Interpreter(dialect, machine)
    interp.set_program(parsed.program)
    machine.program_bytes = dialect.program_size(parsed.program)
    machine.reset_frames()
    if parsed.image is not None:            # after the reset: a snapshot brings FRAMES
        dialect.restore_image(machine, interp, parsed.image)
    machine.check_program_fits()
    return machine, interp, parsed


def load(program: "str | ProgramImage", dialect: Dialect, host: Host,
         upper_keywords: bool = False, file: str = "",
         err: TextIO = sys.stderr) -> tuple[Machine, Interpreter, ParseResult]:
    """:func:`load_listing`, the lines of a text listing that do not parse
    reported on ``err``, as ``basic run --headless`` does.  ``file`` is where
    the program came from (the dialect may keep what else it holds:
    Dialect.attach_file)."""
    machine, interp, parsed = load_listing(program, dialect, host, upper_keywords)
    dialect.attach_file(machine, file)
    for message in left_out(file, parsed.errors):
        print(f"basic: {message}", file=err)
    return machine, interp, parsed


def left_out(file: str, errors: Sequence[BasicSyntaxError]) -> list[str]:
    """What to say about the lines of listing ``file`` that were left out:
    a program line that does not parse by its number and column, a line
    with no number by where it is in the file; after LEFT_OUT_SHOWN of
    them, how many more there are."""
    said = [f"{file}:{e.file_line}: not a program line (no line number at the start), left out"
            if e.line is None else
            f"{file}: line {e.line}, column {e.column}: {e.message} (line left out)"
            for e in errors[:LEFT_OUT_SHOWN]]
    if len(errors) > LEFT_OUT_SHOWN:
        said.append(f"{file}: {len(errors) - LEFT_OUT_SHOWN} more lines left out")
    return said


def rejected_lines(errors: Sequence[BasicSyntaxError]) -> dict[str, list[dict[str, Any]]]:
    """The dump's record of the lines left out: ``rejected_lines``, program
    lines that do not parse (the BASIC line number, where it is in the file,
    the column and why), and ``unnumbered_lines``, lines without a number."""
    return {
        "rejected_lines": [{"line": e.line, "file_line": e.file_line, "column": e.column,
                            "message": e.message} for e in errors if e.line is not None],
        "unnumbered_lines": [{"file_line": e.file_line, "text": e.source.strip()}
                             for e in errors if e.line is None],
    }


def exit_code(report: Optional[Report]) -> int:
    """The CLI's exit status for a run that ended with ``report``: 0 for a
    normal end (``0 OK``, ``0/n``, ``READY.``, or the STOP statement), 1 for
    any other report; 0 for a run stopped without one (a headless wait, the
    end of stream input).  See docs/headless.md, "Exit status"."""
    if report is None or report.normal_end:
        return EXIT_OK
    return EXIT_REPORT


def printed_rows(result: dict[str, Any]) -> list[str]:
    """What a headless run without ``--dump`` prints: the screen's rows from
    the top down to the last one the program wrote on (the blank rows above
    it kept, so a PRINT AT layout stays where it was), then the machine's
    report.  The Sinclair machines keep the report in the lower screen (the
    bottom two rows, ``report_screen`` in the dump): the blank rows between
    the two screens are left out, and the lower screen's written rows follow.
    The C64 writes READY. on the screen with the rest, so its rows are the
    screen's down to the last written one.  All rows right-stripped
    (docs/headless.md, "What a headless run prints")."""
    rows = [row.rstrip() for row in result["rows"]]
    lower: list[str] = []
    if "report_screen" in result:
        rows, lower = rows[:-2], [row for row in rows[-2:] if row]
    while rows and not rows[-1]:
        rows.pop()
    return rows + lower


def write_dump(options: RunOptions, result: dict[str, Any], out: Optional[TextIO] = None) -> None:
    """``--dump json``: a result dict as JSON; ``--dump text``: its screen's
    rows, all of them; no ``--dump``: :func:`printed_rows` (on stdout unless
    ``out`` is given)."""
    out = out or sys.stdout
    if options.dump == "json":
        import json
        json.dump(result, out)
        out.write("\n")
    else:
        rows = result["rows"] if options.dump == "text" else printed_rows(result)
        for row in rows:
            out.write(row.rstrip() + "\n")
    out.flush()


def final_outputs(options: RunOptions, machine: Machine, interp: Interpreter,
                  report: Optional[Report],
                  stop_reason: str, out: Optional[TextIO] = None, frames: bool = True) -> None:
    """``--dump text|json`` to ``out`` and ``--png FILE`` for the machine's
    final screen (``frames``: the dump says how many frames the run took)."""
    if options.dump:
        result = machine.dump(report if stop_reason == "ended" else None, interp)
        result["stop_reason"] = stop_reason
        if frames:
            result["frames"] = machine.clock.frames
        write_dump(options, result, out)
    write_png(machine, options)
    write_snapshot(options.snapshot_out, machine, interp, report, stop_reason)


def finish_shown_run(options: RunOptions, machine: Machine, interp: Interpreter,
                     report: Optional[Report], stop_reason: str,
                     screenshots: Sequence[str] = ()) -> int:
    """The end of a run shown on a screen (the live terminal, the window),
    once the screen is gone: the screenshots taken, the machine's report on
    stdout (its detail, or why the run stopped, on stderr), the final
    outputs; the exit status."""
    for path in screenshots:
        print(f"basic: screenshot written: {path}", file=sys.stderr)
    if report is not None:
        print(machine.report_text)
        if report.detail:
            print(f"basic: {report.detail}", file=sys.stderr)
    else:
        print(f"basic: stopped: {stop_reason}", file=sys.stderr)
    final_outputs(options, machine, interp, report, stop_reason)
    return exit_code(report)


def write_snapshot(path: Optional[str], machine: Machine, interp: Interpreter,
                   report: Optional[Report], stop_reason: str = "ended",
                   err: Optional[TextIO] = None) -> bool:
    """``--snapshot-out FILE``: the machine at the end of the run as a
    snapshot file (Dialect.snapshot_bytes; the suffix was checked before the
    run); a file that cannot be written is said on ``err``.  False then."""
    if not path:
        return True
    from .repl.files import atomic_write
    dialect = interp.dialect
    try:
        data = dialect.snapshot_bytes(machine, interp, report if stop_reason == "ended" else None,
                                      os.path.splitext(path)[1].lower())
        atomic_write(path, data)
    except OSError as exc:
        print(f"basic: cannot write {path}: {exc.strerror or exc}", file=err or sys.stderr)
        return False
    except ValueError as exc:          # FormatError: a state no snapshot can hold
        print(f"basic: {path}: {exc}", file=err or sys.stderr)
        return False
    return True


def write_png(machine: Machine, options: RunOptions) -> None:
    """``--png FILE`` (with ``--scale`` and ``--flash-phase``) for the machine's
    final screen, drawn by the machine's face; a file that cannot be written
    is reported on stderr."""
    path = options.png
    if not path:
        return
    try:
        face_of(machine).screenshot(path, scale=options.scale, flash_phase=options.flash_phase)
    except OSError as exc:
        print(f"basic: cannot write {path}: {exc.strerror or exc}", file=sys.stderr)


def start_recordings(options: RunOptions, host: Host) -> list[Recorder]:
    """``--gif FILE`` and ``--apng FILE``: recorders watching ``host``'s
    frames from now on (basic.frontends.recording)."""
    watching = recorders(options.gif, options.apng, options.scale)
    for recorder in watching:
        host.watch(recorder)
    return watching


def end_recordings(host: Host, machine: Machine, watching: list[Recorder],
                   err: Optional[TextIO] = None) -> None:
    """The run is over: the host's watchers finish (the recordings are
    written); a file that could not be written is said on ``err``."""
    host.close_watchers(machine)
    for problem in problems(watching):
        print(f"basic: {problem}", file=err or sys.stderr)
