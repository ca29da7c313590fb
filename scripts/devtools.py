"""Headless Chromium driven through the DevTools protocol: what dusk's browser
checks (check-css-in-browser.py, check-review-page.py) share. `needs()` makes
sure the Python modules are there (a venv in /tmp when not); `Chromium` starts
Debian's chromium on a port it chooses, connects to its page, and sends
commands with `call`, keeping the events that arrive meanwhile in `events`.
"""
import json, os, subprocess, sys, time, urllib.request


def needs(venv, modules):
    """Re-runs the calling script in `venv` when any of `modules` ({import name: PyPI package}) is missing."""
    try:
        for module in modules:
            __import__(module)
        return
    except ImportError:
        pass
    if sys.prefix == venv:
        sys.exit(f"{os.path.basename(sys.argv[0])}: {venv} lacks {', '.join(modules.values())}; remove it, run again")
    if not os.path.exists(venv + "/bin/python"):
        subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", venv], check=True)
    for module, package in modules.items():
        if subprocess.run([venv + "/bin/python", "-c", "import " + module], stderr=subprocess.DEVNULL).returncode:
            subprocess.run([venv + "/bin/pip", "install", "-q", package], check=True)
    os.execv(venv + "/bin/python", [venv + "/bin/python"] + sys.argv)


class DevToolsError(Exception):
    pass


class Chromium:
    def __init__(self, profile, url="about:blank", flags=()):
        import websocket
        self.browser = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
             f"--user-data-dir={profile}", "--no-first-run", *flags, url],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        target = None
        for _ in range(200):  # Chromium writes the port it chose into the profile
            try:
                port = int(open(os.path.join(profile, "DevToolsActivePort")).readline())
                pages = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
                target = next(t for t in pages if t["type"] == "page")
                break
            except Exception:
                time.sleep(0.1)
        if target is None:
            self.close()
            raise DevToolsError("chromium did not open a DevTools port")
        self.ws = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=30)
        self.counter = 0
        self.events = []

    def call(self, method, **params):
        self.counter += 1
        self.ws.send(json.dumps({"id": self.counter, "method": method, "params": params}))
        while True:
            reply = json.loads(self.ws.recv())
            if reply.get("id") == self.counter:
                if "error" in reply:
                    raise DevToolsError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def close(self):
        if getattr(self, "ws", None):
            self.ws.close()
        self.browser.terminate()
        try:
            self.browser.wait(10)
        except subprocess.TimeoutExpired:
            self.browser.kill()
