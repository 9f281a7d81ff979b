from __future__ import annotations

import importlib.util
import warnings

#: without the web extra (pip install -e '.[web]' or '.[dev]') there is no console to test
collect_ignore_glob = [] if importlib.util.find_spec("fastapi") else ["test_*.py"]

# starlette's TestClient still works with httpx and warns once, when first imported; the
# notice is about a dependency of a dependency, not ours to act on
if not collect_ignore_glob:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Using `httpx` with")
        import fastapi.testclient  # noqa: F401
