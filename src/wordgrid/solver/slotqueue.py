"""The propagation queue: slots whose candidates changed, waiting for the rules to run on them.

First in, first out, and each slot waits at most once: a slot pushed again while it waits
keeps its place, since its rules will see all its losses when its turn comes. That order is
part of the search's behaviour (which slot a failure is blamed on steers dom/wdeg), so the
queue keeps it exactly, with no priorities.

Pushing is the hot operation (a revision pushes every slot it narrows), so `push` is a plain
list append, done in C, and the check for a slot already waiting moves to the reading end:
`drain` passes over a push made while its slot was waiting. The push at index j gives its
slot a turn unless the slot has had one since, that is when j is at least the length the
push list had at the slot's last turn (`_since`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from wordgrid.model import SlotId


class SlotQueue:
    """Slots waiting for the propagation rules, oldest first, each at most once."""

    __slots__ = ("push", "_pushed", "_since", "_head")

    def __init__(self, slots: int) -> None:
        self._pushed: list[SlotId] = []  # every push in order, repeats included
        # per slot: len(_pushed) when it last took its turn; earlier pushes of it are spent
        self._since = [0] * slots
        self._head = 0  # _pushed[:_head] have taken their turn or been passed over
        # Queue a slot at the back, unless it is already waiting.
        self.push: Callable[[SlotId], None] = self._pushed.append

    def extend(self, slots: Iterable[SlotId]) -> None:
        """Push each of `slots` in turn."""
        self._pushed.extend(slots)

    def drain(self) -> Iterator[SlotId]:
        """Take the waiting slots oldest first, and those pushed meanwhile, until none waits."""
        pushed, since = self._pushed, self._since
        head = self._head
        try:
            while head < len(pushed):
                slot = pushed[head]
                head += 1
                if head > since[slot]:  # pushed at head - 1 >= since: not spent
                    since[slot] = len(pushed)
                    yield slot
        finally:
            # Pushes before `head` are all spent, so the next pass may start there (even
            # after the caller stopped early: starting further back would only pass over
            # spent pushes again).
            self._head = head

    def take(self) -> SlotId | None:
        """The slot that has waited longest, off the queue; None when none waits."""
        return next(self.drain(), None)

    def __bool__(self) -> bool:
        """Whether a slot is waiting (spent pushes at the front are passed over)."""
        pushed, since, head = self._pushed, self._since, self._head
        while head < len(pushed) and head < since[pushed[head]]:
            head += 1
        self._head = head
        return head < len(pushed)
