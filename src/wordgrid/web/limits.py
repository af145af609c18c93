"""Rate limits per client on a shared server: token buckets.

A client is whom a request is counted against. On a shared server the guard checks the
token first: a request with a good one counts against that token from its address, one
without (or with a wrong one) against its address alone, so a stranger's refused requests
never use up a player's. Elsewhere a client is an address.

A bucket holds up to `burst` tokens and gains `rate` a second; each request, connection or
move takes one, and none is left means "too many" (429, with the seconds until the next
token in `Retry-After`). A person typing, or a class of phones opening the page, stays far
inside them; a script flooding the server does not.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from starlette.types import Scope

# Past this many clients, the ones whose buckets are full again (idle) are forgotten.
MAX_CLIENTS = 4096
# Where the share guard leaves, in a request's scope["state"], whom it counts against.
CLIENT = "wordgrid.client"


@dataclass(frozen=True)
class Rate:
    """`per_second` tokens a second, up to `burst` at once."""

    per_second: float
    burst: float


@dataclass(frozen=True)
class Limits:
    """The limits of a shared server, per client."""

    # HTTP requests: a page and its scripts are about 15; a player asks a few a minute.
    requests: Rate = Rate(20.0, 120.0)
    # WebSocket connections opened: a reload, a phone waking, a dropped network reconnect.
    connects: Rate = Rate(1.0, 30.0)
    # WebSockets open at once: a family's tabs and phones behind one address.
    sockets: int = 32
    # Moves (letters, checks, reveals, selections): the fastest typist makes ~10 a second.
    moves: Rate = Rate(20.0, 60.0)
    # Cursor moves: dropped past this, as only the latest matters.
    cursors: Rate = Rate(30.0, 60.0)
    # The largest WebSocket message a client may send: a whole 30x30 grid cleared at once
    # is about 30 kB.
    message_bytes: int = 65_536


@dataclass
class Bucket:
    rate: Rate
    clock: Callable[[], float] = time.monotonic
    tokens: float = field(init=False)
    stamp: float = field(init=False)

    def __post_init__(self) -> None:
        self.tokens = self.rate.burst
        self.stamp = self.clock()

    def take(self) -> bool:
        """One token if there is one."""
        self.refill()
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.rate.burst, self.tokens + (now - self.stamp) * self.rate.per_second)
        self.stamp = now

    def full(self) -> bool:
        self.refill()
        return self.tokens >= self.rate.burst

    def wait(self) -> int:
        """Whole seconds until a token is there again (a 429's Retry-After): at least 1."""
        self.refill()
        return max(1, math.ceil((1 - self.tokens) / self.rate.per_second))


@dataclass
class Client:
    """One client's buckets, and its WebSockets open now."""

    requests: Bucket
    connects: Bucket
    moves: Bucket
    cursors: Bucket
    sockets: int = 0

    def idle(self) -> bool:
        return self.sockets == 0 and all(
            b.full() for b in (self.requests, self.connects, self.moves, self.cursors)
        )


def address_of(scope: Scope) -> str:
    """The address a request came from."""
    return str((scope.get("client") or ("?", 0))[0])


def client_of(scope: Scope) -> str:
    """Whom a request counts against: the share guard's choice, else its address."""
    client = scope.get("state", {}).get(CLIENT)
    return str(client) if client else address_of(scope)


class Clients:
    """The buckets of every client seen lately, by client (`client_of`)."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self._seen: dict[str, Client] = {}

    def __getitem__(self, key: str) -> Client:
        client = self._seen.get(key)
        if client is None:
            if len(self._seen) >= MAX_CLIENTS:
                self._seen = {a: c for a, c in self._seen.items() if not c.idle()}
            limits, clock = self.limits, self.clock
            client = Client(
                Bucket(limits.requests, clock),
                Bucket(limits.connects, clock),
                Bucket(limits.moves, clock),
                Bucket(limits.cursors, clock),
            )
            self._seen[key] = client
        return client
