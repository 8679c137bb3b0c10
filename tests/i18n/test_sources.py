"""Every string the code asks Qt to translate is in the catalogues.

lupdate reads Python with its own parser, which does not look inside f-string
replacement fields: ``f"{self.tr('Calls: %1')}"`` was never extracted, so the
German table showed "Calls:" in English while every catalogue test passed.
Python's own parser sees every call, so it checks lupdate's work here.
"""

from __future__ import annotations

import ast
from pathlib import Path

from .conftest import ROOT

# tr() in QObject classes, the modules' _tr() helpers and QCoreApplication.translate(context, text).
TRANSLATING_NAMES = {"tr": 0, "_tr": 0, "translate": 1}


def translated_literals(path: Path) -> list[tuple[int, str]]:
    """(line, text) of each string literal passed to a translating call in one module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        index = TRANSLATING_NAMES.get(name)
        if index is None or len(node.args) <= index:
            continue
        text = node.args[index]
        if isinstance(text, ast.Constant) and isinstance(text.value, str):
            found.append((node.lineno, text.value))
    return found


def test_every_translated_literal_is_in_the_catalogues(catalogues) -> None:
    known = {m.source for m in catalogues["de"] if m.live}
    missing = []
    for path in sorted((ROOT / "rookdesk").rglob("*.py")):
        for line, text in translated_literals(path):
            if text not in known:
                missing.append(f"{path.relative_to(ROOT)}:{line}: {text!r}")
    assert not missing, "strings lupdate did not extract (or the catalogues lack):\n" + "\n".join(missing)


def test_the_check_sees_calls_inside_f_strings(tmp_path) -> None:
    module = tmp_path / "sample.py"
    module.write_text("def f(self, n):\n    return f\"{self.tr('Calls: %1')} {n}\"\n", encoding="utf-8")
    assert translated_literals(module) == [(2, "Calls: %1")]


def test_tr_is_called_on_self() -> None:
    """lupdate files ``window.tr("…")`` under a context named ``window``, which no class has at run
    time; the string would show untranslated. Each class translates its own words with self.tr."""
    found = []
    for path in sorted((ROOT / "rookdesk").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "tr"
                    and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self")):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, "tr() called on something other than self:\n" + "\n".join(found)


def test_self_tr_runs_under_the_context_lupdate_files_it_under() -> None:
    """lupdate files ``self.tr("…")`` under the class it is written in; at run time the context is the
    object's own class. Round 18: the table's input mixin (no QObject itself) translated under "TableScene",
    where nothing was filed, and its refusals stayed English in every language. So a class that calls
    self.tr is a QObject class, and no class of the program derives from it."""
    import importlib

    from PySide6.QtCore import QObject

    users: dict[str, type] = {}
    for path in sorted((ROOT / "rookdesk").rglob("*.py")):
        module = None
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ClassDef) and any(
                    isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "tr"
                    and isinstance(n.func.value, ast.Name) and n.func.value.id == "self" for n in ast.walk(node)):
                name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                module = module or importlib.import_module(name)
                users[f"{name}.{node.name}"] = getattr(module, node.name)
    assert len(users) > 20   # the walk found the program's classes
    not_qobjects = [name for name, cls in users.items() if not issubclass(cls, QObject)]
    assert not_qobjects == [], "self.tr outside a QObject class"
    import rookdesk.ui.main_window  # noqa: F401 (every class of the program is loaded by now, or here)

    derived = [f"{sub.__module__}.{sub.__name__} derives from {name}" for name, cls in users.items()
               for sub in _all_subclasses(cls) if sub.__module__.startswith("rookdesk")]
    assert derived == [], "a subclass would translate under its own name"


def _all_subclasses(cls: type) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *_all_subclasses(sub)]
    return found


def test_the_table_s_refusals_are_translated(qapp, qm_folder) -> None:
    """Round 18: "You have chosen 5 cards already…" came up in English in the French nest exchange."""
    from rookdesk.ui.texts import tr

    from .test_app_languages import language

    with language("fr", qm_folder):
        full = tr("You have chosen %n cards already: click one of them (or press Enter on it) "
                  "to put it back.", "", 5)
        assert full.startswith("Vous avez déjà choisi 5 cartes"), full
        assert tr("not playable now") == "injouable maintenant"
