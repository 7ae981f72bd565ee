"""Problem lines a person understands: no self-contradiction, exact sizes,
YAML 1.1 booleans explained, nothing unbounded echoed, control characters
escaped, and `validate` refusing whatever `export` refuses."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.cli import main


def _run(tmp_path: Path, capsys, content: str, name: str = "cv.yaml", command: str = "validate") -> tuple[int, str, Path]:
    path = tmp_path / name
    path.write_text(content)
    code = main([command, str(path)])
    return code, capsys.readouterr().err, path


def test_a_choice_is_quoted_as_it_must_be_written(tmp_path, capsys):
    code, err, path = _run(tmp_path, capsys, "basics: {name: A}\ndesign:\n  page_size: a5\n")
    assert code == 2
    assert err == f"{path}:3: design.page_size: input should be 'A4' or 'Letter', got 'a5'\n"


def test_sizes_are_exact(tmp_path, capsys):
    path = tmp_path / "big.yaml"
    with path.open("wb") as handle:
        handle.truncate(5_557_452)
    assert main(["validate", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"{path}: is 5.3 MB (5,557,452 bytes); a résumé file may be at most 5.0 MB (5,242,880 bytes)\n")


def test_yaml_11_booleans_are_explained(tmp_path, capsys):
    code, err, path = _run(tmp_path, capsys, "basics:\n  name: A\n  headline: Off\nlanguages: [en, no]\n")
    assert code == 2
    lines = sorted(err.splitlines())
    assert len(lines) == 2
    assert lines[0].startswith(f"{path}:3: basics.headline: ")
    assert lines[0].endswith("('Off' was read as false; quote it: 'Off')")
    assert lines[1] == (f"{path}:4: languages[1]: input should be a valid string, got False "
                        "('no' was read as false; quote it: 'no')")


def test_true_and_false_written_as_such_get_no_hint(tmp_path, capsys):
    code, err, _ = _run(tmp_path, capsys, "basics:\n  name: A\n  headline: false\n")
    assert code == 2 and "basics.headline" in err and "was read as" not in err


def test_a_huge_value_is_not_echoed(tmp_path, capsys):
    huge = "x" * 2_000_000
    code, err, path = _run(tmp_path, capsys, f"basics:\n  name: A\n  ? {huge}\n  : 1\ndesign:\n  page_size: '{huge}'\n")
    assert code == 2
    assert len(err) < 2000, len(err)
    assert all(len(line) < 600 for line in err.splitlines())
    assert "2,000,000 characters" in err


def test_many_problems_are_summed_up(tmp_path, capsys):
    entries = "".join(f"      - kind: education\n        institution: U{i}\n        start: 2021-13\n" for i in range(500))
    code, err, path = _run(tmp_path, capsys, "basics: {name: A}\nsections:\n  - kind: education\n    entries:\n" + entries)
    assert code == 2
    lines = err.splitlines()
    assert len(lines) == 51 and lines[-1] == f"{path}: … and 450 more problems"


@pytest.mark.parametrize("name", ["cv\nfake.yaml", "cv\x1b[31mred.yaml", "cv\r.yaml"])
def test_control_characters_in_file_names_are_escaped(tmp_path, capsys, name):
    code, err, path = _run(tmp_path, capsys, "basics: {name: A}\nlanguages: 3\n", name=name)
    assert code == 2
    assert err.count("\n") == 1 and "\x1b" not in err and "\r" not in err
    assert repr(name)[1:-1] in err


def test_a_control_character_in_a_value_is_escaped(tmp_path, capsys):
    code, err, _ = _run(tmp_path, capsys, 'basics: {name: A}\ndesign:\n  page_size: "A4\\nfake: line\\e[2J"\n')
    assert code == 2
    assert err.count("\n") == 1 and "\x1b" not in err


BAD_FOR_EXPORT = {
    "unknown template": ("basics: {name: A}\ndesign:\n  template: fancy\n",
                         "3: design.template: unknown template 'fancy'; choose one of: classic, academic, plain, profile"),
    "unknown font": ("basics: {name: A}\ndesign:\n  latin_font: Comic Sans\n",
                     "3: design.latin_font: unknown font 'Comic Sans'; the bundled fonts are:"),
}


@pytest.mark.parametrize("case", sorted(BAD_FOR_EXPORT))
def test_validate_refuses_what_export_refuses(tmp_path, capsys, case):
    content, expected = BAD_FOR_EXPORT[case]
    for command in ("validate", "export"):
        code, err, path = _run(tmp_path, capsys, content, command=command)
        assert code == 2, command
        assert err.startswith(f"{path}:{expected}"), (command, err)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cv.yaml"]


def test_validate_renders_every_language(tmp_path, capsys, monkeypatch):
    from editor.render import RenderError, RenderResult

    seen = []

    def render(resume, request):
        seen.append(request.lang)
        if request.lang == "zh":
            raise RenderError("a part of the résumé is too large to fit on one page")
        return RenderResult(b"%PDF", 1)

    monkeypatch.setattr("editor.render.render_pdf_report", render)
    code, err, path = _run(tmp_path, capsys, "basics: {name: A}\nlanguages: [en, zh]\n")
    assert code == 2 and seen == ["en", "zh"]
    assert err == f"{path}: cannot be exported in 'zh': a part of the résumé is too large to fit on one page\n"


def test_every_problem_is_bounded_where_it_is_made():
    from editor.formats import FileProblem

    problem = FileProblem("cv.yaml", 3, "basics." + "k" * 5000, "bad: " + "v\n" * 5000)
    assert len(problem.message) <= 401 and "\n" not in problem.message
    assert len(problem.path) <= 401


def test_names_printed_on_success_are_escaped_too(tmp_path, capsys):
    path = tmp_path / "cv\n\x1b[2J.yaml"
    path.write_text("basics: {name: A}\n")
    assert main(["export", str(path), "--format", "md", "-o", str(tmp_path / "out\n.md")]) == 0
    assert capsys.readouterr().out == str(tmp_path) + "/out\\n.md\n"
    assert main(["validate", str(path)]) == 0
    assert capsys.readouterr().out == str(tmp_path) + "/cv\\n\\x1b[2J.yaml: ok\n"
