"""A copy of the résumé for a worker thread, taken cheaply on the GUI thread.

Workers (preview, exports, autosave) need a résumé the GUI thread will not
change under them. A deep copy of a 5 MB résumé costs 0.2–0.5 s of GUI time
per edit; pickling it costs under a tenth of a second, and the unpickling,
which makes the independent copy, happens on the worker.
"""

from __future__ import annotations

import logging
import pickle

from ..model import Resume

log = logging.getLogger(__name__)


class Snapshot:
    """The résumé as it is now; :meth:`resume` rebuilds it (call it on the worker)."""

    def __init__(self, resume: Resume):
        try:
            self._data: bytes | None = pickle.dumps(resume, protocol=pickle.HIGHEST_PROTOCOL)
            self._copy: Resume | None = None
        except Exception:  # a value pickle cannot handle: still a correct, slower copy
            log.exception("pickling the résumé failed; copying it instead")
            self._data = None
            self._copy = resume.model_copy(deep=True)

    def resume(self) -> Resume:
        if self._data is not None:
            return pickle.loads(self._data)
        assert self._copy is not None
        return self._copy


class Shared:
    """The document's résumé as it is now, handed over without a copy.

    The document never changes a résumé in place: each edit makes a new root that
    shares what the edit did not touch (:func:`editor.editing.modelpath.replaced`).
    A worker that only reads (the preview's render) can take the root as it is:
    no pickling on the GUI thread, no rebuilding on the worker (11 ms a keystroke
    for an 18-page résumé)."""

    def __init__(self, resume: Resume):
        self._resume = resume

    def resume(self) -> Resume:
        return self._resume
