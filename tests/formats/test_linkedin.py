"""LinkedIn's data export: the ZIP of CSVs and a loose CSV, read safely."""

import io
import zipfile

import pytest

from editor.formats import DocumentError
from editor.formats.detect import detect_format, import_file
from editor.formats import linkedin
from editor.model.entries import AwardEntry, EducationEntry, ExperienceEntry, ProjectEntry, PublicationEntry
from editor.model.markup import plain_text
from tests.helpers import FIXTURES

EXPORT = FIXTURES / "import" / "linkedin"


def archive(members: dict[str, bytes] | None = None, folder: str = "Basic_LinkedInDataExport_11-22-2026/") -> bytes:
    members = members if members is not None else {p.name: p.read_bytes() for p in EXPORT.glob("*.csv")}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(folder + name, data)
        zf.writestr(folder + "messages.csv", "CONVERSATION ID,FROM\n1,someone\n")
    return buffer.getvalue()


def section(resume, kind, title=None):
    return next(s for s in resume.sections if s.kind == kind and s.title == title)


def test_the_zip_gives_every_position_school_and_publication():
    raw = archive()
    assert detect_format(raw, "Basic_LinkedInDataExport.zip") == "linkedin"
    result = import_file(raw, "Basic_LinkedInDataExport.zip")
    resume = result.resume
    basics = resume.basics
    assert (basics.name, basics.headline, basics.email, basics.phone) == (
        "Ilse Vandermeer", "Robotics engineer at Kestrel Dynamics", "ilse@example.nl", "+31 6 1234 5678")
    assert (basics.location, basics.address, basics.postal_code) == (
        "Amsterdam, North Holland, Netherlands", "Lindengracht 41", "1015 KJ")
    assert basics.website == "https://ilse.example.nl"
    assert [(p.network, p.url or p.username) for p in basics.profiles] == [
        ("GitHub", "https://github.com/ilsevdm"), ("Twitter", "https://twitter.com/ilsebuilds")]
    jobs = section(resume, "experience").entries
    assert [(j.organisation, j.role, j.start, j.end, j.location) for j in jobs] == [
        ("Kestrel Dynamics", "Senior Robotics Engineer", "2022-03", "present", "Amsterdam"),
        ("Kestrel Dynamics", "Robotics Engineer", "2019-06", "2022-02", "Amsterdam"),
        ("Pakhuis Logistics", "Automation Intern", "2018-02", "2018-08", "Rotterdam, Netherlands")]
    assert all(isinstance(j, ExperienceEntry) for j in jobs)
    assert jobs[0].summary == "Lead the perception stack of the orchard robot."
    assert jobs[0].highlights == ["Cut false stops by 60% with a radar-camera fusion filter", "Mentor three engineers"]
    schools = section(resume, "education").entries
    assert [(s.institution, s.degree, s.start, s.end) for s in schools] == [
        ("Delft University of Technology", "MSc Robotics", "2016", "2018"),
        ("University of Twente", "BSc Mechanical Engineering", "2012", "2016")]
    assert all(isinstance(s, EducationEntry) for s in schools)
    assert "**Activities:** Robotics team captain" in schools[0].highlights
    papers = section(resume, "publications").entries
    assert [(p.title, p.venue, p.date, p.url) for p in papers] == [
        ("Radar-Camera Fusion for Orchard Navigation", "IEEE Robotics and Automation Letters", "2023-09",
         "https://doi.example.org/10.0000/ral.2023.1"),
        ("Legged Locomotion in Soft Soil", "TU Delft Repository", "2018", None)]
    assert all(isinstance(p, PublicationEntry) for p in papers)
    project = section(resume, "projects").entries[0]
    assert isinstance(project, ProjectEntry) and project.url == "https://github.com/ilsevdm/mudbot"
    award = section(resume, "awards").entries[0]
    assert isinstance(award, AwardEntry) and (award.title, award.dates) == ("Best Field Robot Demo", ["2023-05"])
    cert = section(resume, "certifications").entries[0]
    assert (cert.title, cert.issuer, cert.dates, cert.note) == (
        "Certified Functional Safety Engineer", "TÜV Rheinland", ["2021-11"], "licence FSE-1234; valid until 2026-11")
    assert section(resume, "skills").entries[0].items == ["ROS 2", "C++", "Sensor fusion", "Python"]
    languages = section(resume, "languages").entries
    assert [(l.label, l.details) for l in languages][1] == ("English", "Full professional")


