"""The header (the lines above the first section) → name, headline, contacts."""

from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import urlparse

from .dates import find_range
from .entries import place_like
from .lines import FIELD_LABEL, Line, Run, Segment, is_cjk
from .vocabulary import is_document_title, role_like

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE = re.compile(r"(?<![\w/.])\+?\(?\d[\d\s().-]{6,}\d(?![\w/])")
_URL = re.compile(r"(?:https?://)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[^\W\d_][\w-]*(?:/[^\s,|·•]*)?", re.I)
"""A web address: its last label has a letter ("2019.11" is a date, not a host)."""
_SEPARATORS = re.compile(r"\s*(?:[|·•◦⋄♦▪]|\s{2,}|\s-\s|\s[–—]\s)\s*")
_NETWORKS = {
    "github.com": "GitHub", "linkedin.com": "LinkedIn", "scholar.google": "Google Scholar",
    "gitlab.com": "GitLab", "twitter.com": "Twitter", "x.com": "X", "orcid.org": "ORCID",
    "researchgate.net": "ResearchGate", "stackoverflow.com": "Stack Overflow", "zhihu.com": "Zhihu",
    "huggingface.co": "Hugging Face", "dblp.org": "DBLP", "kaggle.com": "Kaggle",
}


def network_of(url: str) -> str | None:
    host = urlparse(url if "://" in url else "https://" + url).netloc.lower()
    for domain, name in _NETWORKS.items():
        if domain in host:
            return name
    return None


def username_of(url: str) -> str | None:
    parsed = urlparse(url if "://" in url else "https://" + url)
    if "scholar.google" in parsed.netloc:
        match = re.search(r"user=([\w-]+)", parsed.query)
        return match.group(1) if match else None
    parts = [p for p in parsed.path.split("/") if p and p not in ("in", "u", "user", "users")]
    return parts[0] if parts else None


_UPDATED = re.compile(r"(?:last\s+)?(?:updated|modified|revised)\b", re.I)


def _updated_stamp(text: str) -> bool:
    """"Last updated in Jan 2026", "Updated: 2025-03": when the file was made, printed at the top."""
    return bool(_UPDATED.match(text.strip())) and find_range(text) is not None and len(text) <= 60


