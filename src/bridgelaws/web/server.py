"""``bridgelaws serve``: run the console with uvicorn.

On a loopback address (the default, 127.0.0.1) no token is asked. On any other address a
new director's token is made, printed once, and stored hashed; every device must enter it.
Either way the console answers only to the loopback names and to those given with
``--allow-host`` (the name or address the phones use to reach it).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

from bridgelaws.i18n import Message
from bridgelaws.web import security as sec
from bridgelaws.web.app import create_app
from bridgelaws.web.storage import Store, database_url


def serve(db: str, host: str, port: int, lang: str, allow_hosts: Iterable[str] = ()) -> int:
    """Run until interrupted; return the exit code."""
    import uvicorn

    store = Store(database_url(db))
    require_token = not sec.is_loopback(host)
    if require_token:
        token = sec.new_token()
        store.set_setting(sec.TOKEN_SETTING, sec.token_hash(token))
        print(Message("Director's token (enter it on each device): {token}", token=token)
              .render(lang), flush=True)
    allow_hosts = list(allow_hosts)
    if not sec.is_loopback(host) and host not in ("0.0.0.0", "::", ""):
        allow_hosts.append(host)  # the address it is bound to is the one to reach it by
    app = create_app(store, require_token=require_token, allow_hosts=allow_hosts)
    print(Message("The console: http://{host}:{port}/ (database: {db})", host=host, port=port,
                  db=db).render(lang), file=sys.stderr, flush=True)
    print(Message("It answers to the names {names} (add one with --allow-host NAME).",
                  names=", ".join(sorted(sec.allowed_hosts(allow_hosts)))).render(lang),
          file=sys.stderr, flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning")
    store.close()
    return 0
