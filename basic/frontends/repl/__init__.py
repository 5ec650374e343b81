"""The REPL: type programs in as on the machine, with a modern line editor.

``basic`` (no arguments), ``basic repl`` and ``basic run -i FILE`` come here
through :func:`.session.start`.  The pieces:

* :mod:`.program_store` the numbered lines and how they are written (LIST, SAVE);
* :mod:`.commands` what a typed line does (:class:`~.commands.Repl`);
* :mod:`.running` running on the text or the live display, BREAK;
* :mod:`.files` listing files, atomic saving, ``# autostart:``;
* :mod:`.session` the prompt_toolkit editor (history, completion, colours);
* :mod:`.console`, :mod:`.highlight`, :mod:`.completion` their helpers.

See docs/repl.md.
"""
