"""Transports: how a request dict reaches an engine and its reply comes back.

Two transports speak the same dicts:

- ``InProcessTransport``: a Python object's ``handle(request) -> reply``,
  called directly (the reference engine's default, and the fastest);
- ``SubprocessTransport``: any program, one JSON object per line on its
  stdin, one reply per line on its stdout (JSON Lines), its stderr captured.

A transport raises ``EngineError`` when the engine fails as a program: it
crashes, hangs past the timeout, exits, or writes something that is not one
JSON object per line, or a line longer than the cap. After such a fault the
transport is dead (the subprocess is killed) and every further exchange
fails at once; ``Engine.restart`` opens a new one.

``exchange_many`` exchanges several messages in turn. For an engine that
declares ``pipelining``, ``send`` writes several at once and ``receive`` reads
their replies, which come back in the order written (the engine answers its
stdin line by line), so they cost one round trip instead of one each; while a
long write waits for room in the engine's stdin, the replies already written
are read.

Memory stays bounded whatever the engine writes: stdout is read in chunks,
only as far as the replies awaited need (by the thread awaiting them, with
``poll`` for the timeout: no thread hands each reply on), and a line
longer than ``max_line`` bytes is a fault, not a buffer; stderr is
drained by a thread into a ring of the last ``stderr_limit`` bytes, so an
engine flooding it never blocks on a full pipe. A reply nested deeper than
``MAX_REPLY_DEPTH`` is garbage, not a ``RecursionError``.

No process is left behind: an engine runs in its own process group, and its
environment carries ``ENGINE_MARKER`` set to a token of its own, which its
children inherit even when they leave the group (``setsid``). A descendant that
leaves the group and clears its environment is still found by ancestry: on Linux
the runner is its descendants' reaper (``PR_SET_CHILD_SUBREAPER``), so a process
orphaned on the way (its parent gone) is adopted by the runner rather than by init,
and the engine's living tree is read from /proc's parent links. Whenever the
transport ends, every process in the group, every process carrying the token, the
engine's descendants and the orphans it left to the runner are killed (and the
adopted ones reaped). Elsewhere the group and the token are what is left.
"""

from __future__ import annotations

import ctypes
import json
import multiprocessing
import os
import secrets
import select
import signal
import subprocess
import sys
import threading
import time
import traceback
from collections import deque
from typing import Any, Callable, NoReturn, Sequence

import orjson

from conformance.inputs import strict_json

DEFAULT_TIMEOUT = 5.0  #: seconds an engine has to answer one request
DEFAULT_MAX_LINE = 1 << 20  #: the longest reply line read, in bytes (1 MiB)
DEFAULT_STDERR_LIMIT = 64 << 10  #: how much of the end of stderr is kept, in bytes
_CHUNK = 64 << 10
_EXIT_GRACE = 1.0  # seconds a stopping or dying engine gets to exit before it is killed
_POLL = 0.05  # seconds between checks that an engine awaited for a reply is still running
#: The deepest nesting of arrays and objects read in a reply (the protocol's own need fewer than ten).
MAX_REPLY_DEPTH = 64
#: The environment variable naming each engine process and everything it starts.
ENGINE_MARKER = "DOMINO_CONFORMANCE_ENGINE"
#: Requests are written compactly; one encoder serves them all (``json.dumps`` would build one a request).
_encode = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode
#: orjson writes what ``_encode`` writes, ten times faster, for the plain dicts, lists, strings, numbers
#: and flags requests are made of. Anything else it refuses (subclasses, dataclasses and dates passed
#: through), and ``_encode`` writes it as ever; so too for a line holding null, which is what orjson
#: writes for a NaN or an infinity (``_encode`` writes those as they are).
_ORJSON_PLAIN = (orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME
                 | orjson.OPT_APPEND_NEWLINE)


def request_line(message: dict[str, Any]) -> bytes:
    """A request as one line of UTF-8 JSON, its newline included."""
    try:
        data: bytes | None = orjson.dumps(message, option=_ORJSON_PLAIN)
    except orjson.JSONEncodeError:
        data = None
    if data is None or b"null" in data:
        return (_encode(message) + "\n").encode("utf-8")
    return data


