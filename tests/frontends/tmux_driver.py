"""Drive a real terminal: a detached tmux session on a private server.

Used by the live-terminal tests: start a command in a pane of a given size,
type keys into it (send-keys), read what it shows (capture-pane), poll with
timeouts rather than sleeping fixed times.
"""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Callable, Optional

ROOT = Path(__file__).resolve().parents[2]
TMUX = shutil.which("tmux")


def basic_command(*args: str) -> str:
    """The shell words that run ``basic`` from this checkout."""
    return " ".join(shlex.quote(a) for a in (sys.executable, "-m", "basic", *args))


class Tmux:
    """One tmux server with one session running ``command``."""

    def __init__(self, command: str, width: int = 100, height: int = 30,
                 cwd: Optional[Path] = None) -> None:
        if TMUX is None:
            raise RuntimeError("tmux is not installed: the terminal tests need it "
                               "(apt-get install tmux, as .ci/run does)")
        self.socket = "basic-test-" + uuid.uuid4().hex[:10]
        self.cwd = cwd or ROOT
        env = dict(os.environ, PYTHONPATH=str(ROOT), TERM="xterm-256color")
        env.pop("TMUX", None)
        self.env = env
        self._tmux("-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", str(width),
                   "-y", str(height), "-c", str(self.cwd), command)
        self._tmux("set-option", "-t", "t", "remain-on-exit", "on")

    def _tmux(self, *args: str) -> str:
        res = subprocess.run([TMUX, "-L", self.socket, *args], capture_output=True, text=True,
                             env=self.env, timeout=20)
        if res.returncode != 0 and "no server running" not in res.stderr:
            raise RuntimeError(f"tmux {' '.join(args)}: {res.stderr}")
        return res.stdout

    def capture(self, escapes: bool = False, history: bool = False) -> str:
        """The pane's text (``escapes``: with colours; ``history``: with the
        lines scrolled off the top too, as after leaving the alternate screen
        tmux may scroll the main screen by a line)."""
        args = ["capture-pane", "-p", "-t", "t"]
        if escapes:
            args.insert(2, "-e")
        if history:
            args += ["-S", "-"]
        return self._tmux(*args)

    def send(self, *keys: str, literal: bool = False) -> None:
        """tmux key names (``Enter``, ``C-c``, ``F12``) or, with ``literal``, text."""
        args = ["send-keys", "-t", "t"]
        if literal:
            args.append("-l")
        self._tmux(*args, *keys)

    def type(self, text: str) -> None:
        # tmux takes an argument that ends in ";" for the end of a command
        # (as a shell's separator); "\;" is the semicolon itself
        self.send(text[:-1] + "\\;" if text.endswith(";") else text, literal=True)

    def resize(self, width: int, height: int) -> None:
        self._tmux("resize-window", "-t", "t", "-x", str(width), "-y", str(height))

    def wait_for(self, test: Callable[[str], bool] | str, timeout: float = 20.0,
                 interval: float = 0.02, escapes: bool = False, history: bool = False) -> str:
        """Poll the pane until ``test`` (a predicate or a substring) holds;
        return the screen.  Raises AssertionError with the screen on timeout."""
        pred = (lambda s: test in s) if isinstance(test, str) else test
        deadline = time.monotonic() + timeout
        screen = ""
        while time.monotonic() < deadline:
            screen = self.capture(escapes, history)
            if pred(screen):
                return screen
            time.sleep(interval)
        raise AssertionError(f"timed out waiting for {test!r}; the screen:\n{screen}")

    def dead(self) -> bool:
        return self._tmux("display-message", "-p", "-t", "t", "#{pane_dead}").strip() == "1"

    def kill(self) -> None:
        """Stop the server and remove its socket file."""
        path = self._tmux("display-message", "-p", "#{socket_path}").strip()
        subprocess.run([TMUX, "-L", self.socket, "kill-server"], capture_output=True,
                       env=self.env, timeout=20)
        if path.endswith(self.socket):
            try:
                os.unlink(path)
            except OSError:
                pass

    def __enter__(self) -> "Tmux":
        return self

    def __exit__(self, *exc: object) -> None:
        self.kill()


_SGR = re.compile(r"\x1b\[([0-9;]*)m")


def styled_lines(screen: str) -> list[list[tuple[str, str, str]]]:
    """A capture made with ``escapes`` as rows of (character, foreground,
    background), colours as ``'r;g;b'`` or ``'default'`` (tmux writes an SGR
    only when a colour changes, so the state is followed along each line)."""
    rows = []
    for line in screen.splitlines():
        fg = bg = "default"
        plain: list[tuple[str, str, str]] = []
        pos = 0
        for m in _SGR.finditer(line + "\x1b[m"):
            plain.extend((ch, fg, bg) for ch in line[pos:m.start()])
            pos = m.end()
            params = m.group(1).split(";") if m.group(1) else ["0"]
            i = 0
            while i < len(params):
                p = params[i]
                if p in ("38", "48") and i + 4 < len(params) and params[i + 1] == "2":
                    value = ";".join(params[i + 2:i + 5])
                    if p == "38":
                        fg = value
                    else:
                        bg = value
                    i += 5
                    continue
                if p in ("0", ""):
                    fg = bg = "default"
                elif p == "39":
                    fg = "default"
                elif p == "49":
                    bg = "default"
                i += 1
        rows.append(plain)
    return rows


def colours_of(screen: str, needle: str) -> list[tuple[str, str]]:
    """(foreground, background) of every visible character of each
    occurrence of ``needle`` in a capture made with ``escapes``."""
    out = []
    for plain in styled_lines(screen):
        text = "".join(c for c, _, _ in plain)
        start = text.find(needle)
        while start >= 0:
            out.extend((f, b) for c, f, b in plain[start:start + len(needle)] if c != " ")
            start = text.find(needle, start + 1)
    return out


def squeeze(screen: str) -> str:
    """The screen with the spaces of the 2-columns-per-cell scale taken out
    (``H E L L O`` -> ``HELLO``), for finding words."""
    return "\n".join(line[::2] for line in screen.splitlines())
