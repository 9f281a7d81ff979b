"""The Director's web console (``bridgelaws serve``): a table on a phone, the ruling by the
Laws, and a ruling log in a database.

This package needs the ``web`` extra (FastAPI, Jinja2, SQLAlchemy, uvicorn); the core never
imports it: ``bridgelaws serve`` imports :mod:`bridgelaws.web.server` only when it runs.

* :mod:`bridgelaws.web.storage` — boards and their events, committed before any answer, and
  the claim rulings made for them;
* :mod:`bridgelaws.web.claim_record` — a claim ruling as the JSON record stored, and back;
* :mod:`bridgelaws.web.board` — a board's table rebuilt from its stored events, and the view
  of it a page may show;
* :mod:`bridgelaws.web.app` — the pages (FastAPI, Jinja2 templates, a little plain JavaScript);
* :mod:`bridgelaws.web.security` — the director's token, the signed session cookie, the
  CSRF check, the forms' one-time values and the host names the console answers to;
* :mod:`bridgelaws.web.server` — the command that runs it (uvicorn).
"""
