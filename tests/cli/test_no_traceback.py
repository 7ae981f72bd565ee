"""Inputs that used to end in "internal error" (or a crash, or a hang): each is
now exit 2 with one line naming the file, the line and the field."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli import main
from tests.helpers import ROOT

EDUCATION = "basics:\n  name: Ada\nsections:\n  - kind: education\n    entries:\n      - kind: education\n        institution: U\n"

# name: (file name, content, the one line expected after "<file>:")
CASES = {
    "impossible date": ("cv.yaml", EDUCATION + "        start: 2021-02-30\n",
                        "8: sections[0].entries[0].start: day must be 1–28, got 30"),
    "impossible date as a key": ("cv.yaml", "basics:\n  name: Ada\n  2021-02-30: x\n",
                                 "3: basics.2021-02-30: unknown key '2021-02-30'"),
    "long integer in YAML": ("cv.yaml", "basics:\n  name: Ada\n  phone: " + "7" * 5000 + "\n",
                             "3: basics.phone: a number of 5,000 digits is too long to read; quote it to keep it as text"),
    "long integer in JSON": ("cv.json", '{"basics": {"name": "Ada",\n "phone": ' + "7" * 5000 + "}}",
                             "2: a number of 5,000 digits is too long to read; quote it to keep it as text"),
    "merge key": ("cv.yaml", "basics:\n  name: Ada\n  <<: {email: a@example.org}\n",
                  "3: basics: merge keys (<<) are not allowed in a résumé file; write the keys out"),
    "python tag on a key": ("cv.yaml", "basics:\n  name: Ada\n  !!python/name:os.system x: 1\n",
                            "3: basics: the tag 'tag:yaml.org,2002:python/name:os.system' is not allowed (on the key 'x')"),
    "custom tag on a key": ("cv.yaml", "basics:\n  name: Ada\n  !custom k: 1\n",
                            "3: basics: the tag '!custom' is not allowed (on the key 'k')"),
    "JSON duplicate key": ("cv.json", '{"basics": {"name": "Ada",\n  "name": "Bea"}}',
                           "2: basics: the key 'name' appears twice"),
    "a float too large as a key type": ("cv.yaml", "basics:\n  name: Ada\n  1e999999: x\n",
                                        "3: basics.1e999999: unknown key '1e999999'"),
}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("command", ["validate", "export", "import"])
def test_exit_2_with_one_located_line(tmp_path, capsys, case, command):
    name, content, expected = CASES[case]
    if case == "JSON duplicate key" and command == "import":
        pytest.skip("an import takes the last value with a note (tests/formats/test_import_leniency.py)")
    path = tmp_path / name
    path.write_text(content)
    args = [command, str(path)] + (["-o", str(tmp_path / "out.yaml")] if command == "import" else [])
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err == f"{path}:{expected}\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]


RENDERCV = "cv:\n  name: Ada Example\n  sections:\n    notes:\n      - bullet: one\n"
RENDERCV_CASES = {
    "empty bullet": (RENDERCV + "      - bullet:\n", "6: cv.sections.notes[1].bullet: is empty; a bullet entry needs its text"),
    "length with two points": (RENDERCV + "design:\n  page:\n    top_margin: 1.5.cm\n",
                               "8: design.page.top_margin: '1.5.cm' is not a length (a number and a unit: 2cm, 0.5in, 10pt)"),
    "length with a double point": (RENDERCV + "design:\n  typography:\n    font_size:\n      body: 10..5pt\n",
                                   "9: design.typography.font_size.body: '10..5pt' is not a length (a number and a unit: 2cm, 0.5in, 10pt)"),
    "colour with a bad number": (RENDERCV + "design:\n  colors:\n    name: rgb(0.5.1, 2, 3)\n",
                                 "8: design.colors.name: 'rgb(0.5.1, 2, 3)' is not a colour (rgb(r, g, b) takes three numbers 0–255)"),
}


@pytest.mark.parametrize("case", sorted(RENDERCV_CASES))
def test_rendercv_import_refuses_malformed_values(tmp_path, capsys, case):
    content, expected = RENDERCV_CASES[case]
    path = tmp_path / "rendercv.yaml"
    path.write_text(content)
    assert main(["import", str(path), "-o", str(tmp_path / "out.yaml")]) == 2
    assert capsys.readouterr().err == f"{path}:{expected}\n"
    assert not (tmp_path / "out.yaml").exists()


def _paths(tmp_path: Path) -> dict[str, Path]:
    (tmp_path / "loop-a").symlink_to(tmp_path / "loop-b")
    (tmp_path / "loop-b").symlink_to(tmp_path / "loop-a")
    (tmp_path / "cv.yaml").write_text("basics: {name: Ada}\n")
    return {
        "the path is a loop of symbolic links": tmp_path / "loop-a",
        "a part of the path is a file, not a folder": tmp_path / "cv.yaml" / "x.yaml",
        "the file name is too long": tmp_path / ("n" * 300 + ".yaml"),
    }


@pytest.mark.parametrize("command", ["validate", "export", "import"])
def test_bad_input_paths(tmp_path, capsys, command):
    for problem, path in _paths(tmp_path).items():
        args = [command, str(path)] + (["-o", str(tmp_path / "out.yaml")] if command == "import" else [])
        assert main(args) == 2
        assert capsys.readouterr().err == f"{path}: {problem}\n"


@pytest.mark.parametrize("option", [[], ["--lang", "all"]])
def test_bad_output_paths(tmp_path, capsys, option):
    paths = _paths(tmp_path)
    for problem, out in paths.items():
        if option and problem.startswith("the path is a loop"):
            continue  # a folder through a loop: mkdir says so in its words
        assert main(["export", str(tmp_path / "cv.yaml"), "--format", "md", *option, "-o", str(out)]) == 2, out
        err = capsys.readouterr().err
        assert err.startswith("vitae: cannot ") and (problem in err or "is a file, not a folder" in err), err
        assert err.count("\n") == 1


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "fifo"])
@pytest.mark.parametrize("command", ["validate", "import"])
def test_endless_inputs_are_refused_at_once(tmp_path, device, command):
    if device == "fifo":
        device = str(tmp_path / "cv.yaml")
        os.mkfifo(device)
    args = [command, device] + (["-o", str(tmp_path / "out.yaml")] if command == "import" else [])
    result = subprocess.run([sys.executable, "-m", "editor.cli", *args], capture_output=True, text=True,
                            cwd=ROOT, timeout=30)
    assert result.returncode == 2
    assert result.stderr.strip() in (f"{device}: is a device, not a file", f"{device}: is a pipe (FIFO), not a file")


@pytest.mark.parametrize("text", ["- " * 25_000 + "x\n", "a:\n" + "".join(" " * i + "b:\n" for i in range(1, 400)),
                                  "a: " + "[" * 25_000 + "]" * 25_000 + "\n", "a: " + "{b: " * 10_000 + "}" * 10_000])
def test_deep_nesting_block_or_flow_is_exit_2_not_a_crash(tmp_path, text):
    path = tmp_path / "deep.yaml"
    path.write_text(text)
    result = subprocess.run([sys.executable, "-m", "editor.cli", "validate", str(path)], capture_output=True,
                            text=True, cwd=ROOT, timeout=30)
    assert result.returncode == 2, result.stderr[-300:]
    assert "nesting is deeper than 64 levels" in result.stderr and result.stderr.count("\n") == 1


def test_import_of_a_large_json_meets_the_same_size_cap(tmp_path, capsys):
    path = tmp_path / "huge.json"
    items = ",".join(f'{{"name": "Job {i}", "position": "P", "summary": "{"x" * 200}"}}' for i in range(110_000))
    path.write_text('{"basics": {"name": "Ada"}, "work": [' + items + "]}")
    assert path.stat().st_size > 24 * 2**20
    assert main(["import", str(path), "-o", str(tmp_path / "out.yaml")]) == 2
    size = path.stat().st_size
    assert capsys.readouterr().err == (
        f"{path}: is {size / 2**20:.1f} MB ({size:,} bytes); a résumé file may be at most 5.0 MB (5,242,880 bytes)\n")
    assert not (tmp_path / "out.yaml").exists()


def test_a_file_that_grows_past_the_cap_while_read_is_refused(tmp_path, monkeypatch):
    from editor.formats import DocumentError, reading

    path = tmp_path / "cv.yaml"
    path.write_bytes(b"a" * 100)
    real_fstat = os.fstat

    def fstat_when_it_was_small(fd):
        info = real_fstat(fd)
        return os.stat_result((info.st_mode, *info[1:6], 10, *info[7:]))

    monkeypatch.setattr(reading.os, "fstat", fstat_when_it_was_small)
    with pytest.raises(DocumentError, match="grew past 0.0 MB"):
        reading.read_input(path, limit=50)
