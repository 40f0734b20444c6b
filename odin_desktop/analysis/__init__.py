"""The game review (docs/REVIEW.md): a record's decisions valued from what each seat knew,
graded, summed up as accuracy and luck. No pygame: the `review` command, the screens (off
their thread) and the coach all use it. `review.Review` is where to start."""
