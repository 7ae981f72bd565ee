"""The window's first résumé and preview, made by a child process while the window is built.

Most of a start is Python work: importing Qt and the window's modules and
building the window on one side; reading the file (pydantic builds its
validators on first use), importing reportlab, loading the fonts and laying
out the first pages on the other. One interpreter runs them one after the
other, however many cores the machine has. So ``vitae`` forks before it
imports Qt: the child reads the file and renders the preview the window is
going to ask for, on the other core, and hands both over through a pipe while
the parent builds the window. The parent's renderer warms up once the window
is on screen.

The résumé itself needs no hand-over: the child's read keeps the validated
résumé by its bytes (``formats/known_good.py``), so the window's own read of
the same bytes builds no validator. The pages are handed over with the key of
what they show (:func:`preview_key`: the résumé's content and every field of
the request): the first render takes them only when it asks for exactly that
key (:meth:`FirstPreview.take`), so the hand-over is safe by construction.

Anything else — a recovered session, another file chosen at a prompt, a
child that failed or took too long — and the window reads and renders as it
always does; the child is killed and reaped.

The child never outlives the window nor lingers after it: it asks the kernel
to kill it when the window's process dies (Linux: ``PR_SET_PDEATHSIG``;
elsewhere its next write to the pipe fails), and a thread of the window waits
for it to end and reaps it at once, so a child that has finished is no zombie
while a start-up question waits for an answer.

No Qt here: the child must not load it.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import select
import signal
import struct
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..model import Resume
    from ..render import RenderResult

log = logging.getLogger(__name__)

WAIT_S = 20.0
"""How long the parent waits for the child's pages at most (a 40-page CV takes about 1 s)."""
_HEADER = struct.Struct("!I")


def render_preview(resume: Resume, *, template: str | None, lang: str | None, variant: str | None,
                   letter: str | None, story_limit: int | None, pad_to_pages: int, base_dir: Path | None,
                   should_stop: Callable[[], bool] | None = None, for_screen: bool = False) -> RenderResult:
    """The preview's PDF (and where its entries landed) for one request: what the window
    renders on its render thread and what the start-up child renders for it. *for_screen*:
    pages only looked at, never saved: no structure tree (the pages look the same), not
    deflated, and where each piece of each page was drawn (for redrawing only what changes)."""
    from ..model.content import cut
    from ..render import RenderRequest, render_pdf_report

    request = RenderRequest(template=template, lang=lang, base_dir=base_dir, letter=letter,
                            story_limit=story_limit, pad_to_pages=pad_to_pages, should_stop=should_stop,
                            tagged=not for_screen, compressed=not for_screen, page_parts=for_screen)
    return render_pdf_report(cut(resume, variant), request)


def preview_key(resume: Resume, **request: Any) -> bytes:
    """What decides a preview's pages: the résumé's content and the request's fields."""
    digest = hashlib.sha256()
    _digest_content(resume, digest)
    digest.update(repr(sorted((name, str(value)) for name, value in request.items())).encode())
    return digest.digest()


def _digest_content(value: Any, digest: Any) -> None:
    """Feed every field's value into *digest*, in the model's field order. Not a JSON
    dump (that would build pydantic's serializer in a window that has not needed one
    yet), nor the pickle (it holds each model's set of fields given, whose order
    varies from one copy to the next)."""
    from pydantic import BaseModel

    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, BaseModel):
            names = list(type(item).model_fields)
            digest.update(f"<{type(item).__name__}:{len(names)}>".encode())
            stack.extend(getattr(item, name) for name in reversed(names))
        elif isinstance(item, (list, tuple)):
            digest.update(f"[{len(item)}]".encode())
            stack.extend(reversed(item))
        elif isinstance(item, dict):
            digest.update(f"{{{len(item)}}}".encode())
            for key, entry in reversed(item.items()):
                stack.extend((entry, key))
        else:
            digest.update(f"{type(item).__name__}:{item!r};".encode())


def first_request(resume: Resume, path: Path | None) -> dict[str, Any]:
    """The request of the window's first render of *resume* opened from *path* (None: the
    bundled example, unsaved): its own template, its default language, the whole résumé."""
    return {"template": None, "lang": resume.default_language, "variant": None, "letter": None,
            "story_limit": None, "pad_to_pages": 0, "base_dir": path.parent if path is not None else None}


