#!/usr/bin/env python3
"""Soak of the loopback server: valid, malformed, oversized, slow-drip and abruptly closed
requests from many clients at once for minutes, then a graceful shutdown under load.

Standard library only. The clients (64 by default):
  - valid (3/4 of them): InstantSearch-like searches and multi-queries (load.py's mix) on
    keep-alive connections, paced like people typing (--rate requests/s each), so latency is
    the server's and not a queue the load generator built;
  - malformed: bodies that are not JSON, unknown parameters, bad `filters`, garbage request
    lines; each must get a 400 answer;
  - oversized: bodies over the server's --max-body-size; each must get a 413;
  - slow-drip: a request sent one byte a second; the server must close the connection within
    its read timeout (plus slack), without an answer;
  - abrupt: half a request then a close, or a whole request closed before the answer.
The valid clients run in this process and the others in a second one, each with its own event
loop, so that the latency of a valid request is the server's and not the time this process spent
on a thousand hostile exchanges a second before it read the answer (both processes count into
shared counters; the latencies stay here).
Every 10 s a line: valid requests, p50/p99, wrong answers, slow clients closed, server RSS.
At the end, with requests in flight, SIGTERM: each in-flight request must still be answered
and the server must exit 0. Exit status 1 when any check fails; a JSON line of figures last.
"""

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import signal
import time

from load import percentile, read_response, request_bodies


def rss_mib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return float("nan")
    return float("nan")


