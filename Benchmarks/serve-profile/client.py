# serve-profile.sh's client: PORT COUNT BODY_FILE - POSTs the body COUNT times, one after another on
# one keep-alive connection, each request in one write (as wrk sends it), and checks each answer
# is a 200.
import socket
import sys

port, count, body_file = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
body = open(body_file, "rb").read()
request = (b"POST /v1/validate/CalendarEvent HTTP/1.1\r\nHost: 127.0.0.1\r\n"
           b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body)) + body
connection = socket.create_connection(("127.0.0.1", port))
connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
pending = b""
for _ in range(count):
    connection.sendall(request)
    while True:
        end = pending.find(b"\r\n\r\n")
        if end >= 0:
            head = pending[:end].decode()
            lengths = [line.split(":")[1] for line in head.split("\r\n") if line.lower().startswith("content-length:")]
            if lengths and len(pending) >= end + 4 + int(lengths[0]):
                if not head.startswith("HTTP/1.1 200"):
                    sys.exit("serve-profile.sh: answered " + head.splitlines()[0])
                pending = pending[end + 4 + int(lengths[0]):]
                break
        chunk = connection.recv(65536)
        if not chunk:
            sys.exit("serve-profile.sh: the server closed the connection")
        pending += chunk
connection.close()
