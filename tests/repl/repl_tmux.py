"""The REPL in a real terminal (tmux): a pane running ``basic`` (or ``basic
repl ...``) in a test's directory, and the waits the REPL tests share."""
from __future__ import annotations

import shlex
from pathlib import Path

from tmux_driver import Tmux, basic_command


class Session(Tmux):
    """A tmux pane running the REPL."""

    def paste(self, text: str) -> None:
        """Paste as a terminal does (bracketed, when the program asks for it)."""
        self._tmux("set-buffer", "--", text)
        self._tmux("paste-buffer", "-p", "-t", "t")

    def enter(self, text: str) -> None:
        self.type(text)
        self.send("Enter")

    def text(self) -> str:
        """Everything the pane has shown, scrolled-off lines included."""
        return self.capture(history=True)

    def prompt(self, timeout: float = 20.0) -> str:
        """Wait until the REPL waits at an empty prompt."""
        return self.wait_for(at_prompt, timeout=timeout, history=True)

    def run(self, command: str, timeout: float = 20.0) -> str:
        """Type ``command``, press Enter, wait until the REPL is back at its
        prompt, and return what it showed in between."""
        echo = f"> {command}\n"
        seen = self.text().count(echo)
        self.enter(command)
        screen = self.wait_for(lambda s: s.count(echo) > seen and at_prompt(s),
                               timeout=timeout, history=True)
        shown = screen[screen.rindex(echo) + len(echo):].rstrip()
        assert shown.endswith(">")
        return shown[:-1]

    def after(self, count: int, needle: str, timeout: float = 20.0) -> str:
        """Wait for the ``count``-th ``needle`` and an empty prompt after it."""
        return self.wait_for(lambda s: s.count(needle) >= count and at_prompt(s),
                             timeout=timeout, history=True)


def at_prompt(screen: str) -> bool:
    lines = [ln for ln in screen.splitlines() if ln.strip()]
    return bool(lines) and lines[-1].rstrip() == ">"


def repl_command(tmp_path: Path, *args: str) -> str:
    """``basic`` in ``tmp_path`` with a private history file, between two
    ``stty -a`` (to see the terminal put back), then its exit status."""
    history = tmp_path / "history"
    inner = (f"stty -a > {tmp_path}/before; BASIC_HISTORY={shlex.quote(str(history))} "
             f"{basic_command(*args)}; rc=$?; stty -a > {tmp_path}/after; echo EXIT=$rc")
    return "sh -c " + shlex.quote(f"trap true INT; cd {shlex.quote(str(tmp_path))}; {inner}")


def assert_left_cleanly(tmp_path: Path, screen: str) -> None:
    assert "EXIT=0" in screen
    assert (tmp_path / "before").read_text() == (tmp_path / "after").read_text()
    assert "Traceback" not in screen


def alternate_screen(tm: Tmux) -> bool:
    """The pane shows the alternate screen (the live display is up)."""
    return tm._tmux("display-message", "-p", "-t", "t", "#{alternate_on}").strip() == "1"


def run_anywhere(tm: Session, command: str, timeout: float = 30.0) -> str:
    """Type ``command`` and wait for the prompt again, leaving the live
    screen with a key when the run ends there; what the REPL showed."""
    import time
    echo = f"> {command}\n"
    seen = tm.text().count(echo)
    tm.enter(command)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        screen = tm.text()
        if screen.count(echo) > seen and at_prompt(screen) and not alternate_screen(tm):
            shown = screen[screen.rindex(echo) + len(echo):].rstrip()
            return shown[:-1]
        if alternate_screen(tm) and "EXIT=" not in screen:
            time.sleep(0.3)                  # the program's last picture: any key leaves
            tm.type(" ")
        time.sleep(0.05)
    raise AssertionError(f"{command!r} did not come back; the screen:\n{tm.text()}")
