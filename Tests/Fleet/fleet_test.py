#!/usr/bin/env python3
"""Rule bundles on a fleet, against a real nginx: three `verdict serve --bundle` instances poll one
nginx (its own ETags, plain HTTP) and a fourth pulls over HTTPS with a self-signed certificate.

What it shows, step by step (each printed as `ok  …`):
- a bundle published by an atomic rename is active on every instance within the poll interval plus
  2 s, and their answers change with it; unchanged bundles cost a 304;
- a bundle signed with a new key is taken by instances given both public keys (key rotation);
- a bundle with a bad signature, a failing example, a path escape or a size bomb is refused by every
  instance with the reason in /v1/status, and the previous revision keeps answering;
- nginx stopped: instances keep serving; an instance restarted meanwhile serves from its cache; a
  new instance with no cache is not ready (503) until nginx is back;
- every activation and refusal is posted to --report-status.

Usage: fleet_test.py VERDICT_BINARY
Hostile bundles are made here with Python's tarfile and openssl (a valid signature over a manifest
that lists what the bundle holds), since `verdict bundle build` refuses to make them.
"""
import base64
import gzip
import hashlib
import http.server
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import urllib.error
import urllib.request

POLL = 1.0
WITHIN = POLL + 2.0
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


def check(condition, what):
    if not condition:
        raise AssertionError(what)
    print("ok  " + what, flush=True)


def run(*arguments, **options):
    return subprocess.run(arguments, check=True, capture_output=True, text=True, **options)


def fetch(url, body=None):
    """(status, parsed JSON or text) of a GET, or of a POST of JSON when body is given."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            status, text = answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        status, text = error.code, error.read().decode()
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text


def wait_until(condition, seconds, what):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    raise AssertionError("not within %.1f s: %s" % (seconds, what))


# --- rule sets, keys and bundles ----------------------------------------------------------------

def rules_folder(root, name, minimum, message, valid=None):
    """A rules directory: model Signup, username of at least `minimum` characters, with a valid
    example (by default one that passes) and an invalid one."""
    folder = os.path.join(root, name)
    os.makedirs(os.path.join(folder, "locales"), exist_ok=True)
    valid = valid if valid is not None else "x" * minimum
    with open(os.path.join(folder, "signup.lua"), "w") as out:
        out.write("""return {
  model = "Signup",
  rules = { { "username", "required" }, { "username", "minLength", %d, message = "%s" } },
  examples = { valid = { { username = "%s" } }, invalid = { { username = "" } } },
}
""" % (minimum, message, valid))
    with open(os.path.join(folder, "locales", "de.lua"), "w") as out:
        out.write('return { messages = { required = "{name} fehlt." } }\n')
    return folder


def key_pair(root, name):
    private = os.path.join(root, name + ".pem")
    public = os.path.join(root, name + ".pub.pem")
    run("openssl", "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", private)
    run("openssl", "pkey", "-in", private, "-pubout", "-out", public)
    return private, public


def build(binary, rules, output, revision, key, key_id):
    run(binary, "bundle", "build", "--rules", rules, "--output", output, "--revision", revision,
        "--signing-key", key, "--key-id", key_id)


def publish(www, bundle):
    """Publishes a bundle as a release would: a copy beside it, renamed over the served name."""
    staging = os.path.join(www, ".rules.tar.gz.new")
    shutil.copyfile(bundle, staging)
    os.replace(staging, os.path.join(www, "rules.tar.gz"))


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def es256(private_key, data):
    """The JWS ES256 signature of data: openssl's DER signature turned into r || s."""
    der = subprocess.run(["openssl", "dgst", "-sha256", "-sign", private_key], input=data,
                         capture_output=True, check=True).stdout
    # SEQUENCE { INTEGER r, INTEGER s }
    index = 2 if der[1] < 0x80 else 3
    parts = []
    for _ in range(2):
        length = der[index + 1]
        value = der[index + 2:index + 2 + length]
        parts.append(value.lstrip(b"\0").rjust(32, b"\0"))
        index += 2 + length
    return parts[0] + parts[1]


