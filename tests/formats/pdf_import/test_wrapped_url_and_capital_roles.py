"""A web address broken over lines in a narrow header column, and roles set in
capitals above "Organisation | dates (length of stay)", as a WeasyPrint theme prints them."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_a_wrapped_web_address_is_one_profile_and_a_role_in_capitals_heads_its_entry():
    resume = _read([
        (50, 50, "Tobias Renner", 22, True),
        (50, 72, "tobias.renner@example.com", 8, False),
        (50, 84, "https://", 8, False),
        (50, 94, "www.linkedin.com/ in/", 8, False),
        (50, 104, "tobias-renner-example", 8, False),
        (50, 140, "EXPERIENCE", 14, True),
        (50, 160, "LINUX KERNEL DEVELOPER", 8, True),
        (50, 178, "Kestrel Networks | Apr 2017 - Aug 2021 (4 years 4 months)", 8, True),
        (64, 200, "• Maintained the company's out-of-tree driver for 100 GbE adapters.", 8, False),
        (50, 240, "STUDENT RESEARCH ASSISTANT", 8, True),
        (50, 258, "Technical University of Eastham | Oct 2015 - Mar 2017 (1 year 5 months)", 8, True),
        (64, 280, "• Measured file-system aging on SSDs.", 8, False),
    ], header=False)
    assert [p.url for p in resume.basics.profiles] == ["https://www.linkedin.com/in/tobias-renner-example"]
    jobs = resume.sections[0].entries
    assert len(jobs) == 2
    assert [(j.start, j.end) for j in jobs] == [("2017-04", "2021-08"), ("2015-10", "2017-03")]
    text = str(jobs[0].model_dump())
    assert "LINUX KERNEL DEVELOPER" in text and "Kestrel Networks" in text and "years" not in text
