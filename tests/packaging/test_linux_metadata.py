"""The Linux desktop files: valid for the desktop's own validators, and agreeing with the app."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from configparser import ConfigParser

from rookdesk import __version__
from rookdesk.ui.command_line import GAME_SUFFIXES, RULES_SUFFIXES

from bundle_tools import APP_ID, LINUX, ROOT, need_tool

DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / "rookdesk-mime.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def test_desktop_entry_passes_desktop_file_validate():
    """The menu entry follows the Desktop Entry specification (no errors, no warnings)."""
    tool = need_tool("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_passes_appstreamcli_validate():
    """Software centres accept the AppStream metainfo (checked offline: no network on CI)."""
    tool = need_tool("appstreamcli", "appstream")
    result = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def _desktop() -> ConfigParser:
    parser = ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser


def test_desktop_entry_starts_rookdesk_with_the_file_and_claims_its_types():
    """A double-clicked file reaches the app as its argument; the entry handles both our MIME types."""
    entry = _desktop()["Desktop Entry"]
    assert entry["Exec"].split()[0] == "rookdesk" and "%f" in entry["Exec"].split()
    assert entry["Icon"] == "rookdesk"
    assert {"Game", "CardGame"} <= set(filter(None, entry["Categories"].split(";")))
    mime_types = {t.get("type") for t in ET.parse(MIME).getroot().iter(f"{MIME_NS}mime-type")}
    assert set(filter(None, entry["MimeType"].split(";"))) == mime_types


def test_mime_globs_match_the_suffixes_the_app_opens():
    globs = {g.get("pattern") for g in ET.parse(MIME).getroot().iter(f"{MIME_NS}glob")}
    for suffix in GAME_SUFFIXES + (".rookrules",):
        assert f"*{suffix}" in globs
    assert all(any(g.endswith(s) for s in GAME_SUFFIXES + RULES_SUFFIXES) for g in globs)


def test_metainfo_names_the_desktop_entry_and_the_current_release():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == f"{APP_ID}.desktop"
    mime_types = {t.get("type") for t in ET.parse(MIME).getroot().iter(f"{MIME_NS}mime-type")}
    assert {m.text for m in root.iter("mediatype")} == mime_types   # software centres list what it opens
    releases = [r.get("version") for r in root.iter("release")]
    assert __version__ in releases, f"add a <release version=\"{__version__}\"> to {METAINFO.name}"


def test_every_icon_size_is_there():
    hicolor = ROOT / "assets" / "icons" / "hicolor"
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert (hicolor / f"{size}x{size}" / "apps" / "rookdesk.png").is_file()
    assert (hicolor / "scalable" / "apps" / "rookdesk.svg").is_file()
    for name in ("rookdesk.ico", "rookdesk.icns"):
        assert (ROOT / "assets" / "icons" / name).stat().st_size > 1000
