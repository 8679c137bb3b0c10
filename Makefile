# make run: create .venv if missing, install rookdesk, start the game.
# make test: the same with the test extras, then the whole test suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test

PACKAGE_STAMP := $(VENV)/.installed-package
# Installed in place. setuptools prints a boxed note on every editable install (about folders named
# like the package), which reads like an error on a first `make run`; pip's own errors still show.
INSTALL := PYTHONWARNINGS=ignore $(BIN)/python -m pip install --quiet -e

.PHONY: run test bench package clean translations

# Translations: the .ts sources are kept in git; the .qm catalogues are built from them.
LANGUAGES := de es fr
TS_FILES := $(foreach lang,$(LANGUAGES),translations/rookdesk_$(lang).ts)
# English is the source language; its catalogue holds only the plural forms ("1 card", "2 cards").
EN_TS := translations/rookdesk_en.ts
QM_FILES := $(TS_FILES:.ts=.qm) $(EN_TS:.ts=.qm)
PY_SOURCES := $(shell find rookdesk -name '*.py' | sort)
# Module-level helpers named _tr() translate in the empty context (see rookdesk/ui/i18n.py);
# no source locations, so an edit elsewhere in a file does not rewrite the .ts files.
# -no-obsolete: the catalogues hold only texts the app still shows (a play tester reading them took
# the dead accelerators of strings gone long ago for clashes on screen).
LUPDATE_FLAGS := -locations none -tr-function-alias tr+=_tr -no-obsolete

# Written beside and renamed into place: a running rookdesk maps its catalogue, and one rewritten under it
# crashed the app or turned its table English mid-game (round 26).
translations/%.qm: translations/%.ts | $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@.tmp
	mv -f $@.tmp $@

# Update the .ts files from the sources; lupdate keeps every existing translation.
translations: $(STAMP)
	$(BIN)/pyside6-lupdate $(LUPDATE_FLAGS) $(PY_SOURCES) -ts $(TS_FILES)
	$(BIN)/pyside6-lupdate $(LUPDATE_FLAGS) -pluralonly $(PY_SOURCES) -ts $(EN_TS)


$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(INSTALL) .
	touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(INSTALL) ".[test,package]"
	touch $(STAMP) $@

run: $(STAMP) $(QM_FILES)
	$(BIN)/rookdesk

# The suite runs in TEST_WORKERS processes (pytest-xdist): two halve its time on a 2-core machine
# (about 14 minutes in one). TEST_WORKERS=0 runs it in this process.
# Exit code 5 (no tests collected) is a failure here, as every other non-zero code.
TEST_WORKERS ?= 2
test: $(TEST_STAMP) $(QM_FILES)
	QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(BIN)/python -m pytest -n $(TEST_WORKERS)

$(PACKAGE_STAMP): pyproject.toml | $(BIN)/python
	$(INSTALL) ".[package]"
	touch $(STAMP) $@

# A one-folder frozen app in dist/rookdesk (see packaging/README.md).
package: $(PACKAGE_STAMP) $(QM_FILES)
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/rookdesk.spec

bench: $(STAMP)
	$(BIN)/rookdesk-sim bench

clean:
	rm -rf $(VENV) build *.egg-info
