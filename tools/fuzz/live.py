"""The live front-ends under fuzz: every game and every REPL in a real
terminal (tmux), at random sizes, with random keys, resizes and Ctrl-C.

Session *i* of seed *s* is made from ``(s, i)`` alone (:func:`make_session`):
a target (one of the four games run live, or one of the four REPLs), a
terminal size, and a few seconds of steps: keys (letters, digits, Enter,
cursor and function keys, Escape), text (the game's answers, REPL lines
that run programs polling the keyboard, LIST, RUN, CONT, DISPLAY), resizes
and Ctrl-C.  Then the session is asked to end (Ctrl-C, Ctrl-D, a key) and
sorted (:func:`run_session`):

* ``ok``: it ended, with any status but 70, and showed no internal error;
* ``internal``: ``basic: internal error`` or exit status 70;
* ``traceback``: a Python traceback on the screen or on stderr;
* ``stuck``: still running after being asked to end several times (Ctrl-C
  did not reach the machine somewhere).

The last three are bad.  Sessions run in parallel, each worker on its own
tmux server (socket); :func:`run_live_campaign` counts them by outcome,
target, size and exit status.  ``tools/fuzz_campaign.py --live`` runs a
campaign; tests/fuzz/test_fuzz_live.py a slice of it (one session of each
target, :func:`one_of_each_target`).
"""
from __future__ import annotations

import os
import random
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, TextIO

ROOT = Path(__file__).resolve().parents[2]
TMUX = shutil.which("tmux")

#: what a session runs: ``basic`` with these arguments (paths from the root)
TARGETS: dict[str, tuple[str, ...]] = {
    "fortress": ("run", "listings/fortress.bas"),
    "battleship": ("run", "listings/battleship.bas"),
    "squares": ("run", "listings/squares.bas"),
    "towers": ("run", "listings/towers.bas"),
    "repl-spectrum": (),
    "repl-zx81": ("--dialect", "zx81"),
    "repl-zx80": ("--dialect", "zx80"),
    "repl-c64": ("--dialect", "c64"),
}
DIALECT = {"fortress": "spectrum", "battleship": "zx80", "squares": "c64", "towers": "c64",
           "repl-spectrum": "spectrum", "repl-zx81": "zx81", "repl-zx80": "zx80",
           "repl-c64": "c64"}

#: sizes chosen often: the commonest terminal, the issue's small one, each
#: machine's least, one short of it, and the sizes of the Spectrum's scales
SIZES = [(80, 24), (40, 12), (32, 24), (31, 24), (40, 24), (40, 25), (39, 25), (64, 24),
         (100, 30), (128, 48), (20, 6)]

#: tmux key names a session presses
KEYS = (list("abcdefghijklmnopqrstuvwxyz0123456789") + list("ASDZXY") +
        ["Enter"] * 6 + ["Space", "BSpace", "Escape", "Tab", "Up", "Down", "Left", "Right",
                         "Home", "End", "DC", "IC", "F1", "F2", "F3", "F5", "F9", "F12"] +
        list(",.;:\"$()+-*/=<>"))

#: lines a REPL session types (its dialect's): programs that poll the keyboard
#: (so they run on the live screen), that INPUT (the text display), loops,
#: and the commands round them
LINES: dict[str, list[str]] = {
    "spectrum": ["10 PRINT INKEY$;: GO TO 10", "10 PAUSE 0: PRINT \"K\": GO TO 10",
                 "10 INPUT A: PRINT A*2: GO TO 10", "20 PRINT AT 5,5;\"HI\": GO TO 20",
                 "10 BORDER 2: PLOT 10,10: DRAW 50,50: GO TO 10", "10 GO TO 10"],
    "zx81": ["10 PRINT INKEY$;", "20 GOTO 10", "10 INPUT A", "20 PRINT AT 5,5;A",
             "10 PAUSE 100", "10 GOTO 10", "30 PRINT AT 0,0;\"X\""],
    "zx80": ["10 PRINT \"A\";", "20 GO TO 10", "10 INPUT A", "20 PRINT A",
             "10 GO TO 10", "30 LET A=A+1"],
    "c64": ["10 poke 53280,0: get a$: goto 10", "10 input a: print a*2: goto 10",
            "10 print \"{clr}hi\": goto 10", "20 get k$: if k$=\"\" then 20",
            "10 for i=1 to 30: print i: next: goto 10", "10 goto 10"],
}
COMMANDS = ["run", "run", "run", "list", "cont", "new", "display screen", "display text",
            "display auto", "display live", "help", "10", "goto 10", "print 1/0", "clear"]