def read_header(lines: list[Line]) -> dict:
    """name, headline, email, phone, website, location, profiles (network, username, url), leftovers."""
    out: dict = {"profiles": [], "leftover": []}
    lines = [line for line in lines if not is_document_title(line.text)  # "Curriculum Vitae" is nobody's name
             and not _updated_stamp(line.text)]  # "Last updated in Jan 2026": the file's, not the person's
    lines = _unwrapped(line for line in lines if not _CONTACT_LABEL.fullmatch(line.text.strip()))
    items: list[tuple[str, str | None]] = []
    lines = _form_rows(lines, out, items)
    if not lines and "name" not in out:
        return out
    name_line: Line | None = None
    name_segment: Segment | None = None
    if "name" not in out:
        # The name: the largest text at the top that is no contact detail (a header set in
        # one size may start with the e-mail), and a line below it only if that is none either.
        # Icons (drawn larger than the text beside them) are neither the name nor its size.
        top = [line for line in lines[:6] if not _contact(_first_worded(line))] or lines[:6]
        name_line = max(top, key=_worded_size)
        name_segment = max(name_line.segments, key=lambda seg: seg.size if _worded(seg) else 0.0)
        out["name"] = name_segment.text.strip()
    following = lines.index(name_line) + 1 if name_line is not None else len(lines)
    if name_line is not None and following < len(lines) and len(name_line.segments) == 1 \
            and len(lines[following].segments) == 1 \
            and abs(lines[following].size - name_line.size) < 0.5 and lines[following].page == name_line.page \
            and not _contact(lines[following].segments[0]):
        joiner = "" if is_cjk(out["name"][-1:]) and is_cjk(lines[following].text.strip()[:1]) \
            or out["name"].endswith("-") else " "  # "Ines OKAFOR-" over "BRANDT": one double-barrelled name
        out["name"] += joiner + lines[following].text.strip()  # a name set on two lines
        lines = lines[:following] + lines[following + 1:]
    parts = re.split(r"\s+[|·–—]\s+|\s*\|\s*", out["name"], maxsplit=1)
    if len(parts) == 2:  # "Name | Title" on one line
        out["name"], out["headline"] = parts[0].strip(), parts[1].strip()
    else:  # "Name Surname, Job Title": a name of a few words, then a title of two or more
        parts = out["name"].split(", ", 1)
        if len(parts) == 2 and 2 <= len(parts[0].split()) <= 4 and len(parts[1].split()) >= 2 \
                and not any(is_cjk(ch) for ch in out["name"]):
            out["name"], out["headline"] = parts[0].strip(), parts[1].strip()
    headline_at = -1
    name_index = lines.index(name_line) if name_line is not None else -2
    for index, line in enumerate(lines):
        if index == headline_at + 1 and headline_at >= 0 and len(line.segments) == 1 and _plain_line(line.segments) \
                and abs(line.size - lines[headline_at].size) < 0.3 and line.gap_above < line.size * 1.5:
            out["headline"] += " " + line.text.strip()  # a headline wrapped onto a second line
            headline_at = index
            continue
        if line is name_line:
            for seg in line.segments:
                if seg is name_segment:
                    continue
                if "headline" not in out and _plain_line([seg]) and not _PLACE_LABEL.search(seg.text):
                    out["headline"] = seg.text.strip()  # "Name ······ Title" on one line
                else:
                    items.extend(_split_items(seg.text, next((r.url for r in seg.runs if r.url), None)))
            continue
        label = _label(line)
        if label is not None:
            rest = line.segments[1:]
            text = " ".join(seg.text for seg in rest)
            if _PLACE_LABEL.fullmatch(label) and "location" not in out:
                out["location"] = text.strip()
                continue
            for seg in rest:
                items.extend(_split_items(seg.text, next((r.url for r in seg.runs if r.url), None)))
            continue
        pieces = _split_items(line.segments[0].text, None) if len(line.segments) == 1 else []
        if index == name_index + 1 and "location" not in out and len(pieces) == 1 and _place_line(pieces[0][0]):
            out["location"] = pieces[0][0].strip(" ,")  # a place on the line under the name ("Leipzig,")
            continue
        if index == name_index + 1 and "headline" not in out and _plain_line(line.segments[:1]) \
                and not _place_line(line.segments[0].text):
            out["headline"] = line.segments[0].text.strip()
            headline_at = index if len(line.segments) == 1 else -1
            for seg in line.segments[1:]:
                items.extend(_split_items(seg.text, next((r.url for r in seg.runs if r.url), None)))
            continue
        for seg in line.segments:
            current_url = None
            buffer = ""
            bold = True
            for run in seg.runs:
                if run.url != current_url and buffer.strip():
                    # a short bold label in front of a linked contact ("**M** +86 …", "**E** name@…")
                    if not (current_url is None and run.url and bold and len(buffer.strip().rstrip(":：")) <= 14):
                        items.extend(_split_items(buffer, current_url))
                    buffer, bold = "", True
                current_url = run.url
                buffer += run.text
                bold = bold and (run.bold or not run.text.strip())
            if buffer.strip():
                items.extend(_split_items(buffer, current_url))
    seen_urls: set[str] = set()
    for text, url in _prose_rejoined(items):
        _place(out, text, url, seen_urls)
    if "headline" in out:  # "求职意向：数据工程师": the job objective is the headline
        out["headline"] = _OBJECTIVE_LABEL.sub("", out["headline"]).strip() or out["headline"]
    return out


