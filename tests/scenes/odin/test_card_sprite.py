"""A card's sprite draws from caches: a card turned in the fan, lit (the pad's or the keys'
card) or ringed, is turned once, not at every frame the turn's glow redraws the hand."""

from __future__ import annotations

import pygame
import pytest

from odin_desktop.scenes.odin.sprites import OdinCardSprite


@pytest.mark.parametrize("look", ["bright", "highlight"])
def test_a_turned_lit_card_is_turned_once_however_often_it_is_drawn(
    monkeypatch: pytest.MonkeyPatch, look: str
) -> None:
    canvas = pygame.Surface((400, 300))
    sprite = OdinCardSprite("B7", 200, 150, angle=-7.0, width=86)
    if look == "bright":
        sprite.bright = True
    else:
        sprite.highlight = (230, 190, 90)
    sprite.draw(canvas)  # the card's own turned image, and its light, made once
    turned: list[str] = []
    for name in ("rotate", "rotozoom"):
        real = getattr(pygame.transform, name)
        counted = lambda *args, _real=real, _name=name: turned.append(_name) or _real(*args)  # noqa: E731
        monkeypatch.setattr(pygame.transform, name, counted)
    for _ in range(5):
        sprite.draw(canvas)
    assert turned == []


def test_a_card_gliding_home_is_drawn_from_images_turned_ahead_of_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The images a card is drawn with on its way (every 3 degrees) and at rest are turned on
    the art's thread as it sets off: turned in the frames that draw them, a hand re-fanned
    cost its first and its landing frame ~2 ms a card at 4K."""
    from odin_desktop.scenes.odin import art

    art.clear_cache()
    canvas = pygame.Surface((400, 300))
    sprite = OdinCardSprite("G5", 100, 150, angle=-4.0, width=86)
    sprite.draw(canvas)  # where it lay, as it is drawn until it moves
    sprite.move_to((220, 140, 8.6, 86), 0.3)
    assert art.prepared()
    turned: list[float] = []
    real = pygame.transform.rotozoom
    monkeypatch.setattr(
        pygame.transform, "rotozoom", lambda s, a, z: turned.append(a) or real(s, a, z)
    )
    angles = set()
    while sprite.moving:
        sprite.draw(canvas)
        angles.add(round(sprite.angle / 3) * 3)
        sprite.update(0.02)
    sprite.draw(canvas)  # landed: at rest, turned to the whole degree
    assert turned == []
    assert len(angles) >= 3 and (sprite.angle, sprite.width) == (8.6, 86)


def test_the_middles_cards_are_rendered_ahead_at_the_width_of_the_fans_they_may_join(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The next player may take a card of the middle into their fan, face up: rasterised in
    that frame it cost ~15 ms at 4K."""
    from odin_desktop.scenes.odin import art
    from odin_desktop.scenes.odin.view import OdinTableView
    from odin_desktop.session.odin.controller import OdinController
    from odin_desktop.session.odin.setup import OdinSetup

    controller = OdinController(OdinSetup.all_bots(4, "easy", seed=3), host_factory=None)
    controller.start_round()
    state = controller.hand
    while not state.table:
        controller.play(controller.legal_actions()[-1])
        state = controller.hand
    art.clear_cache()
    view = OdinTableView(4, (1280, 800))
    view.sync(state, "number", animate=False)
    assert art.prepared()
    loaded: list[object] = []
    real = pygame.image.load_sized_svg
    monkeypatch.setattr(pygame.image, "load_sized_svg", lambda *a: loaded.append(a) or real(*a))
    width = view.fans.places(2, 1, 1)[0]
    for card in range(64):
        if state.table >> card & 1:
            OdinCardSprite(view.sprites[card].code, 100, 100, width=width).draw(
                pygame.Surface((300, 300))
            )
    assert loaded == []


