"""A lock file beside an open document, so two editors never silently share it.

Like office suites, the lock is a small file next to the document
(``.~lock.cv.yaml#``) saying who holds it: host, user, process id, time. It
is created whole or not at all (written to a temporary name, then hard-linked
into place, which fails if a lock already exists). A lock whose process is
gone on this host is stale and is taken over; a lock from another host, or
one that cannot be read, is treated as held.
"""

from __future__ import annotations

import datetime
import getpass
import json
import logging
import os
import socket
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from ..formats.atomic import process_alive
from .regular_file import read_bounded

log = logging.getLogger(__name__)


def lock_path(document: Path) -> Path:
    return document.with_name(f".~lock.{document.name}#")


def _user() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no user name in this environment (a container without passwd)
        return ""


@dataclass(frozen=True)
class LockOwner:
    """Who holds a document's lock."""

    host: str
    user: str
    pid: int
    since: float
    token: str = ""

    def describe(self) -> str:
        when = datetime.datetime.fromtimestamp(self.since).strftime("%Y-%m-%d %H:%M") if self.since else "?"
        who = f"{self.user} on {self.host}" if self.user else self.host or "an unknown computer"
        return f"{who} (process {self.pid}, since {when})"

    def is_stale(self) -> bool:
        """The process that took the lock is gone (only checkable on this host)."""
        return self.host == socket.gethostname() and not process_alive(self.pid)


def read_owner(document: Path) -> LockOwner | None:
    """The holder written in *document*'s lock file; None when there is no lock file."""
    try:
        raw = read_bounded(lock_path(document), 4096)
    except FileNotFoundError:
        return None
    except OSError:  # unreadable, too large, or not a file at all: someone we cannot name
        return LockOwner("", "", 0, 0.0)
    try:
        data = json.loads(raw)
        return LockOwner(str(data["host"])[:200], str(data.get("user", ""))[:200], int(data["pid"]),
                         float(data.get("since", 0)), str(data.get("token", "")))
    except (ValueError, KeyError, TypeError):
        return LockOwner("", "", 0, 0.0)  # unreadable: held by someone we cannot name


class DocumentLock:
    """This window's lock on one document."""

    def __init__(self, document: Path):
        self.document = document
        self.path = lock_path(document)
        self.owner = LockOwner(socket.gethostname(), _user(), os.getpid(), time.time(), uuid.uuid4().hex)
        self.held = False

    def acquire(self) -> LockOwner | None:
        """Take the lock; return who holds it instead if it is held (None = now ours)."""
        for _ in range(3):
            if self._create():
                return None
            other = read_owner(self.document)
            if other is None:
                continue  # released between our attempt and our look: try again
            if other.token == self.owner.token:
                self.held = True
                return None
            if not other.is_stale():
                return other
            log.info("taking over the stale lock %s of %s", self.path, other.describe())
            self.path.unlink(missing_ok=True)
        return read_owner(self.document)

    def release(self) -> None:
        """Remove the lock file if it is still ours."""
        if not self.held:
            return
        self.held = False
        owner = read_owner(self.document)
        if owner is not None and owner.token == self.owner.token:
            try:
                self.path.unlink()
            except OSError:
                log.warning("could not remove the lock %s", self.path)

    def _create(self) -> bool:
        data = json.dumps({"host": self.owner.host, "user": self.owner.user, "pid": self.owner.pid,
                           "since": self.owner.since, "token": self.owner.token, "app": "Vitae"})
        try:
            fd, tmp = tempfile.mkstemp(prefix=".~lock.", suffix=".tmp", dir=self.path.parent)
        except OSError:
            log.warning("cannot create a lock beside %s (read-only folder?)", self.document)
            return True  # nothing to coordinate through; never block opening
        try:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)  # others sharing the folder may read who holds it
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(data)
            try:
                os.link(tmp, self.path)  # atomic, and fails if a lock exists
            except FileExistsError:
                return False
            except OSError:  # a file system without hard links
                try:
                    with open(self.path, "x", encoding="utf-8") as handle:
                        handle.write(data)
                except FileExistsError:
                    return False
            self.held = True
            return True
        finally:
            os.unlink(tmp)