def _prose(text: str) -> bool:
    """Sentences, not a title: many words, a full stop at the end."""
    return len(text.split()) >= 12 and text.rstrip().endswith((".", "。", "!"))


_WORD = re.compile(r"[^\W\d_][\w'’–-]*[.,;!?]?|\d[\d,.%×]*[.,;]?")


def _wordy(text: str) -> bool:
    """Words, as prose is made of (no labels with colons, braces, quotes, phone numbers)."""
    words = text.split()
    return bool(words) and sum(1 for word in words if _WORD.fullmatch(word)) >= 0.85 * len(words) \
        and not _EMAIL.search(text)


def _prose_rejoined(items: list[tuple[str, str | None]]) -> list[tuple[str, str | None]]:
    """Header text that is one paragraph wrapped over lines (a line of prose that stops
    mid-sentence, and the next, neither a link), joined."""
    out: list[tuple[str, str | None]] = []
    for text, url in items:
        # the line before, or the last one before links set beside the paragraph (contacts in a column at its left)
        last = next((i for i in range(len(out) - 1, -1, -1) if out[i][1] is None), None)
        if last is not None and url is None and len(out[last][0]) >= 40 and len(out[last][0].split()) >= 6 \
                and not out[last][0].rstrip().endswith((".", "!", "?", "。", ":", "：", ";")) \
                and _wordy(out[last][0]) and _wordy(text):
            out[last] = (f"{out[last][0].rstrip()} {text.lstrip()}", None)
        elif out and url is None and out[-1][1] is None and out[-1][0].rstrip().endswith((",", "，")) \
                and len(out[-1][0]) <= 40 and len(text) <= 40:
            out[-1] = (f"{out[-1][0].rstrip()} {text.lstrip()}", None)  # "Utrecht," at a line's end, "Netherlands" on the next
        else:
            out.append((text, url))
    return out


_CONTACT_LABEL = re.compile(r"(?:e-?mail|phone|mobile|tel(?:ephone)?|web(?:site)?|homepage|links?|profiles?|"
                            r"电话|手机|邮箱|电子邮件|主页|网站)\s*[:：]?", re.I)
"""A label on a line of its own above its contact ("Email" over the address)."""


_MAP_LINK = re.compile(r"^https?://(?:www\.)?(?:google\.[a-z.]+/maps|maps\.google\.|maps\.apple\.com|"
                       r"(?:www\.)?openstreetmap\.org|bing\.com/maps)")
_LEADING_LABEL = re.compile(r"(?:e-?mail|phone|mobile|tel(?:ephone)?|电话|手机|邮箱|电子邮件)\s*[:：]\s*", re.I)


def _unwrapped(lines) -> list[Line]:
    """Lines with an e-mail address broken across two of them joined ("mara.lindqvist@exam" + "ple.org")."""
    out: list[Line] = []
    for line in lines:
        last = out[-1] if out else None
        if last is not None and len(last.segments) == 1 and len(line.segments) == 1 and "@" in last.text \
                and not _EMAIL.fullmatch(last.text.strip()) and " " not in line.text.strip() \
                and _EMAIL.fullmatch(last.text.strip() + line.text.strip()):
            segment = last.segments[0]
            joined = Segment([*segment.runs, *line.segments[0].runs], segment.x0, max(segment.x1, line.x1), segment.size)
            out[-1] = replace(last, segments=[joined])
            continue
        if last is not None and len(last.segments) == 1 and len(line.segments) == 1 \
                and _URL_OPEN.fullmatch(_unspaced(last.text)) and _URL_REST.fullmatch(_unspaced(line.text)) \
                and abs(last.size - line.size) < 0.3 and abs(last.x0 - line.x0) <= 2 * line.size \
                and last.page == line.page and 0 < last.y - line.y <= 2.0 * line.size:
            # a web address broken over lines in a narrow column ("https://" over "www.linkedin.com/ in/")
            segment = last.segments[0]
            first = segment.runs[0]
            run = Run(_unspaced(last.text) + _unspaced(line.text), first.bold, first.italic,
                      first.url or line.segments[0].runs[0].url, first.size, first.colour)
            out[-1] = replace(last, y=line.y,
                              segments=[Segment([run], segment.x0, max(segment.x1, line.x1), segment.size)])
            continue
        out.append(line)
    return out