#: what a game session types besides keys (its answers)
ANSWERS = ["1", "2", "y", "n", "a", "d", "p", "s", "12", "1234", "x", "z", "5", "B", "R"]


@dataclass
class Session:
    seed: int
    index: int
    target: str
    size: tuple[int, int]
    speed: Optional[str]
    steps: list[tuple[Any, ...]] = field(default_factory=list)

    @property
    def args(self) -> tuple[str, ...]:
        extra = ("--speed", self.speed) if self.speed else ()
        return (*TARGETS[self.target], *extra)

    def describe(self) -> str:
        return (f"seed {self.seed} session {self.index}: basic {' '.join(self.args)} "
                f"at {self.size[0]}x{self.size[1]}; steps {self.steps}")


def _random_size(rng: random.Random) -> tuple[int, int]:
    if rng.random() < 0.6:
        return rng.choice(SIZES)
    return rng.randint(10, 140), rng.randint(4, 50)


def make_session(seed: int, index: int, seconds: float = 2.5) -> Session:
    """Session ``index`` of ``seed``: a target, a size and ``seconds`` of steps."""
    rng = random.Random(f"live:{seed}:{index}")
    target = rng.choice(sorted(TARGETS))
    speed = rng.choice([None, None, "max", "2"]) if not target.startswith("repl") else \
        rng.choice([None, None, None, "max"])
    session = Session(seed, index, target, _random_size(rng), speed)
    dialect = DIALECT[target]
    repl = target.startswith("repl")
    steps = session.steps
    steps.append(("wait", round(rng.uniform(0.6, 1.6), 2)))       # let it start, mostly
    spent = 0.0
    while spent < seconds:
        roll = rng.random()
        if roll < 0.35:
            keys = [rng.choice(KEYS) for _ in range(rng.randint(1, 6))]
            steps.append(("keys", *keys))
        elif roll < 0.55:
            if repl:
                text = rng.choice(LINES[dialect] + COMMANDS)
            else:
                text = rng.choice(ANSWERS)
            steps.append(("text", text))
            if rng.random() < 0.8:
                steps.append(("keys", "Enter"))
        elif roll < 0.7:
            steps.append(("resize", *_random_size(rng)))
        elif roll < 0.82:
            steps.append(("keys", "C-c"))
        else:
            pass
        pause = round(rng.choice([0.02, 0.05, 0.1, 0.2, 0.4, 0.7]), 2)
        steps.append(("wait", pause))
        spent += pause + 0.03
    return session


class TmuxServer:
    """One private tmux server for one worker's sessions, its socket in a
    temporary folder of its own (gone with the server)."""

    def __init__(self) -> None:
        if TMUX is None:
            raise RuntimeError("tmux is not installed")
        self._folder = tempfile.TemporaryDirectory(prefix="basic-fuzz-live-")
        self.socket = str(Path(self._folder.name) / "tmux")
        env = dict(os.environ, PYTHONPATH=str(ROOT), TERM="xterm-256color",
                   BASIC_AUDIO="none")
        env.pop("TMUX", None)
        self.env = env

    def tmux(self, *args: str, check: bool = False) -> str:
        res = subprocess.run([TMUX, "-S", self.socket, *args], capture_output=True,
                             text=True, env=self.env, timeout=20)
        if check and res.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args)}: {res.stderr}")
        return res.stdout

    def close(self) -> None:
        subprocess.run([TMUX, "-S", self.socket, "kill-server"], capture_output=True,
                       env=self.env, timeout=20)
        self._folder.cleanup()


def _bad_text(text: str) -> Optional[str]:
    if "internal error" in text:
        return "internal"
    if "Traceback" in text:
        return "traceback"
    return None


