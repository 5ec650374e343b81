"""What a campaign found, written out: summary.json and summary.md (counts
per outcome, front-end and dialect; each cause with its count and example),
and for each cause a folder with the minimised case's files and a
ready-to-paste pytest test."""
from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

from .cases import Case, command


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")[:60]


def test_source(name: str, cause: str, outcome: str, case: Case) -> str:
    """A pytest test that runs the minimised case through ``python -m basic``."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        argv, stdin = command(case, folder)
        files = {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}
    writes = "".join(f"    (tmp_path / {n!r}).write_bytes({d!r})\n" for n, d in files.items())
    return (
        f"def test_{name}(tmp_path):\n"
        f'    """Found by tools/fuzz_campaign.py ({outcome}): {cause}."""\n'
        f"{writes}"
        f"    result = subprocess.run([sys.executable, '-m', 'basic', *{argv!r}], cwd=tmp_path,\n"
        f"                            input={stdin!r}, capture_output=True, text=True,\n"
        f"                            timeout=60)\n"
        f"    assert result.returncode in (0, 1, 2), result.stderr\n"
        f'    assert "internal error" not in result.stderr\n'
        f'    assert "Traceback" not in result.stderr\n')


def write_report(out: Path, summary: dict[str, Any]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    causes_dir = out / "causes"
    causes_dir.mkdir(exist_ok=True)
    for n, cause in enumerate(summary["causes"], 1):
        case = cause.get("minimised") or cause["example"]
        name = f"fuzz_{n:02d}_{slug(cause['cause'])}"
        folder = causes_dir / name
        folder.mkdir(exist_ok=True)
        argv, stdin = command(case, folder)
        (folder / "case.json").write_text(json.dumps(case, indent=1) + "\n")
        (folder / "command.txt").write_text(
            "basic " + " ".join(argv) + ("\n(stdin: %r)\n" % stdin if stdin else "\n"))
        (folder / "test_case.py").write_text(
            "import subprocess\nimport sys\n\n\n"
            + test_source(name, cause["cause"], cause["outcome"], case))
        cause["folder"] = str(folder)
    (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    (out / "summary.md").write_text(markdown(summary))


def markdown(summary: dict[str, Any]) -> str:
    lines = [f"# Fuzz campaign: seed {summary['seed']}, profile {summary['profile']}", "",
             f"{summary['cases']} cases in {summary['seconds']:.0f} s on "
             f"{summary['workers']} workers (main at {summary.get('commit', '?')}).", "",
             "| outcome | cases |", "|---|---|"]
    lines += [f"| {k} | {v} |" for k, v in sorted(summary["outcomes"].items(),
                                                   key=lambda kv: -kv[1])]
    lines += ["", "| front-end | " + " | ".join(summary["outcome_names"]) + " |",
              "|---|" + "---|" * len(summary["outcome_names"])]
    for kind, counts in sorted(summary["by_kind"].items()):
        lines.append(f"| {kind} | " + " | ".join(str(counts.get(o, 0))
                                                for o in summary["outcome_names"]) + " |")
    lines += ["", "| dialect | " + " | ".join(summary["outcome_names"]) + " |",
              "|---|" + "---|" * len(summary["outcome_names"])]
    for dialect, counts in sorted(summary["by_dialect"].items()):
        lines.append(f"| {dialect} | " + " | ".join(str(counts.get(o, 0))
                                                   for o in summary["outcome_names"]) + " |")
    lines += ["", f"## Causes ({len(summary['causes'])})", ""]
    for n, cause in enumerate(summary["causes"], 1):
        case = cause.get("minimised") or cause["example"]
        shown = case.get("program", "") + (case.get("text") or case.get("data", "")[:80])
        lines += [f"{n}. **{cause['cause']}** ({cause['outcome']}, {cause['count']} cases; "
                  f"dialects {', '.join(sorted(cause['dialects']))}; "
                  f"front-ends {', '.join(sorted(cause['kinds']))})",
                  f"   - {cause.get('detail', '')[:200]}",
                  f"   - minimised ({cause.get('min_tests', 0)} tests): "
                  f"`{json.dumps(shown)[:300]}`"
                  + (f" inputs {case['inputs']!r}"[:200] if case.get("inputs") else ""),
                  f"   - {cause.get('folder', '')}"]
    return "\n".join(lines) + "\n"
