"""The contract between a machine and everything that runs it.

This is the one file to read before writing a front-end (a terminal, a
window, a sound sink, a debugger): everything the interpreter, the hosts and
the front-ends may use of a machine is declared here, typed, and checked by
mypy (tests/test_types.py).  Nothing above the dialects probes a machine with
``getattr``: a part some machines lack is an attribute declared here whose
value is None on those machines (``disk``), and a duty some machines need not
do has a default that does nothing (``check_program_fits``).

A machine is made by its Dialect (:meth:`basic.core.dialect.Dialect.make_machine`)
with a :class:`~basic.core.host.Host`, which it calls once per frame of
machine time and whenever its editor waits (basic/core/host.py).  What a
front-end shows and how it presses keys is the machine's *face*
(:meth:`Machine.front_end`, basic/core/face.py).

Each machine class names :class:`Machine` as its base, so it inherits the
defaults and mypy checks that it has the rest.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from . import ast
    from .clock import Clock
    from .face import MachineFace
    from .host import Host
    from .interpreter import Interpreter, Report
    from .sound import SoundChip, SoundSink
    from .variables import Variables


class Keyboard(Protocol):
    """The machine's keyboard matrix as a host drives it."""

    #: the program read the keyboard since the last frame (INKEY$, GET, a
    #: PEEK of the keyboard's bytes); hosts pace their key scripts by it
    polled: bool

    def press(self, *keys: str) -> None:
        """Hold these keys down (names from basic.core.keys or the machine's
        own key names), releasing any others."""
        ...

    def release(self) -> None:
        """Let every key up."""
        ...


class DiskDrive(Protocol):
    """A disk drive a front-end can change the disk in (the C64's device 8;
    the REPL's DISK command)."""

    def change_disk(self, path: str) -> None:
        """Put the disk at ``path`` (a folder or an image) in the drive;
        ValueError with words when it is no disk."""
        ...

    def disk_problem(self) -> Optional[str]:
        """Why the disk chosen for the drive cannot be used, or None
        (nothing is opened or made)."""
        ...


class Machine(Protocol):
    """What the interpreter, the hosts and the front-ends use of a machine.

    The attributes are the machine's own state, which hosts read (and the
    REPL's host sets ``program_bytes``); the methods with bodies here are
    defaults for duties a machine may not have."""

    #: who runs it (headless, a terminal, the REPL...); set when it is made
    host: "Host"
    #: machine time: frames, the cycle budget, BREAK requests
    clock: "Clock"
    keyboard: Keyboard
    #: what the machine's editor waits for (``'input'``, ``'scroll'``,
    #: ``'pause'``, ``'key'``) or None while the program runs
    waiting_for: Optional[str]
    #: codes of keys newly pressed, the editor's queue (a host may add to it)
    key_events: list[int]
    #: the bytes the program takes in memory (for report 4 / OUT OF MEMORY)
    program_bytes: int
    #: the report as the machine printed it, once a run has ended
    report_text: str
    #: NEW was run inside the program: the REPL powers on a new machine
    new_requested: bool
    #: the disk drive a front-end may change disks in, or None
    disk: Optional[DiskDrive] = None
    #: the sound chip (the Spectrum's beeper, the C64's SID), or None on a
    #: silent machine (basic/core/sound.py)
    sound: Optional["SoundChip"] = None

    # -- the front-end's view ------------------------------------------------------
    def front_end(self) -> "MachineFace":
        """The machine's face: its screen, key map, reports and pictures."""
        ...

    def screen_rows(self) -> list[str]:
        """The screen as text rows (key scripts' ``?text`` triggers)."""
        ...

    def screen_bytes(self) -> bytes:
        """The screen's memory, to see whether anything changed."""
        ...

    def dump(self, report: Optional["Report"], interp: "Interpreter") -> dict[str, Any]:
        """Everything ``--dump json`` shows of the machine after a run."""
        ...

    # -- the interpreter's duties ----------------------------------------------
    def reset_frames(self) -> None:
        """Start machine time again (before RUN)."""
        ...

    def on_report(self, report: "Report") -> None:
        """A run ended with ``report``: show it as the machine does."""
        ...

    def program_changed(self, program: "ast.Program", store: "Variables") -> None:
        """The program was replaced or edited (memory maps follow it)."""
        return None

    def check_program_fits(self) -> None:
        """A FormatError when the program does not fit the machine's RAM
        (machines that load any program, as the C64 does, need not check)."""
        return None

    # -- sound (basic/core/sound.py) -------------------------------------------
    def listen(self, sink: Optional["SoundSink"]) -> None:
        """Send the machine's sound to ``sink`` from now on (None: to nobody).
        A machine made with a host whose ``sound`` is a sink listens to it
        from the start; a silent machine ignores this."""
        return None

    def flush_sound(self) -> None:
        """Hand the sink the sound made up to the present (a run has ended,
        or stopped: the last frame's samples would otherwise wait for the
        next run)."""
        return None

    def power_off(self) -> None:
        """The end of a session: devices write out what they hold (a file
        still open on a disk, the printer's last line)."""
        return None
