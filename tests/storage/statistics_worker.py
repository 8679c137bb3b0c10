"""Opens the statistics, starts a big write transaction and waits inside it to be killed.

Usage: python statistics_worker.py DATABASE
Prints "inside" once the transaction has deleted everything and written new
rows (not yet committed), then blocks reading stdin.
"""

from __future__ import annotations

import sys

from rookdesk.storage.statistics import Statistics


def main(path: str) -> None:
    stats = Statistics(path)
    conn = stats.conn
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("DELETE FROM hands")
    conn.execute("DELETE FROM seats")
    conn.execute("DELETE FROM games")
    conn.executemany("INSERT INTO rule_sets VALUES (?, ?, ?)", [(f"h{i}", "junk", "{}" * 500) for i in range(5000)])
    print("inside", flush=True)
    sys.stdin.read()


if __name__ == "__main__":
    main(sys.argv[1])
