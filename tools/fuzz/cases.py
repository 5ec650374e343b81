"""One case of a campaign: made from (seed, index) alone, so a worker makes
it where it runs and any case can be made again; and the ``basic`` command
line that runs it, with every file relative to the case's own folder.

A case is a JSON-able dict: ``kind`` (the front-end or reader), ``dialect``,
and its inputs: ``text`` (a listing, or REPL lines), ``data`` (a file's
bytes, base64) with its ``suffix``, ``inputs`` (INPUT answers), ``keys``
(key scripts), ``stdin`` and a few options.
"""
from __future__ import annotations

import base64
import random
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from .mutate import NON_ASCII, PROFILES, ByteMutator, Profile, TextMutator
from .seeds import DIALECTS, generated_program, seed_programs

Case = dict[str, Any]

#: kind -> weight: where a case goes in
KINDS = {"run": 30, "dump": 8, "png": 2, "stream": 12, "repl": 12, "file": 16,
         "convert": 10, "disk": 6, "input": 4}
#: the share of cases run through a real ``python -m basic`` as well as in-process
SUBPROCESS_SHARE = 0.002
SUFFIX = {"spectrum": ".tap", "zx81": ".p", "zx80": ".o", "c64": ".prg"}
ANSWERS = ["1", "0", "-1", "", "A", "ABC", '"X"', "1+", "1E99", "1E400", "((1))", "1:2",
           "NOT 1", "PI", "A$", "\x00", ",", "STOP", "9" * 60, " 5 ", "X" * 300, "1E", "."]
KEYS = ["ENTER", "+5:A", "+1:Y,+1:N,+1:ENTER", "inkey:2:5", "inkey:q,inkey:a,inkey:SPACE",
        "10:BREAK", "?READY:ENTER", "wait:1,wait:ENTER", "+1:CS+5", "+1:SS+p",
        "+3:DELETE,+1:EDIT", "0:NONE"]
REPL_COMMANDS = ["RUN", "RUN", "LIST", "LIST 10", "NEW", "CLEAR", "CONT", "GO TO 10", "GOTO 10",
                 "SAVE \"T\"", "LOAD \"T\"", "VERIFY \"T\"", "MERGE \"T\"", "PRINT 1+1",
                 "HELP", "EDIT 10", "DISPLAY text", "10", "PRINT A", "LET A=5", "STOP",
                 "DELETE 10", "RENUM", "save \"t\"", "load \"t\"", "LIST 99999"]


def _rng(seed: int, index: int) -> random.Random:
    return random.Random(f"{seed}:{index}")


def _count(rng: random.Random) -> int:
    n = 1
    while n < 6 and rng.random() < 0.45:
        n += 1
    return n


def _program(rng: random.Random, dialect: str) -> str:
    """A seed listing of ``dialect`` (sometimes another's, sometimes made up)."""
    seeds = seed_programs()
    roll = rng.random()
    if roll < 0.15:
        return generated_program(rng, dialect)
    if roll < 0.25:
        return rng.choice(seeds[rng.choice(DIALECTS)])
    return rng.choice(seeds[dialect])


def _answers(rng: random.Random, mutator: TextMutator, profile: Profile) -> list[str]:
    pool = ANSWERS + NON_ASCII if profile.non_ascii else ANSWERS
    answers = []
    for _ in range(rng.randint(0, 4)):
        answer = rng.choice(pool)
        if rng.random() < 0.3:
            answer = mutator.mutate(answer, 1).replace("\n", "")
        answers.append(answer)
    return answers


