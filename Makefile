# make run: create .venv if missing, install rookdesk, start the game.
# make test: the same with the test extras, then the whole test suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test

PACKAGE_STAMP := $(VENV)/.installed-package

.PHONY: run test bench package clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP) $@

run: $(STAMP)
	$(BIN)/rookdesk

# Exit code 5 (no tests collected) is a failure here, as every other non-zero code.
test: $(TEST_STAMP)
	QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(BIN)/python -m pytest

$(PACKAGE_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[package]"
	touch $(STAMP) $@

# A one-folder frozen app in dist/rookdesk (see packaging/README.md).
package: $(PACKAGE_STAMP)
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/rookdesk.spec

bench: $(STAMP)
	$(BIN)/rookdesk-sim bench

clean:
	rm -rf $(VENV) build *.egg-info
