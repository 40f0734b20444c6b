"""The input layer: pads read as intents (buttons, the stick with its dead zone, triggers,
hot-plugging), touch read as the pointer (tap, drag, long press, two fingers), and which
device is in use (the prompts' faces)."""

from __future__ import annotations

import pygame
import pytest

from odin_desktop.i18n.devices import ByDevice, Device, InUse
from odin_desktop.ui.input_layer import InputLayer
from odin_desktop.ui.intents import INTENT, Intent
from odin_desktop.ui.pad import style_of
from odin_desktop.ui.touch import AWAY, LONG_PRESS, Touch, by_finger, rests

WINDOW = (1000, 500)


def button(b: int, pad: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=b)


def axis(a: int, value: float, pad: int = 0) -> pygame.event.Event:
    return pygame.event.Event(
        pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=a, value=int(value * 32767)
    )


def intents(layer: InputLayer, *events: pygame.event.Event) -> list[Intent]:
    out = []
    for event in events:
        for e in layer.translate(event, WINDOW):
            assert e.type == INTENT
            out.append(e.intent)
    return out


def finger(kind: int, x: float, y: float, fid: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=fid, touch_id=1)


@pytest.fixture
def layer() -> InputLayer:
    return InputLayer()


def test_the_face_buttons_and_the_d_pad_are_intents(layer: InputLayer) -> None:
    assert intents(
        layer,
        button(pygame.CONTROLLER_BUTTON_A),
        button(pygame.CONTROLLER_BUTTON_B),
        button(pygame.CONTROLLER_BUTTON_X),
        button(pygame.CONTROLLER_BUTTON_Y),
        button(pygame.CONTROLLER_BUTTON_DPAD_LEFT),
        button(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER),
        button(pygame.CONTROLLER_BUTTON_START),
    ) == [
        Intent.SELECT,
        Intent.BACK,
        Intent.PLAY,
        Intent.PASS,
        Intent.LEFT,
        Intent.NEXT,
        Intent.MENU,
    ]
    released = pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=0)
    assert layer.translate(released, WINDOW) == []


def test_the_stick_steps_once_per_push_and_its_noise_costs_nothing(layer: InputLayer) -> None:
    x = pygame.CONTROLLER_AXIS_LEFTX
    # Drift inside the dead zone: no event at all (so no frame is drawn for it).
    assert intents(layer, axis(x, 0.1), axis(x, -0.2), axis(x, 0.05)) == []
    # Pushed right: one step, held there (and wobbling above the release line): no more.
    assert intents(layer, axis(x, 0.8), axis(x, 0.9), axis(x, 0.5), axis(x, 0.95)) == [Intent.RIGHT]
    # Back to the middle, then left: one step left.
    assert intents(layer, axis(x, 0.0), axis(x, -0.7)) == [Intent.LEFT]
    y = pygame.CONTROLLER_AXIS_LEFTY
    assert intents(layer, axis(y, 1.0), axis(y, 0.0), axis(y, -1.0)) == [Intent.DOWN, Intent.UP]


def test_a_trigger_pulled_is_one_intent(layer: InputLayer) -> None:
    lt = pygame.CONTROLLER_AXIS_TRIGGERLEFT
    assert intents(layer, axis(lt, 0.3), axis(lt, 0.9), axis(lt, 1.0), axis(lt, 0.0)) == [
        Intent.ALT_PREV
    ]


def test_the_prompts_follow_the_pad_and_go_with_the_mouse_or_keys(layer: InputLayer) -> None:
    added = pygame.event.Event(
        pygame.CONTROLLERDEVICEADDED, device_index=-1, instance_id=7, name="PS5 Controller"
    )
    assert layer.translate(added, WINDOW) == []
    assert layer.prompt_style is None  # plugged in, not used yet
    intents(layer, button(pygame.CONTROLLER_BUTTON_A, pad=7))
    assert layer.prompt_style == "playstation"
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 4), rel=(1, 1), buttons=(0, 0, 0))
    assert layer.translate(moved, WINDOW) == [moved]
    assert layer.prompt_style is None
    intents(layer, button(pygame.CONTROLLER_BUTTON_A, pad=7))
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
    layer.translate(key, WINDOW)
    assert layer.prompt_style is None


