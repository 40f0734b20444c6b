"""`python -m odin_desktop` is the same as the `odin-desktop` command."""

import sys

from odin_desktop.cli import main

sys.exit(main())
