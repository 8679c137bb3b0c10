"""Files the user saves to keep or share get the permissions any other program would give them.

The atomic writer creates its temporary file with ``mkstemp``, which is private
(0600) on purpose; renamed into place, a shared house-rules file or saved game
would then be unreadable for the rest of the family on a shared computer or
folder. Files in the app's own data folder (autosave, statistics) stay as written.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


def _umask() -> int:
    """The process umask, read without changing it where the system allows (threads keep running)."""
    try:
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def mode_for(path: Path) -> int:
    """The mode ``path`` should end with: the one it has now if it exists, else 0666 minus the umask."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return 0o666 & ~_umask()


def restore_mode(path: Path, mode: int) -> None:
    """Give the newly written ``path`` its ``mode``; a file system that refuses keeps the private mode."""
    if os.name != "posix":
        return  # Windows files have no such bits; the atomic writer's file is already usual there
    try:
        os.chmod(path, mode)
    except OSError:
        pass
