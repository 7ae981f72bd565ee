"""The form of the selected item, built from the model's fields for its kind."""

from .panel import FormPanel

__all__ = ["FormPanel"]
