"""Type every statement of statement_corpus.py into the REPL of each dialect
in a real terminal (tmux), directly and as a one-line program that is RUN,
and report anything that is not the machine's own answer: a Python error,
the REPL dying, a statement that never comes back to the prompt.

    .venv/bin/python tests/repl/sweep_tmux.py [DIALECT ...] [--display live] [--log FILE]

Each statement's output (and, for the live screen, the screen it showed) is
written to the log, so the answers can be read through for oddities too.
A program still running after a moment (INPUT, PAUSE 0, RUN in a loop, the
live screen's final picture) gets Ctrl-C, as a user would press it.
"""
from __future__ import annotations

import argparse
import shlex
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "frontends"))
sys.path.insert(0, str(HERE))

from statement_corpus import CORPUS  # noqa: E402
from tmux_driver import Tmux, basic_command  # noqa: E402

PYTHON_ERRORS = ("internal error", "Traceback", "please report this")
WIDTH, HEIGHT = 100, 40


def at_prompt(screen: str) -> bool:
    lines = [ln for ln in screen.splitlines() if ln.strip()]
    return bool(lines) and lines[-1].rstrip() == ">"


class Sweep:
    def __init__(self, dialect: str, display: str, speed: str, workdir: Path,
                 root: str = "") -> None:
        self.root = root
        self.dialect = dialect
        self.display = display
        self.speed = speed
        self.workdir = workdir
        self.tm: Tmux | None = None
        self.problems: list[str] = []
        self.log: list[str] = []

    def start(self) -> None:
        args = ["repl", "--dialect", self.dialect, "--speed", self.speed,
                "--display", self.display]
        inner = (f"cd {shlex.quote(str(self.workdir))}; "
                 f"BASIC_HISTORY={shlex.quote(str(self.workdir / 'history'))} "
                 + (f"PYTHONPATH={shlex.quote(self.root)} " if self.root else "")
                 + f"{basic_command(*args)}; echo EXIT=$?")
        self.tm = Tmux("sh -c " + shlex.quote("trap true INT; " + inner), WIDTH, HEIGHT)
        self.tm.wait_for(at_prompt, history=True, timeout=30)

    def stop(self) -> None:
        if self.tm is not None:
            self.tm.kill()
            self.tm = None

    def alternate(self) -> bool:
        assert self.tm is not None
        return self.tm._tmux("display-message", "-p", "-t", "t",
                             "#{alternate_on}").strip() == "1"

    def clear(self) -> None:
        assert self.tm is not None
        self.tm.send("C-l")
        self.tm._tmux("clear-history", "-t", "t")
        self.tm.wait_for(lambda s: at_prompt(s) and len(s.strip()) <= 2, timeout=10)

    def one(self, text: str, label: str) -> str:
        """Type ``text``; return what it showed (Ctrl-C given when it waits)."""
        assert self.tm is not None
        tm = self.tm
        self.clear()
        tm.type(text)
        tm.send("Enter")
        echo = f"> {text}"
        start = time.monotonic()
        breaks = 0
        live_since = None
        live_screen = ""
        while True:
            time.sleep(0.05)
            screen = tm.capture(history=True)
            now = time.monotonic()
            if any(err in screen for err in PYTHON_ERRORS):
                time.sleep(0.3)
                screen = tm.capture(history=True)
                self.problem(label, text, "python error", screen)
                if "EXIT=" in screen:
                    self.stop()
                    self.start()
                    return screen
                break
            if "EXIT=" in screen:
                self.problem(label, text, "the REPL ended", screen)
                self.stop()
                self.start()
                return screen
            if self.alternate():
                live_since = live_since or now
                live_screen = tm.capture()
                if now - live_since > 1.0 and breaks == 0:
                    tm.send("C-c")
                    breaks += 1
                    live_since = now
                elif now - live_since > 4.0:
                    tm.send("C-c")
                    breaks += 1
                    live_since = now
            else:
                live_since = None
                after = screen[screen.find(echo) + len(echo):] if echo in screen else ""
                if echo in screen and at_prompt(after):
                    break
                if "fix the line and press Enter" in after:
                    tm.send("C-c")
                    tm.wait_for(at_prompt, timeout=10)
                    screen = tm.capture(history=True)
                    break
                if now - start > 3.0 + 4.0 * breaks:
                    tm.send("C-c")
                    breaks += 1
            if breaks > 4 or now - start > 40:
                self.problem(label, text, "never came back to the prompt", screen)
                self.stop()
                self.start()
                return screen
        shown = screen[screen.find(echo) + len(echo):].strip("\n") if echo in screen else screen
        shown = shown.rstrip()[:-1].rstrip() if shown.rstrip().endswith(">") else shown
        entry = f"### [{label}] {text}\n{shown}\n"
        if breaks:
            entry += f"(Ctrl-C pressed {breaks}x)\n"
        if live_screen:
            entry += "live screen:\n" + "\n".join(
                ln.rstrip() for ln in live_screen.splitlines() if ln.strip()) + "\n"
        self.log.append(entry)
        return shown

    def problem(self, label: str, text: str, what: str, screen: str) -> None:
        tail = "\n".join(ln for ln in screen.rstrip().splitlines()[-15:])
        msg = f"{self.dialect} [{label}] {text!r}: {what}\n{tail}\n"
        self.problems.append(msg)
        self.log.append("!!! " + msg)
        print("!!!", msg, flush=True)

    def statement(self, stmt: str) -> None:
        self.one(stmt, "direct")
        self.one("NEW", "reset")
        self.one(f"10 {stmt}", "line")
        self.one("RUN", f"RUN of 10 {stmt}")
        self.one("NEW", "reset")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("dialects", nargs="*", default=list(CORPUS))
    parser.add_argument("--display", default="auto")
    parser.add_argument("--speed", default="max")
    parser.add_argument("--log", default="sweep.log")
    parser.add_argument("--only", help="statements containing this text")
    parser.add_argument("--root", default="", help="run basic from this checkout")
    opts = parser.parse_args()
    problems = []
    out = []
    for dialect in opts.dialects:
        with tempfile.TemporaryDirectory() as tmp:
            sweep = Sweep(dialect, opts.display, opts.speed, Path(tmp), opts.root)
            sweep.start()
            try:
                for stmt in CORPUS[dialect]:
                    if opts.only and opts.only not in stmt:
                        continue
                    sweep.statement(stmt)
            finally:
                sweep.stop()
            problems += sweep.problems
            out.append(f"## {dialect} (display {opts.display}, speed {opts.speed})\n")
            out += sweep.log
    Path(opts.log).write_text("\n".join(out), encoding="utf-8")
    print(f"{len(problems)} problems; log in {opts.log}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
