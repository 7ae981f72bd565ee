"""Skills set as groups of tags (a label, its skills under it as separate
boxes, several to a line or one to a line), as web themes print JSON Resume's
keywords: each group is one skill with its items, not a skill per line."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def _skills(resume):
    section = next(s for s in resume.sections if s.kind == "skills")
    return [(e.label, list(e.items), e.details) for e in section.entries]


def test_tags_several_to_a_line_under_a_label():
    resume = _read([
        (50, 110, "Skills", 14, True),
        (50, 132, "Programming", 11, False),
        *[(x, 150, tag, 9, False) for x, tag in ((58, "Python"), (120, "C++"), (170, "CUDA"), (230, "Rust"))],
        (50, 172, "Spoken", 11, False),
        *[(x, 190, tag, 9, False) for x, tag in ((58, "Mandarin (native)"), (180, "English (fluent)"))],
    ])
    assert _skills(resume) == [("Programming", ["Python", "C++", "CUDA", "Rust"], None),
                               ("Spoken", ["Mandarin (native)", "English (fluent)"], None)]


def test_tags_one_to_a_line_indented_under_a_label():
    resume = _read([
        (50, 110, "Skills", 14, True),
        (50, 132, "Kernel", 10, False), *[(80, 146 + 13 * i, t, 10, False) for i, t in enumerate(("block layer", "NVMe", "io_uring"))],
        (50, 196, "Practice", 10, False), *[(80, 210 + 13 * i, t, 10, False) for i, t in enumerate(("code review", "fuzzing"))],
    ])
    assert _skills(resume) == [("Kernel", ["block layer", "NVMe", "io_uring"], None),
                               ("Practice", ["code review", "fuzzing"], None)]


def test_a_sentence_under_a_label_is_no_tag_list():
    resume = _read([
        (50, 110, "Skills", 14, True),
        (50, 132, "Backend", 10, False), (62, 146, "Python, C++ and Go for services and tools.", 10, False),
        (50, 166, "Infrastructure", 10, False), (62, 180, "Git, Docker, Kubernetes, Terraform.", 10, False),
    ])
    skills = _skills(resume)
    assert not any(items for _, items, _ in skills)
    assert any("Python, C++ and Go for services and tools." in (details or "") for _, _, details in skills)
