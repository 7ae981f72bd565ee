"""A page of one column with blocks set in two: the contacts beside a summary at the top, a
list beside its heading at the foot (JSON Resume's msresume theme). Lines of the one column
that reach past the blocks' gutter are read where they stand, not after everything else."""

from __future__ import annotations

from pathlib import Path

from editor.formats.pdf_import import read_pdf

CORPUS = Path(__file__).resolve().parents[2] / "fixtures" / "pdf_corpus"


def test_a_title_across_the_gutter_of_blocks_stays_in_its_section():
    pdf = CORPUS / "heldout8_jsonresume_msresume_en.pdf"
    resume = read_pdf(pdf.read_bytes(), pdf.name).resume
    experience = next(s for s in resume.sections if s.kind == "experience")
    first = experience.entries[0]  # which of the two is the role, a bold title over a bullet cannot say
    assert {first.organisation, first.role} == {"Fernhill Labs", "Senior Site Reliability Engineer"}
    education = next(s for s in resume.sections if s.kind == "education")
    school = education.entries[0]
    assert "B.Sc. (Hons)" in " ".join(str(v) for v in (school.institution, school.degree, school.field) if v)
    about = [str(e) for s in resume.sections if s.kind not in ("experience", "education") for e in s.entries]
    assert not any("Senior Site Reliability" in text for text in about)
