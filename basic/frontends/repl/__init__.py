"""The REPL: type programs in as on the machine, with a modern line editor.

``basic`` (no arguments), ``basic repl`` and ``basic run -i FILE`` come here
through :func:`start`.  The pieces:

* :mod:`.program_store` the numbered lines and how they are written (LIST, SAVE);
* :mod:`.commands` what a typed line does (:class:`~.commands.Repl`);
* :mod:`.running` running on the text or the live display, BREAK;
* :mod:`.files` listing files, atomic saving, ``# autostart:``;
* :mod:`.session` the prompt_toolkit editor (history, completion, colours);
* :mod:`.console`, :mod:`.highlight`, :mod:`.completion` their helpers.

See docs/repl.md.
"""
from __future__ import annotations

import sys
from typing import Any, Optional, TextIO

from ... import __version__
from ..pacing import parse_speed
from ..terminal import is_terminal
from .commands import EditRequest, Repl
from .console import Console
from .running import live_possible
from .session import ReplSession, plain_loop

__all__ = ["Repl", "EditRequest", "start"]


def start(dialect: Any, *, speed: Optional[str] = None, listing: Optional[str] = None,
          listing_name: str = "", run_listing: bool = False, display: str = "auto",
          stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None) -> int:
    """Open the REPL for ``dialect``; with ``listing``, put it in as the
    program first (and RUN it with ``run_listing``, as ``python -i`` runs a
    script before its prompt).  Returns the exit status."""
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
    repl = Repl(dialect, console, stdin=stdin, stdout=stdout, speed=speed,
                interactive=interactive, live_ok=live_possible(dialect, stdin, stdout),
                display=display)
    if interactive:
        console.note(f"basic {__version__}: {dialect.title}. "
                     "HELP lists the commands; Ctrl-D leaves.")
    if listing is not None:
        repl.load_text(listing, listing_name)
        if run_listing:
            repl.run()
    if interactive:
        return ReplSession(repl).loop()
    return plain_loop(repl, stdin)
