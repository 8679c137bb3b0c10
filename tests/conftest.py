"""Shared test setup: Qt tests run headless unless a display is asked for; one folder shared by the run."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Windows built without a data folder keep their autosave and statistics here, not in the player's own:
# a folder for each process, as pytest-xdist workers (which inherit the first one's) run side by side.
if "PYTEST_XDIST_WORKER" in os.environ or "ROOKDESK_DATA_DIR" not in os.environ:
    os.environ["ROOKDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="rookdesk-test-data-")

import gc
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

SHARE_VARIABLE = "ROOKDESK_TEST_SHARE"   # read by tests/packaging/bundle_tools.py


def pytest_configure(config: pytest.Config) -> None:
    # One folder for every process of the run (`make test` spreads the tests over pytest-xdist
    # workers, which inherit this environment): the packaging tests build the frozen app there once
    # and leave their figures for the summary, which this process prints.
    if not hasattr(config, "workerinput"):
        os.environ[SHARE_VARIABLE] = tempfile.mkdtemp(prefix="rookdesk-test-share-")


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:  # noqa: ANN001
    share = os.environ.get(SHARE_VARIABLE)
    figures: dict[str, str] = {}
    for path in sorted(Path(share).glob("figures-*.json")) if share else ():
        figures.update(json.loads(path.read_text()))
    if figures:
        terminalreporter.section("packaging figures")
        for name, value in figures.items():
            terminalreporter.write_line(f"{name}: {value}")


def pytest_unconfigure(config: pytest.Config) -> None:
    share = os.environ.pop(SHARE_VARIABLE, "") if not hasattr(config, "workerinput") else ""
    if share:
        shutil.rmtree(share, ignore_errors=True)   # the frozen app and the .deb: 150 MB


@pytest.fixture(autouse=True)
def collect_garbage_between_tests() -> Iterator[None]:
    """Run Python's cycle collector only between tests, never inside a Qt call.

    With automatic collection, a cycle holding Qt wrappers from an earlier
    test can be collected in the middle of building a widget, which crashed
    PySide6 6.11 in the Preferences tests (segfault in a widget constructor;
    never with the collector off). Collecting at a fixed point keeps memory
    flat and the crash away; finding the cycles is a follow-up.
    """
    gc.disable()
    yield
    gc.collect()
    gc.enable()
