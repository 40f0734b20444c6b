"""ODIN's screens: the table (a pygame-free model, a thin scene, the view), the Saga, the
hand summary, game over, the new-game screen, the replay viewer, the rules pages and the card
art."""
