"""A font that maps its hyphen to U+2010 (Lato does) or U+2011: read as "-", the
character the résumé means, so words and dates match what was typed."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_typographic_hyphens_read_as_hyphen_minus() -> None:
    resume = _read([
        (50, 110, "Experience", 14, True),
        (50, 130, "Pipeline\u2010Parallel Systems Lab", 10, True), (420, 130, "2019 – 2022", 10, False),
        (50, 144, "Built a carbon\u2011aware scheduler.", 10, False),
    ])
    text = str(resume.model_dump())
    assert "Pipeline-Parallel Systems Lab" in text and "carbon-aware" in text
    assert "\u2010" not in text and "\u2011" not in text
