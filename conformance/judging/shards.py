"""Scale a command across processes or a Dask cluster: split its work into shards, merge results in order.

``check`` and ``replay`` split JSON Lines inputs into **shards**: byte ranges
that begin at a line start, each knowing the line number and record index it
begins at, so every message names the same file, line and record as one
process would. The parent finds the ranges by reading line ends (it never
parses a record); a worker seeks to its range and reads it a line at a time,
so a worker's memory is bounded by its shard, never by the file. Inputs that
cannot be split (one JSON document a file, a missing file) are shards of
their own; standard input is read by the parent.

``play`` and ``generate`` share out their matches in runs of match numbers
(each match has its own seed, so a match is the same game wherever it is
played).

Shards run on ``--jobs N`` worker processes or, with ``--dask ADDRESS``, as
tasks on a Dask cluster (``--dask local`` starts a 2-worker cluster on this
machine). :func:`in_order` gives results back in shard order as soon as the
shard in order is done, with a bounded number of shards in flight; a shard
whose worker failed comes back as :class:`WorkerFailure`, named by the
caller, never as a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import itertools
import logging
import multiprocessing
import multiprocessing.forkserver
import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from conformance.records.files import (
    READ_BUFFER_BYTES, STDIN, Document, UnreadableInput, _iter_lines, _looks_like_json_lines, _next_nonblank,
    _open, display_name, expand_paths, is_json_lines, iter_documents,
)

#: ``--dask local``: a cluster of this many single-threaded worker processes on this machine.
LOCAL_DASK_WORKERS = 2
#: Shards per worker a JSON Lines file is cut into: the last shard leaves the other workers idle for about
#: half a shard (a 32nd of each one's work); a shard costs only its dispatch, as each worker keeps its judge.
SHARDS_PER_WORKER = 16
#: The smallest and largest shard, in bytes: small enough to share out a modest file, large enough that a
#: shard's overhead is small; the largest bounds what a worker reads and holds at once.
MIN_SHARD_BYTES = 16 * 1024
MAX_SHARD_BYTES = 8 * 1024 * 1024
DASK_EXTRA = 'pip install "domino-conformance[dask]"'
#: The commands that share out their work with ``--jobs`` and ``--dask``.
SHARING_COMMANDS = ("check", "replay", "play", "generate")
#: What the fork server workers start from loads once, so each worker starts with the suite loaded: the
#: commands that share out work (and all they import).
PRELOADED = [f"conformance.commands.{name}" for name in SHARING_COMMANDS]
#: The commands whose ``--jobs`` workers are forked from the command itself once it has built its judge (see
#: ``ProcessWorkers``): ``check``'s referee holds no process, thread or open file a copy could disturb.
INHERITING_COMMANDS = frozenset({"check"})
#: Dask settings of the cluster ``--dask local`` starts, which has no dashboard and one run's equal tasks: no
#: statistical profiler (it samples the task's stack 100 times a second beside it), no work stealing, and
#: each server's event loop checked for stalls once a second instead of 50 times (each check takes the
#: interpreter's lock from a task for a moment).
LOCAL_DASK_CONFIG = {
    "distributed.worker.profile.enabled": False,
    "distributed.scheduler.work-stealing": False,
    "distributed.admin.tick.interval": "1s",
}

Item = TypeVar("Item")
Result = TypeVar("Result")


class ScaleError(Exception):
    """``--jobs`` or ``--dask`` cannot be used as asked (Dask is missing, the scheduler cannot be reached)."""


# -- shards of JSON Lines inputs ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Shard:
    """Part of one input: a byte range of a JSON Lines file, or (``end`` None) a whole input.

    ``first_line`` and ``first_index`` are the line number and record index
    of the range's first line, as one process reading the file counts them;
    ``last_line`` is its last line (for messages).
    """

    path: str
    source: str
    start: int = 0
    end: int | None = None
    first_line: int = 1
    first_index: int = 0
    last_line: int | None = None

    @property
    def is_stdin(self) -> bool:
        """Standard input: only the parent can read it."""
        return self.path == STDIN

    def describe(self) -> str:
        """``corpus.jsonl lines 120-183``, or the input's name for a whole input."""
        if self.end is None or self.last_line is None:
            return self.source
        return f"{self.source} lines {self.first_line}-{self.last_line}"