class EngineError(Exception):
    """The engine failed as a program: it crashed, hung or answered outside the protocol.

    ``kind`` says how: ``start`` (could not be started), ``crash`` (an
    in-process engine raised), ``exit`` (the process ended), ``timeout``,
    ``garbage`` (not JSON, or not UTF-8), ``overlong`` (a line over the cap),
    ``protocol`` (a reply out of step: not an object, or the wrong ``seq``),
    ``schema`` (a reply that breaks the protocol schema, in validating mode),
    ``version`` or ``handshake`` (the handshake failed), ``dead`` (asked again
    after a fault, before a restart) and ``abandoned`` (restarts used up).
    ``stderr`` is the end of what the engine wrote on stderr, if anything.
    """

    def __init__(self, message: str, stderr: str = "", kind: str = "fault") -> None:
        super().__init__(message)
        self.message = message
        self.stderr = stderr
        self.kind = kind


#: What ``exchange_many`` returns: the replies in order up to the first failure, and that failure (or None).
Exchanged = tuple[list[Any], EngineError | None]


def _in_turn(exchange: Callable[[dict[str, Any], float | None], Any], messages: Sequence[dict[str, Any]],
             timeout: float | None) -> Exchanged:
    """Each message exchanged in turn, until one fails."""
    replies: list[Any] = []
    for message in messages:
        try:
            replies.append(exchange(message, timeout))
        except EngineError as failure:
            return replies, failure
    return replies, None


def _last_line(text: str, limit: int = 200) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        return ""
    last = lines[-1]
    return last if len(last) <= limit else last[: limit - 3] + "..."


def _ended(code: int | None) -> str:
    """How a process ended, from its exit code (None: it is still running)."""
    if code is None:
        return "closed its stdout"
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited with code {code}"


def _excerpt(data: bytes, limit: int = 80) -> str:
    text = data[:limit].decode("utf-8", errors="replace")
    return repr(text + ("..." if len(data) > limit else ""))


def parse_reply(line: bytes) -> Any:
    """One reply line as JSON; ``ValueError`` (``UnicodeDecodeError`` for bad UTF-8) if it is not readable.

    Read strictly (``strict_json``): a key twice in one object, or nesting
    beyond ``MAX_REPLY_DEPTH``, is as unreadable as a line that is not JSON.
    """
    return strict_json.loads(line.decode("utf-8"), max_depth=MAX_REPLY_DEPTH)


class RepeatedReply(dict[str, Any]):
    """A reply line that was, but for its ``seq``, one of the engine's recent lines, ``original``'s (an
    engine asked the same question of an unchanged state, as differential play asks before and after
    each refused move, or giving the same answer again): read as ``original`` with its own ``seq``,
    without reading the line again. ``original`` and this reply share every value but ``seq``; readers
    only read them."""

    original: dict[str, Any]

    @classmethod
    def of(cls, original: dict[str, Any], seq: int) -> "RepeatedReply":
        """``original`` with ``seq`` its own (built by the dict's own constructor: one is read a request)."""
        reply = cls(original)
        reply["seq"] = seq
        reply.original = original
        return reply


#: How many replies a transport keeps to find repeats among (``RepeatedReply``): a ply of
#: differential play brings about eight, and the same few refusals come back ply after ply.
_RECENT = 64
#: How a reply line ends when ``seq`` is its last member (``RepeatedReply``).
_SEQ_MEMBER = b',"seq":'


def _seq_at_end(line: bytes) -> int:
    """Where the line's last member, ``"seq": <a whole number as JSON writes it>``, begins; -1 if it
    does not end so. Whatever comes before it is the rest of the object: a line ending
    ``,"seq":12}`` that is one JSON object has no other place for those bytes."""
    cut = line.rfind(_SEQ_MEMBER)
    if cut < 0 or not line.endswith(b"}"):
        return -1
    digits = line[cut + len(_SEQ_MEMBER) : -1]
    if not digits.isdigit() or (digits[0] == 48 and len(digits) > 1):  # bytes.isdigit: ASCII digits only
        return -1
    return cut