def test_a_key_or_the_mouse_last_is_told_apart(layer: InputLayer) -> None:
    """Of the keyboard and the mouse, the sentences know which came last: a player on the
    keys is told the keys (`ByDevice.typed`), one on the mouse the mouse."""
    assert layer.in_use().device is Device.KEYS and not layer.in_use().typed
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    layer.translate(key, WINDOW)
    assert layer.in_use().device is Device.KEYS and layer.in_use().typed
    words = ByDevice("Drag it", "Press {select}", "Tap it", typed="Press F")
    assert words.text(layer.in_use()) == "Press F"
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 4), rel=(1, 1), buttons=(0, 0, 0))
    layer.translate(moved, WINDOW)
    assert not layer.in_use().typed and words.text(layer.in_use()) == "Drag it"
    layer.translate(key, WINDOW)
    layer.translate(finger(pygame.FINGERDOWN, 0.5, 0.5), WINDOW)
    assert layer.in_use().device is Device.TOUCH and words.text(layer.in_use()) == "Tap it"
    assert ByDevice("Drag it", "Press {select}", "Tap it").text(InUse(typed=True)) == "Drag it"


def test_pulling_out_the_pad_in_use_is_told_once(layer: InputLayer) -> None:
    intents(layer, button(pygame.CONTROLLER_BUTTON_A, pad=3))
    other = pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=9)
    layer.translate(other, WINDOW)
    assert not layer.lost_pad  # not the pad in use
    gone = pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=3)
    layer.translate(gone, WINDOW)
    assert layer.lost_pad and layer.prompt_style is None


@pytest.mark.parametrize(
    ("name", "style"),
    [
        ("Xbox Series X Controller", "xbox"),
        ("PS4 Controller", "playstation"),
        ("DualSense Wireless Controller", "playstation"),
        ("Nintendo Switch Pro Controller", "nintendo"),
        ("Steam Deck", "deck"),
        ("Some Generic Pad", "xbox"),
    ],
)
def test_each_pad_shows_its_own_faces(name: str, style: str) -> None:
    assert style_of(name) == style


# ---------------------------------------------------------------------------- touch


def kinds(events: list[pygame.event.Event]) -> list[int]:
    return [e.type for e in events]


def test_a_tap_is_a_click_where_the_finger_came_down(layer: InputLayer) -> None:
    assert layer.translate(finger(pygame.FINGERDOWN, 0.5, 0.5), WINDOW) == []
    up = layer.translate(finger(pygame.FINGERUP, 0.505, 0.5), WINDOW)
    assert kinds(up) == [pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
    assert all(e.pos == (500, 250) for e in up)


def test_a_drag_presses_where_it_began_and_carries(layer: InputLayer) -> None:
    layer.translate(finger(pygame.FINGERDOWN, 0.1, 0.1), WINDOW)
    moved = layer.translate(finger(pygame.FINGERMOTION, 0.3, 0.1), WINDOW)
    assert kinds(moved) == [pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION]
    assert moved[1].pos == (100, 50) and moved[2].pos == (300, 50) and moved[2].buttons[0]
    up = layer.translate(finger(pygame.FINGERUP, 0.3, 0.1), WINDOW)
    assert kinds(up) == [pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP]


def test_sdls_mouse_events_made_from_touches_are_dropped(layer: InputLayer) -> None:
    made = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1, touch=True)
    assert layer.translate(made, WINDOW) == []
    real = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1, touch=False)
    assert layer.translate(real, WINDOW) == [real]


