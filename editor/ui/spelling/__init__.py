"""Spell checking of English text in the form's multi-line fields and bullets."""

from .checking import SpellChecking, attach

__all__ = ["SpellChecking", "attach"]