def make_case(seed: int, index: int, profile_name: str = "full") -> Case:
    """The case ``index`` of the campaign ``seed``."""
    profile = PROFILES[profile_name]
    rng = _rng(seed, index)
    kind = rng.choices(list(KINDS), list(KINDS.values()))[0]
    dialect = rng.choice(DIALECTS)
    donors = seed_programs()[dialect]
    mutator = TextMutator(rng, dialect, profile, donors)
    case: Case = {"kind": kind, "dialect": dialect, "seed": seed, "index": index}
    if rng.random() < SUBPROCESS_SHARE:
        case["subprocess"] = True
    text = _program(rng, dialect)
    if kind != "file" and kind != "disk" or rng.random() < 0.7:
        text = mutator.mutate(text, _count(rng))
    if kind in ("run", "dump", "png", "stream", "input"):
        case["text"] = text
        case["frames"] = rng.choice((20, 100, 300, 600))
        case["inputs"] = _answers(rng, mutator, profile)
        case["keys"] = [rng.choice(KEYS)] if rng.random() < 0.3 else []
        if kind == "dump":
            case["dump"] = rng.choice(("text", "json"))
        if kind == "input":              # the INPUT answer is the mutated thing
            case["kind"] = rng.choice(("run", "stream"))
            case["text"] = rng.choice(("10 INPUT A\n20 PRINT A\n", "10 INPUT A$\n20 PRINT A$\n",
                                       "10 INPUT A,B$\n20 PRINT A;B$\n"))
            case["inputs"] = [mutator.mutate(rng.choice(ANSWERS), _count(rng)).replace("\n", "")
                              for _ in range(rng.randint(1, 3))]
    elif kind == "repl":
        lines = text.split("\n") + [rng.choice(REPL_COMMANDS) for _ in range(rng.randint(1, 4))]
        rng.shuffle(lines) if rng.random() < 0.2 else None
        case["text"] = "\n".join(lines) + "\n"
    elif kind == "convert":
        case["text"] = text
        case["suffix"] = rng.choice((SUFFIX[dialect],) * 3 + tuple(SUFFIX.values()) + (".bas",))
    elif kind == "file":
        native = rng.choice(DIALECTS) if rng.random() < 0.1 else dialect
        data = tokenized(text, native) or tokenized("10 PRINT 1\n", native) or b""
        data = ByteMutator(rng).mutate(data, _count(rng)) if rng.random() < 0.9 else data
        case.update(data=_b64(data), suffix=SUFFIX[native], dialect=native,
                    action=rng.choice(("run", "run", "list", "convert")), frames=100)
    elif kind == "disk":
        case["dialect"] = "c64"
        image = disk_image(tokenized(text, "c64") or b"\x01\x08\x00\x00")
        if rng.random() < 0.85:
            image = ByteMutator(rng).mutate(image, _count(rng))
        case.update(data=_b64(image), suffix=".d64", frames=100,
                    name=rng.choice(("*", "PROG", "prog", "$", "NOPE", "P*", "?")))
    return case


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def case_bytes(case: Case) -> bytes:
    return base64.b64decode(case.get("data", ""))


@lru_cache(maxsize=512)
def tokenized(text: str, dialect: str) -> Optional[bytes]:
    """``text`` as the dialect's program file, or None when it cannot be one."""
    from basic.dialects import program_file_data
    try:
        data = program_file_data("prog" + SUFFIX[dialect], text, dialect)
    except Exception:                     # a mutated listing may not tokenize: no seed then
        return None
    return data if isinstance(data, bytes) else None


@lru_cache(maxsize=64)
def disk_image(program: bytes) -> bytes:
    """A .d64 holding ``program`` as PROG (and a SEQ file), made by our drive."""
    import tempfile
    from basic.dialects.c64.drive.image import ImageStorage, blank_image
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "disk.d64"
        path.write_bytes(blank_image(b"FUZZ", b"FZ"))
        storage = ImageStorage(path)
        storage.write(b"PROG", 2, program)           # PRG
        storage.write(b"NOTES", 1, b"LINE 1\rLINE 2\r")  # SEQ
        return path.read_bytes()


def command(case: Case, folder: Path) -> tuple[list[str], Optional[str]]:
    """Write the case's files into ``folder``; the ``basic`` arguments (paths
    relative to ``folder``) and the text for stdin (None: none)."""
    kind, dialect = case["kind"], case["dialect"]
    devices = ["--printer", "printer.txt"]
    if kind in ("run", "dump", "png", "stream"):
        (folder / "prog.bas").write_bytes(case["text"].encode("utf-8", "surrogatepass"))
        argv = ["run", "--dialect", dialect, *devices, "prog.bas"]
        for answer in case.get("inputs", ()):
            argv += ["--input", answer] if kind != "stream" else []
        for script in case.get("keys", ()):
            argv += ["--keys", script]
        if kind == "stream":
            return argv[:1] + ["--stream"] + argv[1:], "".join(a + "\n" for a in case["inputs"])
        argv[1:1] = ["--headless", "--frames", str(case.get("frames", 300)), "--idle-frames", "5"]
        if kind == "dump":
            argv[1:1] = ["--dump", case.get("dump", "text")]
        if kind == "png":
            argv[1:1] = ["--png", "out.png", "--scale", "1"]
        return argv, None
    if kind == "repl":
        return ["repl", "--dialect", dialect, "--display", "text", *devices], case["text"]
    if kind == "convert":
        (folder / "prog.bas").write_bytes(case["text"].encode("utf-8", "surrogatepass"))
        return ["convert", "--dialect", dialect, "prog.bas", "out" + case["suffix"]], None
    if kind == "file":
        name = "prog" + case["suffix"]
        (folder / name).write_bytes(case_bytes(case))
        action = case.get("action", "run")
        if action == "list":
            return ["convert", name, "-"], None
        if action == "convert":
            return ["convert", name, "out.bas"], None
        return ["run", "--headless", "--frames", str(case.get("frames", 100)),
                "--idle-frames", "5", *devices, name], None
    if kind == "disk":
        (folder / "disk.d64").write_bytes(case_bytes(case))
        return ["run", "--headless", "--frames", str(case.get("frames", 100)), "--idle-frames",
                "5", "--disk", "disk.d64", *devices, case.get("name", "*")], None
    raise ValueError(f"unknown case kind {kind!r}")