def shard_size(file_bytes: int, workers: int) -> int:
    """The byte size to cut a file of ``file_bytes`` into for ``workers`` workers."""
    return max(MIN_SHARD_BYTES, min(MAX_SHARD_BYTES, file_bytes // (workers * SHARDS_PER_WORKER)))


def plan_shards(paths: Iterable[str | os.PathLike[str]], workers: int, max_bytes: int) -> Iterator[Shard]:
    """The shards of every input named (folders expanded as one process does), in input order."""
    for path in expand_paths(list(paths)):
        name = str(path)
        source = "<stdin>" if name == STDIN else display_name(path)
        if name != STDIN and _reads_as_json_lines(name, source, max_bytes):
            yield from _line_shards(name, source, shard_size(os.path.getsize(name), workers), max_bytes)
        else:
            yield Shard(name, source)


def _reads_as_json_lines(path: str, source: str, max_bytes: int) -> bool:
    """Whether one process reads this file as JSON Lines (the test ``iter_documents`` makes)."""
    try:
        handle = _open(path, source)
    except UnreadableInput:
        return False
    with handle:
        try:
            first = _next_nonblank(handle, max_bytes)
            whole_line = bool(first) and len(first[-1]) <= max_bytes
            second = _next_nonblank(handle, max_bytes) if whole_line else []
        except OSError:
            return False
    return is_json_lines(source) or (bool(second) and _looks_like_json_lines(first[-1], second[-1]))


def _line_shards(path: str, source: str, size: int, max_bytes: int) -> Iterator[Shard]:
    """Cut a JSON Lines file at line starts into ranges of about ``size`` bytes, counting lines and records.

    Lines and records are counted as ``iter_documents`` counts them: a blank
    line is no record, a line longer than ``max_bytes`` is one (read past a
    chunk at a time, never held whole).
    """
    start = offset = 0
    line = index = 0
    first_line, first_index = 1, 0
    with open(path, "rb", buffering=READ_BUFFER_BYTES) as handle:
        while raw := handle.readline(max_bytes + 1):
            line += 1
            offset += len(raw)
            if len(raw) > max_bytes and not raw.endswith(b"\n"):
                while chunk := handle.readline(1 << 20):
                    offset += len(chunk)
                    if chunk.endswith(b"\n"):
                        break
                index += 1
            elif raw.strip():
                index += 1
            if offset - start >= size:
                yield Shard(path, source, start, offset, first_line, first_index, line)
                start, first_line, first_index = offset, line + 1, index
    if offset > start:
        yield Shard(path, source, start, offset, first_line, first_index, line)


class _ByteRange:
    """A binary file read only from ``start`` up to ``end``, for ``readline``."""

    def __init__(self, handle: Any, start: int, end: int) -> None:
        handle.seek(start)
        self._handle = handle
        self._left = end - start

    def readline(self, limit: int) -> bytes:
        if self._left <= 0:
            return b""
        line: bytes = self._handle.readline(min(limit, self._left))
        self._left -= len(line)
        return line


def read_shard(shard: Shard, max_bytes: int) -> Iterator[Document]:
    """The records of a shard, numbered as one process reading the whole input numbers them."""
    if shard.end is None:
        yield from iter_documents(shard.path, max_bytes)
        return
    try:
        handle = open(shard.path, "rb", buffering=READ_BUFFER_BYTES)  # noqa: SIM115 - closed below
    except OSError as error:
        problem = UnreadableInput(shard.source, f"cannot be read: {error.strerror or error}", shard.first_line)
        yield Document(shard.source, shard.first_index, shard.first_line, error=problem)
        return
    with handle:
        lines = _ByteRange(handle, shard.start, shard.end)
        yield from _iter_lines(lines, shard.source, max_bytes, shard.first_line - 1, shard.first_index)


# -- state a worker keeps between shards ---------------------------------------------------------------


class Recipe(Protocol):
    """How a worker builds what it needs to do its shards (a referee, an engine): picklable, built once."""

    def open(self) -> tuple[Any, Callable[[], None]]:
        """The object the shards use, and how to release it."""
        ...


# Per thread: a Dask worker may run several tasks at once, and an engine serves one caller at a time.
_local = threading.local()


def _kept() -> dict[str, tuple[Any, Callable[[], None]]]:
    if not hasattr(_local, "kept"):
        _local.kept = {}
    kept: dict[str, tuple[Any, Callable[[], None]]] = _local.kept
    return kept


def opened(recipe: Recipe) -> Any:
    """What ``recipe`` builds, built once per worker (process or thread) and kept for its later shards.

    One recipe is kept at a time: a worker of a long-lived Dask cluster
    serving another run releases the last run's engine first.
    """
    kept = _kept()
    key = repr(recipe)
    if key not in kept:
        release_opened()
        kept[key] = recipe.open()
        # A worker process leaves without running atexit hooks; multiprocessing's finalizers do run.
        multiprocessing.util.Finalize(None, release_opened, exitpriority=10)
    return kept[key][0]


def keep_opened(recipe: Recipe, thing: Any, close: Callable[[], None]) -> None:
    """Let this thread use ``thing`` (already built by the caller) for ``recipe``'s shards."""
    release_opened()
    _kept()[repr(recipe)] = (thing, close)


def release_opened() -> None:
    """Release what this thread built for its shards."""
    kept = _kept()
    for _thing, close in kept.values():
        with contextlib.suppress(Exception):
            close()
    kept.clear()


# -- workers ------------------------------------------------------------------------------------------


class WorkerFailure:
    """A shard whose worker failed (crashed, was killed, raised): the caller reports it, naming the shard."""

    def __init__(self, error: BaseException) -> None:
        self.message = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__

    def __repr__(self) -> str:
        return f"WorkerFailure({self.message!r})"


class Workers(Protocol):
    """Processes that run shards: ``submit`` returns a future with ``result()`` and ``cancel()``."""

    size: int

    def submit(self, work: Callable[[Any], Any], item: Any) -> Any: ...

    def close(self) -> None: ...


class ProcessWorkers:
    """``--jobs N``: a pool of N worker processes on this machine.

    ``inherit``: the workers are forked from this process and start with what
    it has loaded and built (the suite, a referee kept with ``keep_opened``)
    instead of loading it again each; only for a caller that holds nothing a
    child must not share (no engine process, no thread, nothing written and unflushed).
    """

    def __init__(self, jobs: int, inherit: bool = False) -> None:
        self.size = jobs
        self._pool = ProcessPoolExecutor(max_workers=jobs, mp_context=_worker_context(inherit))

    def submit(self, work: Callable[[Any], Any], item: Any) -> Any:
        return self._pool.submit(work, item)

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


#: The loggers through which Dask, and the event loop under it, report a worker that died, a connection
#: lost or a task run again, often with a traceback.
DASK_LOGGERS = ("distributed", "asyncio", "tornado")


class DaskReports(logging.Handler):
    """What Dask logs while a command's workers are open, kept rather than printed (its tracebacks are
    Dask's own recovery, not the command's failure) and told afterwards in one line each (``tell``)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: dict[str, int] = {}
        self._saved: list[tuple[logging.Logger, list[logging.Handler], bool]] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            first_line = (record.getMessage().strip().splitlines() or [""])[0]
        except Exception:  # noqa: BLE001 - a message that cannot be formatted is still a report
            first_line = str(record.msg)
        text = f"{record.name}: {first_line[:200]}"
        self.messages[text] = self.messages.get(text, 0) + 1

    def install(self) -> None:
        """Take the place of the loggers' own handlers (Dask's writes to stderr)."""
        for name in DASK_LOGGERS:
            logger = logging.getLogger(name)
            self._saved.append((logger, list(logger.handlers), logger.propagate))
            logger.handlers, logger.propagate = [self], False

    def tell(self) -> None:
        """Give the loggers their handlers back, and say on stderr what Dask reported, without tracebacks."""
        for logger, handlers, propagate in self._saved:
            logger.handlers, logger.propagate = handlers, propagate
        self._saved.clear()
        for text, times in list(self.messages.items())[:5]:
            print(f"domino-conformance: Dask reported{f' {times} times' if times > 1 else ''}: {text}",
                  file=sys.stderr)
        if len(self.messages) > 5:
            print(f"domino-conformance: ... and {len(self.messages) - 5} other reports from Dask", file=sys.stderr)
        if self.messages:
            print("domino-conformance: the results are complete: work a worker lost was run again", file=sys.stderr)
        self.messages.clear()


class DaskWorkers:
    """``--dask ADDRESS``: the workers of a Dask cluster (``local``: a cluster started here for the run).

    A worker that dies is Dask's to recover from: its tasks run again elsewhere (and a task that fails
    for good is worked here, as for ``--jobs``); what Dask logs meanwhile is told in a line each when the
    workers close, never as its tracebacks (``DaskReports``)."""

    def __init__(self, address: str) -> None:
        self._reports = DaskReports()
        # Workers forked from a fork server start in a fraction of the time spawned ones take. Started
        # before this process loads Dask (by ``start_early``, or here), the server loads Dask's worker and
        # the suite meanwhile, once.
        method = _start_fork_server(local_dask=True) if address == "local" else "spawn"
        try:
            import dask
            from distributed import Client, LocalCluster
        except ImportError:
            raise ScaleError(f"--dask needs Dask and distributed: {DASK_EXTRA}") from None
        self._cluster = None
        self._reports.install()  # after the import, which gives Dask's loggers their handlers
        try:
            if address == "local":
                settings = {**LOCAL_DASK_CONFIG, "distributed.worker.multiprocessing-method": method}
                with dask.config.set(settings):
                    self._cluster = LocalCluster(
                        n_workers=LOCAL_DASK_WORKERS,
                        threads_per_worker=1,
                        processes=True,
                        dashboard_address=None,
                        scheduler_port=0,
                        silence_logs=logging.ERROR,
                    )
                self._client = Client(self._cluster)
            else:
                self._client = Client(address, timeout=30)
        except (OSError, TimeoutError, ValueError, RuntimeError) as error:
            self.close()
            raise ScaleError(f"--dask {address}: cannot reach the Dask scheduler: {error}") from None
        # One task at a time per worker thread, so a shard never waits behind another on the same worker.
        self.size = max(1, sum(self._client.nthreads().values()))

    def submit(self, work: Callable[[Any], Any], item: Any) -> Any:
        return self._client.submit(work, item, pure=False)

    def close(self) -> None:
        for part in (getattr(self, "_client", None), self._cluster):
            if part is not None:
                with contextlib.suppress(Exception):
                    part.close()
        self._reports.tell()


def _worker_context(inherit: bool = False, also_preload: Iterable[str] = ()) -> Any:
    """How worker processes start: forked from this process when they may ``inherit`` from it, else from a
    fork server (a clean process: no threads, no open engines copied) that loads ``PRELOADED`` and
    ``also_preload`` first, else spawned where there is none."""
    methods = multiprocessing.get_all_start_methods()
    # macOS's system libraries may start threads of their own, which a forked child does not survive.
    if inherit and "fork" in methods and sys.platform != "darwin":
        return multiprocessing.get_context("fork")
    if "forkserver" in methods:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([*PRELOADED, *also_preload])  # heeded by a server not yet started
        return context
    return multiprocessing.get_context("spawn")


def _start_fork_server(local_dask: bool = False) -> str:
    """Start the fork server workers are to come from, if they come from one; return their start method.

    ``local_dask``: for the workers of ``--dask local``, which also preload Dask's worker (when Dask is
    installed: without it the command says what to install, and starts nothing).
    """
    if local_dask and importlib.util.find_spec("distributed") is None:
        return "spawn"
    method: str = _worker_context(also_preload=["distributed"] if local_dask else []).get_start_method()
    if method == "forkserver":
        multiprocessing.forkserver.ensure_running()
    return method


def start_early(argv: list[str]) -> None:
    """Start the fork server now if ``argv`` (a command line, not yet parsed) will want workers from it.

    The server then loads the suite (and for ``--dask local`` Dask's worker) on another core while this
    process loads its own, instead of after. A guess from the words alone: ``open_workers`` decides, and
    a server started for nothing idles until this process ends.
    """
    if not argv or argv[0] not in SHARING_COMMANDS:
        return
    dask, jobs = _option(argv, "--dask"), _option(argv, "--jobs")
    if dask == "local":
        _start_fork_server(local_dask=True)
    elif dask is None and jobs is not None and jobs.isdigit() and int(jobs) > 1:
        if argv[0] not in INHERITING_COMMANDS or _worker_context(inherit=True).get_start_method() != "fork":
            _start_fork_server()


def _option(argv: list[str], name: str) -> str | None:
    """The value of option ``name`` (``--name VALUE``, ``--name=VALUE``; the last one given), else None."""
    value = None
    for at, word in enumerate(argv):
        if word == name and at + 1 < len(argv):
            value = argv[at + 1]
        elif word.startswith(name + "="):
            value = word[len(name) + 1:]
    return value


def open_workers(args: argparse.Namespace) -> Workers | None:
    """The workers ``--jobs`` or ``--dask`` ask for; None for one process. Raises ``ScaleError``.

    ``--jobs`` workers of ``INHERITING_COMMANDS`` are forked from this process (see ``ProcessWorkers``).
    """
    if getattr(args, "dask", None):
        return DaskWorkers(args.dask)
    jobs = getattr(args, "jobs", 1)
    return ProcessWorkers(jobs, getattr(args, "command", None) in INHERITING_COMMANDS) if jobs > 1 else None


def in_order(
    items: Iterable[Item],
    work: Callable[[Item], Result],
    workers: Workers,
    run_here: Callable[[Item], bool] = lambda item: False,
) -> Iterator[tuple[Item, Result | WorkerFailure]]:
    """``(item, work(item))`` in the order of ``items``, each as soon as it and all before it are done.

    At most two shards a worker are in flight, so the parent holds a bounded
    number of results whatever the input's size. Items ``run_here`` chooses
    (standard input) are worked in this process when their turn comes.
    The caller may stop iterating at any time: what is still in flight is cancelled.
    """
    pending: deque[tuple[Item, Any]] = deque()
    window = 2 * workers.size
    source = iter(items)
    try:
        while True:
            while len(pending) < window:
                item = next(source, _END)
                if item is _END:
                    break
                pending.append((item, None if run_here(item) else _submit(workers, work, item)))
            if not pending:
                return
            item, future = pending.popleft()
            if future is None:
                yield item, work(item)
                continue
            try:
                result = future.result()
            except Exception as error:  # noqa: BLE001 - a worker's failure is reported, never a traceback
                yield item, WorkerFailure(error)
                continue
            yield item, result
    finally:
        for _item, future in pending:
            if future is not None:
                future.cancel()


_END: Any = object()


def matches_in_order(
    work: Callable[[range], list[Result]], workers: Workers, batch: int, command: str
) -> Iterator[tuple[int, Result | None]]:
    """``(number, result)`` for matches 1, 2, 3, ... in order, worked ``batch`` matches to a task.

    Endless: the caller stops when it has what it needs (what is in flight
    is then cancelled). A batch whose worker failed is named on standard
    error and comes back as ``None`` results, for the caller to work here.
    """
    batches = (range(first, first + batch) for first in itertools.count(1, batch))
    for numbers, results in in_order(batches, work, workers):
        if isinstance(results, WorkerFailure):
            print(f"domino-conformance {command}: a worker failed on matches {numbers.start}-{numbers.stop - 1} "
                  f"({results.message}); this process does them instead", file=sys.stderr)
            yield from ((number, None) for number in numbers)
        else:
            yield from zip(numbers, results)


class _Failed:
    """A future for a shard that could not even be submitted (the pool broke)."""

    def __init__(self, error: BaseException) -> None:
        self._error = error

    def result(self) -> Any:
        raise self._error

    def cancel(self) -> bool:
        return False


def _submit(workers: Workers, work: Callable[[Any], Any], item: Any) -> Any:
    try:
        return workers.submit(work, item)
    except Exception as error:  # noqa: BLE001 - e.g. a broken pool: reported with the shard
        return _Failed(error)
