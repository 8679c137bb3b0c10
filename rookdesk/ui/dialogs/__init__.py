"""Dialogs of the main window: new game, rules help, about."""
