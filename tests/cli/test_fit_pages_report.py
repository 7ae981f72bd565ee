"""`vitae export --fit-pages` says what it changed, and when it could not fit."""

from pathlib import Path

from editor.cli import main
from tests.helpers import FIXTURES, pdf_page_count

BILINGUAL = FIXTURES / "seeds" / "s001_003.yaml"
ONE_PAGE = FIXTURES / "seeds" / "s000.yaml"


def test_fit_pages_reports_each_change(tmp_path: Path, capsys) -> None:
    out = tmp_path / "cv.pdf"
    assert main(["export", str(ONE_PAGE), "--fit-pages", "1", "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "spacing reduced to" in err and "font size" in err
    assert pdf_page_count(out.read_bytes()) == 1


def test_fit_pages_says_when_it_could_not(tmp_path: Path, capsys) -> None:
    out = tmp_path / "cv.pdf"
    assert main(["export", str(BILINGUAL), "--fit-pages", "1", "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert "still 2 pages at the smallest readable size" in err
    assert out.exists()


def test_no_report_when_nothing_changed(tmp_path: Path, capsys) -> None:
    out = tmp_path / "cv.pdf"
    assert main(["export", str(BILINGUAL), "--fit-pages", "5", "-o", str(out)]) == 0
    assert capsys.readouterr().err == ""
