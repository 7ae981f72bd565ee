"""profile — first cut: the shared layout with the profile theme (refined in its own commit)."""

from .common import DEFAULT as LAYOUT

__all__ = ["LAYOUT"]
