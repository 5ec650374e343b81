"""One case run inside this process as ``basic`` would run it, and its
outcome sorted.

The case calls ``basic.cli._main`` (what ``basic`` runs inside its last-resort
handler) with stdin, stdout and stderr swapped for buffers, so an exception
that would end as ``basic: internal error`` (exit 70) is seen here with its
traceback.  Time is bounded twice: after ``soft`` seconds a SIGINT arrives
every second (the user's Ctrl-C: BREAK for stream mode and the REPL), and
after ``hard`` seconds :class:`CaseTimeout` is raised wherever the case is.
"""
from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any, Optional

from .cases import Case, command

#: outcomes that are the machine's or the CLI's own answers
GOOD = ("ok", "report", "message", "usage", "break")
#: outcomes that are bugs: the campaign's "Done when" wants none of these
BAD = ("internal", "traceback", "hang", "memory", "slow", "crash", "bad-exit")
OUTPUT_LIMIT = 1 << 20
PACKAGE = os.sep + "basic" + os.sep


class CaseTimeout(BaseException):
    """The case ran past its hard time limit (a BaseException, so that no
    ``except Exception`` in the project swallows it)."""


class _Capped(io.BytesIO):
    """A buffer that keeps the first megabyte and counts the rest."""

    def write(self, data: Any) -> int:
        room = OUTPUT_LIMIT - self.tell()
        if room > 0:
            super().write(bytes(data[:room]))
        return len(data)


def _text_buffer(initial: bytes = b"") -> io.TextIOWrapper:
    raw = _Capped(initial) if not initial else io.BytesIO(initial)
    return io.TextIOWrapper(raw, encoding="utf-8", errors="replace", newline="",
                            write_through=True)


def _read(stream: io.TextIOWrapper) -> str:
    stream.flush()
    return stream.buffer.getvalue().decode("utf-8", "replace")  # type: ignore[attr-defined]


def where(tb: Any) -> str:
    """The innermost frame of the project (basic/) in a traceback, as
    ``basic/path.py:function:line``; the innermost frame of all if none is."""
    frames = traceback.extract_tb(tb)
    ours = [f for f in frames if PACKAGE in f.filename and "tools" + os.sep not in f.filename]
    frame = (ours or frames or [None])[-1]
    if frame is None:
        return "?"
    return f"{_short(frame.filename)}:{frame.name}:{frame.lineno}"


def cause_of(exc: BaseException) -> str:
    """What groups failures: the exception's type and the innermost project
    frame (without its line number, which moves with every edit); for a
    RecursionError, the project's function that recurs most, since where the
    limit strikes is chance."""
    if isinstance(exc, RecursionError):
        frames = [f"{_short(f.filename)}:{f.name}" for f in traceback.extract_tb(exc.__traceback__)
                  if PACKAGE in f.filename]
        if frames:
            return f"RecursionError in {Counter(frames).most_common(1)[0][0]}"
    file, func, _line = where(exc.__traceback__).rsplit(":", 2)
    return f"{type(exc).__name__} in {file}:{func}"


def _short(name: str) -> str:
    cut = name.rfind(PACKAGE)
    return name[cut + 1:] if cut >= 0 else os.path.basename(name)


class _Clock:
    """SIGALRM every second after ``soft``: a SIGINT each time, and past
    ``hard`` a CaseTimeout."""

    def __init__(self, soft: float, hard: float) -> None:
        self.soft, self.hard = soft, hard
        self.start = time.monotonic()
        self.interrupts = 0

    def __enter__(self) -> "_Clock":
        self._old = signal.signal(signal.SIGALRM, self._tick)
        signal.setitimer(signal.ITIMER_REAL, self.soft, 1.0)
        return self

    def _tick(self, signum: int, frame: Any) -> None:
        if time.monotonic() - self.start >= self.hard:
            signal.setitimer(signal.ITIMER_REAL, 0)
            raise CaseTimeout()
        self.interrupts += 1
        signal.raise_signal(signal.SIGINT)

    def __exit__(self, *exc: object) -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, self._old)
        signal.signal(signal.SIGINT, signal.default_int_handler)


def _selftest(case: Case) -> int:
    """Cases that test the campaign's own machinery (tests/fuzz)."""
    action = case["action"]
    if action == "hang":                  # a loop that swallows Ctrl-C
        while True:
            try:
                while True:
                    pass
            except KeyboardInterrupt:
                pass
    if action == "stuck":                 # deaf to signals, as a long call in C is
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM, signal.SIGINT})
        time.sleep(3600)
    if action == "memory":
        hog = bytearray(1 << 40)
        return len(hog)
    if action == "die":
        os._exit(9)
    if action == "ok":                    # returns at once
        return 0
    if action == "raise":                 # an exception inside the project
        from basic.core.keyscript import parse_script
        parse_script(None)  # type: ignore[arg-type]
    return 0


