"""``python -m basic`` is the ``basic`` command."""
from .launch import main

raise SystemExit(main())
