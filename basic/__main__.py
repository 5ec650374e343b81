"""``python -m basic`` is the ``basic`` command."""
from .cli import main

raise SystemExit(main())
