"""Write a file so that readers only ever see the old or the new whole file.

Every write of Vitae's goes through here, so every one of them:

- writes through a symbolic link (the link stays, its target is replaced),
  as text editors do;
- refuses to replace anything that is not a regular file (a device such as
  ``/dev/null``, a FIFO, a socket, a folder);
- names its temporary file ``.NAME.<pid>-<host>.<random>.tmp``, so that a
  temporary left by a killed save can be told from one a live save is still
  writing: :func:`remove_stale_temporaries` removes the first kind only.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import stat
import tempfile
import time
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path



def _machine_name() -> str:
    # os.uname (POSIX) names the machine without importing socket (~4 ms of every export).
    return os.uname().nodename if hasattr(os, "uname") else os.environ.get("COMPUTERNAME", "")


_HOST = f"{zlib.crc32(_machine_name().encode()):08x}"
"""Which machine wrote a temporary (a shared folder may be written from several)."""
_TEMP = re.compile(r"\.(?P<pid>\d+)-(?P<host>[0-9a-f]{8})\.[^.]+\.tmp")
_OLD_TEMP = re.compile(r"\.[a-z0-9_]{8}\.tmp")
"""The names earlier versions gave temporaries (no owner in them)."""
LEGACY_TEMP_AGE = 3600
"""An owner-less temporary older than this (seconds) belongs to no save still running."""


class OutputRefused(OSError):
    """A path Vitae will not write: it is an input, or not a regular file."""

    def __init__(self, path: str | Path, reason: str):
        super().__init__(errno.EINVAL, reason, str(path))
        self.reason = reason


def output_target(path: str | Path) -> Path:
    """The file a write to *path* replaces: the end of its symbolic links.

    :class:`OutputRefused` when that exists and is not a regular file."""
    path = Path(path)
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "is a folder", str(path))
    if not stat.S_ISREG(mode):
        kind = ("a FIFO (named pipe)" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode)
                else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "not a regular file")
        raise OutputRefused(path, f"is {kind}; only a regular file is replaced (use -o - for standard output)")
    return target


def same_file(a: str | Path, b: str | Path) -> bool:
    """True when *a* and *b* name one file (through links, `..`, or hard links)."""
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def refuse_same_file(output: str | Path, inputs: Iterable[str | Path]) -> None:
    """:class:`OutputRefused` when writing *output* would replace one of *inputs*."""
    for source in inputs:
        if same_file(output, source):
            raise OutputRefused(output, f"is the input file {source}; choose another output")


def atomic_write(path: str | Path, data: bytes, *, mode: int | None = None) -> None:
    """Write *data* to *path* via a temporary file in the same folder and a rename.

    A crash or an error at any point leaves the previous file untouched and no
    partial file behind: the bytes are flushed to disk before ``os.replace``,
    which is atomic on POSIX and Windows for files on one volume.

    The file keeps the permissions of the one it replaces (a new one gets 0666
    less the umask), unless *mode* is given: ``0o600`` for a file that is the
    person's alone (unsaved work). The temporary has that mode from its start.
    """
    target = output_target(path)
    remove_stale_temporaries(target)
    _write_new(target, lambda handle: handle.write(data), mode)


def _take_mode(new: str | Path, target: Path, mode: int | None = None) -> None:
    """Give *new* *mode*, else the permissions of the *target* it replaces, or a new
    file's (0666 less the umask) when there is none yet: a rename keeps the temporary's."""
    if mode is not None:
        os.chmod(new, mode)
        return
    try:
        os.chmod(new, os.stat(target).st_mode & 0o777)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(new, 0o666 & ~umask)


def _write_new(target: Path, fill: Callable, mode: int | None = None) -> None:
    folder = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=temporary_prefix(target), suffix=".tmp", dir=folder)  # 0600
    try:
        with os.fdopen(fd, "wb") as handle:
            fill(handle)
            handle.flush()
            os.fsync(handle.fileno())
        _take_mode(tmp, target, mode)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def temporary_prefix(target: Path) -> str:
    """``.NAME.<pid>-<host>.``: what a temporary for *target* is called, up to its random part."""
    return f".{target.name}.{os.getpid()}-{_HOST}."


def remove_stale_temporaries(path: str | Path) -> list[Path]:
    """Remove temporaries of *path* that no live save owns; return what was removed.

    A save killed between creating its temporary and renaming it leaves
    ``.NAME.<pid>-<host>.….tmp`` behind. One from this machine whose process
    is gone is stale; one from another machine, or from before owners were
    recorded, is stale once it is an hour old. Never raises: tidying up must
    not stop a save or an open.
    """
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    prefix = f".{target.name}"
    removed: list[Path] = []
    try:
        names = [entry.name for entry in os.scandir(folder) if entry.name.startswith(prefix)]
    except OSError:
        return removed
    for name in names:
        rest = name[len(prefix):]
        owned = _TEMP.fullmatch(rest)
        if owned is None and not _OLD_TEMP.fullmatch(rest):
            continue
        candidate = folder / name
        try:
            info = candidate.lstat()
            if not stat.S_ISREG(info.st_mode):
                continue
            if owned and owned["host"] == _HOST:
                stale = not process_alive(int(owned["pid"]))
            else:
                stale = time.time() - info.st_mtime > LEGACY_TEMP_AGE
            if stale:
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue
    return removed


def process_alive(pid: int) -> bool:
    """Whether process *pid* runs on this machine (this one counts). When the
    answer is unclear the process counts as alive: what it owns is kept."""
    if pid == os.getpid():
        return True
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's live process
    except OverflowError:
        return False  # no process has such a number
    except OSError:
        return True
    return True


class PartlyWritten(OSError):
    """A set of files stopped part way: *written* were replaced before *path* failed."""

    def __init__(self, error: OSError, path: Path, written: list[Path]):
        super().__init__(error.errno, error.strerror or str(error), str(path))
        self.written = written


def write_all_or_nothing(files: Iterable[tuple[Path, Callable[[], bytes]]], folder: Path) -> list[Path]:
    """Make and write several files into *folder* so that either all appear or none does.

    Each file's bytes are made (by its callable) and written one at a time
    into a temporary folder beside the outputs, so memory holds one file at a
    time. An output that is a symbolic link elsewhere (maybe onto another disk,
    maybe a full one) is then copied to a temporary beside its target, so
    every byte is on its disk before any file is replaced; only then are they
    all renamed into place. A failure up to there raises and leaves every
    output as it was; a rename that fails after others succeeded (which a
    full disk no longer causes) raises :class:`PartlyWritten`, naming those.
    """
    files = list(files)
    targets = [output_target(path) for path, _ in files]
    _remove_stale_staging(folder)
    staging = Path(tempfile.mkdtemp(prefix=f"{_STAGING}{os.getpid()}-{_HOST}.", dir=folder))
    beside: list[Path] = []
    try:
        staged = []
        for (_, make), target in zip(files, targets):  # `data` is the only file held in memory
            part = staging / target.name
            data = make()
            with open(part, "xb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            staged.append((part, target))
        ready = []
        home = os.path.realpath(folder)
        for part, target in staged:
            if os.path.realpath(target.parent if str(target.parent) else ".") != home:
                remove_stale_temporaries(target)
                fd, tmp = tempfile.mkstemp(prefix=temporary_prefix(target), suffix=".tmp", dir=target.parent)
                beside.append(Path(tmp))
                with os.fdopen(fd, "wb") as handle:
                    handle.write(part.read_bytes())
                    handle.flush()
                    os.fsync(handle.fileno())
                part = Path(tmp)
            ready.append((part, target))
        written: list[Path] = []
        for (path, _), (part, target) in zip(files, ready):
            _take_mode(part, target)
            try:
                os.replace(part, target)
            except OSError as error:
                raise PartlyWritten(error, path, written) from None
            written.append(path)
    finally:
        for leftover in beside:
            try:
                os.unlink(leftover)
            except FileNotFoundError:
                pass
        shutil.rmtree(staging, ignore_errors=True)
    return [path for path, _ in files]


_STAGING = ".vitae-export."
_STAGING_NAME = re.compile(re.escape(_STAGING) + r"(?P<pid>\d+)-(?P<host>[0-9a-f]{8})\.[^.]+")


def _remove_stale_staging(folder: Path) -> None:
    """Remove the temporary folders of `--lang all` runs that were killed before the end."""
    try:
        entries = [entry for entry in os.scandir(folder) if entry.name.startswith(_STAGING)]
    except OSError:
        return
    for entry in entries:
        owner = _STAGING_NAME.fullmatch(entry.name)
        if owner and owner["host"] == _HOST and not process_alive(int(owner["pid"])) and entry.is_dir(follow_symlinks=False):
            shutil.rmtree(entry.path, ignore_errors=True)
