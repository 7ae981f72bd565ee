"""Reading an open file without trusting its size: at most one byte past a cap.

Shared by every reader of user files (the résumé and its imports in
``formats/reading.py``, a photo in ``render/photo.py``): a file that grows
while it is read, or a device that never ends, costs at most *limit* + 1 bytes.
"""

from __future__ import annotations

import os


def read_at_most(fd: int, limit: int) -> bytes:
    """Up to *limit* + 1 bytes of *fd*: more than *limit* means the file is too large."""
    chunks, total = [], 0
    while total <= limit:
        chunk = os.read(fd, min(limit + 1 - total, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)
