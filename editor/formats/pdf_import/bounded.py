"""One PDF import under one deadline and one memory budget, loops we do not own included.

The reader's own caps (:mod:`.limits`) stop what they can see. Some loops
are out of their reach: pdfminer.six resolving a reference that points at
itself, building a character map whose range covers 2^32 codes, drawing
forms inside forms. So every stage of an import — parsing, interpreting the
pages, the layout analysis, building the résumé — runs in a child process:

- where the process runs one thread (``vitae import``, ``vitae check``, the
  tests), a ``fork`` for each of two stages under the one deadline, the layout
  and then the résumé (:func:`_in_fork`): each child inherits the loaded
  modules, so a fork costs about 15 ms;
- elsewhere (the window, which has Qt's threads and imports on a worker;
  Windows; macOS, whose system libraries do not support a fork without
  exec), a fresh interpreter running :func:`child_main`, which reads the PDF
  from its standard input (a cold start: about a second more).

The child limits its own address space (``RLIMIT_AS``: what it holds when it
starts plus :func:`.limits.memory_bytes`) and CPU time; the parent waits at
most :func:`.limits.seconds` plus a second, then kills it. Whatever ends the
child, the caller gets one :class:`.limits.PdfRefused` sentence or the result.
A caller on another thread may pass *cancelled*: the child is killed as soon
as it is set, and :class:`ImportCancelled` raised.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import pickle
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from .limits import PdfRefused, memory_bytes, seconds

log = logging.getLogger(__name__)

GRACE_SECONDS = 1.0
"""The child checks the deadline itself and says so; past this much more, it is killed."""
START_SECONDS = 2.5
"""What a fresh interpreter may take to start and import the reader (about 0.3 s)."""
CHILD_FLAG = "--vitae-pdf-reader-child"
"""The argument that makes the frozen app (no ``-m``) run :func:`child_main`."""

Outcome = tuple[str, Any]


class ImportCancelled(Exception):
    """The person cancelled the import; the child was stopped."""


_cancel = threading.local()


@contextlib.contextmanager
def cancellable(event: threading.Event) -> Iterator[None]:
    """Imports read on this thread inside the block stop when *event* is set (the
    window's Cancel), however deep in the importers the PDF reader was called."""
    before = getattr(_cancel, "event", None)
    _cancel.event = event
    try:
        yield
    finally:
        _cancel.event = before


def read_bounded(raw: bytes, filename: str, lang: str | None,
                 cancelled: threading.Event | None = None) -> Any:
    """``_read_pdf_unbounded(raw, filename, lang)`` run in a child under the budgets."""
    cancelled = cancelled or getattr(_cancel, "event", None)
    if cancelled is not None and cancelled.is_set():
        raise ImportCancelled()
    limit = seconds()
    if _can_fork():
        outcome = _in_fork(raw, filename, lang, limit, cancelled)
    else:
        outcome = _in_interpreter(raw, filename, lang, limit, cancelled)
    return _result(outcome, limit)


def _can_fork() -> bool:
    """A fork copies only the calling thread: safe while the process runs one thread
    (another could hold a lock the child needs). Not on macOS, whose system
    libraries do not support a fork without exec."""
    if not hasattr(os, "fork") or sys.platform == "darwin":
        return False
    try:
        return len(os.listdir("/proc/self/task")) == 1  # every thread, Qt's own included
    except OSError:
        return threading.active_count() == 1 and "PySide6.QtCore" not in sys.modules


# --- the child -------------------------------------------------------------------------------

def _limit_self(limit: float, budget: int) -> None:
    """Cap this process's address space and CPU time (where the system allows)."""
    try:
        import resource
    except ImportError:  # Windows: the parent's wall-clock kill still holds
        return
    held = _address_space()
    if held is not None:
        try:
            resource.setrlimit(resource.RLIMIT_AS, (held + budget, held + budget))
        except (ValueError, OSError):
            pass
    cpu = int(limit) + 1
    try:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 2))
    except (ValueError, OSError):
        pass


