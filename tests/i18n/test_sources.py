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
