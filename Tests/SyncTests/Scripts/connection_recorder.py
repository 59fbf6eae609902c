"""A listener that records every connection it gets and answers none of them with more than a
401: on PORT of every IPv4 and IPv6 address of its network namespace, it appends one JSON line
per connection to RECORD (the address connected to, and the request's bytes as text) before
answering, and touches READY once it listens. Used inside a test's private network namespace
(private_network.sh) to see whether a program sent anything, and what, to an address.

    python3 connection_recorder.py PORT RECORD READY
"""

import json
import selectors
import socket
import sys

UNAUTHORIZED = (
    b"HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"x\"\r\n"
    b"Content-Length: 0\r\nConnection: close\r\n\r\n"
)


def listening(family, address, port):
    """A socket listening on address:port (IPv6 alone on an IPv6 one)."""
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if family == socket.AF_INET6:
        sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
    sock.bind((address, port))
    sock.listen(16)
    return sock


def request_of(conn):
    """The request's head and what came with it, read until a blank line or a quiet second."""
    conn.settimeout(1.0)
    data = b""
    try:
        while b"\r\n\r\n" not in data and len(data) < 65536:
            chunk = conn.recv(4096)
            if not chunk:
                break
            data += chunk
    except OSError:
        pass
    return data


def main():
    port, record, ready = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    selector = selectors.DefaultSelector()
    for family, address in ((socket.AF_INET, "0.0.0.0"), (socket.AF_INET6, "::")):
        selector.register(listening(family, address, port), selectors.EVENT_READ)
    open(ready, "w").close()
    while True:
        for key, _ in selector.select():
            conn, _ = key.fileobj.accept()
            with conn:
                to = conn.getsockname()[0]
                data = request_of(conn)
                # Recorded before the answer, so a client that got one was seen.
                with open(record, "a") as out:
                    out.write(json.dumps({"to": to, "request": data.decode("latin-1")}) + "\n")
                try:
                    conn.sendall(UNAUTHORIZED)
                except OSError:
                    pass


if __name__ == "__main__":
    main()
