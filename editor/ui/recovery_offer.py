"""What a start says about the unsaved work earlier sessions left: which of it is
offered, and where the work that was not restored went.

No widgets and no files here: :meth:`FileActions.start` asks, sets aside and
opens; these functions choose and word.
"""

from __future__ import annotations

from pathlib import Path

from ..formats.atomic import same_file
from .recovery import KEEP_DECLINED_DAYS, Recovered


def belongs_to(recovered: Recovered, path: Path) -> bool:
    """Whether *recovered* is work on the file *path* (however the path was written)."""
    return recovered.original is not None and (
        recovered.original == path.resolve() or same_file(recovered.original, path))


def offered_for(orphans: list[Recovered], path: Path | None) -> tuple[list[Recovered], list[Recovered]]:
    """(offered, left): started on *path*, only the work on that file is offered; the work on
    other documents is left for a start without a file, never opened in place of *path*."""
    if path is None:
        return orphans, []
    return ([recovered for recovered in orphans if belongs_to(recovered, path)],
            [recovered for recovered in orphans if not belongs_to(recovered, path)])


def called(recovered: Recovered) -> str:
    """The document a recovery is about, as a message names it."""
    return recovered.original.name if recovered.original is not None else "an untitled résumé"


def kept_notes(declined: list[tuple[Recovered, Path]], failed: list[tuple[Recovered, str]],
               left: list[Recovered]) -> tuple[list[str], Path | None]:
    """The sentences for the status bar (English; the window translates them) after a start, and
    the folder to show: the work declined (and where it was kept), the work that could not be set
    aside (*failed*, with why), and the work *left* for a start without a file."""
    notes = []
    folder = declined[0][1].parent if declined else None
    if len(declined) == 1:
        recovered, kept = declined[0]
        notes.append(f"Not restored: the unsaved changes to {called(recovered)} are kept in {kept} "
                     f"for {KEEP_DECLINED_DAYS} days.")
    elif declined:
        notes.append(f"Not restored: {len(declined)} sets of unsaved changes are kept in {folder} "
                     f"for {KEEP_DECLINED_DAYS} days.")
    for recovered, reason in failed:
        notes.append(f"The unsaved changes to {called(recovered)} could not be set aside ({reason}); "
                     "they will be offered again at the next start.")
    if len(left) == 1:
        notes.append(f"Unsaved changes to {called(left[0])} from an earlier session are kept: "
                     "start Vitae without a file to restore them.")
    elif left:
        notes.append(f"Unsaved changes to {len(left)} other résumés from earlier sessions are kept: "
                     "start Vitae without a file to restore them.")
    return notes, folder
