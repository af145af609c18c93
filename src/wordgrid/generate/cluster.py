"""Puzzles on a Dask cluster: `client.map` out, `as_completed` back.

`local` starts a LocalCluster of `workers` single-threaded processes listening on 127.0.0.1
(the generator is pure Python, so threads would share one core); an address such as
tcp://10.0.0.5:8786 joins a cluster someone started with `dask scheduler` and `dask worker`.
Dask itself re-runs a task whose worker dies, and each result comes back once, so a killed
worker loses and duplicates nothing. dask is imported here only: `wordgrid --version` and
every run without --scheduler never load it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import CancelledError
from contextlib import ExitStack, contextmanager
from typing import TYPE_CHECKING, TypeVar

from wordgrid.errors import InputError, WordgridError

if TYPE_CHECKING:
    from distributed import Client

T = TypeVar("T")
R = TypeVar("R")

# Dask logs every worker start and stop; the user wants puzzles, not a cluster diary.
DASK_LOG_LEVEL = logging.ERROR
CONNECT_TIMEOUT = "10s"  # a wrong address fails in seconds, not after a long hang
SCHEDULER_SCHEMES = ("tcp://", "tls://", "inproc://", "ucx://")  # what Dask clients dial
# Workers of our own LocalCluster don't sample their stacks every 10 ms for a dashboard
# nobody sees: in pure-Python puzzle code the sampler competes for the GIL (about 10% on
# this 2-core machine, measured noisily).
WORKER_CONFIG = {"distributed.worker.profile.enabled": False}


class ClusterFailed(WordgridError):
    """The cluster stopped working mid-run (exit 2, like a scheduler that can't be reached);
    the puzzles already written stay."""


def _quiet() -> None:
    # A lost scheduler makes the client log a traceback on each reconnection attempt; the
    # user gets wordgrid's one line instead.
    for name in ("distributed", "distributed.client"):  # dask's config sets both
        logging.getLogger(name).setLevel(logging.CRITICAL)


@contextmanager
def serving(scheduler: str, workers: int) -> Iterator[str]:
    """The address to send work to: for `local`, a LocalCluster of `workers` processes,
    started once for several runs (a book's sections) and closed at the end; any other
    address as it is."""
    if scheduler != "local":
        yield scheduler
        return
    import dask
    from distributed import LocalCluster

    _quiet()
    with (
        dask.config.set(WORKER_CONFIG),
        LocalCluster(  # type: ignore[no-untyped-call]
            n_workers=max(1, workers),
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address="127.0.0.1:0",  # the scheduler serves HTTP anyway: keep it local
            silence_logs=DASK_LOG_LEVEL,
        ) as cluster,
    ):
        yield str(cluster.scheduler_address)


def _client(stack: ExitStack, scheduler: str, workers: int) -> Client:
    from distributed import Client

    _quiet()
    address = stack.enter_context(serving(scheduler, workers))
    if not address.startswith(SCHEDULER_SCHEMES):
        raise InputError(
            f"--scheduler takes 'local' or a Dask scheduler address like "
            f"tcp://host:8786, not {scheduler!r}"
        )
    try:
        client: Client = Client(address, timeout=CONNECT_TIMEOUT)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError) as e:
        raise InputError(f"can't reach the Dask scheduler at {scheduler}: {e}") from None
    stack.enter_context(client)
    return client


@contextmanager
def cluster_session(
    scheduler: str, workers: int = 1
) -> Iterator[Callable[[Callable[[T], R], Sequence[T]], Iterator[R]]]:
    """A map over the cluster, results as they finish, for several calls on one client; the
    cluster (when `local`) and the client close at the end."""
    with ExitStack() as stack:
        client = _client(stack, scheduler, workers)
        yield lambda fn, items: _map(client, scheduler, fn, items)


def _map(client: Client, scheduler: str, fn: Callable[[T], R], items: Sequence[T]) -> Iterator[R]:
    from distributed import KilledWorker, as_completed

    # pure=False: two equal tasks are still two puzzles to make, never one shared result.
    futures = client.map(fn, items, pure=False)
    try:
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            yield future.result()
            future.release()  # results go to the caller; keep none on the cluster
    except KilledWorker as e:  # Dask re-ran the task on other workers, and they died too
        raise ClusterFailed(
            f"the Dask workers kept dying on one task ({e}); what was made is kept: "
            "run again with --resume"
        ) from None
    except (OSError, CancelledError):  # the scheduler went away mid-run
        raise ClusterFailed(
            f"lost the Dask scheduler at {scheduler}; what was made is kept: run again "
            "with --resume"
        ) from None
    finally:
        client.cancel(futures)  # type: ignore[no-untyped-call]


def cluster_map(
    fn: Callable[[T], R], items: Sequence[T], scheduler: str, workers: int = 1
) -> Iterator[R]:
    """`fn` over `items` on the cluster, results as they finish; the cluster (when `local`)
    and the client close when the iterator is exhausted or closed."""
    with cluster_session(scheduler, workers) as cluster:
        yield from cluster(fn, items)
