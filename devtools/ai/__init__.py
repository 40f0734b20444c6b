"""See devtools/__init__.py."""
