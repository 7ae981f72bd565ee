"""LinkedIn's data export ("Get a copy of your data"): a ZIP of CSV files, or one of them alone.

Each CSV is told by its header row, not its name (members are often renamed
or sit in a folder), after the "Notes:" lines some exports put above it.
The archive is read in memory, member by member, never extracted: a member's
path is only ever compared, so ``../`` in a name cannot write anywhere. The
number of members, each member's size and the total read are capped, and a
member is read only up to its cap whatever its header claims, so a
decompression bomb costs at most that much.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
import zlib
from pathlib import PurePosixPath

from ..model import Basics, Profile, Resume, Section
from ..model.markup import escape_inline
from ..model.entries import (
    AwardEntry, EducationEntry, ExperienceEntry, ProjectEntry, PublicationEntry, SkillEntry, TextEntry,
)
from .errors import DocumentError
from .interchange import (
    ImportResult, build, guess_language, labelled, network_from_url, partial_date, web_url,
)

MAX_MEMBERS = 5000
MAX_DIRECTORY_BYTES = 2 * 1024 * 1024
"""The archive's central directory: 5,000 members with names of a few hundred characters."""
MAX_MEMBER_BYTES = 2 * 1024 * 1024  # a profile's Positions.csv is a few kB
MAX_TOTAL_BYTES = 8 * 1024 * 1024
MAX_ROWS = 5000

# Each file LinkedIn writes, by the columns that tell it apart from the others.
KINDS: dict[str, frozenset[str]] = {
    "profile": frozenset({"First Name", "Last Name", "Headline"}),
    "positions": frozenset({"Company Name", "Title", "Started On"}),
    "volunteering": frozenset({"Company Name", "Role", "Cause"}),
    "education": frozenset({"School Name", "Degree Name"}),
    "skills": frozenset({"Name"}),
    "projects": frozenset({"Title", "Description", "Url", "Started On"}),
    "publications": frozenset({"Name", "Published On"}),
    "honors": frozenset({"Title", "Issued On"}),
    "certifications": frozenset({"Name", "Authority"}),
    "languages": frozenset({"Name", "Proficiency"}),
    "emails": frozenset({"Email Address", "Primary"}),
    "phones": frozenset({"Number", "Type"}),
}
FILES = ("Profile", "Positions", "Education", "Skills", "Projects", "Publications", "Honors", "Certifications",
         "Languages", "Volunteering", "Email Addresses", "PhoneNumbers")
_BULLET = re.compile(r"^\s*(?:[-•*▪◦–]|\d+[.)])\s+")
_URL_IN_TEXT = re.compile(r"https?://[^\s,\]\[]+|(?:www\.)[^\s,\]\[]+", re.IGNORECASE)


def looks_like_csv(raw: bytes, filename: str) -> bool:
    """A ``.csv`` file, or text whose first lines hold a LinkedIn header row."""
    if filename.lower().endswith(".csv"):
        return True
    head = raw[:4096].decode("utf-8-sig", "replace").splitlines()[:6]
    return any(len(row) > 1 and _kind_of(row) for row in csv.reader(head))


def import_linkedin_zip(raw: bytes, filename: str) -> ImportResult:
    tables = _read_archive(raw, filename)
    if not tables:
        raise DocumentError.single(filename, "is a ZIP archive (or Word/OpenDocument file) without any of "
                                             "LinkedIn's export files (Profile.csv, Positions.csv …); not a résumé")
    return _Builder(tables, filename).run()


def import_linkedin_csv(raw: bytes, filename: str) -> ImportResult:
    if len(raw) > MAX_MEMBER_BYTES:
        raise DocumentError.single(filename, f"is {len(raw) / 1e6:.0f} MB; a LinkedIn CSV must be under "
                                             f"{MAX_MEMBER_BYTES // 2**20} MB")
    kind, rows = _read_csv(raw, filename)
    if kind is None:
        raise DocumentError.single(filename, "is a CSV table, but not one of LinkedIn's export files (" +
                                   ", ".join(f"{name}.csv" for name in FILES[:6]) + " …)")
    return _Builder({kind: rows}, filename).run()


def directory_size(raw: bytes) -> tuple[int, int] | None:
    """(members, bytes) of the archive's central directory, read from its end record
    (ZIP64's when there is one) before anything else; None when there is no end record."""
    at = raw.rfind(b"PK\x05\x06", max(0, len(raw) - 65_557))
    if at < 0 or at + 22 > len(raw):
        return None
    members, size = int.from_bytes(raw[at + 10:at + 12], "little"), int.from_bytes(raw[at + 12:at + 16], "little")
    locator = at - 20
    if (members == 0xFFFF or size == 0xFFFFFFFF) and locator >= 0 and raw[locator:locator + 4] == b"PK\x06\x07":
        record = int.from_bytes(raw[locator + 8:locator + 16], "little")
        if raw[record:record + 4] == b"PK\x06\x06" and record + 56 <= len(raw):
            members = int.from_bytes(raw[record + 32:record + 40], "little")
            size = int.from_bytes(raw[record + 40:record + 48], "little")
    return members, size