class FirstPreview:
    """The child's pages (:meth:`take`), taken at most once."""

    def __init__(self, pid: int, pipe: int):
        self._pid = pid
        self._pipe: int | None = pipe
        self._reaped = False
        self._reaping = threading.Lock()  # the child's pid is signalled only while it is unreaped
        self._reaper = threading.Thread(target=self._reap_when_ended, name="first-preview-reaper", daemon=True)
        self._reaper.start()
        self._deadline: float | None = None
        self.outcome = "waiting"
        """What became of the pages: "waiting", "used", or why not ("another résumé",
        "failed", "timed out", "not asked for")."""

    @classmethod
    def start(cls, path: Path | None) -> FirstPreview | None:
        """Fork the child that reads and renders *path* (None: the bundled example),
        or None where that cannot be done.

        Call it before Qt is imported and before any thread starts: a fork
        copies only the calling thread. macOS's system libraries do not support
        a fork without exec, and Windows has no fork: there the window reads
        and renders its first résumé itself.
        """
        if not hasattr(os, "fork") or sys.platform == "darwin":
            return None
        if "PySide6.QtCore" in sys.modules or threading.active_count() > 1:
            return None  # too late: the child would inherit Qt's state and other threads' locks
        try:
            source = path.resolve() if path is not None else None
            read_end, write_end = os.pipe()
            parent = os.getpid()
            pid = os.fork()
        except OSError as error:
            log.info("no start-up preview: %s", error)
            return None
        if pid == 0:  # the child: never returns
            os.close(read_end)
            _die_with_parent(parent)
            _child(write_end, source)
        os.close(write_end)
        return cls(pid, read_end)

    def take(self, key: bytes) -> RenderResult | None:
        """The child's pages if they are what *key* asks for, else None (then render).
        Only the first call may get them; it waits for the child, at most :data:`WAIT_S`."""
        if self._pipe is None:
            return None
        try:
            theirs = self._read(len(key))  # sent as soon as the child has read the file
            if theirs is None:
                return None
            if theirs != key:
                self.outcome = "another résumé"
                return None
            body = self._read_sized()
            if body is None:
                return None
            result = pickle.loads(body)
            self.outcome = "used"
            return result
        except Exception:  # only a head start: the render that follows reports real problems
            log.debug("start-up preview unusable", exc_info=True)
            self.outcome = "failed"
            return None
        finally:
            self.discard()

    def discard(self) -> None:
        """Stop the child (if it still runs) and reap it."""
        if self._pipe is None:
            return
        os.close(self._pipe)
        self._pipe = None
        if self.outcome == "waiting":
            self.outcome = "not asked for"
        with self._reaping:
            if not self._reaped:
                try:
                    os.kill(self._pid, signal.SIGKILL)
                    os.waitpid(self._pid, 0)
                except (ChildProcessError, ProcessLookupError):
                    pass
                self._reaped = True

    def _reap_when_ended(self) -> None:
        """Wait (on its own thread) for the child to end, and reap it then: a finished child
        is no zombie while the window waits at a start-up question."""
        try:
            os.waitid(os.P_PID, self._pid, os.WEXITED | os.WNOWAIT)  # ended; not yet reaped
        except ChildProcessError:
            return
        with self._reaping:  # reaped under the lock: discard() never signals a pid reused since
            if not self._reaped:
                try:
                    os.waitpid(self._pid, 0)
                except ChildProcessError:
                    pass
                self._reaped = True

    @property
    def pid(self) -> int:
        return self._pid

    def _read_sized(self) -> bytes | None:
        header = self._read(_HEADER.size)
        return self._read(_HEADER.unpack(header)[0]) if header is not None else None

    def _read(self, size: int) -> bytes | None:
        """*size* bytes from the child, or None (and the outcome says why) when it
        ends first or :data:`WAIT_S` has passed since the window first asked."""
        assert self._pipe is not None
        if self._deadline is None:
            self._deadline = time.monotonic() + WAIT_S
        chunks: list[bytes] = []
        missing = size
        while missing:
            left = self._deadline - time.monotonic()
            if left <= 0 or not select.select([self._pipe], [], [], left)[0]:
                self.outcome = "timed out"
                return None
            chunk = os.read(self._pipe, min(missing, 1 << 20))
            if not chunk:  # the child ended without its pages
                self.outcome = "failed"
                return None
            chunks.append(chunk)
            missing -= len(chunk)
        return b"".join(chunks)


PR_SET_PDEATHSIG = 1


def _die_with_parent(parent: int) -> None:
    """Have the kernel kill this child when the window's process ends (Linux); elsewhere
    it ends at its next write to the pipe, which fails once nobody reads it."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:  # the window died before the request took effect
        os._exit(1)


def _child(pipe: int, path: Path | None) -> None:
    """Read and render the first résumé into *pipe*, then end without running the parent's exit code."""
    code = 1
    try:
        import gc

        gc.disable()  # a short-lived process: nothing to collect
        from ..formats import loads
        from ..formats.reading import read_input
        from ..paths import EXAMPLE

        source = path if path is not None else EXAMPLE
        resume = loads(read_input(source), str(source))  # kept for the window's own read (known_good)
        request = first_request(resume, path)
        _write_all(pipe, preview_key(resume, **request))
        body = pickle.dumps(_with_glyph_check(render_preview(resume, **request, for_screen=True), resume, request["lang"]),
                            protocol=pickle.HIGHEST_PROTOCOL)
        _write_all(pipe, _HEADER.pack(len(body)) + body)
        code = 0
    except BaseException:  # the window reads and renders for itself; it says nothing to the user
        pass
    finally:
        os._exit(code)


def _with_glyph_check(result: RenderResult, resume: Resume, lang: str) -> RenderResult:
    """*result* with the fields it cannot draw looked up here, where the renderer's fonts are
    loaded: the window's render thread would otherwise import the whole renderer for that
    check while the window draws itself for the first time (50-70 ms of a start)."""
    import dataclasses

    from ..render.glyphs import missing_glyphs

    return dataclasses.replace(result, missing_glyphs=missing_glyphs(resume, languages=[lang]))


def _write_all(pipe: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(pipe, view):]
