"""One module per `odin-desktop` sub-command; each exposes `register(subparsers)`."""