def run_subprocess(argv: list[str], stdin_text: Optional[str], folder: Path,
                   soft: float, hard: float, encoding: str = "utf-8") -> dict[str, Any]:
    """The case through a real ``python -m basic``: exit status and stderr as
    a user sees them (the worker's memory limit is inherited).  As in-process,
    a SIGINT arrives every second after ``soft`` seconds (the user's Ctrl-C,
    which ends a program that never ends by itself), and only a process still
    running at ``hard`` seconds is a hang."""
    started = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "basic", *argv], cwd=folder,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    stdin_bytes: Optional[bytes] = (stdin_text or "").encode(encoding, "surrogatepass")
    interrupts = 0
    while True:
        wait = soft if interrupts == 0 else 1.0
        try:
            raw_out, raw_err = proc.communicate(stdin_bytes, timeout=wait)
            break
        except subprocess.TimeoutExpired:
            stdin_bytes = None                 # (communicate has sent it already)
            if time.monotonic() - started >= hard:
                proc.kill()
                proc.communicate()
                return {"rc": None, "outcome": "hang", "cause": "hang (python -m basic)",
                        "secs": hard, "interrupts": interrupts}
            proc.send_signal(signal.SIGINT)
            interrupts += 1
    out = raw_out.decode("utf-8", "replace")
    err = raw_err.decode("utf-8", "replace")
    rc = proc.returncode
    outcome, cause = classify(None, rc, rc == 2 and err.startswith("usage:"), out, err)
    if rc == 70:
        outcome, cause = "internal", "exit 70: " + err.strip().splitlines()[0][:120]
    if rc < 0:
        outcome, cause = "crash", f"python -m basic killed by signal {-rc}"
    result = {"rc": rc, "outcome": outcome, "cause": cause, "interrupts": interrupts,
              "secs": round(time.monotonic() - started, 3)}
    if outcome not in GOOD:
        result["stderr"] = err[-1500:]
    return result


def run_case(case: Case, folder: Path, soft: float = 5.0, hard: float = 20.0) -> dict[str, Any]:
    """Run ``case`` with its files in ``folder`` (the current directory for
    the run); its outcome, exit status, cause and output's tail."""
    from basic import cli
    argv, stdin_text = command(case, folder) if case["kind"] != "selftest" else ([], None)
    if case.get("subprocess") and not any("\x00" in arg for arg in argv):
        return run_subprocess(argv, stdin_text, folder, soft, hard,     # (a NUL cannot be an argument)
                              "latin-1" if case.get("reader") == "stdin" else "utf-8")
    # a reader's damaged file on stdin (basic run -) is bytes, carried as Latin-1
    encoding = "latin-1" if case.get("reader") == "stdin" else "utf-8"
    stdin = _text_buffer((stdin_text or "").encode(encoding, "surrogatepass") or b"")
    stdout, stderr = _text_buffer(), _text_buffer()
    saved = sys.stdin, sys.stdout, sys.stderr
    here = os.getcwd()
    os.chdir(folder)
    exc: Optional[BaseException] = None
    rc: Optional[int] = None
    usage = False
    started = time.monotonic()
    clock = _Clock(soft, hard)
    try:
        with clock:
            sys.stdin, sys.stdout, sys.stderr = stdin, stdout, stderr
            try:
                rc = _selftest(case) if case["kind"] == "selftest" else cli._main(argv)
            except SystemExit as stop:          # argparse: a usage error
                usage = True
                rc = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 2)
            except BrokenPipeError:
                rc = 0
            except BaseException as caught:     # sorted below
                exc = caught
    except CaseTimeout as late:                 # arrived in __exit__
        exc = late
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        os.chdir(here)
    out, err = _read(stdout), _read(stderr)
    result: dict[str, Any] = {"rc": rc, "secs": round(time.monotonic() - started, 3),
                              "interrupts": clock.interrupts}
    outcome, cause = classify(exc, rc, usage, out, err)
    result.update(outcome=outcome, cause=cause)
    if exc is not None:
        result["detail"] = f"{type(exc).__name__}: {str(exc)[:300]}"
        result["where"] = where(exc.__traceback__)
    if outcome not in GOOD:
        result["stderr"] = err[-1500:]
        result["stdout"] = out[-500:]
    return result


def classify(exc: Optional[BaseException], rc: Optional[int], usage: bool,
             out: str, err: str) -> tuple[str, str]:
    """(outcome, cause): see GOOD and BAD."""
    if isinstance(exc, CaseTimeout):
        return "hang", "hang in " + cause_of(exc).split(" in ", 1)[1]
    if isinstance(exc, MemoryError):
        return "memory", cause_of(exc)
    if isinstance(exc, KeyboardInterrupt):     # Ctrl-C needed, and nothing caught it
        return "slow", "slow in " + cause_of(exc).split(" in ", 1)[1]
    if isinstance(exc, Exception):
        return "internal", cause_of(exc)
    if exc is not None:
        return "traceback", cause_of(exc)
    if "Traceback (most recent call last)" in out + err:
        return "traceback", "printed traceback"
    if "internal error" in err:
        return "internal", "printed internal error: " + err.split("internal error", 1)[1][:80]
    if rc == 0:
        return "ok", ""
    if rc == 1:
        return "report", ""
    if rc == 2:
        return ("usage" if usage else "message"), ""
    if rc == 130:
        return "break", ""
    return "bad-exit", f"exit status {rc}"
