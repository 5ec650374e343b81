"""Worker processes driven from threads: each thread owns one worker, sends
it a request, and waits at most ``kill`` seconds for the answer; a worker
that dies or does not answer is killed (its whole process group) and
restarted, and the case counted as a crash or a hang."""
from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Optional

STARTUP = 60.0        # seconds a worker may take to import basic
ENTRY = Path(__file__).resolve().parents[1] / "fuzz_campaign.py"


class Worker:
    def __init__(self, memory: int, soft: float, hard: float, kill: float) -> None:
        self.args = [sys.executable, str(ENTRY), "--worker", "--memory", str(memory / (1 << 30)),
                     "--soft", str(soft), "--hard", str(hard)]
        self.kill_after = kill
        self.proc: Optional[subprocess.Popen[bytes]] = None
        self._buffer = b""
        self._eof = False
        self.started = 0

    def _start(self) -> None:
        env = dict(os.environ, PYTHONHASHSEED="0")
        self.proc = subprocess.Popen(self.args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, start_new_session=True, env=env)
        self._buffer = b""
        self.started += 1
        if self._line(STARTUP) != b"ready":       # imports done: the clock starts now
            self.stop()
            raise RuntimeError("the fuzz worker did not start: " + " ".join(self.args))

    def stop(self) -> None:
        if self.proc is not None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait()
            self.proc = None

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """The worker's answer, or a made-up one for a hang or a crash."""
        if self.proc is None or self.proc.poll() is not None:
            self.stop()
            self._start()
        assert self.proc is not None and self.proc.stdin is not None
        try:
            self.proc.stdin.write((json.dumps(request) + "\n").encode())
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass
        line = self._line(self.kill_after)
        if line is None:
            try:
                dead = self.proc.wait(timeout=0.5) if self._eof else None
            except subprocess.TimeoutExpired:
                dead = None
            self.stop()
            if dead is None:
                return {"outcome": "hang", "cause": "hang (no answer: the worker was killed)",
                        "secs": self.kill_after, "restart": True}
            return {"outcome": "crash", "cause": f"worker died (exit status {dead})",
                    "restart": True}
        answer = json.loads(line)
        if answer.get("restart"):
            self.stop()
        return answer

    def _line(self, timeout: float) -> Optional[bytes]:
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        self._eof = False
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                self._eof = True
                return None
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return line