def _check_directory(raw: bytes, filename: str) -> None:
    """Refuse an archive of too many members from its end record, before Python's
    zipfile reads every entry of its directory (1.3 million took 23 s and 556 MB)."""
    found = directory_size(raw)
    if found is None:
        return  # not a ZIP that zipfile can open either: it says so
    members, size = found
    if members > MAX_MEMBERS:
        many = f"at least {members:,}" if members == 0xFFFF else f"{members:,}"
        raise DocumentError.single(filename, f"holds {many} files; a LinkedIn export has "
                                             f"far fewer than {MAX_MEMBERS:,}")
    if size > MAX_DIRECTORY_BYTES:
        raise DocumentError.single(filename, f"its list of files takes {size / 2**20:.1f} MB; a LinkedIn "
                                             f"export's takes a few kB")


def _read_archive(raw: bytes, filename: str) -> dict[str, list[dict[str, str]]]:
    tables: dict[str, list[dict[str, str]]] = {}
    total = 0
    _check_directory(raw, filename)
    try:
        with zipfile.ZipFile(io.BytesIO(raw)) as archive:
            members = archive.infolist()
            if len(members) > MAX_MEMBERS:
                raise DocumentError.single(filename, f"holds {len(members)} files; a LinkedIn export has "
                                                     f"far fewer than {MAX_MEMBERS}")
            for info in members:
                name = PurePosixPath(info.filename.replace("\\", "/"))
                if info.is_dir() or name.suffix.lower() != ".csv" or ".." in name.parts:
                    continue
                if name.stem.lower() not in {f.lower() for f in FILES}:
                    continue  # messages, connections, ads…: nothing of a résumé, never read
                with archive.open(info) as member:
                    data = member.read(MAX_MEMBER_BYTES + 1)
                if len(data) > MAX_MEMBER_BYTES:
                    raise DocumentError.single(filename, f"{info.filename}: more than "
                                                         f"{MAX_MEMBER_BYTES // 2**20} MB of text; not read")
                total += len(data)
                if total > MAX_TOTAL_BYTES:
                    raise DocumentError.single(filename, f"its CSV files hold more than "
                                                         f"{MAX_TOTAL_BYTES // 2**20} MB; not read")
                kind, rows = _read_csv(data, f"{filename}: {info.filename}")
                if kind is not None and kind not in tables:
                    tables[kind] = rows
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, zlib.error) as error:
        raise DocumentError.single(filename, f"is a damaged ZIP archive ({error})") from None
    except NotImplementedError as error:
        raise DocumentError.single(filename, f"uses a ZIP feature Vitae cannot read ({error})") from None
    except RuntimeError as error:  # an encrypted member
        raise DocumentError.single(filename, f"cannot be read: {error}") from None
    return tables


def _kind_of(header: list[str]) -> str | None:
    columns = {cell.strip() for cell in header}
    if columns == {"Name"}:
        return "skills"
    matches = [kind for kind, needed in KINDS.items() if kind != "skills" and needed <= columns]
    # Projects and positions share columns; the more specific signature wins.
    return max(matches, key=lambda kind: len(KINDS[kind]), default=None)


def _read_csv(raw: bytes, where: str) -> tuple[str | None, list[dict[str, str]]]:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DocumentError.single(where, f"is not UTF-8 text (byte 0x{raw[error.start]:02x} at offset "
                                          f"{error.start})") from None
    if "\x00" in text:
        raise DocumentError.single(where, "contains NUL bytes; it is not a CSV file")
    reader = csv.reader(io.StringIO(text.replace("\r\n", "\n"), newline=""), strict=True)
    try:
        for _ in range(8):  # the header, after at most a few "Notes:" lines
            header = next(reader, None)
            if header is None:
                return None, []
            kind = _kind_of(header)
            if kind:
                break
        else:
            return None, []
        columns = [cell.strip() for cell in header]
        rows = []
        for number, row in enumerate(reader):
            if number >= MAX_ROWS:
                raise DocumentError.single(where, f"has more than {MAX_ROWS} rows; not a profile export")
            if any(cell.strip() for cell in row):
                rows.append({column: (row[i].strip() if i < len(row) else "") for i, column in enumerate(columns)})
    except csv.Error as error:
        raise DocumentError.single(where, f"line {reader.line_num}: not a readable CSV row ({error})") from None
    return kind, rows


