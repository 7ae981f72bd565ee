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


def test_a_row_of_labels_heads_a_grid_of_tag_columns():
    # Labels side by side, each group's tags wrapping inside its own column, then a
    # second row holding one label (JSON Resume's even, mantra).
    resume = _read([
        (50, 140, "Experience", 14, True), (196, 140, "Northwind Compute", 11, True), (480, 140, "2021 – 2024", 9, False),
        (196, 156, "Rebuilt the checkpoint writer for jobs of four thousand GPUs and more.", 9, False),
        (50, 200, "Skills", 14, True),  # the headings in a column at the left, beside the first line
        (196, 200, "Languages", 12, True), (385, 200, "Systems", 12, True),
        *[(x, 220, tag, 9, False) for x, tag in ((202, "Python"), (255, "C++"), (297, "Go"),
                                                  (391, "Kubernetes"), (467, "Slurm"))],
        (202, 240, "Bash", 9, False), (391, 240, "RDMA/InfiniBand", 9, False),
        (391, 260, "PyTorch FSDP", 9, False),
        (196, 290, "Tools", 12, True),
        (202, 310, "Prometheus", 9, False), (282, 310, "Grafana", 9, False),
        (202, 330, "Nsight Systems", 9, False), (300, 330, "Terraform", 9, False),
        (50, 370, "Education", 14, True), (196, 370, "Lakeshore College", 11, True), (480, 370, "2013 – 2017", 9, False),
    ])
    assert _skills(resume) == [("Languages", ["Python", "C++", "Go", "Bash"], None),
                               ("Systems", ["Kubernetes", "Slurm", "RDMA/InfiniBand", "PyTorch FSDP"], None),
                               ("Tools", ["Prometheus", "Grafana", "Nsight Systems", "Terraform"], None)]
