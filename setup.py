"""The one build step pyproject.toml cannot say: the checkout's top-level `assets/` folder
ships inside the package, as `odin_desktop/assets/` in the wheel (pip, pipx), where
`odin_desktop/ui/resources.py` finds it through importlib.resources.

Everything else (metadata, dependencies, package data) is in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

# assets/ and each folder under it is a data-only package: listing the folders keeps
# setuptools from warning about each one, and new art folders (e.g. assets/ravens/) join
# without a change here. Their files are selected in pyproject.toml's package-data.
ASSET_PACKAGES = [
    "odin_desktop.assets",
    *(f"odin_desktop.assets.{name}" for name in find_namespace_packages(where="assets")),
]

setup(
    packages=[*find_namespace_packages(include=["odin_desktop*"]), *ASSET_PACKAGES],
    package_dir={"odin_desktop.assets": "assets"},
    # setuptools' scratch folder: beside PyInstaller's in the ignored build/work/, not
    # among build/'s tracked scripts.
    options={"build": {"build_base": "build/work/setuptools"}},
)
