"""Preferences: house rules, players and table settings.

The main window opens it with
``PreferencesDialog(store, rules_library, parent)`` and listens to
``settingsChanged(AppSettings)`` and ``rulesChanged(RuleSet)``.
"""

from rookdesk.ui.preferences.dialog import PreferencesDialog, rules_in_use

__all__ = ["PreferencesDialog", "rules_in_use"]
