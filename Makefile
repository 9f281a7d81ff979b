VENV   ?= .venv
PY     := $(VENV)/bin/python
PIP    := $(VENV)/bin/pip

.PHONY: demo test lint typecheck unit bench catalogs clean

$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e .
	touch $@

$(VENV)/.dev-installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e '.[dev]'
	touch $(VENV)/.installed $@

demo: $(VENV)/.installed
	$(VENV)/bin/bridgelaws demo

lint: $(VENV)/.dev-installed
	$(VENV)/bin/ruff check src tests benchmarks

typecheck: $(VENV)/.dev-installed
	$(VENV)/bin/mypy --strict src

unit: $(VENV)/.dev-installed
	$(VENV)/bin/pytest

test: lint typecheck unit

bench: $(VENV)/.dev-installed
	$(PY) benchmarks/playout.py

catalogs: $(VENV)/.dev-installed
	$(PY) -m bridgelaws.i18n.catalogs update

clean:
	rm -rf $(VENV) build dist *.egg-info .mypy_cache .ruff_cache .pytest_cache