def test_a_long_press_rests_the_pointer_and_lifting_plays_nothing_and_leaves() -> None:
    now = [0.0]
    touch = Touch(clock=lambda: now[0])
    touch.translate(finger(pygame.FINGERDOWN, 0.2, 0.4), WINDOW)
    assert touch.long_press_in() == pytest.approx(LONG_PRESS)
    assert touch.tick() == []
    now[0] = LONG_PRESS + 0.01
    rest = touch.tick()
    assert kinds(rest) == [pygame.MOUSEMOTION] and rest[0].pos == (200, 200)
    assert not rest[0].buttons[0]  # hovering, not pressing
    assert rests(rest[0]) and by_finger(rest[0])  # what a rest shows, shown at once
    assert touch.long_press_in() is None
    lift = touch.translate(finger(pygame.FINGERUP, 0.2, 0.4), WINDOW)
    assert kinds(lift) == [pygame.MOUSEMOTION]  # no press, no click
    assert lift[0].pos == AWAY and not rests(lift[0])  # what the rest showed goes


def test_a_tap_moves_the_pointer_by_finger_without_resting(layer: InputLayer) -> None:
    layer.translate(finger(pygame.FINGERDOWN, 0.5, 0.5), WINDOW)
    up = layer.translate(finger(pygame.FINGERUP, 0.5, 0.5), WINDOW)
    assert by_finger(up[0]) and not rests(up[0])  # a tap zooms nothing, shows no tip
    real = pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    assert not by_finger(layer.translate(real, WINDOW)[0])


def test_two_fingers_are_the_wheel_where_they_are(layer: InputLayer) -> None:
    layer.translate(finger(pygame.FINGERDOWN, 0.4, 0.5, fid=1), WINDOW)
    second = layer.translate(finger(pygame.FINGERDOWN, 0.6, 0.5, fid=2), WINDOW)
    assert kinds(second) == [pygame.MOUSEMOTION] and second[0].pos == (500, 250)
    wheel = []
    for step in range(1, 6):  # both fingers up by 5 x 20 px
        y = 0.5 - step * 0.04
        wheel += layer.translate(finger(pygame.FINGERMOTION, 0.4, y, fid=1), WINDOW)
        wheel += layer.translate(finger(pygame.FINGERMOTION, 0.6, y, fid=2), WINDOW)
    assert wheel and all(e.type == pygame.MOUSEWHEEL for e in wheel)
    assert sum(e.y for e in wheel) < 0  # the fingers went up: the content follows
    ups = layer.translate(finger(pygame.FINGERUP, 0.4, 0.3, fid=1), WINDOW)
    ups += layer.translate(finger(pygame.FINGERUP, 0.6, 0.3, fid=2), WINDOW)
    assert ups == []  # no click, no card picked


# ---------------------------------------------------------------------------- the words


def test_the_device_in_use_names_its_controls(layer: InputLayer) -> None:
    assert layer.in_use().device is Device.KEYS
    added = pygame.event.Event(
        pygame.CONTROLLERDEVICEADDED, device_index=-1, instance_id=7, name="PS5 Controller"
    )
    layer.translate(added, WINDOW)
    intents(layer, button(pygame.CONTROLLER_BUTTON_A, pad=7))
    ps = layer.in_use()
    assert ps.device is Device.PAD
    assert ps.names() == {"select": "Cross", "back": "Circle", "play": "Square", "pass": "Triangle"}
    intents(layer, button(pygame.CONTROLLER_BUTTON_A, pad=8))  # a pad of unknown make
    assert layer.in_use().names() == {"select": "A", "back": "B", "play": "X", "pass": "Y"}
    layer.translate(finger(pygame.FINGERDOWN, 0.5, 0.5), WINDOW)
    assert layer.in_use().device is Device.TOUCH
    layer.translate(finger(pygame.FINGERUP, 0.5, 0.5), WINDOW)  # its tap's pointer events
    assert layer.in_use().device is Device.TOUCH
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
    layer.translate(key, WINDOW)
    assert layer.in_use().device is Device.KEYS