_URL_OPEN = re.compile(r"(?:https?://|www\.)\S*[/.\-_?=&#]|https?://", re.I)
"""The start of a web address that goes on: it ends after "://", a slash, a dot or a hyphen."""
_URL_REST = re.compile(r"[\w.\-/?=&#%~+]+")


def _unspaced(text: str) -> str:
    """A web address as printed with break opportunities after its slashes ("linkedin.com/ in/")."""
    return re.sub(r"(?<=/)\s+", "", text.strip())


_OBJECTIVE_LABEL = re.compile(r"^(?:求职意向|意向岗位|应聘职位|希望職種|희망 직무|(?:job |career )?objective)\s*[:：]\s*", re.I)


_PLACE_LABEL = re.compile(r"城市|地址|所在地|现居|居住地|location|address|city|based in", re.I)


_NAME_LABEL = re.compile(r"(?:姓\s*名|(?:full |first )?name(?:\s*(?:/|and)\s*\w+)?|surname)\s*[:：]?", re.I)
_OBJECTIVE_CELL = re.compile(r"(?:求职意向|意向岗位|应聘职位|期望职位|目标职位)\s*[:：]?")


def _form_rows(lines: list[Line], out: dict, items: list[tuple[str, str | None]]) -> list[Line]:
    """A header set as a form (a table of label and value cells: "姓名 | 贺云舟 | 求职意向 |
    工程师"): each label that names a personal detail gives the cell beside it its field
    (the name, the job objective as the headline, the place, a contact); details of no
    field ("性别 | 男") are kept as text. The lines that are not such rows are returned."""
    rest = []
    for line in lines:
        segs = line.segments
        cells = [seg.text.strip() for seg in segs]
        if len(segs) < 2 or len(segs) % 2 or not all(
                FIELD_LABEL.fullmatch(label) and not FIELD_LABEL.fullmatch(value)
                for label, value in zip(cells[::2], cells[1::2])):
            rest.append(line)
            continue
        for label, value, seg in zip(cells[::2], cells[1::2], segs[1::2]):
            bare = label.rstrip(":：").strip()
            if _NAME_LABEL.fullmatch(label) and "name" not in out:
                out["name"] = value
            elif _OBJECTIVE_CELL.fullmatch(label) and "headline" not in out:
                out["headline"] = value
            elif _PLACE_LABEL.search(label) and "location" not in out:
                out["location"] = value
            elif _CONTACT_LABEL.fullmatch(label) or _contact(seg):
                items.extend(_split_items(value, next((r.url for r in seg.runs if r.url), None)))
            else:
                out["leftover"].append(f"{bare}{'：' if is_cjk(bare[-1:]) else ': '}{value}")
    return rest


def _label(line: Line) -> str | None:
    """"**E-mail** value": a short bold label in front of a contact, or None."""
    if len(line.segments) < 2:
        return None
    first = line.segments[0]
    runs = [run for run in first.runs if run.text.strip()]
    text = first.text.strip().rstrip(":：")
    if runs and all(run.bold for run in runs) and len(text) <= 14 and not any(run.url for run in runs):
        return text
    return None


def is_contact(segment) -> bool:
    return _contact(segment)


def _contact(segment) -> bool:
    """Whether *segment* is a contact detail: a link, an e-mail address, a phone number, a web address."""
    text = segment.text
    return (any(run.url for run in segment.runs) or bool(_EMAIL.search(text)) or bool(re.search(r"https?://|www\.", text))
            or bool(_PHONE.search(text)) and sum(ch.isdigit() for ch in text) >= 7)


