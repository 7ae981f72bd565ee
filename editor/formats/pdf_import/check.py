"""``vitae check``: export a résumé, read the PDF back, say what does not
come back as it was, and which characters an applicant-tracking system
cannot read (no Unicode mapping, or no glyph in the embedded font)."""

from __future__ import annotations

import re

from .confidence import confidence_of
from .recall import field_recall

_NO_UNICODE = re.compile(r"\(cid:\d+\)|\ufffd")


def check_report(resume, pdf: bytes, lang: str, covered: frozenset[int]) -> list[str]:
    """One line per problem of *pdf* (the export of *resume* in *lang*);
    empty when everything comes back. *covered* is what the export's fonts
    can draw (the renderer knows; formats do not import it)."""
    from . import read_pdf

    read = read_pdf(pdf, "export.pdf", lang=lang)
    report: list[str] = []
    unmapped = _NO_UNICODE.findall(read.text)
    if unmapped:
        report.append(f"{len(unmapped)} characters have no Unicode mapping (an ATS reads them as {unmapped[0]})")
    report.extend(reason for path, reason in read.unsure if "no Unicode mapping" in reason)
    # What the reader itself is least sure of: a résumé read mostly into sections of no
    # known kind, a profile that is a date, a name that is no name, an entry with no title.
    report.extend(f"{path or 'document'}: {reason}" for path, reason in read.unsure
                  if (confidence_of(reason) or 1.0) <= 0.3)
    missing = {ch for text in _strings(resume.model_dump(exclude={"design"}), lang) for ch in text
               if ord(ch) > 0x20 and ord(ch) not in covered and not ch.isspace()}
    if missing:
        report.append(f"no glyph in the embedded fonts for: {' '.join(sorted(missing))}")
    recall = field_recall(resume, lang, read.resume)
    for path, value in recall.missing:
        report.append(f"{path}: {value!r} does not come back from the PDF")
    return report


def _strings(value: object, lang: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        if value and all(isinstance(k, str) and re.fullmatch(r"[a-z]{2,3}(-\w+)?", k) for k in value) \
                and all(isinstance(v, str) for v in value.values()):
            return [value.get(lang, "")]
        return [s for v in value.values() for s in _strings(v, lang)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v, lang)]
    return []