def _address_space() -> int | None:
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def _outcome(stage: Callable[[], Any], budget: int) -> Outcome:
    from ..errors import DocumentError

    try:
        return ("ok", stage())
    except PdfRefused as error:
        return ("refused", str(error))
    except DocumentError as error:
        return ("problems", error.problems)
    except MemoryError:
        return ("memory", budget)
    except RecursionError:
        return ("refused", "is not a readable PDF (its objects nest too deeply)")
    except Exception as error:  # noqa: BLE001 - a reader bug: one line for the person, the trace in the log
        import traceback

        return ("failed", (f"{type(error).__name__}: {error}"[:200], traceback.format_exc()[-4000:]))


def _send(outcome: Outcome) -> bytes:
    try:
        return pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
    except MemoryError:
        return pickle.dumps(("memory", 0))
    except Exception as error:  # noqa: BLE001
        return pickle.dumps(("failed", (f"the result could not be sent back ({type(error).__name__})", "")))


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _forked_child(write_end: int, stage: Callable[[], Any], limit: float) -> None:
    code = 1
    budget = memory_bytes()
    out_of_memory = pickle.dumps(("memory", budget))  # made before the budget: sending it takes no memory
    try:
        import gc

        gc.freeze()  # what the parent made: the collector need not touch (and copy) its pages
        _limit_self(limit, budget)
        outcome = _outcome(stage, budget)
        data = _send(outcome)
        del outcome
        _write_all(write_end, data)
        code = 0
    except MemoryError:  # past the budget outside the reader's own handler (unwinding, pickling)
        with contextlib.suppress(BaseException):
            _write_all(write_end, out_of_memory)
            code = 0
    except BaseException:  # noqa: BLE001 - the child must never return into the caller
        pass
    finally:
        os._exit(code)


def child_main() -> int:
    """The fresh interpreter's side: limits from argv, the PDF on stdin, the outcome on stdout."""
    limit, budget = float(sys.argv[-2]), int(sys.argv[-1])
    from . import _read_pdf_unbounded  # loaded before the memory budget starts

    header = pickle.loads(sys.stdin.buffer.read(int(sys.stdin.buffer.readline())))
    raw = sys.stdin.buffer.read()
    _limit_self(limit, budget)
    try:
        outcome = _outcome(functools.partial(_read_pdf_unbounded, raw, header["filename"], header["lang"]), budget)
    except MemoryError:
        outcome = ("memory", budget)
    data = _send(outcome)
    del outcome
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()
    return 0


# --- the parent ------------------------------------------------------------------------------

def _prepare_parent() -> None:
    """The reader's modules, loaded once before the forks (both children inherit them)."""
    from . import build, extract, lines, sections  # noqa: F401


def _build_validator() -> None:
    """The model's validator: built here while the first child reads the layout, so the
    second child (which builds the résumé) and this process (which saves it) share it."""
    from ...model import Resume

    Resume.model_rebuild()  # built on first use (defer_build): here once, not in each process


def _in_fork(raw: bytes, filename: str, lang: str | None, limit: float,
             cancelled: threading.Event | None) -> Outcome:
    """Two children under one deadline: the layout (pdfminer, lines, headings), then the
    résumé. The validator the second needs is built between them, while the first reads."""
    from . import _built, _laid_out

    _prepare_parent()
    deadline = time.monotonic() + limit
    layout = _in_child(functools.partial(_laid_out, raw, filename), deadline, cancelled, meanwhile=_build_validator)
    if layout[0] != "ok":
        return layout
    return _in_child(functools.partial(_built, layout[1], lang), deadline, cancelled)


def _in_child(stage: Callable[[], Any], deadline: float, cancelled: threading.Event | None,
              meanwhile: Callable[[], None] | None = None) -> Outcome:
    """*stage* run in a forked child that must answer by *deadline* (``time.monotonic()``),
    with *meanwhile* done in this process as soon as the child has started."""
    import select

    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        _forked_child(write_end, stage, max(deadline - time.monotonic(), 0.1))
    os.close(write_end)
    chunks: list[bytes] = []
    status: int | None = None

    def read_some(timeout: float) -> bool:  # True at the end of the child's answer
        ready, _, _ = select.select([read_end], [], [], timeout)
        chunk = os.read(read_end, 1 << 20) if ready else None
        if chunk:
            chunks.append(chunk)
        return chunk == b""

    try:
        if meanwhile is not None:
            meanwhile()
        if not _waited(deadline + GRACE_SECONDS, cancelled, read_some):
            return ("time", None)
        _, status = os.waitpid(pid, 0)
    finally:
        os.close(read_end)
        if status is None:
            _kill(pid)
    return _decoded(b"".join(chunks), os.WIFSIGNALED(status) and os.WTERMSIG(status))


