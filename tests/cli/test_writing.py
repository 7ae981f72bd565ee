"""Every command that writes: never over its input, through links, never over a
device or a FIFO, all or nothing with --lang all, no temporaries left behind."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import editor
from editor import cli
from editor.cli import main
from editor.exports import EXPORT_FORMATS
from editor.formats import atomic
from editor.formats.atomic import OutputRefused, atomic_write, remove_stale_temporaries
from tests.helpers import ROOT

CV = "basics:\n  name: Ada Example\nlanguages: [en, zh]\n"
JSON_RESUME = '{"basics": {"name": "Ada Example", "label": "Engineer"}}\n'


@pytest.fixture
def cv(tmp_path: Path) -> Path:
    path = tmp_path / "cv.yaml"
    path.write_text(CV)
    return path


def _untouched(path: Path, text: str = CV) -> bool:
    return path.read_text() == text


# --- an output that is the input ----------------------------------------------------

@pytest.mark.parametrize("fmt", [f.key for f in EXPORT_FORMATS])
def test_export_onto_its_own_input_is_refused_in_every_format(cv, capsys, fmt):
    assert main(["export", str(cv), "--format", fmt, "-o", str(cv)]) == 2
    assert "is the input file" in capsys.readouterr().err
    assert _untouched(cv)


def test_the_input_reached_another_way_is_refused(cv, tmp_path, capsys, monkeypatch):
    link = tmp_path / "link.md"
    link.symlink_to(cv)
    hard = tmp_path / "hard.md"
    os.link(cv, hard)
    monkeypatch.chdir(tmp_path)
    for out in (link, hard, Path("sub/../cv.yaml"), Path("./cv.yaml")):
        (tmp_path / "sub").mkdir(exist_ok=True)
        assert main(["export", "cv.yaml", "--format", "md", "-o", str(out)]) == 2, out
    assert "is the input file" in capsys.readouterr().err
    assert _untouched(cv) and link.is_symlink()


def test_lang_all_into_a_folder_never_replaces_the_input(tmp_path, capsys):
    folder = tmp_path / "out"
    folder.mkdir()
    source = folder / "cv-en.md"  # the input has the name an output of its own would have
    source.write_text(CV)
    (folder / "cv-en-en.md").symlink_to(source)
    assert main(["export", str(source), "--format", "md", "--lang", "all", "-o", str(folder)]) == 2
    assert "is the input file" in capsys.readouterr().err
    assert _untouched(source)
    assert sorted(p.name for p in folder.iterdir()) == ["cv-en-en.md", "cv-en.md"]


def test_import_onto_its_own_input_is_refused(tmp_path, capsys):
    source = tmp_path / "resume.json"
    source.write_text(JSON_RESUME)
    assert main(["import", str(source), "-o", str(source)]) == 2
    assert "is the input file" in capsys.readouterr().err
    assert source.read_text() == JSON_RESUME


def test_the_api_never_exports_over_the_file_it_loaded(cv):
    resume = editor.load(cv)
    with pytest.raises(OutputRefused, match="is the input file"):
        editor.export_pdf(resume, cv)
    assert _untouched(cv)


# --- links and files that are not regular ------------------------------------------------

def test_a_symlinked_output_is_written_through_and_stays_a_link(cv, tmp_path):
    target = tmp_path / "real" / "cv.json"
    target.parent.mkdir()
    target.write_text("old")
    os.chmod(target, 0o640)
    link = tmp_path / "cv-link.json"
    link.symlink_to(target)
    assert main(["export", str(cv), "--format", "json", "-o", str(link)]) == 0
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert "Ada Example" in target.read_text()
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert list(target.parent.iterdir()) == [target]  # no temporary left beside the target


def test_save_writes_through_a_link_to_a_link(cv, tmp_path):
    target = tmp_path / "target.yaml"
    target.write_text("old")
    (tmp_path / "one").symlink_to(target)
    (tmp_path / "two").symlink_to(tmp_path / "one")
    editor.save(editor.load(cv), tmp_path / "two")
    assert (tmp_path / "two").is_symlink() and (tmp_path / "one").is_symlink()
    assert "Ada Example" in target.read_text()


def a_null_device(tmp_path: Path) -> Path:
    """A character device like /dev/null to aim at. As root (CI) it is a node made
    in the test's folder: a regression must never replace the machine's own
    /dev/null. Anyone else cannot replace /dev/null, so it is safe to use."""
    if os.geteuid() != 0:
        return Path(os.devnull)
    node = tmp_path / "null.md"
    os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    return node


def test_devices_fifos_and_sockets_are_never_replaced(cv, tmp_path, capsys):
    device = a_null_device(tmp_path)
    fifo = tmp_path / "pipe.md"
    os.mkfifo(fifo)
    sock_path = tmp_path / "s.md"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(sock_path))
    try:
        for out in (device, fifo, sock_path):
            assert main(["export", str(cv), "--format", "md", "-o", str(out)]) == 2, out
            assert "only a regular file is replaced" in capsys.readouterr().err
        assert stat.S_ISFIFO(fifo.lstat().st_mode) and stat.S_ISSOCK(sock_path.lstat().st_mode)
        assert stat.S_ISCHR(device.lstat().st_mode)
        with pytest.raises(OutputRefused):
            atomic_write(fifo, b"x")
    finally:
        server.close()


def test_dash_writes_to_standard_output(cv, tmp_path):
    for args, start in ((["export", str(cv), "-o", "-"], b"%PDF"),
                        (["export", str(cv), "--format", "json", "-o", "-"], b'"name": "Ada Example"')):
        result = subprocess.run([sys.executable, "-m", "editor.cli", *args], capture_output=True, cwd=tmp_path,
                                timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert result.returncode == 0, result.stderr
        assert result.stdout.startswith(start) if start == b"%PDF" else start in result.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cv.yaml"]  # no file called "-"


def test_dash_with_lang_all_is_a_usage_error(cv, capsys):
    assert main(["export", str(cv), "--lang", "all", "-o", "-"]) == 2
    assert "-o must name a folder" in capsys.readouterr().err


def test_import_to_standard_output(tmp_path, capsysbinary):
    source = tmp_path / "resume.json"
    source.write_text(JSON_RESUME)
    assert main(["import", str(source), "-o", "-"]) == 0
    assert b"name: Ada Example" in capsysbinary.readouterr().out


# --- stale temporaries -------------------------------------------------------------------

def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def _temporary(target: Path, pid: int) -> Path:
    path = target.parent / f".{target.name}.{pid}-{atomic._HOST}.abcd1234.tmp"
    path.write_bytes(b"half a save")
    return path


def test_temporary_names_carry_their_owner(tmp_path, monkeypatch):
    seen = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: seen.append(Path(a).name) or real_replace(a, b))
    atomic_write(tmp_path / "cv.yaml", b"x")
    assert seen and seen[0].startswith(f".cv.yaml.{os.getpid()}-{atomic._HOST}.")


def test_a_save_removes_temporaries_no_live_process_owns(cv, tmp_path):
    stale = _temporary(cv, _dead_pid())
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        live = _temporary(cv, sleeper.pid)
        mine = _temporary(cv, os.getpid())
        other_file = _temporary(tmp_path / "other.yaml", _dead_pid())
        editor.save(editor.load(cv), cv)
        assert not stale.exists()
        assert live.exists() and mine.exists() and other_file.exists()
    finally:
        sleeper.kill()
        sleeper.wait()


def test_a_killed_save_leaves_a_temporary_the_next_save_removes(tmp_path):
    path = tmp_path / "cv.yaml"
    path.write_text(CV)
    code = ("import os, signal, sys\n"
            "from editor.formats import atomic\n"
            "real = os.replace\n"
            "os.replace = lambda a, b: os.kill(os.getpid(), signal.SIGKILL)\n"
            "atomic.atomic_write(sys.argv[1], b'new')\n")
    result = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, timeout=60)
    assert result.returncode == -9
    left = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(left) == 1 and _untouched(path)
    atomic_write(path, b"newer")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cv.yaml"]


def test_old_owner_less_temporaries_go_only_when_old(tmp_path):
    target = tmp_path / "cv.yaml"
    fresh = tmp_path / ".cv.yaml.k3j_a9x2.tmp"
    old = tmp_path / ".cv.yaml.q8w7e6r5.tmp"
    unrelated = tmp_path / ".cv.yaml.notes.tmp"
    for path in (fresh, old, unrelated):
        path.write_bytes(b"x")
    os.utime(old, (1_000_000_000, 1_000_000_000))
    os.utime(unrelated, (1_000_000_000, 1_000_000_000))
    assert remove_stale_temporaries(target) == [old]
    assert fresh.exists() and unrelated.exists()


# --- --lang all: one at a time, all or nothing ------------------------------------------------

def test_lang_all_renders_one_language_at_a_time_on_disk(cv, tmp_path, monkeypatch):
    out = tmp_path / "out"
    staged_before = []
    real = cli._export_bytes

    def export_bytes(resume, args, lang, *variant):
        staging = [p for p in out.iterdir() if p.name.startswith(".vitae-export.")]
        staged_before.append(sorted(q.name for p in staging for q in p.iterdir()))
        return real(resume, args, lang, *variant)

    monkeypatch.setattr(cli, "_export_bytes", export_bytes)
    assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(out)]) == 0
    assert staged_before == [[], ["cv-en.md"]]  # the first was on disk before the second was made
    assert sorted(p.name for p in out.iterdir()) == ["cv-en.md", "cv-zh.md"]


def test_lang_all_failing_half_way_writes_nothing(cv, tmp_path, monkeypatch, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "cv-en.md").write_text("old en")
    real = cli._export_bytes

    def export_bytes(resume, args, lang, *variant):
        if lang == "zh":
            raise cli.UsageError("zh cannot be made")
        return real(resume, args, lang, *variant)

    monkeypatch.setattr(cli, "_export_bytes", export_bytes)
    assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(out)]) == 2
    assert "zh cannot be made" in capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == ["cv-en.md"]
    assert (out / "cv-en.md").read_text() == "old en"


def test_lang_all_into_a_folder_that_cannot_be_written(cv, tmp_path, monkeypatch, capsys):
    out = tmp_path / "out"
    out.mkdir()

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic.tempfile, "mkdtemp", refuse)
    assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(out)]) == 2
    assert capsys.readouterr().err.strip() == f"vitae: cannot write into {out}: permission denied; nothing was written"
    assert list(out.iterdir()) == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_lang_all_into_a_read_only_folder(cv, tmp_path, capsys):
    out = tmp_path / "ro"
    out.mkdir()
    out.chmod(0o555)
    try:
        assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(out)]) == 2
        assert "permission denied" in capsys.readouterr().err
    finally:
        out.chmod(0o755)


def test_lang_all_under_an_existing_file(cv, tmp_path, capsys):
    assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(cv / "pdfs")]) == 2
    assert capsys.readouterr().err.strip() == (
        f"vitae: cannot make the folder {cv / 'pdfs'}: a part of the path is a file, not a folder")
    assert _untouched(cv)


def test_too_many_languages_are_refused_naming_the_field(tmp_path, capsys):
    path = tmp_path / "many.yaml"
    tags = ", ".join(f"x{i:02d}" if i < 100 else "" for i in range(51))
    path.write_text(f"basics: {{name: A}}\nlanguages: [{tags}]\n")
    assert main(["validate", str(path)]) == 2
    assert capsys.readouterr().err.strip() == f"{path}:2: languages: has 51 items; at most 50 are allowed"


def test_lang_all_removes_what_a_killed_run_left_behind(cv, tmp_path):
    out = tmp_path / "out"
    left = out / f".vitae-export.{_dead_pid()}-{atomic._HOST}.x1y2z3"
    left.mkdir(parents=True)
    (left / "cv-en.md").write_text("half")
    assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["cv-en.md", "cv-zh.md"]


def test_lang_all_writes_through_a_link_into_another_folder(cv, tmp_path, monkeypatch):
    out = tmp_path / "out"
    out.mkdir()
    elsewhere = tmp_path / "elsewhere" / "en.md"
    elsewhere.parent.mkdir()
    elsewhere.write_text("old")
    (out / "cv-en.md").symlink_to(elsewhere)
    real_replace = os.replace

    def across_disks(source, target):
        if Path(source).parent.name.startswith(".vitae-export.") and Path(target).parent != Path(source).parent.parent:
            raise OSError(18, "Invalid cross-device link")
        return real_replace(source, target)

    monkeypatch.setattr(atomic.os, "replace", across_disks)
    assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(out)]) == 0
    assert (out / "cv-en.md").is_symlink() and elsewhere.read_text() != "old"
    assert sorted(p.name for p in elsewhere.parent.iterdir()) == ["en.md"]
