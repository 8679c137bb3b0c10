"""Shared test setup: Qt tests run headless unless a display is asked for."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
