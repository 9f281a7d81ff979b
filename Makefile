VENV   ?= .venv
PY     := $(VENV)/bin/python
PIP    := $(VENV)/bin/pip

.PHONY: demo test lint typecheck unit bench bench-console catalogs chromium serve clean

# the C search of the claims (optional: the package falls back to Python when it cannot be built)
CSEARCH := setup.py src/bridgelaws/claims/_csearch.c

$(VENV)/.installed: pyproject.toml $(CSEARCH)
	python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e .
	touch $@

$(VENV)/.dev-installed: pyproject.toml $(CSEARCH)
	python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e '.[dev]'
	touch $(VENV)/.installed $@

demo: $(VENV)/.installed
	$(VENV)/bin/bridgelaws demo

lint: $(VENV)/.dev-installed
	$(VENV)/bin/ruff check src tests benchmarks
	$(VENV)/bin/lint-imports

typecheck: $(VENV)/.dev-installed
	$(VENV)/bin/mypy --strict src

# The browser tests drive Debian's chromium (Playwright's own download is not used). Install it
# when missing (as root, or through sudo when it exists); if that is impossible the browser
# tests are skipped with the reason, and the rest of the suite still runs.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; \
	  else echo "chromium is missing and cannot be installed (not root, no sudo): browser tests will be skipped"; exit 0; fi; \
	  ( $$SUDO apt-get update -q && $$SUDO apt-get install -y -q --no-install-recommends chromium ) \
	    || echo "chromium could not be installed: browser tests will be skipped"; }

unit: $(VENV)/.dev-installed chromium
	$(VENV)/bin/pytest

test: lint typecheck unit

bench: $(VENV)/.dev-installed
	$(PY) benchmarks/playout.py

bench-console: $(VENV)/.dev-installed
	$(PY) benchmarks/console_load.py

serve: $(VENV)/.dev-installed
	$(VENV)/bin/bridgelaws serve

catalogs: $(VENV)/.dev-installed
	$(PY) -m bridgelaws.i18n.catalogs update

clean:
	rm -rf $(VENV) build dist *.egg-info .mypy_cache .ruff_cache .pytest_cache
	rm -f src/bridgelaws/claims/_csearch.*.so
