"""Kept for existing imports: the language loading lives in :mod:`rookdesk.ui.i18n`."""

from __future__ import annotations

from rookdesk.ui.i18n import TRANSLATIONS_DIR, install_translators

__all__ = ["TRANSLATIONS_DIR", "install_translators"]