def test_linkedin_text_is_plain_text_never_markup():
    about = section(import_file(archive(), "export.zip").resume, "about").entries[0]
    assert "\\*actual\\*" in about.text and plain_text(about.text).count("*actual*") == 1


def test_a_loose_csv_imports_by_its_header_not_its_name():
    raw = (EXPORT / "Positions.csv").read_bytes()
    assert detect_format(raw, "jobs.csv") == "linkedin-csv"
    assert detect_format(raw, "jobs.txt") == "linkedin-csv"  # the header row tells it
    result = import_file(raw, "jobs.csv")
    assert [e.role for e in result.resume.sections[0].entries][0] == "Senior Robotics Engineer"


def test_a_csv_that_is_no_linkedin_file_is_refused_by_name():
    with pytest.raises(DocumentError, match=r"^sales\.csv: is a CSV table, but not one of LinkedIn's export files"):
        import_file(b"Region,Quarter,Revenue\nNorth,Q1,10\n", "sales.csv")


@pytest.mark.parametrize("raw, message", [
    (b"PK\x03\x04garbage" * 10, "is a damaged ZIP archive"),
    (archive({"notes.txt": b"hello"}), "without any of LinkedIn's export files"),
    (archive({"Positions.csv": b"\xff\xfe bad"}), "is not UTF-8 text"),
    (archive({"Positions.csv": b"Company Name,Title,Started On\n\"unterminated,x,y\n" + b"a" * 10}),
     "Positions.csv: line 3: not a readable CSV row"),
    (archive({"Positions.csv": b"Company Name,Title,Description,Location,Started On,Finished On\n"}),
     "holds LinkedIn's files, but no name and no entries"),
])
def test_bad_archives_are_one_line_errors(raw, message):
    with pytest.raises(DocumentError) as caught:
        import_file(raw, "export.zip")
    text = str(caught.value)
    assert message in text and text.startswith("export.zip") and "\n" not in text


def test_a_member_named_with_dot_dot_is_never_read():
    raw = archive({"../../Profile.csv": (EXPORT / "Profile.csv").read_bytes()}, folder="")
    with pytest.raises(DocumentError, match="without any of LinkedIn's export files"):
        import_file(raw, "export.zip")


def test_a_decompression_bomb_is_stopped_at_the_member_cap(monkeypatch):
    monkeypatch.setattr(linkedin, "MAX_MEMBER_BYTES", 1024 * 1024)
    bomb = b"Name\n" + b"x" * (8 * 1024 * 1024)  # 8 MB of text, a few kB compressed
    raw = archive({"Skills.csv": bomb})
    assert len(raw) < 100_000
    with pytest.raises(DocumentError, match="Skills.csv: more than 1 MB of text; not read"):
        import_file(raw, "export.zip")


def test_too_many_members_are_refused_unread(monkeypatch):
    monkeypatch.setattr(linkedin, "MAX_MEMBERS", 10)
    raw = archive({f"file{i}.csv": b"Name\nx\n" for i in range(20)})
    with pytest.raises(DocumentError, match="holds 21 files"):
        import_file(raw, "export.zip")


def test_the_total_read_is_capped(monkeypatch):
    monkeypatch.setattr(linkedin, "MAX_TOTAL_BYTES", 1000)
    raw = archive({"Skills.csv": b"Name\n" + b"abc\n" * 200, "Languages.csv": b"Name,Proficiency\n" + b"x,y\n" * 200})
    with pytest.raises(DocumentError, match="its CSV files hold more than"):
        import_file(raw, "export.zip")
