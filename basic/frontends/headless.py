"""Headless runs: a program, a key script and INPUT answers in; a dump out.

``run_source`` is what ``basic run FILE --headless --dump json``
(:func:`run_headless`) and the golden tests use.  Its result has the field names and conventions of the Spectrum
oracle's ``--json`` (zxoracle, docs/testing.md), so the two can be compared field by
field.  A headless run is deterministic: its clock is driven by executed work,
never by the wall clock.
"""
from __future__ import annotations

import sys
from contextlib import nullcontext
from typing import Any, Iterable, NamedTuple, Optional, Sequence, TextIO, Union

from ..core.dialect import Dialect
from ..core.errors import BasicError, BasicSyntaxError, StopRun
from ..core.host import (DEFAULT_IDLE_FRAMES, DEFAULT_MAX_FRAMES, BreakOnSigint, FrameWatcher,
                         HeadlessHost)
from ..core.interpreter import Report
from ..core.keyscript import KeyScriptError
from ..core.peripherals import Peripherals
from ..core.sound import SoundSink, WavWriter
from ..core.formats import ProgramImage
from ..dialects import get_dialect, program_dialect
from .options import RunOptions
from .recording import problems, recorders
from .runner import (EXIT_USAGE, exit_code, left_out, load_listing, rejected_lines,
                     write_dump, write_snapshot)


class HeadlessRun(NamedTuple):
    """A headless run: the oracle-style result dict, the report the run
    ended with (None when it was stopped first) and the listing's lines
    that were left out."""
    result: dict[str, Any]
    report: Optional[Report]
    left_out: list[BasicSyntaxError]


def run_source(text: "str | ProgramImage", **options: Any) -> dict[str, Any]:
    """Run a listing headless and return the oracle-style result dict (the
    options are :func:`headless_run`'s)."""
    return headless_run(text, **options).result


def headless_run(text: "str | ProgramImage", *, keys: Iterable[str] = (), inputs: Iterable[str] = (),
                 idle_frames: int = DEFAULT_IDLE_FRAMES, frames: int = DEFAULT_MAX_FRAMES,
                 upper_keywords: bool = False, dialect: Union[str, Dialect, None] = None,
                 file: str = "", peripherals: Optional[Peripherals] = None,
                 watchers: Sequence[FrameWatcher] = (),
                 sound: Optional[SoundSink] = None,
                 snapshot_out: Optional[str] = None,
                 break_on_sigint: bool = False) -> HeadlessRun:
    """Run a listing headless (see :class:`HeadlessRun`).  ``dialect``: a
    Dialect or its name (None: the listing's own, see
    basic.dialects.detect_dialect).  ``file``: where the listing came from
    (the dialect may keep what else the file holds: Dialect.attach_file).
    ``peripherals``: the disk and the printer (default: ./disk, printer.txt).
    ``watchers`` see every frame and are closed when the run ends (the
    recorders of ``--gif``: basic.frontends.recording).  ``sound``: where
    the machine's sound goes (``--wav``), in machine time.  ``snapshot_out``:
    write the machine at the end as a snapshot there (``--snapshot-out``;
    the result's ``snapshot_failed`` is True when it could not be).
    ``break_on_sigint``: Ctrl-C is the machine's BREAK (``basic run
    --headless``), so the run ends with its report and its screen."""
    if isinstance(dialect, Dialect):
        dia = dialect
    else:
        dia = get_dialect(dialect) if dialect else program_dialect(text)
    host = HeadlessHost(list(keys), list(inputs), idle_frames, frames)
    if peripherals is not None:
        host.peripherals = peripherals
    for watcher in watchers:
        host.watch(watcher)
    host.sound = sound
    machine, interp, parsed = load_listing(text, dia, host, upper_keywords)
    if file:
        dia.attach_file(machine, file)
    stop_reason = "ended"
    report = None
    try:
        with BreakOnSigint(host) if break_on_sigint else nullcontext():
            report = interp.start(parsed)
    except StopRun as stop:
        stop_reason = stop.reason
    machine.flush_sound()
    written = write_snapshot(snapshot_out, machine, interp, report, stop_reason)
    machine.power_off()
    host.close_watchers(machine)
    result = machine.dump(report if stop_reason == "ended" else None, interp)
    if not written:
        result["snapshot_failed"] = True
    result["stop_reason"] = stop_reason
    result["frames"] = machine.clock.frames
    result.update(rejected_lines(parsed.errors))
    result["inputs_typed"] = host.inputs_typed
    result["inputs_left"] = host.inputs
    result["key_events_fired"] = host.scheduler.fired
    result["key_events_left"] = [e.source for e in host.scheduler.pending]
    result["scrolls"] = host.scrolls
    if report is not None and report.detail:
        result["detail"] = report.detail
    return HeadlessRun(result, report, parsed.errors)


def run_headless(options: RunOptions, text: "str | ProgramImage", dialect: Dialect,
                 out: Optional[TextIO] = None, err: Optional[TextIO] = None) -> int:
    """``basic run FILE --headless``: run, then the final screen as text rows
    (or ``--dump json``) on ``out``, ``--png``, and what stopped the run on
    ``err`` (stdout and stderr unless given).  Returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    watching = recorders(options.gif, options.apng, options.scale)
    try:
        wav = WavWriter(options.wav) if options.wav else None
    except OSError as exc:
        print(f"basic: cannot write {options.wav}: {exc.strerror or exc}", file=err)
        return EXIT_USAGE
    try:
        result, report, errors = headless_run(text, keys=options.keys, inputs=options.inputs,
                                      idle_frames=options.idle_frames, frames=options.frames,
                                      upper_keywords=options.upper_keywords, dialect=dialect,
                                      file=options.file, peripherals=options.peripherals(),
                                      watchers=watching, sound=wav,
                                      snapshot_out=options.snapshot_out,
                                      break_on_sigint=True)
    except KeyScriptError as exc:
        print(f"basic: --keys: {exc}", file=err)
        return EXIT_USAGE
    finally:
        if wav is not None:
            wav.close()
    for problem in problems(watching):
        print(f"basic: {problem}", file=err)
    for message in left_out(options.file, errors):
        print(f"basic: {message}", file=err)
    write_dump(options, result, out)
    if options.png:
        try:
            dialect.png_from_dump(result, options.png, scale=options.scale,
                                  flash_phase=options.flash_phase)
        except OSError as exc:
            print(f"basic: cannot write {options.png}: {exc.strerror or exc}", file=err)
            return EXIT_USAGE
    if result.get("detail"):
        print(f"basic: {result['detail']}", file=err)
    if report is None:
        print(f"basic: stopped: {result['stop_reason']}", file=err)
    if result.get("snapshot_failed"):
        return EXIT_USAGE
    return exit_code(report)


__all__ = ["run_source", "run_headless", "HeadlessHost", "BasicError", "BasicSyntaxError"]
