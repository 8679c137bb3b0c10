"""The panels under the table: what the person to act may decide now, and hand results.

Import each panel from its own module: a returning player's first table shows only the info panel,
and the others' modules are imported after it is painted, where they are built (see MainWindow).
"""