_PR_SET_CHILD_SUBREAPER = 36  # prctl(2)
_subreaper_of: int | None = None  # the pid that became a subreaper (a forked child does not inherit it)


def become_subreaper() -> bool:
    """Linux: make this process the reaper of its orphaned descendants (they are re-parented to it, not
    to init), so that an engine's grandchild that left its session and cleared its environment can still
    be told apart as a process the runner started. Elsewhere, or when the call fails, False."""
    global _subreaper_of
    if _subreaper_of == os.getpid():
        return True
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    _subreaper_of = os.getpid()
    return True


#: The engine processes the transports of this process started and have not yet collected: children of
#: ours that are no orphan.
_ENGINE_PIDS: set[int] = set()


def _helper_processes() -> set[int]:
    """The processes multiprocessing runs for this one beside its workers (the fork server and the
    resource tracker): children of ours, never an engine's orphans."""
    from multiprocessing import forkserver, resource_tracker

    helpers = (getattr(forkserver._forkserver, "_forkserver_pid", None),  # noqa: SLF001 - no public name
               getattr(resource_tracker._resource_tracker, "_pid", None))  # noqa: SLF001
    return {pid for pid in helpers if isinstance(pid, int)}


def process_table() -> dict[int, tuple[int, str, int]]:
    """Every process by /proc: pid -> (parent pid, state, start time in clock ticks); {} without /proc."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        return {}
    table = {}
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as handle:
                fields = handle.read().rpartition(b")")[2].split()
            table[int(entry)] = (int(fields[1]), fields[0].decode("ascii", "replace"), int(fields[19]))
        except (OSError, IndexError, ValueError):  # gone already
            continue
    return table


def descendants(roots: set[int], table: dict[int, tuple[int, str, int]]) -> set[int]:
    """The processes below ``roots`` in ``table`` by parent links (``roots`` not included)."""
    children: dict[int, list[int]] = {}
    for pid, (parent, _, _) in table.items():
        children.setdefault(parent, []).append(pid)
    found: set[int] = set()
    todo = list(roots)
    while todo:
        for child in children.get(todo.pop(), ()):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def marked_processes(marker: bytes) -> list[int]:
    """The processes whose environment holds ``marker`` (``NAME=value``), by /proc; [] without /proc."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    own = os.getpid()
    found = []
    for entry in entries:
        if not entry.isdigit() or int(entry) == own:
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as handle:
                environ = handle.read()
        except OSError:  # gone already, or not ours to read
            continue
        if marker in environ.split(b"\0"):
            found.append(int(entry))
    return found


class InProcessTransport:
    """An engine object in this process, answering ``handle(request) -> reply``.

    An exception escaping ``handle`` is the in-process form of a crash. There
    is no timeout: Python code cannot be interrupted safely (run an engine as
    a subprocess to guard against hangs).
    """

    def __init__(self, name: str, factory: Callable[[], Any]) -> None:
        self.name = name
        self._fault: str | None = None
        try:
            engine = factory()
        except Exception as error:
            raise EngineError(f"{name}: building the engine raised {type(error).__name__}: {error}",
                              stderr=traceback.format_exc(), kind="start") from None
        handle = getattr(engine, "handle", None)
        if not callable(handle):
            raise EngineError(f"{name}: the factory returned {type(engine).__name__}, "
                              f"which has no handle(request) method", kind="start")
        self._handle: Callable[[dict[str, Any]], Any] = handle

    @property
    def alive(self) -> bool:
        """False once the engine has failed or been closed."""
        return self._fault is None

    def exchange(self, message: dict[str, Any], timeout: float | None) -> Any:
        """Hand ``message`` to the engine and return its reply (unchecked)."""
        if self._fault is not None:
            raise self._dead()
        try:
            return self._handle(message)
        except Exception as error:
            raise self._crashed(message, error) from None

    def exchange_many(self, messages: Sequence[dict[str, Any]], timeout: float | None) -> Exchanged:
        """Hand the messages to the engine in turn."""
        if self._fault is not None:
            return [], self._dead()
        handle = self._handle
        replies: list[Any] = []
        for message in messages:  # ``exchange`` for each, without a call for each
            try:
                replies.append(handle(message))
            except Exception as error:  # noqa: BLE001 - whatever an in-process engine raises is its crash
                return replies, self._crashed(message, error)
        return replies, None

    def _dead(self) -> EngineError:
        return EngineError(f"{self.name} is not running ({self._fault}); restart it", kind="dead")

    def _crashed(self, message: dict[str, Any], error: Exception) -> EngineError:
        """The engine raised answering ``message``: it is failed from now on."""
        self._fault = f"it raised {type(error).__name__} answering {message.get('cmd')!r}"
        return EngineError(f"{self.name} raised {type(error).__name__}: {error} "
                           f"while answering {message.get('cmd')!r}",
                           stderr=traceback.format_exc(), kind="crash")

    def abort(self, reason: str) -> None:
        """Treat the engine as failed: its answers can no longer be trusted."""
        self._fault = self._fault or reason

    def stderr_tail(self) -> str:
        """In-process engines have no stderr of their own."""
        return ""

    def close(self, goodbye: dict[str, Any] | None = None) -> None:
        """Send ``goodbye`` (the stop request) if the engine is still sound."""
        if goodbye is not None and self._fault is None:
            try:
                self._handle(goodbye)
            except Exception:
                pass
        self._fault = self._fault or "closed"