# Columns that hold addresses, numbers or dates, not prose: taken as they are.
_VERBATIM = {"Url", "Websites", "Email Address", "Number", "Twitter Handles", "Zip Code", "Started On",
             "Finished On", "Start Date", "End Date", "Issued On", "Published On", "Primary"}


class _Builder:
    """LinkedIn's rows as Vitae sections, with notes naming what did not fit.

    LinkedIn's text is plain text: an asterisk in it is an asterisk, so prose
    columns are escaped before they become Vitae text (which reads markup).
    """

    def __init__(self, tables: dict[str, list[dict[str, str]]], filename: str):
        self.tables = {kind: [{column: value if column in _VERBATIM else escape_inline(value)
                               for column, value in row.items()} for row in rows]
                       for kind, rows in tables.items()}
        self.filename = filename
        self.notes: list[str] = []
        self.lang = guess_language(self.tables)

    def run(self) -> ImportResult:
        sections = [s for s in (
            self._about(),
            self._section("positions", "experience", None, self._position),
            self._section("volunteering", "volunteering", None, self._volunteering),
            self._section("education", "education", None, self._education),
            self._section("projects", "projects", None, self._project),
            self._section("publications", "publications", None, self._publication),
            self._section("honors", "awards", None, self._honor),
            self._section("certifications", "certifications", None, self._certification),
            self._skills(),
            self._section("languages", "languages", None, self._language),
        ) if s is not None]
        basics = self._basics()
        if not basics.name and not sections:
            raise DocumentError.single(self.filename, "holds LinkedIn's files, but no name and no entries")
        language = self.lang
        return ImportResult(Resume(languages=[language], basics=basics, sections=sections), self.notes)

    # -- helpers -------------------------------------------------------------------------------------------

    def _date(self, row: dict[str, str], column: str, where: str) -> str | None:
        value = row.get(column, "")
        if not value:
            return None
        date = partial_date(value)
        if date is None:
            self.notes.append(f"{where}.{column}: {value!r} is not a date; left out")
        return date

    def _range(self, row: dict[str, str], where: str, start: str = "Started On", end: str = "Finished On") -> dict:
        first, last = self._date(row, start, where), self._date(row, end, where)
        if first and not row.get(end):
            last = "present"  # LinkedIn leaves the end empty for what is ongoing
        return {"start": first, "end": last}

    def _section(self, kind_key: str, kind: str, title: str | None, convert) -> Section | None:
        entries = []
        for i, row in enumerate(self.tables.get(kind_key, [])):
            entry = convert(row, f"{kind_key}[{i + 1}]")
            if entry is not None:
                entries.append(entry)
        return Section(kind=kind, title=title, entries=entries) if entries else None

    @staticmethod
    def _split(text: str) -> tuple[str | None, list[str]]:
        """A description as a paragraph and bullets: lines starting "- " or "•" are bullets."""
        paragraph, bullets = [], []
        for line in text.splitlines():
            if _BULLET.match(line):
                bullets.append(_BULLET.sub("", line).strip())
            elif line.strip():
                if bullets:
                    bullets[-1] += " " + line.strip()
                else:
                    paragraph.append(line.strip())
        return (" ".join(paragraph) or None), bullets

    # -- basics --------------------------------------------------------------------------------------------

    def _basics(self) -> Basics:
        profile = (self.tables.get("profile") or [{}])[0]
        name = " ".join(p for p in (profile.get("First Name"), profile.get("Last Name")) if p)
        emails = self.tables.get("emails", [])
        primary = next((row for row in emails if row.get("Primary", "").lower() == "yes"), emails[0] if emails else {})
        phones = [row.get("Number") for row in self.tables.get("phones", []) if row.get("Number")]
        website, profiles = None, []
        for url in _URL_IN_TEXT.findall(profile.get("Websites", "")):
            url = str(web_url(url))
            network = network_from_url(url)
            if network and "." not in network:  # a site Vitae knows by name (GitHub, Scholar…)
                profiles.append(build(Profile, {"network": network, "url": url}, "Profile.Websites", self.notes))
            elif website is None:
                website = url
            else:
                self.notes.append(f"Profile.Websites: {url} kept only as the first site is; not imported")
        for handle in re.findall(r"[A-Za-z0-9_]{1,30}", profile.get("Twitter Handles", "")):
            profiles.append(Profile(network="Twitter", username=handle, url=f"https://twitter.com/{handle}"))
        if not name:
            self.notes.append("Profile.csv: no name; the résumé has no name yet")
        data = {"name": name, "headline": profile.get("Headline"), "email": primary.get("Email Address"),
                "phone": phones[0] if phones else None, "location": profile.get("Geo Location"),
                "address": profile.get("Address"), "postal_code": profile.get("Zip Code"),
                "website": website, "profiles": profiles}
        names = {"headline": "Headline", "email": "Email Address", "phone": "Number", "location": "Geo Location",
                 "address": "Address", "postal_code": "Zip Code", "website": "Websites"}
        return build(Basics, data, "Profile", self.notes, names)

    def _about(self) -> Section | None:
        summary = (self.tables.get("profile") or [{}])[0].get("Summary")
        return Section(kind="about", entries=[TextEntry(text=summary)]) if summary else None

    # -- entries -------------------------------------------------------------------------------------------

    def _position(self, row: dict[str, str], where: str) -> ExperienceEntry:
        summary, bullets = self._split(row.get("Description", ""))
        data = {"organisation": row.get("Company Name", ""), "role": row.get("Title"), "location": row.get("Location"),
                "summary": summary, "highlights": bullets, **self._range(row, where)}
        names = {"organisation": "Company Name", "role": "Title", "start": "Started On", "end": "Finished On",
                 "summary": "Description", "highlights": "Description"}
        return build(ExperienceEntry, data, where, self.notes, names)

    def _volunteering(self, row: dict[str, str], where: str) -> ExperienceEntry:
        summary, bullets = self._split(row.get("Description", ""))
        if row.get("Cause"):
            bullets.insert(0, labelled("cause", row["Cause"], self.lang))
        data = {"organisation": row.get("Company Name", ""), "role": row.get("Role"), "summary": summary,
                "highlights": bullets, **self._range(row, where)}
        return build(ExperienceEntry, data, where, self.notes, {"organisation": "Company Name", "role": "Role"})

    def _education(self, row: dict[str, str], where: str) -> EducationEntry:
        highlights = []
        if row.get("Notes"):
            highlights.append(row["Notes"])
        if row.get("Activities"):
            highlights.append(labelled("activities", row["Activities"], self.lang))
        dates = self._range(row, where, "Start Date", "End Date")
        if dates["end"] == "present" and not row.get("End Date"):
            dates["end"] = None  # a school without an end year is not "ongoing" on LinkedIn
        data = {"institution": row.get("School Name", ""), "degree": row.get("Degree Name"),
                "highlights": highlights, **dates}
        names = {"institution": "School Name", "degree": "Degree Name", "start": "Start Date", "end": "End Date"}
        return build(EducationEntry, data, where, self.notes, names)

    def _project(self, row: dict[str, str], where: str) -> ProjectEntry:
        summary, bullets = self._split(row.get("Description", ""))
        data = {"name": row.get("Title", ""), "url": web_url(row.get("Url")), "summary": summary,
                "highlights": bullets, **self._range(row, where)}
        return build(ProjectEntry, data, where, self.notes, {"name": "Title", "url": "Url"})

    def _publication(self, row: dict[str, str], where: str) -> PublicationEntry:
        data = {"title": row.get("Name", ""), "venue": row.get("Publisher"), "url": web_url(row.get("Url")),
                "date": self._date(row, "Published On", where), "summary": row.get("Description")}
        names = {"title": "Name", "venue": "Publisher", "url": "Url", "date": "Published On", "summary": "Description"}
        return build(PublicationEntry, data, where, self.notes, names)

    def _honor(self, row: dict[str, str], where: str) -> AwardEntry:
        date = self._date(row, "Issued On", where)
        data = {"title": row.get("Title", ""), "note": row.get("Description"), "dates": [date] if date else []}
        return build(AwardEntry, data, where, self.notes, {"note": "Description", "dates": "Issued On"})

    def _certification(self, row: dict[str, str], where: str) -> AwardEntry:
        date = self._date(row, "Started On", where)
        until = self._date(row, "Finished On", where)
        note = "; ".join(p for p in (f"licence {row['License Number']}" if row.get("License Number") else "",
                                     f"valid until {until}" if until else "") if p)
        data = {"title": row.get("Name", ""), "issuer": row.get("Authority"), "url": web_url(row.get("Url")),
                "dates": [date] if date else [], "note": note}
        return build(AwardEntry, data, where, self.notes,
                     {"issuer": "Authority", "url": "Url", "dates": "Started On", "note": "License Number"})

    def _skills(self) -> Section | None:
        seen, items = set(), []
        for row in self.tables.get("skills", []):
            skill = row.get("Name", "").strip()
            if skill and skill.casefold() not in seen:
                seen.add(skill.casefold())
                items.append(skill)
        return Section(kind="skills", entries=[SkillEntry(items=items)]) if items else None

    def _language(self, row: dict[str, str], where: str) -> SkillEntry:
        level = row.get("Proficiency", "")
        if level.isupper():  # NATIVE_OR_BILINGUAL in some exports
            level = level.replace("_", " ").capitalize()
        return build(SkillEntry, {"label": row.get("Name"), "details": level or None}, where, self.notes,
                     {"label": "Name", "details": "Proficiency"})
