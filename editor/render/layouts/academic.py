"""academic — first cut: the shared layout with the academic theme (refined in its own commit)."""

from .common import DEFAULT as LAYOUT

__all__ = ["LAYOUT"]