def hostile_bundle(path, files, private_key, key_id, revision, manifest_files=None, bomb=0):
    """A signed bundle holding `files` [(name, bytes, tar type)], its manifest listing
    `manifest_files` (default: every regular file), and `bomb` zero bytes in a file `bomb.lua`."""
    listed = manifest_files if manifest_files is not None else [
        (name, data) for name, data, kind in files if kind == tarfile.REGTYPE]
    entries = [{"path": name, "sha256": hashlib.sha256(data).hexdigest(), "size": len(data)}
               for name, data in listed]
    if bomb:
        zeros = hashlib.sha256()
        chunk = b"\0" * (1 << 20)
        for _ in range(bomb >> 20):
            zeros.update(chunk)
        entries.append({"path": "bomb.lua", "sha256": zeros.hexdigest(), "size": bomb})
    manifest = json.dumps({"created": "2026-11-27T00:00:00Z", "files": entries, "format": 1,
                           "revision": revision, "verdictVersion": "fleet-test"},
                          sort_keys=True, separators=(",", ":")).encode()
    header = b64url(json.dumps({"alg": "ES256", "kid": key_id}, separators=(",", ":")).encode())
    signature = es256(private_key, (header + "." + b64url(manifest)).encode())
    with gzip.open(path, "wb", compresslevel=9) as raw, tarfile.open(fileobj=raw, mode="w|",
                                                                     format=tarfile.USTAR_FORMAT) as tar:
        def add(name, data, kind=tarfile.REGTYPE, target=""):
            info = tarfile.TarInfo(name)
            info.type = kind
            info.size = len(data) if kind == tarfile.REGTYPE else 0
            info.linkname = target
            tar.addfile(info, io.BytesIO(data) if kind == tarfile.REGTYPE else None)
        add(".manifest", manifest)
        add(".signature", (header + ".." + b64url(signature)).encode())
        for name, data, kind in files:
            add(name, data, kind, "/etc/passwd" if kind == tarfile.SYMTYPE else "")
        if bomb:
            info = tarfile.TarInfo("bomb.lua")
            info.size = bomb
            tar.addfile(info, ZeroReader(bomb))


class ZeroReader(io.RawIOBase):
    """`size` zero bytes, read in chunks."""

    def __init__(self, size):
        self.left = size

    def read(self, count=-1):
        count = self.left if count < 0 else min(count, self.left)
        self.left -= count
        return b"\0" * count


# --- processes ----------------------------------------------------------------------------------