def _waited(deadline: float, cancelled: threading.Event | None, step: Callable[[float], bool]) -> bool:
    """Call *step* with at most 0.1 s to wait each time until it says it is done: False when
    *deadline* (``time.monotonic()``) passes first; ImportCancelled when *cancelled* is set."""
    while True:
        if cancelled is not None and cancelled.is_set():
            raise ImportCancelled()
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        if step(min(left, 0.1)):
            return True


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    except (ProcessLookupError, ChildProcessError):
        pass


def _child_command(limit: float) -> list[str]:
    if getattr(sys, "frozen", False):
        start = [sys.executable, CHILD_FLAG]
    else:
        start = [sys.executable, "-I", "-c", "import sys; sys.path[:0] = [sys.argv[1]]; "
                 "from editor.formats.pdf_import.bounded import child_main; sys.exit(child_main())", _package_root()]
    return [*start, repr(limit), str(memory_bytes())]


def _package_root() -> str:
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def _in_interpreter(raw: bytes, filename: str, lang: str | None, limit: float,
                    cancelled: threading.Event | None) -> Outcome:
    header = pickle.dumps({"filename": filename, "lang": lang})
    message = str(len(header)).encode() + b"\n" + header + raw
    # Starting the interpreter and its imports does not count against the reading.
    deadline = time.monotonic() + limit + GRACE_SECONDS + START_SECONDS
    process = subprocess.Popen(_child_command(limit), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL)
    assert process.stdin is not None and process.stdout is not None
    answer: list[bytes] = []

    def talk() -> None:  # on a thread: a child that never reads must not block this one
        try:  # the child reads all of it before it answers
            process.stdin.write(message)  # type: ignore[union-attr]
            process.stdin.close()  # type: ignore[union-attr]
        except OSError:
            pass
        answer.append(process.stdout.read())  # type: ignore[union-attr]

    def ended(timeout: float) -> bool:
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return False
        return True

    talker = threading.Thread(target=talk, daemon=True)
    talker.start()
    try:
        if not _waited(deadline, cancelled, ended):
            return ("time", None)
        talker.join(5.0)
    finally:
        if process.returncode is None:
            process.kill()
            process.wait()
    output = answer[0] if answer else b""
    code = process.returncode
    return _decoded(output, -code if code is not None and code < 0 else 0)


def _decoded(data: bytes, killed_by: int | bool) -> Outcome:
    if data:
        try:
            outcome = pickle.loads(data)
            if isinstance(outcome, tuple) and len(outcome) == 2:
                return outcome
        except Exception:  # noqa: BLE001 - a child cut short mid-write
            log.debug("the PDF reader's answer could not be read", exc_info=True)
    if killed_by == getattr(signal, "SIGXCPU", -1):
        return ("time", None)
    return ("died", killed_by)


def _result(outcome: Outcome, limit: float) -> Any:
    from ..errors import DocumentError

    kind, value = outcome
    if kind == "ok":
        return value
    if kind == "refused":
        raise PdfRefused(value)
    if kind == "problems":
        raise DocumentError(value)
    if kind == "time":
        raise PdfRefused(f"takes more than {limit:.0f} s to read; a résumé takes well under a second")
    if kind == "memory" or (kind == "died" and value):  # a signal: an allocation past the budget failed in C
        budget = memory_bytes() // 2**20
        raise PdfRefused(f"needs more than {budget} MB of memory to read; a résumé needs a few")
    if kind == "died":
        raise PdfRefused("could not be read (the reader stopped without an answer)")
    summary, trace = value
    log.warning("the PDF reader failed:\n%s", trace)
    raise PdfRefused(f"could not be read (the reader failed: {summary})")

