"""Code the standard library generates, compiled once per user (editor/generated_code.py)."""

from __future__ import annotations

import dataclasses
import inspect
import marshal
import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor import generated_code
from editor.generated_code import CodeMemo

ROOT = Path(__file__).resolve().parent.parent


def _make_point() -> type:
    """A dataclass with defaults, a factory, ordering and a frozen field set: most of
    what dataclasses writes code for."""

    @dataclasses.dataclass(frozen=True, order=True)
    class Point:
        x: int
        y: int = 0
        tags: list[str] = dataclasses.field(default_factory=list)

    return Point


def _with_memo(memo: CodeMemo, build):
    saved = dataclasses.__dict__.get("exec")
    dataclasses.exec = memo.exec  # type: ignore[attr-defined]
    try:
        return build()
    finally:
        if saved is None:
            del dataclasses.exec  # type: ignore[attr-defined]
        else:
            dataclasses.exec = saved  # type: ignore[attr-defined]


def _behaviour(cls: type) -> tuple:
    a, b = cls(1, 2, ["t"]), cls(1, 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.x = 5
    return (repr(a), a == cls(1, 2, ["t"]), a < b, str(inspect.signature(cls)), cls.__init__.__annotations__, b.tags)


def test_a_class_made_from_remembered_code_behaves_as_one_compiled_afresh(tmp_path: Path) -> None:
    stock = _make_point()
    first = CodeMemo(tmp_path / "memo")
    compiled = _with_memo(first, _make_point)
    assert first.added > 0
    first.save()
    second = CodeMemo(tmp_path / "memo")
    remembered = _with_memo(second, _make_point)
    assert second.added == 0 and second.used  # every function came from the file
    assert _behaviour(stock) == _behaviour(compiled) == _behaviour(remembered)
    # The code is compiled with the flags of dataclasses' own exec: the memo module's
    # `from __future__ import annotations` would turn __init__'s annotations into strings.
    made = _with_memo(second, lambda: dataclasses.make_dataclass("Made", [("x", int)]))
    assert made.__init__.__annotations__["x"] is int


def test_a_string_annotation_evaluates_the_same_from_remembered_code(tmp_path: Path, monkeypatch) -> None:
    import typing

    monkeypatch.setattr(generated_code, "WORTH_WRITING", 1)
    first = CodeMemo(tmp_path / "memo")
    ref = typing.ForwardRef("list[int] | None")
    saved = vars(typing).get("compile")
    typing.compile = first.compile  # type: ignore[attr-defined]
    try:
        made = typing.ForwardRef("list[int] | None")
        assert first.added == 1
        first.save()
        second = CodeMemo(tmp_path / "memo")
        typing.compile = second.compile  # type: ignore[attr-defined]
        remembered = typing.ForwardRef("list[int] | None")
        assert second.added == 0 and len(second.used) == 1
        with pytest.raises(SyntaxError):  # a broken annotation is refused as before, and never kept
            typing.ForwardRef("list[")
        assert second.added == 0
    finally:
        if saved is None:
            del typing.compile  # type: ignore[attr-defined]
        else:
            typing.compile = saved  # type: ignore[attr-defined]
    for forward in (ref, made, remembered):
        assert typing.get_type_hints(_annotated(forward))["x"] == list[int] | None
    assert made.__forward_code__.co_code == ref.__forward_code__.co_code == remembered.__forward_code__.co_code


def _annotated(forward) -> type:
    return type("Holder", (), {"__annotations__": {"x": forward}})


def test_other_calls_of_compile_go_to_the_builtin_untouched(tmp_path: Path) -> None:
    memo = CodeMemo(tmp_path / "memo")
    import ast

    tree = memo.compile("1 + 1", "<x>", "eval", ast.PyCF_ONLY_AST)
    assert isinstance(tree, ast.Expression) and memo.added == 0
    assert eval(memo.compile(b"2 * 3", "<x>", "eval")) == 6 and memo.added == 0


def test_a_damaged_or_foreign_file_is_only_a_miss_and_is_written_anew(tmp_path: Path) -> None:
    path = tmp_path / "memo"
    for damaged in (b"", b"\x00garbage", marshal.dumps([1, 2, 3]), marshal.dumps({"key": "not code"})):
        path.write_bytes(damaged)
        memo = CodeMemo(path)
        assert memo.known == {}
        point = _with_memo(memo, _make_point)
        assert point(1).y == 0
        memo.save()
        assert CodeMemo(path).known.keys() == memo.used.keys()


def test_nothing_is_written_when_nothing_new_was_compiled(tmp_path: Path) -> None:
    path = tmp_path / "memo"
    memo = CodeMemo(path)
    _with_memo(memo, _make_point)
    memo.save()
    before = path.stat().st_mtime_ns, path.read_bytes()
    again = CodeMemo(path)
    _with_memo(again, _make_point)
    again.save()
    assert (path.stat().st_mtime_ns, path.read_bytes()) == before


def test_a_process_that_compiled_only_a_few_new_things_leaves_the_file_as_it_is(tmp_path: Path) -> None:
    """A pattern built from a set (its alternatives in another order each process) is new
    at every start: written back each time, it would grow the file the next start reads."""
    import re

    path = tmp_path / "memo"
    memo = CodeMemo(path)
    _with_memo(memo, _make_point)
    memo.save()
    kept = path.read_bytes()
    names = sorted({"open", "eval", "exec", "compile"}, key=lambda _: os.urandom(1))
    later = CodeMemo(path)
    later.regex(r"\b(?:%s)\b" % "|".join(names), 0)
    assert later.added == 1
    later.save()
    assert path.read_bytes() == kept
    assert isinstance(later.regex(r"\b(?:%s)\b" % "|".join(names), 0), re.Pattern)


def test_past_the_cap_the_file_keeps_only_what_this_process_used(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "memo"
    monkeypatch.setattr(generated_code, "KEEP", 3)
    old = CodeMemo(path)
    for name in "abcdef":  # six other classes' code fills the file past the cap
        _with_memo(old, lambda name=name: dataclasses.make_dataclass(name, [(name, int)]))
    old.save()
    assert len(CodeMemo(path).known) > 3
    memo = CodeMemo(path)
    _with_memo(memo, _make_point)
    memo.save()
    assert CodeMemo(path).known.keys() == memo.used.keys()


def test_a_failed_write_leaves_no_temporary_file_and_the_old_file_whole(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "memo"
    memo = CodeMemo(path)
    _with_memo(memo, _make_point)
    memo.save()
    kept = path.read_bytes()
    other = CodeMemo(path)
    _with_memo(other, lambda: dataclasses.make_dataclass("Other", [("z", str)], order=True))
    assert other.added >= generated_code.WORTH_WRITING  # worth writing: the write is tried, and fails

    def full_disk(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(generated_code.marshal, "dump", full_disk)
    other.save()  # never raises
    assert path.read_bytes() == kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["memo"]


def _program(cache: Path, stock: str = "") -> subprocess.CompletedProcess:
    """`vitae export` of the example to JSON, with *cache* as the user's cache folder."""
    env = {**os.environ, "XDG_CACHE_HOME": str(cache), "VITAE_STOCK": stock}
    return subprocess.run([sys.executable, "-m", "editor.cli", "export", str(ROOT / "resources/examples/example.yaml"),
                           "--format", "json", "-o", str(cache / "cv.json")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_the_vitae_program_remembers_the_code_and_reuses_it(tmp_path: Path) -> None:
    done = _program(tmp_path)
    assert done.returncode == 0, done.stderr
    files = list((tmp_path / "vitae").glob("generated-code.*.marshal"))
    assert len(files) == 1 and files[0].name == f"generated-code.{sys.implementation.cache_tag}.marshal"
    assert len(CodeMemo(files[0]).known) > 100  # pydantic's, annotated-types' and Vitae's classes
    written = files[0].stat().st_mtime_ns
    exported = (tmp_path / "cv.json").read_bytes()
    again = _program(tmp_path)
    assert again.returncode == 0, again.stderr
    assert files[0].stat().st_mtime_ns == written  # everything came from the file: nothing new to write
    assert (tmp_path / "cv.json").read_bytes() == exported


def test_switched_off_the_program_compiles_as_the_standard_library_does(tmp_path: Path) -> None:
    done = _program(tmp_path, stock="generated-code")
    assert done.returncode == 0, done.stderr
    assert not list((tmp_path / "vitae").glob("generated-code.*"))


def test_library_use_leaves_dataclasses_and_typing_as_they_are() -> None:
    probe = ("import dataclasses, typing, editor, editor.formats, editor.model; "
             "print('exec' in vars(dataclasses), 'compile' in vars(typing))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "False False", done.stderr


PATTERNS = [
    (r"(?P<year>\d{4})-(?P<month>\d\d)(?:-(?P<day>\d\d))?", 0, "on 2024-03 and 2021-11-02"),
    (r"""
        \b(?P<word>[A-Z][a-z]+)   # a capitalised word
        \s+(?P=word)\b            # said twice
     """, 0, "Hello Hello world World World"),
    (r"straße|STRASSE", 2, "die Straße, DIE STRASSE"),  # re.IGNORECASE
    (rb"(\x00+)|(?i:pdf)", 0, b"a\x00\x00PDF-1.7"),
    (r"(?ms)^(a).*?$|(?#comment)\Z", 0, "a line\nand a\n"),
]


@pytest.mark.parametrize(("pattern", "flags", "text"), PATTERNS)
def test_a_pattern_compiled_from_its_remembered_program_matches_as_before(tmp_path: Path, pattern, flags,
                                                                           text, monkeypatch) -> None:
    import re

    monkeypatch.setattr(generated_code, "WORTH_WRITING", 1)
    stock = re.compile(pattern, flags)
    first = CodeMemo(tmp_path / "memo")
    made = first.regex(pattern, flags)
    first.save()
    second = CodeMemo(tmp_path / "memo")
    remembered = second.regex(pattern, flags)
    assert first.added == 1 and second.added == 0
    for compiled in (made, remembered):
        assert isinstance(compiled, re.Pattern)
        assert (compiled.pattern, compiled.flags, compiled.groups, compiled.groupindex) == \
            (stock.pattern, stock.flags, stock.groups, stock.groupindex)
        assert [m.groups() for m in compiled.finditer(text)] == [m.groups() for m in stock.finditer(text)]
        mark = "<>" if isinstance(text, str) else b"<>"
        assert compiled.sub(lambda m: mark, text) == stock.sub(lambda m: mark, text)


def test_a_bad_pattern_is_refused_as_before_and_never_kept(tmp_path: Path) -> None:
    import re

    memo = CodeMemo(tmp_path / "memo")
    with pytest.raises(re.error, match="missing \\)"):
        memo.regex("(unclosed", 0)
    assert memo.added == 0 and not memo.known


def test_the_program_keeps_patterns_it_compiled_and_the_flags_it_was_given(tmp_path: Path) -> None:
    done = _program(tmp_path)
    assert done.returncode == 0, done.stderr
    memo = CodeMemo(next((tmp_path / "vitae").glob("generated-code.*.marshal")))
    kinds = {type(value).__name__ for value in memo.known.values()}
    assert kinds == {"code", "tuple"}, kinds  # functions and annotations, and pattern programs
