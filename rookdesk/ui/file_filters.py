"""The file choosers' type filters: saved games, house-rules files, anything."""

from __future__ import annotations

from rookdesk.storage.house_rules import RULES_SUFFIX, SHARED_SUFFIX
from rookdesk.storage.saves import SUFFIX as GAME_SUFFIX
from rookdesk.ui.texts import arg, tr


def games_filter() -> str:
    return arg(tr("Rook games (*%1)"), GAME_SUFFIX)


def rules_files_filter() -> str:
    # Both kinds: the app exports .rookrules (the type the installers register); older exports and
    # hand-written files are .json.
    return arg(tr("House rules (*%1 *%2)"), SHARED_SUFFIX, RULES_SUFFIX)


def games_and_rules_filter() -> str:
    return arg(tr("Rook games and house rules (*%1 *%2 *%3)"), GAME_SUFFIX, SHARED_SUFFIX, RULES_SUFFIX)


def all_files_filter() -> str:
    return tr("All files (*)")
