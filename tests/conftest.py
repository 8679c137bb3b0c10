"""Shared test setup: Qt tests run headless unless a display is asked for."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Windows built without a data folder keep their autosave and statistics here, not in the player's own.
os.environ.setdefault("ROOKDESK_DATA_DIR", tempfile.mkdtemp(prefix="rookdesk-test-data-"))

import gc
from collections.abc import Iterator

import pytest


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