def is_running(pid):
    """Whether `pid` is alive (a zombie, whose parent has not reaped it yet, has exited)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class Tally:
    """Counts shared by the two client processes: per reporting window and in total.

    `count(kind)` adds one to the window's and the total's count of `kind`; `held(seconds)`
    records a slow client closed after that long; `take_window()` returns the window's counts
    and starts a new window. Failures (at most 20 kept) travel through a queue."""

    KINDS = ["valid", "malformed", "oversized", "slow", "abrupt", "wrong", "dropped"]

    def __init__(self):
        n = len(self.KINDS)
        # window counts, then totals, then the longest slow client held in the window
        self.values = multiprocessing.Array("d", 2 * n + 1)
        self.failures = multiprocessing.Queue()

    def count(self, kind):
        i = self.KINDS.index(kind)
        with self.values.get_lock():
            self.values[i] += 1
            self.values[len(self.KINDS) + i] += 1

    def held(self, seconds):
        with self.values.get_lock():
            self.values[-1] = max(self.values[-1], seconds)

    def take_window(self):
        n = len(self.KINDS)
        with self.values.get_lock():
            window = {kind: int(self.values[i]) for i, kind in enumerate(self.KINDS)}
            window["slow_held_s"] = self.values[-1]
            for i in range(n):
                self.values[i] = 0
            self.values[-1] = 0
        return window

    def totals(self):
        n = len(self.KINDS)
        with self.values.get_lock():
            return {kind: int(self.values[n + i]) for i, kind in enumerate(self.KINDS)}

    def drain_failures(self, limit=20):
        found = []
        while True:
            try:
                found.append(self.failures.get(timeout=0.1))
            except Exception:  # queue.Empty
                return found[:limit]


class Soak:
    def __init__(self, args, tally):
        self.args = args
        self.tally = tally
        self.latencies = []
        self.failed = 0
        self.stopping = False

    def head(self, method, path, length, extra=""):
        return (
            f"{method} {path} HTTP/1.1\r\nHost: {self.args.host}:{self.args.port}\r\nContent-Type: application/json\r\n"
            f"x-algolia-application-id: SOAK\r\nx-algolia-api-key: {self.args.key}\r\n{extra}"
            f"Content-Length: {length}\r\n\r\n"
        ).encode()

    def fail(self, what):
        self.tally.count("wrong")
        self.failed += 1
        if self.failed <= 20:
            self.tally.failures.put(what)

    async def valid(self, seed, deadline):
        rng = random.Random(seed)
        reader = writer = None
        interval = 1.0 / self.args.rate
        next_at = time.monotonic() + rng.random() * interval
        while time.monotonic() < deadline:
            await asyncio.sleep(max(0.0, next_at - time.monotonic()))
            next_at += interval
            path, body = request_bodies(self.args.index, rng)
            payload = json.dumps(body).encode()
            start = time.perf_counter()
            try:
                if writer is None:
                    reader, writer = await asyncio.wait_for(asyncio.open_connection(self.args.host, self.args.port), 5)
                writer.write(self.head("POST", path, len(payload)) + payload)
                status = await asyncio.wait_for(read_response(reader), 5)
            except (OSError, ConnectionError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError, IndexError) as error:
                # An idle keep-alive connection closed by the server's read timeout is not a
                # failure: clients reconnect. Anything else is.
                if writer is not None:
                    writer.close()
                reader = writer = None
                if not isinstance(error, (ConnectionError, asyncio.IncompleteReadError)):
                    self.tally.count("dropped")
                continue
            self.latencies.append(time.perf_counter() - start)
            self.tally.count("valid")
            if status != 200:
                self.fail(f"valid request answered {status}")
        if writer is not None:
            writer.close()

    async def exchange(self, data):
        """Sends `data` on a new connection; returns the status of the answer (None: closed)."""
        reader, writer = await asyncio.wait_for(asyncio.open_connection(self.args.host, self.args.port), 5)
        try:
            writer.write(data)
            try:
                return await asyncio.wait_for(read_response(reader), 10)
            except (ConnectionError, asyncio.IncompleteReadError):
                return None
        finally:
            writer.close()

    async def malformed(self, seed, deadline):
        rng = random.Random(seed)
        index = self.args.index
        cases = [
            lambda: self.head("POST", f"/1/indexes/{index}/query", 9) + b"{not json",
            lambda: self.body("POST", f"/1/indexes/{index}/query", {"query": "a", "noSuchParameter": 1}),
            lambda: self.body("POST", f"/1/indexes/{index}/query", {"query": "a", "filters": "brand:Sony AND (price <"}),
            lambda: self.body("POST", f"/1/indexes/{index}/query", {"hitsPerPage": "many"}),
            lambda: b"GARBAGE \x01\x02\r\n\r\n",
            lambda: b"GET /1/indexes HTTP/1.1\r\nHost: x\r\nBad Header: v\r\n\r\n",
        ]
        while time.monotonic() < deadline:
            case = rng.randrange(len(cases))
            try:
                status = await self.exchange(cases[case]())
            except (OSError, asyncio.TimeoutError) as error:
                self.fail(f"malformed case {case}: {error!r}")
                continue
            self.tally.count("malformed")
            if status != 400:
                self.fail(f"malformed case {case} answered {status}")
            await asyncio.sleep(rng.random() * 0.05)

    def body(self, method, path, value):
        payload = json.dumps(value).encode()
        return self.head(method, path, len(payload)) + payload

    async def oversized(self, seed, deadline):
        rng = random.Random(seed)
        while time.monotonic() < deadline:
            size = self.args.max_body + 1 + rng.randrange(self.args.max_body)
            payload = b'{"query":"' + b"x" * (size - 12) + b'"}'
            try:
                status = await self.exchange(self.head("POST", f"/1/indexes/{self.args.index}/query", len(payload)) + payload)
            except (OSError, asyncio.TimeoutError) as error:
                self.fail(f"oversized: {error!r}")
                continue
            self.tally.count("oversized")
            # The server may close before reading the whole body; the 413 must still arrive.
            if status != 413:
                self.fail(f"oversized body of {size} bytes answered {status}")
            await asyncio.sleep(rng.random() * 0.1)

    async def slow(self, seed, deadline):
        rng = random.Random(seed)
        limit = self.args.read_timeout + 3
        while time.monotonic() < deadline:
            payload = json.dumps({"query": "phone"}).encode()
            data = self.head("POST", f"/1/indexes/{self.args.index}/query", len(payload)) + payload
            # Half dribble their headers from the first byte; half send a whole head at once and
            # dribble the body.
            split = 0 if rng.random() < 0.5 else len(data) - len(payload)
            reader, writer = await asyncio.open_connection(self.args.host, self.args.port)
            opened = time.monotonic()
            closed = False
            try:
                if split:
                    writer.write(data[:split])
                for byte in data[split:]:
                    writer.write(bytes([byte]))
                    await writer.drain()
                    try:
                        answer = await asyncio.wait_for(reader.read(1), 1.0)
                        if not answer:
                            closed = True
                            break
                        self.fail("slow client got an answer to an incomplete request")
                        break
                    except asyncio.TimeoutError:
                        pass
                    if time.monotonic() - opened > limit:
                        break
            except (ConnectionError, OSError):
                closed = True
            finally:
                writer.close()
            held = time.monotonic() - opened
            if closed and held <= limit:
                self.tally.held(held)
                self.tally.count("slow")
            elif not self.stopping:
                self.fail(f"slow client held its connection {held:.1f} s (read timeout {self.args.read_timeout} s)")

    async def abrupt(self, seed, deadline):
        rng = random.Random(seed)
        while time.monotonic() < deadline:
            payload = json.dumps({"query": rng.choice(["phone", "lamp", "kit"]), "hitsPerPage": 20}).encode()
            data = self.head("POST", f"/1/indexes/{self.args.index}/query", len(payload)) + payload
            try:
                reader, writer = await asyncio.open_connection(self.args.host, self.args.port)
                writer.write(data if rng.random() < 0.5 else data[: rng.randrange(1, len(data))])
                await writer.drain()
                writer.transport.abort()  # RST, no goodbye
            except (ConnectionError, OSError) as error:
                self.fail(f"abrupt: {error!r}")
                continue
            self.tally.count("abrupt")
            await asyncio.sleep(rng.random() * 0.05)

    async def report(self, deadline, started, rows):
        while time.monotonic() < deadline:
            await asyncio.sleep(min(10.0, max(0.0, deadline - time.monotonic())))
            latencies, self.latencies = sorted(self.latencies), []
            window = self.tally.take_window()
            row = {
                "at_s": round(time.monotonic() - started),
                "valid": len(latencies),
                "p50_ms": round(percentile(latencies, 0.5) * 1000, 2),
                "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
                "malformed": window["malformed"],
                "oversized": window["oversized"],
                "slow_closed": window["slow"],
                "slow_held_s": round(window["slow_held_s"], 1),
                "abrupt": window["abrupt"],
                "wrong": window["wrong"],
                "dropped": window["dropped"],
                "rss_mib": round(rss_mib(self.args.pid), 1),
            }
            rows.append(row)
            print(
                f"{row['at_s']:>6} {row['valid']:>7} {row['p50_ms']:>7} {row['p99_ms']:>7} {row['malformed']:>6} "
                f"{row['oversized']:>6} {row['slow_closed']:>5} {row['slow_held_s']:>6} {row['abrupt']:>6} "
                f"{row['wrong']:>6} {row['dropped']:>6} {row['rss_mib']:>8}",
                flush=True,
            )

    async def shutdown_under_load(self):
        """Starts requests, sends SIGTERM while they are in flight, checks each is answered."""
        rng = random.Random(7)
        connections = []
        for _ in range(16):
            connections.append(await asyncio.open_connection(self.args.host, self.args.port))
        for _, writer in connections:
            path, body = request_bodies(self.args.index, rng)
            payload = json.dumps(body).encode()
            writer.write(self.head("POST", path, len(payload), "Connection: close\r\n") + payload)
        await asyncio.gather(*(writer.drain() for _, writer in connections))
        signal_at = time.monotonic()
        os.kill(self.args.pid, signal.SIGTERM)
        answered = 0
        for reader, writer in connections:
            try:
                if await asyncio.wait_for(read_response(reader), 10) == 200:
                    answered += 1
            except (ConnectionError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError, IndexError):
                pass
            writer.close()
        exited = None
        while time.monotonic() - signal_at < 30:
            if not is_running(self.args.pid):
                exited = time.monotonic() - signal_at
                break
            await asyncio.sleep(0.05)
        return answered, len(connections), exited


def run_hostile(args, tally, deadline_in, others):
    """The second process: the malformed, oversized, slow and abrupt clients until the deadline
    (`deadline_in` seconds from now: monotonic clocks are per process)."""
    soak = Soak(args, tally)
    deadline = time.monotonic() + deadline_in
    kinds = hostile_kinds(soak)

    async def everything():
        await asyncio.gather(*(kinds[i % len(kinds)](1000 + i, deadline) for i in range(others)))

    asyncio.run(everything())


def hostile_kinds(soak):
    return [soak.malformed, soak.oversized, soak.slow, soak.slow, soak.abrupt]


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--pid", type=int, required=True, help="the server's process (RSS, SIGTERM)")
    parser.add_argument("--key", default="")
    parser.add_argument("--index", default="products")
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--warmup", type=float, default=60, help="seconds before RSS is taken as the baseline")
    parser.add_argument("--rate", type=float, default=10, help="requests per second of each valid client")
    parser.add_argument("--read-timeout", type=float, required=True, help="the server's --read-timeout")
    parser.add_argument("--max-body", type=int, required=True, help="the server's --max-body-size")
    args = parser.parse_args()
    if args.host not in ("127.0.0.1", "::1", "localhost"):
        parser.error("loopback only")

    tally = Tally()
    soak = Soak(args, tally)
    started = time.monotonic()
    deadline = started + args.minutes * 60
    others = max(5, args.clients // 4)
    kinds = hostile_kinds(soak)
    hostile = multiprocessing.Process(target=run_hostile, args=(args, tally, args.minutes * 60, others), daemon=True)
    hostile.start()
    tasks = [soak.valid(i, deadline) for i in range(args.clients - others)]
    counts = {kind.__name__: sum(1 for i in range(others) if kinds[i % len(kinds)] is kind) for kind in kinds}
    print(f"clients            {args.clients - others} valid at {args.rate:g} requests/s each, "
          + ", ".join(f"{n} {name}" for name, n in counts.items()))
    print(f"{'at s':>6} {'valid':>7} {'p50 ms':>7} {'p99 ms':>7} {'malf.':>6} {'over.':>6} {'slow':>5} {'held s':>6} "
          f"{'abrupt':>6} {'wrong':>6} {'drop':>6} {'RSS MiB':>8}", flush=True)
    rows = []
    await asyncio.gather(soak.report(deadline, started, rows), *tasks)
    soak.stopping = True
    # The hostile clients stop at the same deadline; a slow one may still be dribbling its last request.
    await asyncio.get_running_loop().run_in_executor(None, hostile.join, args.read_timeout + 15)
    total = tally.totals()
    failures = tally.drain_failures()

    baseline = [row["rss_mib"] for row in rows if row["at_s"] > args.warmup]
    rss_growth = (max(baseline) / baseline[0] - 1) if len(baseline) > 1 else float("nan")
    measured = [row for row in rows if row["at_s"] > args.warmup] or rows
    worst_p99 = max((row["p99_ms"] for row in measured), default=float("nan"))
    answered, in_flight, exited = await soak.shutdown_under_load()
    figures = {
        "minutes": args.minutes,
        "totals": total,
        "worst_p99_ms_after_warmup": worst_p99,
        "rss_mib_first_after_warmup": baseline[0] if baseline else None,
        "rss_mib_max_after_warmup": max(baseline) if baseline else None,
        "rss_growth_after_warmup": round(rss_growth, 3),
        "shutdown_answered": f"{answered}/{in_flight}",
        "shutdown_seconds": round(exited, 2) if exited is not None else None,
        "failures": failures,
    }
    checks = {
        "no wrong answer, no dropped valid request": total["wrong"] == 0 and total["dropped"] == 0,
        "valid p99 under 50 ms in every window after warm-up": worst_p99 < 50,
        "RSS within 10% after warm-up": len(baseline) > 1 and rss_growth <= 0.10,
        "every slow client closed within the read timeout": total["slow"] > 0,
        "the hostile clients' process ended": not hostile.is_alive() and hostile.exitcode == 0,
        "in-flight requests answered at SIGTERM": answered == in_flight,
        "server exited after SIGTERM": exited is not None,
    }
    for name, ok in checks.items():
        print(f"{'ok  ' if ok else 'FAIL'} {name}")
    for failure in failures:
        print(f"     {failure}")
    print(json.dumps(figures))
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
