"""Typed errors: misuse raises one of these; unparseable input is data, not an exception."""


class DatenormError(ValueError):
    """Base class for every error datenorm raises on misuse."""


class ConfigError(DatenormError):
    """A setting is out of range or unknown; the message lists the valid values."""


class ModelLoadError(DatenormError):
    """A model file is missing, corrupt, or does not match its config."""
