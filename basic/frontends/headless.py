"""Headless runs: a program, a key script and INPUT answers in; a dump out.

``run_source`` is what ``basic run FILE --headless --dump json`` and the golden
tests use.  Its result has the field names and conventions of the Spectrum
oracle's ``--json`` (../shared/zxrom), so the two can be compared field by
field.  A headless run is deterministic: its clock is driven by executed work,
never by the wall clock.
"""
from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence

from ..dialects import get_dialect, detect_dialect
from ..core.host import Host
from ..core.keyscript import KeyScheduler, parse_script
from ..core.errors import BasicError, BasicSyntaxError, StopRun
from ..core.interpreter import Interpreter

DEFAULT_IDLE_FRAMES = 50
DEFAULT_MAX_FRAMES = 10000


class HeadlessHost(Host):
    """Drives a machine from a key script and a list of INPUT answers, and
    decides when a run that waits for the keyboard should stop."""

    def __init__(self, keys: Sequence[str] = (), inputs: Sequence[str] = (),
                 idle_frames: int = DEFAULT_IDLE_FRAMES,
                 max_frames: int = DEFAULT_MAX_FRAMES, auto_scroll: bool = True) -> None:
        events = []
        for script in keys:
            events.extend(parse_script(script))
        self.scheduler = KeyScheduler(events)
        self.inputs = list(inputs)
        self.inputs_typed: list[str] = []
        self.idle_frames = idle_frames
        self.max_frames = max_frames
        self.auto_scroll = auto_scroll
        self.scrolls = 0
        self._last_poll = -1000
        self._last_screen: Optional[bytes] = None
        self._idle_streak = 0

    # -- per frame -----------------------------------------------------------
    def frame(self, machine: Any) -> None:
        frame = machine.clock.frames
        polled = machine.keyboard.polled
        if polled:
            self._last_poll = frame
        if not self.scheduler.idle:
            press, release = self.scheduler.frame(
                frame, polled, machine.waiting_for == "input",
                lambda: "\n".join(machine.screen_rows()))
            if release:
                machine.keyboard.release()
            if press is not None:
                machine.keyboard.press(*press)
        if frame >= self.max_frames:
            raise StopRun("frames-limit")
        self._check_idle(machine, frame)
        # while nothing can happen before the frame limit (no key to press, the
        # program busy rather than polling), the machine need not call us
        quiet = (self.scheduler.idle and machine.waiting_for is None
                 and frame - self._last_poll > 10)
        self.next_frame_wanted = self.max_frames if quiet else frame + 1

    def _check_idle(self, machine: Any, frame: int) -> None:
        """Stop a program that only waits for a key that will never come: it has
        read the keyboard lately (or sits in PAUSE 0), the screen has not
        changed for ``idle_frames`` frames, and no key event is left."""
        if not self.idle_frames or not self.scheduler.idle or machine.waiting_for == "input":
            self._idle_streak = 0
            self._last_screen = None
            return
        pause0 = machine.waiting_for == "pause"
        if frame - self._last_poll > 10 and not pause0:
            self._idle_streak = 0              # busy, not waiting for a key
            self._last_screen = None
            return
        screen = machine.screen_bytes()
        if screen == self._last_screen:
            self._idle_streak += 1
            if self._idle_streak >= self.idle_frames:
                raise StopRun("pause-wait" if pause0 else "inkey-wait")
        else:
            self._idle_streak = 0
        self._last_screen = screen

    # -- editor waits ----------------------------------------------------------
    def input_line(self, machine: Any) -> Optional[str]:
        if self.inputs:
            text = self.inputs.pop(0)
            self.inputs_typed.append(text)
            return text
        if self.scheduler.idle:
            raise StopRun("input-wait")
        return None

    def waiting(self, machine: Any, what: str) -> None:
        if what == "scroll":
            if not self.auto_scroll:
                raise StopRun("scroll?")
            self.scrolls += 1
            machine.key_events.append(ord("y"))
        elif what == "key" and self.scheduler.idle:
            raise StopRun("key-wait")

    def tape(self, machine: Any, node: Any, name: str) -> None:
        """There is no tape in a headless run: stop, as the oracle does."""
        raise StopRun("tape")


def load_listing(text: str, dialect: Any, host: Any,
                 upper_keywords: bool = False) -> tuple[Any, Interpreter, Any]:
    """Parse ``text`` and set it up on a new machine driven by ``host``, ready
    to RUN: (machine, interpreter, parse result).  Lines that do not parse are
    left out (``parse result.errors`` says which), as the ROM's editor
    refuses them."""
    parsed = dialect.parse_listing(text, upper_keywords=upper_keywords)
    machine = dialect.make_machine(host=host)
    interp = Interpreter(dialect, machine)
    interp.set_program(parsed.program)
    machine.program_bytes = dialect.program_size(parsed.program)
    machine.reset_frames()
    return machine, interp, parsed


def run_source(text: str, *, keys: Iterable[str] = (), inputs: Iterable[str] = (),
               idle_frames: int = DEFAULT_IDLE_FRAMES, frames: int = DEFAULT_MAX_FRAMES,
               upper_keywords: bool = False, dialect: Optional[str] = None,
               file: str = "") -> dict[str, Any]:
    """Run a listing headless and return the oracle-style result dict.
    ``file``: where the listing came from (a .tap's later files can be
    loaded by the program: basic.dialects.spectrum.tape_deck)."""
    dia = get_dialect(dialect) if dialect else detect_dialect(text)
    host = HeadlessHost(list(keys), list(inputs), idle_frames, frames)
    machine, interp, parsed = load_listing(text, dia, host, upper_keywords)
    if file:
        from ..dialects.spectrum.tape_deck import attach_tape
        attach_tape(machine, file)
    stop_reason = "ended"
    report = None
    try:
        report = interp.run(parsed.autostart)
    except StopRun as stop:
        stop_reason = stop.reason
    result = machine.dump(report if stop_reason == "ended" else None, interp)
    result["stop_reason"] = stop_reason
    result["frames"] = machine.clock.frames
    result["rejected_lines"] = [
        {"line": e.line, "column": e.column, "message": e.message} for e in parsed.errors]
    result["inputs_typed"] = host.inputs_typed
    result["inputs_left"] = host.inputs
    result["key_events_fired"] = host.scheduler.fired
    result["key_events_left"] = [e.source for e in host.scheduler.pending]
    result["scrolls"] = host.scrolls
    if report is not None and report.detail:
        result["detail"] = report.detail
    return result


__all__ = ["run_source", "HeadlessHost", "BasicError", "BasicSyntaxError"]
