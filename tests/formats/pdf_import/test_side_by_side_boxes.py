"""Boxes set side by side in a grid within a section (publications, interests):
read box by box, each top to bottom, not straight across the page line by line."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def _grid(rows: list[list[tuple[str, float, bool]]], x0: float, y0: float, step: float = 170) -> list[tuple]:
    """Each row a line, each cell (text, size, bold) in the box at x0 + k * step."""
    return [(x0 + k * step, y0 + i * 12, text, size, bold)
            for i, row in enumerate(rows) for k, (text, size, bold) in enumerate(row) if text]


def test_publications_in_boxes_side_by_side_are_read_box_by_box() -> None:
    resume = _read([
        (50, 110, "PUBLICATIONS", 13, True),
        *_grid([
            [("Tidewater: Carbon-Aware", 10, True), ("Gradient Compression", 10, True), ("Stragglers Are a", 10, True)],
            [("Placement of Jobs", 10, True), ("That Knows Topology", 10, True), ("Scheduling Problem", 10, True)],
            [("USENIX Symposium OSDI · 2025", 9, False), ("MLSys · 2024", 9, False), ("ACM SIGCOMM · 2022", 9, False)],
        ], 50, 130),
        (50, 190, "INTERESTS", 13, True),
        *_grid([
            [("Distributed", 10, False), ("Network-aware", 10, False), ("Energy-efficient", 10, False)],
            [("systems", 10, False), ("scheduling", 10, False), ("", 10, False)],
        ], 50, 210, step=125),
    ])
    publications = next(s for s in resume.sections if s.kind == "publications")
    titles = [p.title for p in publications.entries]
    assert "Tidewater: Carbon-Aware Placement of Jobs" in titles
    assert "Stragglers Are a Scheduling Problem" in titles
    boxes = (("Tidewater", "Placement"), ("Gradient", "That Knows"), ("Stragglers", "Scheduling Problem"))
    assert not any(sum(any(word in title for word in box) for box in boxes) > 1 for title in titles)
    interests = next(s for s in resume.sections if s.kind == "interests")
    text = repr(interests.entries)
    assert "Distributed systems" in text and "Network-aware scheduling" in text
