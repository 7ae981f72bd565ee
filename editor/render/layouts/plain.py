"""plain — first cut: the shared layout with the plain theme (refined in its own commit)."""

from .common import DEFAULT as LAYOUT

__all__ = ["LAYOUT"]
