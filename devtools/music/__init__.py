"""The game's music: scores written as text (`scores/*.toml`), read by `notation`, played by
the synthesised instruments of `voices`, mixed and mastered by `mixdown` (loudness by
`loudness`, ITU-R BS.1770) and written as Ogg Vorbis by `ogg`. `render` is the one command:

    python -m devtools.music.render            # everything under assets/music/
"""
