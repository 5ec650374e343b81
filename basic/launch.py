"""The ``basic`` command's entry point: load the CLI, then run it.

Python takes several tenths of a second to load ``basic.cli`` and what it
imports; a Ctrl-C in that time would show the user a Python traceback.
Here it is a quiet exit 130, as Ctrl-C anywhere outside a program is
(``basic.cli.main``).
"""
from __future__ import annotations

import sys
from typing import Optional, Sequence


def main(argv: Optional[Sequence[str]] = None) -> int:
    try:
        from .cli import main as cli_main
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    return cli_main(argv)
