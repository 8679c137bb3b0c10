"""App settings: typed values with defaults that survive a restart."""

from __future__ import annotations

from pathlib import Path

from rookdesk.engine.presets import preset
from rookdesk.storage.settings import DEFAULTS, AppSettings, SettingsStore


def test_fresh_store_gives_defaults(tmp_path: Path) -> None:
    """Nothing stored yet: every value is its default."""
    assert SettingsStore(str(tmp_path / "s.ini")).load() == AppSettings()


def test_settings_survive_a_restart(tmp_path: Path) -> None:
    """Write with one store, read with a new one: the same typed values come back."""
    path = str(tmp_path / "s.ini")
    changed = AppSettings(
        seat_names=("Ann", "Bob", "Cy", "Di", "Ed", "Flo"),
        seat_kinds=("human", "hard", "human", "easy", "normal", "hard"),
        ai_think_seconds=2.5, ai_pause_ms=250, card_look="large", table_colour="#123456",
        animation_speed="off", dim_illegal=False, confirm_play=True, language="de",
        last_rules=preset("two-hand-rook").to_dict(), hot_seat_undo=True, first_run=False,
    )
    SettingsStore(path).save(changed)
    loaded = SettingsStore(path).load()
    assert loaded == changed
    assert loaded.dim_illegal is False and loaded.confirm_play is True  # real booleans
    assert isinstance(loaded.ai_pause_ms, int) and isinstance(loaded.ai_think_seconds, float)


def test_damaged_values_fall_back_to_defaults(tmp_path: Path) -> None:
    """Hand-edited nonsense never reaches the program: each bad value gets its default."""
    path = tmp_path / "s.ini"
    path.write_text(
        "[General]\n"
        "dim_illegal=maybe\nai_pause_ms=lots\ncard_look=psychedelic\nanimation_speed=warp\n"
        "table_colour=green\nseat_kinds=\"[\\\"robot\\\"]\"\nai_think_seconds=nan\nlast_rules=[1]\n"
        "confirm_play=true\n",
        encoding="utf-8",
    )
    loaded = SettingsStore(str(path)).load()
    assert loaded == DEFAULTS.with_changes(confirm_play=True)


def test_numbers_are_clamped_and_seat_lists_padded(tmp_path: Path) -> None:
    """Out-of-range numbers are clamped; short seat lists get the default for the missing seats."""
    path = str(tmp_path / "s.ini")
    store = SettingsStore(path)
    store.qsettings.setValue("ai_pause_ms", 999999)
    store.qsettings.setValue("ai_think_seconds", 0.0)
    store.qsettings.setValue("seat_names", '["Ann", "  "]')
    store.qsettings.sync()
    loaded = SettingsStore(path).load()
    assert loaded.ai_pause_ms == 5000
    assert loaded.ai_think_seconds == 0.1
    assert loaded.seat_names == ("Ann",) + DEFAULTS.seat_names[1:]