def _plain_line(segments: list) -> bool:
    """Text with no contact in it (no link, e-mail, phone or separator): a headline."""
    text = " ".join(seg.text for seg in segments)
    return (not any(run.url for seg in segments for run in seg.runs) and not _EMAIL.search(text)
            and not _PHONE.search(text) and not re.search(r"[|·•▪]|https?://|www\.", text))
    # an icon before or after the text labels a contact ("London, UK [map-marker]"), never a headline


def _split_items(text: str, url: str | None) -> list[tuple[str, str | None]]:
    text = re.sub(r"\(cid:\d+\)|▪", " ", text)  # icons from symbol fonts
    parts = [p.strip() for p in _SEPARATORS.split(text) if p and p.strip()]
    if url:
        return [(" ".join(parts), url)] if parts else []
    return [(p, None) for p in parts]


def _worded(seg: Segment) -> bool:
    return any(ch.isalpha() for ch in seg.text)


def _first_worded(line: Line) -> Segment:
    return next((seg for seg in line.segments if _worded(seg)), line.segments[0])


def _worded_size(line: Line) -> float:
    """The size of a line's text, its icons aside."""
    return max((seg.size for seg in line.segments if _worded(seg)), default=0.0)


_OPEN_END = re.compile(r"(?:\b(?:and|of|for|the|und|et|y|e|de)|&)\s*$", re.I)


def _place_line(text: str) -> bool:
    """A line that names a place ("Leipzig,"), not a headline: no job's word in it, and not
    the first half of a wrapped title ("STORAGE AND" over "KERNEL ENGINEER")."""
    return place_like(text.strip(" ,")) and not role_like(text) and not _OPEN_END.search(text)


def _place(out: dict, text: str, url: str | None, seen: set[str]) -> None:
    if not url and (_CONTACT_LABEL.fullmatch(text.strip()) or re.fullmatch(r"[^\W\d_][\w .-]{0,18}[:：]", text.strip())):
        return  # a label whose contact follows it apart ("EMAIL • …", "LinkedIn: https://…")
    text = re.sub(r",(?:\s*,)+", ",", text)  # a field left empty between commas ("London, , UK")
    labelled = _LEADING_LABEL.match(text)
    if labelled and text[labelled.end():].strip():
        text = text[labelled.end():].strip()  # "Phone: +44 …", the label in the same run as its value
    lowered = (url or "").lower()
    if lowered.startswith("mailto:") or _EMAIL.fullmatch(text):
        # The printed address, not the link's target: a template may link a placeholder.
        printed = _EMAIL.search(text)
        out.setdefault("email", printed.group(0) if printed else lowered[7:].split("?")[0])
        return
    if lowered.startswith("tel:") or _PHONE.fullmatch(text) and sum(ch.isdigit() for ch in text) >= 7:
        out.setdefault("phone", text)
        return
    if url and _MAP_LINK.search(lowered) and "location" not in out and len(text) <= 60:
        out["location"] = text.strip(" ,;")  # a place linked to a map is the place, not a web page
        return
    link = url or (("https://" + text if "://" not in text else text) if _URL.fullmatch(text) and "." in text
                   and not text.endswith(".") and " " not in text else None)
    if link:
        if link in seen:
            return
        seen.add(link)
        network = network_of(link)
        if network:
            shown = text if " " not in text and "/" not in text and "." not in text else None
            out["profiles"].append({"network": network, "username": shown or username_of(link), "url": link})
        elif "website" not in out:
            out["website"] = link
        else:
            host = urlparse(link).netloc.removeprefix("www.") or text
            out["profiles"].append({"network": host, "username": username_of(link), "url": link})
        return
    if "location" not in out and len(text) <= 60:
        out["location"] = text
    elif "headline" not in out and not _prose(text):
        out["headline"] = text
    else:
        out["leftover"].append(text)
