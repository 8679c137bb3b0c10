"""Shared set-up of the translation tests: the catalogues, lupdate once per session, compiled .qm files."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("de", "es", "fr")
# English is the source language: its catalogue only gives the plural forms ("1 card", "2 cards").
CATALOGUES = (*LANGUAGES, "en")
# The same options as `make translations` (see the Makefile and rookdesk/ui/i18n.py).
LUPDATE_FLAGS = ["-locations", "none", "-tr-function-alias", "tr+=_tr"]


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str                 # the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    forms: tuple[str, ...]    # the translation, or its plural forms

    @property
    def live(self) -> bool:
        """In the sources today (lupdate keeps vanished and obsolete ones for reuse)."""
        return self.kind not in ("vanished", "obsolete")

    def where(self) -> str:
        return f"[{self.context or '(no context)'}] {self.source!r}" + (f" ({self.comment})" if self.comment else "")


def read_ts(path: Path) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            forms = tuple(f.text or "" for f in translation.iter("numerusform")) if numerus \
                else (translation.text or "",)
            messages.append(Message(name, message.findtext("source") or "", message.findtext("comment") or "",
                                    numerus, translation.get("type", ""), forms))
    return messages


def tool(name: str) -> str:
    """A PySide6 command-line tool next to this Python (the venv's bin folder), else on PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed (it comes with PySide6)")
    return found


def python_sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "rookdesk").rglob("*.py"))


@pytest.fixture(scope="session")
def catalogues() -> dict[str, list[Message]]:
    return {lang: read_ts(TRANSLATIONS / f"rookdesk_{lang}.ts") for lang in CATALOGUES}


@pytest.fixture(scope="session")
def refreshed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Message]]:
    """The .ts files after lupdate over today's sources, in a temporary copy (run once per session)."""
    folder = tmp_path_factory.mktemp("lupdate")
    targets = []
    for lang in LANGUAGES:
        target = folder / f"rookdesk_{lang}.ts"
        shutil.copy(TRANSLATIONS / target.name, target)
        targets.append(str(target))
    english = folder / "rookdesk_en.ts"
    shutil.copy(TRANSLATIONS / english.name, english)
    for flags, files in ((LUPDATE_FLAGS, targets), ([*LUPDATE_FLAGS, "-pluralonly"], [str(english)])):
        result = subprocess.run([tool("pyside6-lupdate"), *flags, *python_sources(), "-ts", *files],
                                cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
    return {lang: read_ts(folder / f"rookdesk_{lang}.ts") for lang in CATALOGUES}


@pytest.fixture(scope="session")
def qm_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """rookdesk_<lang>.qm compiled from today's .ts files (the suite does not rely on `make` having run)."""
    folder = tmp_path_factory.mktemp("qm")
    for lang in CATALOGUES:
        result = subprocess.run([tool("pyside6-lrelease"), "-silent", str(TRANSLATIONS / f"rookdesk_{lang}.ts"),
                                 "-qm", str(folder / f"rookdesk_{lang}.qm")], capture_output=True, text=True,
                                timeout=60)
        assert result.returncode == 0, result.stderr
    return folder


PLACEHOLDER = re.compile(r"%(?:\d+|n)")


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))