def run_session(session: Session, server: TmuxServer) -> dict[str, Any]:
    """Play ``session`` in a new tmux session of ``server``; its outcome."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="basic-fuzz-live-") as tmp:
        folder = Path(tmp)
        argv = [sys.executable, "-m", "basic", *session.args]
        argv = [str(ROOT / a) if a.startswith("listings/") else a for a in argv]
        # the shell runs a command on Ctrl-C rather than dying of it, so it
        # writes basic's status whenever basic gets it too (basic keeps the
        # default disposition: a trap's command is not inherited)
        inner = (f"trap true INT; BASIC_HISTORY={shlex.quote(str(folder / 'history'))} "
                 f"{' '.join(shlex.quote(a) for a in argv)} 2>{shlex.quote(str(folder / 'err'))}"
                 f"; echo $? > {shlex.quote(str(folder / 'rc'))}")
        name = f"s{session.index}"
        w, h = session.size
        server.tmux("-f", "/dev/null", "new-session", "-d", "-s", name, "-x", str(w),
                    "-y", str(h), "-c", str(folder), "sh -c " + shlex.quote(inner), check=True)
        server.tmux("set-option", "-t", name, "remain-on-exit", "on")
        seen = ""
        rc_file = folder / "rc"
        try:
            for step in session.steps:
                if rc_file.exists():
                    break
                kind = step[0]
                if kind == "wait":
                    time.sleep(step[1])
                elif kind == "keys":
                    # a lone ";" ends a tmux command (the next word would be
                    # a command: "f" is find-window, whose tree takes the keys)
                    keys = ["\\;" if key == ";" else key for key in step[1:]]
                    server.tmux("send-keys", "-t", name, *keys)
                elif kind == "text":
                    text = step[1]
                    if text.endswith(";"):
                        text = text[:-1] + "\\;"
                    server.tmux("send-keys", "-t", name, "-l", text)
                elif kind == "resize":
                    server.tmux("resize-window", "-t", name, "-x", str(step[1]),
                                "-y", str(step[2]))
                screen = server.tmux("capture-pane", "-p", "-t", name)
                if _bad_text(screen):
                    seen = screen
            # the end: Ctrl-C (BREAK), Ctrl-D (leave the REPL), a key (leave
            # a game's last screen), each round a little longer
            for attempt in range(6):
                if rc_file.exists():
                    break
                keys = [["C-c"], ["C-c", "C-d"], ["Enter"], ["C-c", "C-c", "C-d"],
                        ["C-d"], ["C-c", "C-d"]][attempt]
                server.tmux("send-keys", "-t", name, *keys)
                deadline = time.monotonic() + 1.0 + attempt
                while time.monotonic() < deadline and not rc_file.exists():
                    time.sleep(0.05)
            ended = rc_file.exists()
            final = server.tmux("capture-pane", "-p", "-t", name, "-S", "-")
        finally:
            server.tmux("kill-session", "-t", name)
        time.sleep(0.05)
        rc_text = rc_file.read_text().strip() if rc_file.exists() else ""
        err = (folder / "err").read_text(errors="replace") if (folder / "err").exists() else ""
    rc = int(rc_text) if rc_text.lstrip("-").isdigit() else None
    outcome = "ok"
    bad = _bad_text(err) or _bad_text(final) or _bad_text(seen)
    if bad:
        outcome = bad
    elif rc == 70:
        outcome = "internal"
    elif not ended:
        outcome = "stuck"
    return {"outcome": outcome, "rc": rc, "target": session.target,
            "size": f"{session.size[0]}x{session.size[1]}",
            "seconds": round(time.monotonic() - started, 2),
            "stderr": err[-1500:], "screen": (seen or final)[-1500:]}


BAD = ("internal", "traceback", "stuck")


def one_of_each_target(seed: int, sizes: tuple[tuple[int, int], ...] = ()) -> list[int]:
    """The first session of ``seed`` for each target (a slice that reaches
    every game and every REPL) that presses Ctrl-C, in a terminal of one of
    ``sizes`` if any are given."""
    first: dict[str, int] = {}
    index = 0
    while len(first) < len(TARGETS):
        session = make_session(seed, index)
        if ("keys", "C-c") in session.steps and (not sizes or session.size in sizes):
            first.setdefault(session.target, index)
        index += 1
    return sorted(first.values())


def run_live_campaign(seed: int, sessions: int, workers: int = 4, start: int = 0,
                      seconds: float = 2.5, progress: Optional[TextIO] = sys.stderr,
                      only: Optional[list[int]] = None) -> dict[str, Any]:
    """Sessions ``start`` .. ``start + sessions - 1`` of ``seed`` (or the
    sessions ``only``), ``workers`` at a time, each worker on its own tmux
    server; the summary."""
    began = time.monotonic()
    lock = threading.Lock()
    chosen = only if only is not None else list(range(start, start + sessions))
    sessions = len(chosen)
    start = chosen[0] if chosen else start
    indices = iter(chosen)
    outcomes: Counter[str] = Counter()
    by_target: dict[str, Counter[str]] = defaultdict(Counter)
    rcs: Counter[str] = Counter()
    sizes: set[str] = set()
    keys: Counter[str] = Counter()
    failures: list[dict[str, Any]] = []
    done = [0]

    def work() -> None:
        server = TmuxServer()
        try:
            while True:
                with lock:
                    index = next(indices, None)
                if index is None:
                    return
                session = make_session(seed, index, seconds)
                try:
                    result = run_session(session, server)
                except (subprocess.TimeoutExpired, RuntimeError) as exc:
                    # tmux itself did not answer: the driver's trouble, not basic's
                    result = {"outcome": "tool-error", "rc": None, "size": "?",
                              "stderr": str(exc), "screen": ""}
                    server.close()
                    server = TmuxServer()
                with lock:
                    done[0] += 1
                    outcomes[result["outcome"]] += 1
                    by_target[session.target][result["outcome"]] += 1
                    rcs[str(result["rc"])] += 1
                    sizes.add(result["size"])
                    for step in session.steps:
                        if step[0] in ("keys", "resize", "text"):
                            keys[step[1] if step[0] == "keys" else step[0]] += 1
                    if result["outcome"] in BAD:
                        result["session"] = session.describe()
                        failures.append(result)
                        if progress:
                            progress.write(f"[live] bad: {result['outcome']} in "
                                           f"{session.describe()}\n{result['stderr'][-400:]}\n")
                    if progress and done[0] % 50 == 0:
                        rate = done[0] / (time.monotonic() - began)
                        progress.write(f"[live] {done[0]}/{sessions} sessions, "
                                       f"{rate:.2f}/s, {sum(outcomes[b] for b in BAD)} bad\n")
                        progress.flush()
        finally:
            server.close()

    threads = [threading.Thread(target=work, daemon=True) for _ in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return {"seed": seed, "start": start, "sessions": done[0], "workers": workers,
            "seconds": round(time.monotonic() - began, 1), "outcomes": dict(outcomes),
            "bad": sum(outcomes[b] for b in BAD),
            "by_target": {k: dict(v) for k, v in sorted(by_target.items())},
            "exit_status": dict(rcs), "sizes": len(sizes),
            "presses": sum(keys.values()), "ctrl_c": keys["C-c"],
            "resizes": keys["resize"], "failures": failures}


def live_report(summary: dict[str, Any]) -> str:
    """The summary as a few lines of Markdown."""
    lines = [f"# Live front-end fuzz: seed {summary['seed']}, sessions {summary['start']}"
             f"..{summary['start'] + summary['sessions'] - 1}",
             "",
             f"{summary['sessions']} sessions in {summary['seconds']} s "
             f"({summary['workers']} at a time), {summary['sizes']} terminal sizes, "
             f"{summary['presses']} key steps and texts, {summary['ctrl_c']} Ctrl-C steps, "
             f"{summary['resizes']} resizes.",
             "",
             f"Outcomes: {summary['outcomes']}; bad: {summary['bad']}.",
             f"Exit status: {summary['exit_status']}.",
             ""]
    for target, counts in summary["by_target"].items():
        lines.append(f"* {target}: {counts}")
    for failure in summary["failures"]:
        lines += ["", f"## {failure['outcome']}: {failure['session']}", "",
                  "```", failure["stderr"][-800:] or failure["screen"][-800:], "```"]
    return "\n".join(lines) + "\n"
