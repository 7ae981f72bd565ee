"""One-shot commands pause the cycle collector and give it back as they found it."""

import gc

import pytest

from editor import cli


@pytest.mark.parametrize("enabled", [True, False])
def test_command_runs_without_collector_and_restores_it(monkeypatch, capsys, enabled):
    seen = []
    monkeypatch.setitem(cli._COMMANDS, "templates", lambda args: seen.append(gc.isenabled()) or 0)
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        assert cli.main(["templates"]) == 0
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
    assert seen == [False]


def test_collector_comes_back_after_a_failing_command(monkeypatch, capsys, tmp_path):
    def boom(args):
        raise RuntimeError("boom")

    monkeypatch.setitem(cli._COMMANDS, "templates", boom)
    monkeypatch.setattr("editor.logs.log_file", lambda: tmp_path / "vitae.log")
    assert gc.isenabled()
    assert cli.main(["templates"]) == 1
    assert gc.isenabled()
