"""Persistence: settings (QSettings), saves and autosave, statistics (SQLite)."""
