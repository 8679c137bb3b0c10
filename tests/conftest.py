"""Shared test setup: Qt tests run headless unless a display is asked for."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Windows built without a data folder keep their autosave and statistics here, not in the player's own.
os.environ.setdefault("ROOKDESK_DATA_DIR", tempfile.mkdtemp(prefix="rookdesk-test-data-"))
