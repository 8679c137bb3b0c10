"""The engine and the AI never import Qt (DESIGN.md, Layers)."""

import subprocess
import sys


def test_engine_and_ai_load_no_pyside6() -> None:
    """Importing rookdesk.engine, rookdesk.ai and the simulator loads no PySide6 module."""
    code = (
        "import sys, rookdesk.engine, rookdesk.ai, rookdesk.sim;"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