class Nginx:
    """nginx on loopback serving `www`: plain HTTP on one port, HTTPS on another."""

    def __init__(self, root, www, cert, key):
        self.prefix = os.path.join(root, "nginx")
        os.makedirs(os.path.join(self.prefix, "logs"), exist_ok=True)
        self.http_port, self.https_port = free_port(), free_port()
        self.config = os.path.join(self.prefix, "nginx.conf")
        with open(self.config, "w") as out:
            out.write("""
user root;
worker_processes 1;
pid %(prefix)s/nginx.pid;
error_log %(prefix)s/logs/error.log;
events { worker_connections 64; }
http {
    access_log %(prefix)s/logs/access.log;
    client_body_temp_path %(prefix)s/body;
    proxy_temp_path %(prefix)s/proxy;
    fastcgi_temp_path %(prefix)s/fastcgi;
    uwsgi_temp_path %(prefix)s/uwsgi;
    scgi_temp_path %(prefix)s/scgi;
    server {
        listen 127.0.0.1:%(http)d;
        root %(www)s;
    }
    server {
        listen 127.0.0.1:%(https)d ssl;
        ssl_certificate %(cert)s;
        ssl_certificate_key %(key)s;
        root %(www)s;
    }
}
""" % {"prefix": self.prefix, "http": self.http_port, "https": self.https_port, "www": www,
                "cert": cert, "key": key})
        self.process = None

    def start(self):
        self.process = subprocess.Popen([NGINX, "-p", self.prefix, "-c", self.config, "-g", "daemon off;"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wait_until(lambda: port_open(self.http_port), 10, "nginx listens")

    def stop(self):
        self.process.terminate()
        self.process.wait(10)
        wait_until(lambda: not port_open(self.http_port), 10, "nginx stopped")

    def statuses(self):
        with open(os.path.join(self.prefix, "logs", "access.log")) as log:
            return [line.split('"')[2].split()[0] for line in log if '"GET /rules.tar.gz' in line]


def free_port():
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def port_open(port):
    import socket
    with socket.socket() as probe:
        probe.settimeout(0.2)
        return probe.connect_ex(("127.0.0.1", port)) == 0


class Instance:
    """One `verdict serve --bundle`."""

    def __init__(self, binary, name, url, keys, cache, report=None, extra=()):
        self.name = name
        arguments = [binary, "serve", "--bundle", url, "--poll", str(POLL), "--port", "0", "--cache", cache]
        for key in keys:
            arguments += ["--public-key", key]
        if report:
            arguments += ["--report-status", report]
        self.arguments = arguments + list(extra)
        self.log = open(os.path.join(os.path.dirname(cache), name + ".log"), "a")
        self.start()

    def start(self):
        self.process = subprocess.Popen(self.arguments, stdout=subprocess.PIPE, stderr=self.log, text=True)
        line = self.process.stdout.readline()
        if "listening on " not in line:
            raise RuntimeError("%s did not start: %r" % (self.name, line))
        self.base = line.split("listening on ")[1].strip()

    def stop(self):
        self.process.terminate()
        self.process.wait(10)

    def status(self):
        return fetch(self.base + "/v1/status")[1]["bundle"]

    def ready(self):
        return fetch(self.base + "/health/ready")[0] == 200

    def revision(self):
        return self.status()["revision"]

    def answer(self, username):
        status, body = fetch(self.base + "/v1/validate/Signup", {"username": username})
        return body["valid"] if status == 200 else status


class Reports(http.server.BaseHTTPRequestHandler):
    """Receives --report-status posts."""
    received = []

    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        Reports.received.append(json.loads(self.rfile.read(length)))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *arguments):
        pass


# --- the test -----------------------------------------------------------------------------------

def main():
    binary = os.path.abspath(sys.argv[1])
    root = tempfile.mkdtemp(prefix="verdict-fleet-")
    os.chmod(root, 0o755)
    www = os.path.join(root, "www")
    os.makedirs(www)
    instances = []
    nginx = None
    try:
        old_key, old_public = key_pair(root, "release-2026")
        new_key, new_public = key_pair(root, "release-2027")
        stranger_key, _ = key_pair(root, "stranger")
        cert, cert_key = os.path.join(root, "cert.pem"), os.path.join(root, "cert.key")
        run("openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
            "-keyout", cert_key, "-out", cert, "-days", "2", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1")
        lenient = rules_folder(root, "lenient", 3, "is too short.")
        strict = rules_folder(root, "strict", 6, "needs six characters.")
        first, second = os.path.join(root, "first.tar.gz"), os.path.join(root, "second.tar.gz")
        build(binary, lenient, first, "r1", old_key, "release-2026")
        build(binary, strict, second, "r2", new_key, "release-2027")
        refused = subprocess.run([binary, "bundle", "build", "--rules", rules_folder(root, "bad", 9, "x", valid="abc"),
                                  "--output", os.path.join(root, "never.tar.gz")], capture_output=True, text=True)
        check(refused.returncode == 2 and "refused (examples)" in refused.stderr,
              "bundle build refuses a rule set whose examples fail")
        verified = run(binary, "bundle", "verify", first, "--public-key", old_public).stdout
        check("OK, revision r1" in verified and "key id release-2026" in verified, "bundle verify: " + verified.strip())
        wrong = subprocess.run([binary, "bundle", "verify", first, "--public-key", new_public],
                               capture_output=True, text=True)
        check(wrong.returncode == 1 and "refused (signature)" in wrong.stdout, "bundle verify refuses another key")

        reports = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Reports)
        threading.Thread(target=reports.serve_forever, daemon=True).start()
        report_url = "http://127.0.0.1:%d/status" % reports.server_address[1]

        nginx = Nginx(root, www, cert, cert_key)
        publish(www, first)
        nginx.start()
        url = "http://127.0.0.1:%d/rules.tar.gz" % nginx.http_port
        keys = [old_public, new_public]
        for number in range(3):
            instances.append(Instance(binary, "instance-%d" % number, url, keys,
                                      os.path.join(root, "cache-%d" % number), report_url))
        wait_until(lambda: all(i.ready() for i in instances), 10, "three instances ready")
        check(all(i.revision() == "r1" for i in instances), "three instances serve revision r1")
        check(all(i.answer("abcd") is True for i in instances), "\"abcd\" is valid under r1 (3 characters)")
        time.sleep(2 * POLL + 0.5)
        check("304" in nginx.statuses(), "an unchanged bundle costs a 304 (nginx's own ETag)")

        started = time.time()
        publish(www, second)
        wait_until(lambda: all(i.revision() == "r2" for i in instances), WITHIN,
                   "r2, signed with the new key, active everywhere")
        check(True, "r2 (new key, instances given both) active on all three in %.1f s (limit %.1f s)"
              % (time.time() - started, WITHIN))
        check(all(i.answer("abcd") is False for i in instances), "answers changed: \"abcd\" is invalid under r2")
        check(all(i.status()["keyId"] == "release-2027" for i in instances), "status names the new key id")

        records = os.path.join(root, "records.jsonl")
        with open(records, "w") as out:
            out.write('{"username": "abcd"}\n{"username": "abcdefg"}\n')
        validated = subprocess.run([binary, "validate", "--bundle", url, "--public-key", new_public, records],
                                   capture_output=True, text=True)
        check(validated.returncode == 1 and "2 records, 1 invalid" in validated.stdout,
              "verdict validate --bundle URL validates with r2's rules")
        untrusted = subprocess.run([binary, "validate", "--bundle", second, "--public-key", old_public, records],
                                   capture_output=True, text=True)
        check(untrusted.returncode == 2 and "refused (signature)" in untrusted.stderr,
              "verdict validate --bundle FILE refuses a bundle no given key signed")

        signup = open(os.path.join(strict, "signup.lua"), "rb").read()
        catalog = open(os.path.join(strict, "locales", "de.lua"), "rb").read()
        plain = [("signup.lua", signup, tarfile.REGTYPE), ("locales/de.lua", catalog, tarfile.REGTYPE)]
        failing = signup.replace(b'minLength", 6', b'minLength", 60')
        cases = [
            ("signature", lambda path: hostile_bundle(path, plain, stranger_key, "stranger", "r3")),
            ("examples", lambda path: hostile_bundle(
                path, [("signup.lua", failing, tarfile.REGTYPE), plain[1]], new_key, "release-2027", "r4")),
            ("archive", lambda path: hostile_bundle(
                path, plain + [("../escape.lua", b"return {}", tarfile.REGTYPE)], new_key, "release-2027", "r5")),
            ("archive", lambda path: hostile_bundle(
                path, plain + [("locales/link.lua", b"", tarfile.SYMTYPE)], new_key, "release-2027", "r6")),
            ("size", lambda path: hostile_bundle(path, plain, new_key, "release-2027", "r7", bomb=80 << 20)),
        ]
        for reason, make in cases:
            path = os.path.join(root, "hostile-%s.tar.gz" % reason)
            make(path)
            publish(www, path)
            wait_until(lambda: all((i.status()["lastRefusal"] or {}).get("reason") == reason
                                   and (i.status()["lastAttempt"] or {}).get("outcome") == "refused"
                                   for i in instances), WITHIN, "a bundle refused for " + reason)
            detail = instances[0].status()["lastRefusal"]["detail"]
            check(all(i.revision() == "r2" and i.answer("abcd") is False for i in instances),
                  "refused by all three (%s: %s); r2 keeps answering" % (reason, detail.splitlines()[0]))
            # The next case must be seen as a new refusal: clear the last one by republishing r2.
            publish(www, second)
            wait_until(lambda: all((i.status()["lastAttempt"] or {}).get("outcome") == "unchanged"
                                   for i in instances), WITHIN, "r2 republished")

        metrics = fetch(instances[0].base + "/metrics")[1]
        check('verdict_bundle_refusals_total{reason="signature"} 1' in metrics
              and 'verdict_bundle_refusals_total{reason="size"} 1' in metrics
              and "verdict_bundle_activations_total 2" in metrics
              and 'verdict_bundle_downloads_total{result="not_modified"}' in metrics,
              "/metrics counts downloads, activations and refusals by reason")
        outcomes = [(report["lastAttempt"]["outcome"], (report["lastAttempt"] or {}).get("reason"))
                    for report in Reports.received]
        check(outcomes.count(("activated", None)) >= 6 and ("refused", "size") in outcomes,
              "--report-status received every activation and refusal (%d posts)" % len(outcomes))

        nginx.stop()
        time.sleep(2 * POLL)
        check(all(i.answer("abcd") is False and i.ready() for i in instances),
              "nginx stopped: all three keep serving r2")
        check(all(i.status()["lastAttempt"]["outcome"] == "unreachable" for i in instances),
              "status says the server is unreachable")
        instances[0].stop()
        instances[0].start()
        wait_until(instances[0].ready, 5, "the restarted instance ready")
        status = instances[0].status()
        check(status["revision"] == "r2" and status["fromCache"] and instances[0].answer("abcd") is False,
              "an instance restarted while nginx is down serves r2 from its cache")
        newcomer = Instance(binary, "newcomer", url, keys, os.path.join(root, "cache-new"))
        instances.append(newcomer)
        time.sleep(POLL + 0.5)
        status, body = fetch(newcomer.base + "/health/ready")
        check(status == 503 and "unreachable" in body["reason"], "a new instance without cache or server: 503")
        check(fetch(newcomer.base + "/v1/validate/Signup", {"username": "abcd"})[0] == 503,
              "and /v1/validate answers 503 while not ready")
        nginx.start()
        wait_until(newcomer.ready, WITHIN, "the new instance ready once nginx is back")
        check(newcomer.revision() == "r2", "the new instance becomes ready when nginx returns")

        secure_url = "https://127.0.0.1:%d/rules.tar.gz" % nginx.https_port
        secure = Instance(binary, "secure", secure_url, keys, os.path.join(root, "cache-secure"),
                          extra=["--ca-file", cert])
        instances.append(secure)
        wait_until(secure.ready, WITHIN, "the HTTPS instance ready")
        check(secure.revision() == "r2", "over HTTPS with --ca-file (self-signed): r2 active")
        untrusting = Instance(binary, "untrusting", secure_url, keys, os.path.join(root, "cache-untrusting"))
        instances.append(untrusting)
        time.sleep(POLL + 0.5)
        attempt = untrusting.status()["lastAttempt"]
        check(not untrusting.ready() and attempt["outcome"] == "unreachable",
              "without --ca-file the self-signed server is not trusted: " + attempt["detail"][:80])
        print("fleet: all checks passed")
    finally:
        for instance in instances:
            try:
                instance.stop()
            except Exception:
                pass
        if nginx and nginx.process and nginx.process.poll() is None:
            nginx.process.terminate()
        if os.environ.get("FLEET_KEEP"):
            print("fleet: kept " + root)
        else:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
