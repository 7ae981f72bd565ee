"""A naive reader to measure Vitae's against: ``pdftotext -layout`` and
regular expressions, scored by the same field recall.

What it does is what a quick script would: the first line is the name;
e-mail, phone and web addresses anywhere above the first heading are the
contacts; a line that is a known section name is a heading; in a section,
a line holding a date range starts an entry (its text less the dates is the
title, the next line the role), lines after it are bullets (a line starting
with a bullet mark starts a new one, others go on the last); in other
sections each line is an item.

    python scripts/pdf_corpus/baseline.py FILE.pdf ...
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1])]

from editor.formats.pdf_import.dates import find_range  # noqa: E402
from editor.formats.pdf_import.vocabulary import kind_of_heading  # noqa: E402
from editor.model import SCHEMA_VERSION, Resume  # noqa: E402

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE = re.compile(r"\+?\d[\d ()./-]{7,}\d")
_URL = re.compile(r"(?:https?://)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:/[^\s|,]*)?", re.I)
_BULLET = re.compile(r"^\s*[•●○◦▪■►▸‣⁃∙·*–—-]\s+")
_DATED = {"education", "experience", "projects", "research"}


def pdf_text(pdf: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                          check=True, timeout=60).stdout


def read(text: str) -> Resume:
    lines = [line.strip() for line in text.splitlines()]
    lines = [re.sub(r"[\x00-\x08\x0b-\x1f]", "", line) for line in lines if line.strip()]
    basics: dict = {"name": (re.split(r"\s{2,}", lines[0])[0] if lines else "") or "?", "profiles": []}
    sections: list[dict] = []
    lang = "zh" if sum("\u4e00" <= ch <= "\u9fff" for ch in text) > 0.15 * max(1, sum(ch.isalpha() for ch in text)) \
        else "en"
    for line in lines[1:]:
        kind = kind_of_heading(line, partial=False)
        if kind is not None and kind != "contact" and len(line) < 40:
            sections.append({"kind": kind if kind in _DATED | {"skills", "awards", "about", "publications"}
                             else "misc", "title": line, "entries": []})
            continue
        if not sections:
            _contacts(line, basics)
            continue
        _section_line(sections[-1], line)
    for section in sections:
        section["entries"] = [e for e in section["entries"] if _valid(e)]
    document = {"schema_version": SCHEMA_VERSION, "languages": [lang], "basics": basics,
                "sections": [s for s in sections if s["entries"]]}
    return Resume.model_validate(document)


def _contacts(line: str, basics: dict) -> None:
    for match in _EMAIL.finditer(line):
        basics.setdefault("email", match.group(0))
    rest = _EMAIL.sub(" ", line)
    match = _PHONE.search(rest)
    if match and "phone" not in basics:
        basics["phone"] = match.group(0).strip()
    for match in _URL.finditer(rest):
        url = match.group(0)
        if not url.startswith("http"):
            url = "https://" + url
        if any(host in url for host in ("github.", "linkedin.", "scholar.", "gitlab.", "orcid.")):
            basics["profiles"].append({"network": url.split("//")[1].split(".")[0], "url": url})
        else:
            basics.setdefault("website", url)


def _section_line(section: dict, line: str) -> None:
    entries = section["entries"]
    kind = section["kind"]
    found = find_range(line)
    if kind in _DATED:
        if found is not None:
            title = re.split(r"\s{2,}", (line[: found.begin] + " " + line[found.stop:]).strip())[0]
            entry: dict = {"kind": "education" if kind == "education" else "experience"}
            entry["institution" if kind == "education" else "organisation"] = title.strip(" ,|–-") or "?"
            if found.end:
                entry["start"], entry["end"] = found.start, found.end
            else:
                entry["end" if kind == "education" else "start"] = found.start
            entry["highlights"] = []
            entries.append(entry)
        elif entries and not _BULLET.match(line) and "role" not in entries[-1] and "degree" not in entries[-1] \
                and not entries[-1]["highlights"]:
            entries[-1]["degree" if kind == "education" else "role"] = line
        elif entries:
            text = _BULLET.sub("", line)
            if _BULLET.match(line) or not entries[-1]["highlights"]:
                entries[-1]["highlights"].append(text)
            else:
                entries[-1]["highlights"][-1] += " " + text
        return
    text = _BULLET.sub("", line)
    if kind == "skills":
        label, _, details = text.partition(":")
        entries.append({"kind": "skill", "label": label.strip(), "details": details.strip()} if details
                       else {"kind": "skill", "details": text})
    elif kind == "awards":
        dates = [d.start for d in [find_range(text)] if d is not None]
        entries.append({"kind": "award", "title": text, "dates": dates})
    else:
        entries.append({"kind": "text", "text": text})


def _valid(entry: dict) -> bool:
    from pydantic import ValidationError

    from editor.model import ENTRY_KINDS

    try:
        ENTRY_KINDS[entry["kind"]].model_validate(entry)
    except ValidationError:
        return False
    return True


def read_pdf(pdf: Path) -> Resume:
    return read(pdf_text(pdf))


if __name__ == "__main__":
    for name in sys.argv[1:]:
        resume = read_pdf(Path(name))
        print(resume.basics.name, [s.kind for s in resume.sections])