def test_turned_images_are_kept_within_their_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    """At 4K every angle a card passed in flight was kept (20-50 MB at rest): now the least
    recently drawn go once the turned images hold more than their budget."""
    from odin_desktop.scenes.odin import art

    art.clear_cache()
    one = art.rotated("R1", 80, 10)
    each = one.get_pitch() * one.get_height()
    monkeypatch.setattr(art._turned, "budget", 3 * each + each // 2)
    art.rotated("R2", 80, 10)
    art.rotated("R3", 80, 10)
    assert art.rotated("R1", 80, 10) is one  # drawn again: now the most recent
    art.rotated("R4", 80, 10)  # a fourth: R2, the least recently drawn, goes
    assert art._turned.bytes <= art._turned.budget
    assert art._turned.holds("R1", 80, 10, art.colour_symbols_shown())
    assert not art._turned.holds("R2", 80, 10, art.colour_symbols_shown())


def test_a_card_scaled_in_flight_is_scaled_once_for_every_pass_of_a_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A frame drawn in parts draws a card crossing two parts twice: scaling it each time
    cost ~1 ms a pass at 4K."""
    canvas = pygame.Surface((400, 300))
    sprite = OdinCardSprite("O3", 100, 150, angle=0.0, width=60)
    sprite.move_to((300, 150, 0.0, 120), 0.4)
    sprite.update(0.1)  # on its way, between the two sizes
    scaled: list[tuple[int, int]] = []
    real = pygame.transform.scale

    def scale(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        if image.get_width() == 120:  # the card's (its shadow in flight is scaled once too)
            scaled.append(size)
        return real(image, size)

    monkeypatch.setattr(pygame.transform, "scale", scale)
    for clip in ((0, 0, 200, 300), (200, 0, 200, 300)):
        canvas.set_clip(clip)
        sprite.draw(canvas)
    assert len(scaled) == 1
    sprite.update(0.1)  # the next frame: another size
    sprite.draw(canvas)
    assert len(scaled) == 2


def test_a_card_landed_keeps_only_its_resting_image_and_the_one_it_sets_off_at() -> None:
    """The angles it passed, and where it rested before, are not drawn again: at 4K each
    turned image kept is ~0.6 MB."""
    from odin_desktop.scenes.odin import art

    art.clear_cache()
    canvas = pygame.Surface((400, 300))
    sprite = OdinCardSprite("K2", 100, 150, angle=-7.0, width=86)
    sprite.draw(canvas)  # at rest, turned -7
    sprite.move_to((220, 140, 8.6, 86), 0.3)
    assert art.prepared()
    while sprite.moving:
        sprite.draw(canvas)
        sprite.update(0.02)
    sprite.draw(canvas)
    symbols = art.colour_symbols_shown()
    kept = {a for a in range(-12, 13) if art._turned.holds("K2", 86, a, symbols)}
    assert kept == {9}  # at rest at 9 (8.6), and it sets off at 9 too
    assert not art._turned.holds("K2", 86, -7, symbols)


MAGENTA = (255, 0, 255)


def _drawn_outside(sprite: OdinCardSprite, bounds: pygame.Rect) -> int:
    """How many pixels ``sprite`` changes outside ``bounds`` on a plain canvas."""
    canvas = pygame.Surface((1400, 1200))
    canvas.fill(MAGENTA)
    sprite.draw(canvas)
    canvas.fill(MAGENTA, bounds)
    untouched = pygame.mask.from_threshold(canvas, MAGENTA, (1, 1, 1, 255)).count()
    return canvas.get_width() * canvas.get_height() - untouched


@pytest.mark.parametrize(
    "state",
    [
        {},
        {"lift": 90.0, "highlight": (230, 190, 90), "bright": True},
        {"dragged": True, "lift": 40.0, "tilt": 7.0},
        {"angle": -8.8, "highlight": (250, 246, 235)},
        {"angle": 14.0},
        {"angle": 45.0, "highlight": (230, 190, 90)},
    ],
)
def test_a_card_draws_nothing_outside_its_bounds(state: dict[str, object]) -> None:
    """A frame drawn in parts redraws a card's `bounds` where it was and where it is: all it
    draws (its shadow, its ring, turned) lies within, yet a card nearly upright asks for far
    less than the square that holds it at any angle (a 4K middle card's was 647 x 647)."""
    from odin_desktop.scenes import damage

    pygame.init()
    sprite = OdinCardSprite("B7", 700.0, 600.0, width=330.0)
    for name, value in state.items():
        setattr(sprite, name, value)
    bounds = damage.sprite_bounds(sprite)
    assert _drawn_outside(sprite, pygame.Rect(0, 0, 0, 0)) > 330 * 400  # it was drawn
    assert _drawn_outside(sprite, bounds) == 0
    angle = state.get("angle", 0.0)
    assert isinstance(angle, float)
    if abs(angle) < 10:
        square = damage.square_bounds(sprite)
        assert bounds.width * bounds.height < 0.7 * square.width * square.height


def test_a_card_in_flight_scaled_draws_nothing_outside_its_bounds() -> None:
    from odin_desktop.scenes import damage

    pygame.init()
    sprite = OdinCardSprite("R3", 300.0, 300.0, angle=-6.0, width=120.0)
    sprite.move_to((900.0, 700.0, 11.0, 330.0), 1.0)
    for _ in range(6):
        sprite.update(0.15)  # growing and turning on its way, drawn from its goal's art scaled
        assert sprite.moving
        assert _drawn_outside(sprite, damage.sprite_bounds(sprite)) == 0


def test_a_cards_bounds_are_measured_once_a_pose(monkeypatch: pytest.MonkeyPatch) -> None:
    """A frame drawn in parts asks for each card's bounds in every part (is it in this
    one?) and for what changed: measured once while the card keeps its pose, anew when it
    moves, lifts or turns."""
    sprite = OdinCardSprite("Y2", 400.0, 300.0, angle=-3.0, width=120.0)
    measured: list[pygame.Rect] = []
    real = OdinCardSprite._measure
    monkeypatch.setattr(
        OdinCardSprite, "_measure", lambda self: measured.append(real(self)) or measured[-1]
    )
    first = sprite.bounds()
    first.move_ip(50, 0)  # the caller's own copy
    assert [sprite.bounds() for _ in range(5)] == [measured[0]] * 5
    assert len(measured) == 1
    sprite.lift = 20.0
    assert sprite.bounds() == real(sprite) != measured[0]
    sprite.angle = 4.0
    sprite.bounds()
    assert len(measured) == 3


def test_a_card_given_a_goal_is_drawn_as_it_lay_until_it_moves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The frame that shows a move gives cards their goals before they move: they are drawn
    as they lay (not from their goal's art scaled and turned to a multiple of 3 degrees, in
    that frame), and redrawn all the same (the cards over them may have changed)."""
    from odin_desktop.scenes import damage

    pygame.init()
    canvas = pygame.Surface((900, 700))
    sprite = OdinCardSprite("G4", 300.0, 300.0, angle=-4.0, width=120.0)
    sprite.draw(canvas)
    at_rest = damage.sprite_look(sprite), damage.sprite_bounds(sprite)
    resting = canvas.copy()
    sprite.move_to((600.0, 200.0, 8.0, 74.0), 0.4)  # to the pile: smaller, turned
    scaled: list[object] = []
    for name in ("scale", "rotozoom", "rotate"):
        real = getattr(pygame.transform, name)
        spy = lambda *args, _real=real: scaled.append(args) or _real(*args)  # noqa: E731
        monkeypatch.setattr(pygame.transform, name, spy)
    canvas.fill((0, 0, 0))
    sprite.draw(canvas)
    assert damage.sprite_bounds(sprite) == at_rest[1]
    assert canvas.get_view("2").raw == resting.get_view("2").raw
    assert scaled == []
    assert damage.sprite_look(sprite) != at_rest[0]  # redrawn
    sprite.update(0.05)
    sprite.draw(canvas)
    assert scaled  # on its way: from its goal's art, scaled


def test_a_card_never_drawn_where_it_lies_sets_off_drawn_from_its_goals_art(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A card played from a hand of backs appears at the seat, at the pile's width: drawn as
    it lay, its face would be rendered at a width no card lies at (~4 ms at 4K); it is drawn
    from its goal's art, rendered ahead."""
    from odin_desktop.scenes.odin import art

    pygame.init()
    canvas = pygame.Surface((900, 700))
    sprite = OdinCardSprite("P6", 100.0, 100.0, width=60.0)  # new, at the seat's anchor
    sprite.move_to((500.0, 400.0, 2.0, 120.0), 0.4)
    rendered: list[tuple[str, int]] = []
    real = art.face
    monkeypatch.setattr(
        art, "face", lambda code, width: rendered.append((code, width)) or real(code, width)
    )
    sprite.draw(canvas)
    assert ("P6", 60) not in rendered