class SubprocessTransport:
    """An engine program speaking JSON Lines over its stdin and stdout."""

    def __init__(
        self,
        name: str,
        argv: Sequence[str],
        *,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
        max_line: int = DEFAULT_MAX_LINE,
        stderr_limit: int = DEFAULT_STDERR_LIMIT,
    ) -> None:
        self.name = name
        self.argv = list(argv)
        self.max_line = max_line
        self.stderr_limit = stderr_limit
        self._fault: str | None = None
        self._stderr = bytearray()
        self._stderr_total = 0
        self._stderr_lock = threading.Lock()
        # Replies are read by the thread that waits for them (``_next_line``), no thread between:
        # complete lines read but not yet asked for wait in ``_ready``, the start of the next in
        # ``_partial``, and how stdout ended, once it has, in ``_stdout_end``. Only what a reply
        # needs is read, so an engine that writes more than it is asked for blocks on its full
        # stdout instead of filling our memory.
        self._ready: deque[bytes] = deque()
        #: Recent replies read, by their line up to ``seq`` (``RepeatedReply``); at most ``_RECENT``.
        self._recent: dict[bytes, dict[str, Any]] = {}
        self._partial = bytearray()
        self._stdout_end: tuple[str, bytes] | None = None
        token = f"{os.getpid()}-{secrets.token_hex(8)}"
        self._marker = f"{ENGINE_MARKER}={token}".encode()
        environment = dict(os.environ if env is None else env, **{ENGINE_MARKER: token})
        become_subreaper()
        try:
            self._process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                cwd=cwd,
                env=environment,
                close_fds=True,  # the engine gets its three pipes and no other descriptor of ours
                # Its own process group, so a launcher script and its children end together.
                start_new_session=os.name == "posix",
            )
        except OSError as error:
            raise EngineError(f"{name}: cannot start {self.argv[0]!r}: {error.strerror or error}",
                              kind="start") from None
        _ENGINE_PIDS.add(self._process.pid)
        # When the engine started: an orphan the runner adopted later may be what it left behind.
        self._started_at = process_table().get(self._process.pid, (0, "", 0))[2]
        if os.name == "posix":
            assert self._process.stdin is not None
            os.set_blocking(self._process.stdin.fileno(), False)
        # Replies are awaited with poll() (Windows has none for pipes: there a read waits as long as it must).
        self._stdout_poller = select.poll() if hasattr(select, "poll") else None
        if self._stdout_poller is not None:
            assert self._process.stdout is not None
            self._stdout_poller.register(self._process.stdout.fileno(), select.POLLIN)
        self._stderr_reader = threading.Thread(target=self._read_stderr, name=f"{name} stderr", daemon=True)
        self._stderr_reader.start()

    # -- the stderr reader -------------------------------------------------------------

    def _read_stderr(self) -> None:
        stream = self._process.stderr
        assert stream is not None
        try:
            while True:
                chunk = stream.read(_CHUNK)
                if not chunk:
                    return
                with self._stderr_lock:
                    self._stderr_total += len(chunk)
                    self._stderr += chunk
                    if len(self._stderr) > self.stderr_limit:
                        del self._stderr[: len(self._stderr) - self.stderr_limit]
        except (OSError, ValueError):
            return

    # -- talking ----------------------------------------------------------------------

    @property
    def alive(self) -> bool:
        """False once the engine has failed or been closed."""
        return self._fault is None

    @property
    def pid(self) -> int:
        """The engine process's id."""
        return self._process.pid

    def stderr_tail(self) -> str:
        """The end of what the engine wrote on stderr (at most ``stderr_limit`` bytes)."""
        with self._stderr_lock:
            text = self._stderr.decode("utf-8", errors="replace")
            dropped = self._stderr_total - len(self._stderr)
        if dropped > 0:
            return f"[... {dropped} earlier bytes of stderr not kept]\n" + text
        return text

    def exchange(self, message: dict[str, Any], timeout: float | None) -> Any:
        """Write ``message`` as one line and read one line back, within ``timeout`` seconds."""
        self.send([message], timeout)
        return self.receive(message.get("cmd"), timeout)

    def exchange_many(self, messages: Sequence[dict[str, Any]], timeout: float | None) -> Exchanged:
        """Each message and its reply in turn, each reply within ``timeout`` seconds."""
        return _in_turn(self.exchange, messages, timeout)

    def send(self, messages: Sequence[dict[str, Any]], timeout: float | None) -> None:
        """Write the messages, one line each, in one write; their replies are read, in order, by
        ``receive`` (to an engine that declares ``pipelining``: one that reads a line at a time)."""
        cmd = messages[0].get("cmd")
        if self._fault is not None:
            raise EngineError(f"{self.name} is not running ({self._fault}); restart it",
                              stderr=self.stderr_tail(), kind="dead")
        if self._process.poll() is not None:
            self._fail(f"{_ended(self._process.returncode)} before the {cmd!r} request", "exit")
        data = b"".join([request_line(message) for message in messages])
        self._write(data, cmd, timeout, len(messages))

    def receive(self, cmd: Any, timeout: float | None) -> Any:
        """The reply to the ``cmd`` request written earliest among those not yet answered, within ``timeout``."""
        ready = self._ready
        # A line already read, the common case when the engine answers many requests at once: no wait.
        kind, payload = ("line", ready.popleft()) if ready else self._next_line(cmd, timeout)
        if kind == "eof":
            code = self._exit_code()
            partial = f" after writing a partial line {_excerpt(payload)}" if payload else ""
            self._fail(f"{_ended(code)} without answering {cmd!r}{partial}", "exit")
        if kind == "overlong":
            self._fail(f"answered {cmd!r} with a line longer than {self.max_line} bytes "
                       f"(it begins {_excerpt(payload)})", "overlong")
        try:
            return self._read_reply(payload)
        except UnicodeDecodeError:
            self._fail(f"answered {cmd!r} with a line that is not UTF-8: {_excerpt(payload)}", "garbage")
        except ValueError as error:
            self._fail(f"answered {cmd!r} with a line that is not JSON ({error}): {_excerpt(payload)}", "garbage")

    def _read_reply(self, line: bytes) -> Any:
        """The reply ``line`` holds: read (``parse_reply``), or, when it is a recent line but for its
        ``seq``, that line's reply with this ``seq`` (a ``RepeatedReply``)."""
        cut = _seq_at_end(line)
        if cut < 0:
            return parse_reply(line)
        seq = int(line[cut + len(_SEQ_MEMBER) : -1])
        key = line[:cut]
        recent = self._recent
        original = recent.get(key)
        if original is not None:
            return RepeatedReply.of(original, seq)
        reply = parse_reply(line)
        if type(reply) is dict and reply.get("seq") == seq:
            if len(recent) >= _RECENT:
                recent.clear()
            recent[key] = reply
        return reply

    def _next_line(self, cmd: Any, timeout: float | None) -> tuple[str, bytes]:
        """The engine's next line on stdout, within ``timeout``: ``("line", the line)``, or how stdout
        ended: ``("eof", the partial line left)``, ``("overlong", the line's beginning)``; a fault
        once the engine has ended without one.

        The engine's end is watched while waiting: a process it started may
        hold its stdout open after it exits, so end of file never comes.
        """
        ready = self._ready
        if ready:
            return "line", ready.popleft()
        if self._stdout_end is not None:
            return self._stdout_end
        stdout = self._process.stdout
        assert stdout is not None
        descriptor = stdout.fileno()
        poller = self._stdout_poller
        deadline = None if not timeout else time.monotonic() + timeout
        ended_at: float | None = None
        while True:
            wait = _POLL if deadline is None else min(_POLL, deadline - time.monotonic())
            if wait <= 0:
                self._fail(f"did not answer {cmd!r} within {timeout:g} s", "timeout")
            # Readable, or at its end (POLLHUP); a poll has no limit on descriptor numbers, as select has.
            if poller is None or poller.poll(wait * 1000):
                self._read_stdout(descriptor)
                if ready:
                    return "line", ready.popleft()
                if self._stdout_end is not None:
                    return self._stdout_end
                continue
            code = self._process.poll()
            if code is None:
                continue
            now = time.monotonic()
            if ended_at is None:
                ended_at = now  # give a last reply, written as the engine ended, a moment to arrive
            elif now - ended_at >= _POLL:
                self._fail(f"{_ended(code)} without answering {cmd!r} "
                           f"(a process it started still holds its stdout open)", "exit")

    def _read_stdout(self, descriptor: int) -> None:
        """Read what stdout holds: its complete lines to ``_ready``, and its end, or a line longer
        than the cap, to ``_stdout_end``."""
        try:
            chunk = os.read(descriptor, _CHUNK)
        except OSError:  # the pipe was closed under us
            chunk = b""
        partial = self._partial
        if not chunk:
            self._stdout_end = ("eof", bytes(partial[:200]))
            return
        partial += chunk
        start = 0
        while True:
            newline = partial.find(b"\n", start)
            if newline < 0 or newline - start > self.max_line:
                break
            self._ready.append(bytes(partial[start:newline]))
            start = newline + 1
        del partial[:start]
        if len(partial) > self.max_line:  # a line over the cap, whether or not its end has come
            self._stdout_end = ("overlong", bytes(partial[:200]))

    def _write(self, data: bytes, cmd: Any, timeout: float | None, owed: int = 1) -> None:
        """Write ``data`` (``owed`` requests). While the engine's stdin is full, its replies are read as
        they come, up to ``owed`` lines: an engine that answers each line before it reads the next
        would otherwise fill its stdout and stop reading, and neither side would move."""
        stdin = self._process.stdin
        stdout = self._process.stdout
        assert stdin is not None and stdout is not None
        try:
            if os.name != "posix":  # pragma: no cover - no select() on Windows pipes
                stdin.write(data)
                return
            # stdin is non-blocking: an engine that stops reading it must not block us
            # once the pipe is full, so wait for room with the request's timeout (counted
            # afresh whenever the engine takes some of the data or answers).
            deadline = None if not timeout else time.monotonic() + timeout
            view = memoryview(data)
            while view:
                try:
                    written = os.write(stdin.fileno(), view)
                except BlockingIOError:
                    written = 0
                view = view[written:]
                if written and timeout:
                    deadline = time.monotonic() + timeout
                if view:
                    remaining = None if deadline is None else deadline - time.monotonic()
                    if remaining is not None and remaining <= 0:
                        self._fail(f"did not read the {cmd!r} request within {timeout:g} s", "timeout")
                    draining = self._stdout_end is None and len(self._ready) < owed
                    readable, _, _ = select.select([stdout.fileno()] if draining else [], [stdin.fileno()], [],
                                                   remaining)
                    if readable:
                        self._read_stdout(stdout.fileno())
                        if timeout:
                            deadline = time.monotonic() + timeout
        except (OSError, ValueError):
            code = self._exit_code()
            ended = "closed its stdin" if code is None else _ended(code)
            self._fail(f"{ended} before reading the {cmd!r} request", "exit")

    def _exit_code(self) -> int | None:
        try:
            return self._process.wait(timeout=_EXIT_GRACE)
        except subprocess.TimeoutExpired:
            return None

    def _fail(self, what: str, kind: str) -> NoReturn:
        """Kill the engine and raise ``EngineError`` with its stderr tail."""
        self._fault = what
        self._shutdown(kill=True)
        stderr = self.stderr_tail()
        hint = _last_line(stderr)
        message = f"{self.name} {what}" + (f"; its stderr ends: {hint}" if hint else "")
        raise EngineError(message, stderr=stderr, kind=kind)

    def abort(self, reason: str) -> None:
        """Treat the engine as failed and kill it: its stream can no longer be trusted."""
        if self._fault is None:
            self._fault = reason
        self._shutdown(kill=True)

    def _kill(self) -> None:
        """Kill the engine, its process group and every process carrying its marker."""
        if os.name != "posix":  # pragma: no cover
            if self._process.poll() is None:
                self._process.kill()
            return
        try:
            # The group outlives its leader while any member lives, so this runs even
            # after the engine itself has exited.
            os.killpg(self._process.pid, signal.SIGKILL)
        except OSError:
            pass
        for _ in range(5):  # a process may fork while we look: look again until none is left
            doomed = set(marked_processes(self._marker)) | self._left_behind(process_table())
            if not doomed:
                break
            for pid in doomed:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
        self._reap_adopted()

    def _adopted(self, table: dict[int, tuple[int, str, int]]) -> set[int]:
        """Orphans re-parented to the runner (its subreaper) since the engine started: no engine of ours,
        no worker process of ours (``multiprocessing``), so what an engine's descendant left behind."""
        own = os.getpid()
        workers = {process.pid for process in multiprocessing.active_children()} | _helper_processes()
        return {pid for pid, (parent, _, started) in table.items()
                if parent == own and started >= self._started_at and pid not in _ENGINE_PIDS and pid not in workers}

    def _left_behind(self, table: dict[int, tuple[int, str, int]]) -> set[int]:
        """The living processes the engine started, however they hid: below it, or adopted by the runner."""
        roots = self._adopted(table)
        if table.get(self._process.pid, (0, "Z", 0))[1] != "Z":
            roots.add(self._process.pid)
        found = (roots | descendants(roots, table)) - {self._process.pid}
        return {pid for pid in found if table.get(pid, (0, "Z", 0))[1] != "Z"}

    def _reap_adopted(self) -> None:
        """Collect the adopted orphans just killed, so none stays a zombie of the runner."""
        waiting = self._adopted(process_table())
        deadline = time.monotonic() + _EXIT_GRACE
        while waiting and time.monotonic() < deadline:
            for pid in list(waiting):
                try:
                    if os.waitpid(pid, os.WNOHANG)[0] == 0:
                        continue  # killed, not yet ended
                except (ChildProcessError, OSError):
                    pass
                waiting.discard(pid)
            if waiting:
                time.sleep(0.01)

    def _shutdown(self, kill: bool) -> None:
        """End the process (politely unless ``kill``) and collect the reader threads."""
        if kill:
            self._kill()
        try:
            if self._process.stdin is not None:
                self._process.stdin.close()
        except OSError:
            pass
        self._exit_code()  # a polite stop gets its grace period
        self._kill()  # then whatever is left, the engine or anything it started, ends
        self._process.wait()
        _ENGINE_PIDS.discard(self._process.pid)
        # Let stderr drain to its end, so the tail holds the engine's last words.
        self._stderr_reader.join(timeout=_EXIT_GRACE)
        streams = [self._process.stdout]
        if not self._stderr_reader.is_alive():  # else its reader is blocked (a grandchild holds the pipe)
            streams.append(self._process.stderr)
        for stream in streams:
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass

    def close(self, goodbye: dict[str, Any] | None = None) -> None:
        """Send ``goodbye`` (the stop request) if the engine is sound, then end the process."""
        if self._fault is None and goodbye is not None and self._process.poll() is None:
            try:
                self.exchange(goodbye, _EXIT_GRACE)
            except EngineError:
                return  # the failed exchange has already ended the process
        if self._fault is None:
            self._fault = "closed"
        self._shutdown(kill=False)
