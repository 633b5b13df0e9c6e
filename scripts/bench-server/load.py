#!/usr/bin/env python3
"""Closed-loop HTTP load on the loopback server: N clients, each on its own keep-alive
connection, send the next request as soon as the previous answer arrived, for a fixed time.

Standard library only (asyncio streams), so it runs without the project's virtualenv.
Reports requests/s, latency percentiles, errors (answers other than 200) and dropped requests
(sent but never answered: connection refused/reset/closed, or no answer within --timeout).
Prints a JSON line with the figures last, for scripts.
"""

import argparse
import asyncio
import json
import random
import time

WORDS = [
    "phone", "lamp", "kit", "wireless", "headphones", "shoes", "coffee", "camera", "sofa", "garden",
    "laptop", "watch", "toy", "book", "chair", "speaker", "bag", "jacket", "knife", "tent",
    "phne", "wirless", "lamb", "cofee", "sam", "app", "so", "ga",
]


def request_bodies(index, rng, mix="search"):
    """A mix like InstantSearch's: plain searches, faceted searches, and multi-queries with a
    disjunctive facet query, over typo'd and prefix words too. The `light` mix asks for a word
    no record has, so almost all the cost is the HTTP layer's."""
    if mix == "light":
        return f"/1/indexes/{index}/query", {"query": "zzqxj", "hitsPerPage": 1}
    word = rng.choice(WORDS)
    kind = rng.random()
    if kind < 0.4:
        return f"/1/indexes/{index}/query", {"query": word, "hitsPerPage": 20}
    if kind < 0.7:
        return f"/1/indexes/{index}/query", {
            "query": word, "hitsPerPage": 20, "facets": ["brand", "category", "price"],
            "filters": rng.choice(["", "free_shipping:true", "price < 100", "rating >= 4"]),
        }
    brand = rng.choice(["Samsung", "Sony", "Apple", "Nike", "LEGO"])
    return "/1/indexes/*/queries", {"requests": [
        {"indexName": index, "params": f"query={word}&hitsPerPage=20&facets=%5B%22brand%22%2C%22category%22%5D"
                                       f"&facetFilters=%5B%5B%22brand%3A{brand}%22%5D%5D"},
        {"indexName": index, "params": f"query={word}&hitsPerPage=0&facets=brand&analytics=false"},
    ]}


class Stats:
    def __init__(self):
        self.latencies = []
        self.errors = 0
        self.dropped = 0
        self.statuses = {}


async def read_response(reader):
    status_line = await reader.readline()
    if not status_line:
        raise ConnectionError("connection closed before the answer")
    status = int(status_line.split()[1])
    length = None
    while True:
        line = await reader.readline()
        if not line:
            raise ConnectionError("connection closed in the headers")
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode("latin-1").partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
    if length is None:
        raise ConnectionError("answer without content-length")
    await reader.readexactly(length)
    return status


async def client(host, port, key, index, deadline, timeout, stats, seed, mix):
    rng = random.Random(seed)
    reader = writer = None
    while time.monotonic() < deadline:
        path, body = request_bodies(index, rng, mix)
        payload = json.dumps(body).encode()
        head = (
            f"POST {path} HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: application/json\r\n"
            f"x-algolia-application-id: BENCH\r\nx-algolia-api-key: {key}\r\n"
            f"Content-Length: {len(payload)}\r\n\r\n"
        ).encode()
        start = time.perf_counter()
        try:
            if writer is None:
                reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
            writer.write(head + payload)
            status = await asyncio.wait_for(read_response(reader), timeout)
        except (OSError, ConnectionError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError, IndexError):
            stats.dropped += 1
            if writer is not None:
                writer.close()
            reader = writer = None
            continue
        stats.latencies.append(time.perf_counter() - start)
        stats.statuses[status] = stats.statuses.get(status, 0) + 1
        if status != 200:
            stats.errors += 1
    if writer is not None:
        writer.close()


def percentile(sorted_values, fraction):
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, int(round(fraction * len(sorted_values) + 0.5)) - 1))
    return sorted_values[index]


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--key", default="")
    parser.add_argument("--index", default="products")
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--warmup", type=float, default=1)
    parser.add_argument("--timeout", type=float, default=5)
    parser.add_argument("--mix", choices=["search", "light"], default="search")
    args = parser.parse_args()
    if args.host not in ("127.0.0.1", "::1", "localhost"):
        parser.error("loopback only")

    warm = Stats()
    await asyncio.gather(*[
        client(args.host, args.port, args.key, args.index, time.monotonic() + args.warmup, args.timeout, warm, 1000 + i, args.mix)
        for i in range(args.clients)
    ])
    stats = Stats()
    started = time.monotonic()
    await asyncio.gather(*[
        client(args.host, args.port, args.key, args.index, started + args.seconds, args.timeout, stats, i, args.mix)
        for i in range(args.clients)
    ])
    elapsed = time.monotonic() - started
    latencies = sorted(stats.latencies)
    figures = {
        "clients": args.clients,
        "seconds": round(elapsed, 2),
        "requests": len(latencies),
        "requests_per_second": round(len(latencies) / elapsed, 1),
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 2),
        "p90_ms": round(percentile(latencies, 0.90) * 1000, 2),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
        "max_ms": round((latencies[-1] if latencies else float("nan")) * 1000, 2),
        "errors": stats.errors,
        "dropped": stats.dropped,
        "statuses": {str(k): v for k, v in sorted(stats.statuses.items())},
    }
    print(f"clients            {figures['clients']} (closed loop, keep-alive, {figures['seconds']} s, {args.mix} mix)")
    print(f"requests           {figures['requests']}")
    print(f"requests/s         {figures['requests_per_second']}")
    print(f"latency p50/p90/p99/max  {figures['p50_ms']} / {figures['p90_ms']} / {figures['p99_ms']} / {figures['max_ms']} ms")
    print(f"errors (non-200)   {figures['errors']}   statuses {figures['statuses']}")
    print(f"dropped            {figures['dropped']}")
    print(json.dumps(figures))
    return 0 if stats.errors == 0 and stats.dropped == 0 and latencies else 1


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
