"""A font's map that gives radicals for ideographs (Chromium's CJK fonts do):
read as the ideographs, so that headings and dates are recognised."""

from editor.formats.pdf_import.dates import find_range
from editor.formats.pdf_import.radicals import as_ideographs
from editor.formats.pdf_import.vocabulary import kind_of_heading


def test_kangxi_and_supplement_radicals_read_as_ideographs():
    assert as_ideographs("\u2f2f作经历") == "工作经历"                      # KANGXI RADICAL WORK
    assert as_ideographs("\u2ed3上下\u2f42") == "长上下文"                  # C-SIMPLIFIED LONG, KANGXI SCRIPT
    assert as_ideographs("Rust、C++ (2023)") == "Rust、C++ (2023)"        # nothing else changes


def test_a_heading_and_a_spaced_date_with_radicals_are_recognised():
    assert kind_of_heading(as_ideographs("\u2f2f作经历"), partial=False) == "experience"
    found = find_range(as_ideographs("2023 年 07 \u2f49 – \u2f84今"))
    assert found is not None and (found.start, found.end) == ("2023-07", "present")
