"""The propagation queue: first in, first out, each slot waiting at most once.

The queue checks for a waiting slot lazily (at the reading end), so it is compared, step by
step, with the plain form of the same rules: a deque and a set of waiting slots.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgrid.solver.slotqueue import SlotQueue

SLOTS = 6


class Model:
    """The queue's contract written the obvious way."""

    def __init__(self) -> None:
        self.order: deque[int] = deque()
        self.waiting: set[int] = set()

    def push(self, slot: int) -> None:
        if slot not in self.waiting:
            self.waiting.add(slot)
            self.order.append(slot)

    def take(self) -> int | None:
        if not self.order:
            return None
        slot = self.order.popleft()
        self.waiting.discard(slot)
        return slot


Step = tuple[Any, ...]  # ("push", slot), ("take",), ...
slot_ids = st.integers(0, SLOTS - 1)
# push one; push several; take one; drain, pushing some slots after a slot's first turn,
# and stop after a few (None: run dry); ask whether any waits
steps = st.one_of(
    st.tuples(st.just("push"), slot_ids),
    st.tuples(st.just("extend"), st.lists(slot_ids, max_size=5)),
    st.tuples(st.just("take")),
    st.tuples(
        st.just("drain"),
        st.dictionaries(slot_ids, st.lists(slot_ids, max_size=3)),
        st.none() | st.integers(0, 4),
    ),
    st.tuples(st.just("bool")),
)


@settings(max_examples=500, derandomize=True)
@given(st.lists(steps, max_size=40))
def test_the_queue_behaves_as_a_deque_with_a_set_of_waiting_slots(script: list[Step]) -> None:
    queue, model = SlotQueue(SLOTS), Model()
    for step in script:
        if step[0] == "push":
            queue.push(step[1])
            model.push(step[1])
        elif step[0] == "extend":
            queue.extend(step[1])
            for slot in step[1]:
                model.push(slot)
        elif step[0] == "take":
            assert queue.take() == model.take()
        elif step[0] == "drain":
            then, stop = step[1], step[2]
            taken = []
            for slot in queue.drain():
                taken.append(slot)
                assert slot == model.take()
                # a rule queueing slots, itself maybe, the first time each slot comes up
                for other in then.pop(slot, []):
                    queue.push(other)
                    model.push(other)
                if stop is not None and len(taken) > stop:
                    break
            if stop is None or len(taken) <= stop:
                assert model.take() is None  # drain ran dry: nothing left waiting
                model.order.clear()
        else:
            assert bool(queue) == bool(model.order)
    rest = list(queue.drain())
    assert rest == list(model.order)
    assert not queue


def test_a_slot_pushed_while_waiting_keeps_its_place() -> None:
    queue = SlotQueue(4)
    queue.extend([2, 0, 2, 1, 0])
    assert list(queue.drain()) == [2, 0, 1]


def test_a_slot_pushed_after_its_turn_waits_again_at_the_back() -> None:
    queue = SlotQueue(4)
    queue.extend([0, 1])
    seen = []
    for slot in queue.drain():
        seen.append(slot)
        if len(seen) == 1:
            queue.push(0)  # slot 0 narrowed again while its rules run: it comes back
            queue.push(1)  # slot 1 still waits: no second turn
    assert seen == [0, 1, 0]
    assert not queue


def test_stopping_a_drain_early_leaves_the_rest_waiting() -> None:
    queue = SlotQueue(5)
    queue.extend([3, 1, 4])
    for slot in queue.drain():
        assert slot == 3
        break
    assert queue
    queue.push(3)
    queue.push(4)  # already waiting
    assert [queue.take(), queue.take(), queue.take(), queue.take()] == [1, 4, 3, None]
    assert not queue
