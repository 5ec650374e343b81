"""The protocol between a machine and whoever runs it (headless, terminal, stream).

The machine calls its host once per 50 Hz frame of machine time and whenever it
waits in its editor; the host supplies keys (by pressing and releasing keys on
the machine's keyboard), INPUT answers, pacing and display.  The base class is
a host with nobody at the keyboard.
"""
from __future__ import annotations

from typing import Any, Optional

from .errors import BasicError


class Host:
    """What a machine needs from whoever runs it.  The base class is a host
    with nobody at the keyboard.  A host may also define ``printed(codes,
    channel)``: it is then given every string of codes (control codes and
    their parameters included) a program sends to channel 'S', 'K' or 'P'."""

    #: whether :meth:`tape` keeps programs in files (the REPL's host does); a
    #: machine whose own LOAD/SAVE would otherwise report a missing device
    #: (the C64's) asks this first
    keeps_files = False

    #: the machine may skip :meth:`frame` on frames before this one when no
    #: key is down and the program has not read the keyboard (a host that
    #: paces or draws leaves it at 0: every frame)
    next_frame_wanted = 0

    def frame(self, machine: Any) -> None:
        """Called once per 50 Hz frame of machine time."""

    def input_line(self, machine: Any) -> Optional[str]:
        """A whole INPUT answer if the host has one ready (stream mode,
        ``--input``), else None to let the machine's editor read keys."""
        return None

    def waiting(self, machine: Any, what: str) -> None:
        """Called every frame while the machine waits for a key in its editor
        (``what`` is ``'input'``, ``'scroll'``, ``'pause'`` or ``'key'``)."""

    def tape(self, machine: Any, node: Any, name: str) -> None:
        """SAVE/LOAD/VERIFY/MERGE reached inside a running program."""
        raise BasicError("C", f"{node.kind} needs a tape, and there is none")
