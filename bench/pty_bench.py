#!/usr/bin/env python3
"""Measures the live preview through a pseudo-terminal, as a user's terminal sees it.

  bench/pty_bench.py [path/to/dusk] [--runs N] [--screen NAME]

- cold start: from spawning `dusk` to the last byte of the first painted frame;
- toggle latency: from writing the key `d` to the last byte of the repaint;
- bytes per light-to-dark toggle of `settings` at 120x40, against the smallest
  ANSI encoding of the new frame (`dusk export --size 120x39`: the screen area,
  SGR only where something changes).

"Last byte" is the last output before the pty stays quiet for QUIET seconds;
the quiet wait itself is not counted. Uses TERM=xterm-direct (24-bit), as a
truecolor terminal would. Prints medians and the spread.
"""
import os, pty, select, statistics, subprocess, sys, time, fcntl, termios, struct

QUIET = 0.15
# `--screen NAME` is passed on to dusk: toggles on another screen.
EXTRA = sys.argv[sys.argv.index("--screen"):sys.argv.index("--screen") + 2] if "--screen" in sys.argv else []
COLS, ROWS = 120, 40

def read_until_quiet(fd, quiet=QUIET, limit=5.0):
    data, last, start = b"", None, time.perf_counter()
    while time.perf_counter() - start < limit:
        r, _, _ = select.select([fd], [], [], quiet)
        if not r:
            if last is not None:
                break
            continue
        try:
            chunk = os.read(fd, 1 << 16)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
        last = time.perf_counter()
    return data, last

def spawn(binary):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-direct", COLORTERM="truecolor", LANG="C.UTF-8")
        os.execv(binary, [binary] + EXTRA)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    return pid, fd

def main():
    binary = sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("--") else ".build/release/dusk"
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 15
    starts, toggles, toggle_bytes = [], [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        pid, fd = spawn(binary)
        # The window size is set just after fork; dusk reads it at start-up.
        first, last = read_until_quiet(fd)
        starts.append((last - t0) * 1000)
        for i in range(2):  # light to dark, then back
            t1 = time.perf_counter()
            os.write(fd, b"d")
            out, last = read_until_quiet(fd)
            if last:
                toggles.append((last - t1) * 1000)
                if i == 0:
                    toggle_bytes.append(len(out))
        os.write(fd, b"q")
        read_until_quiet(fd, limit=1)
        os.waitpid(pid, 0)
        os.close(fd)
    smallest = len(subprocess.run([binary, "export", "--screen", "settings", "--appearance", "dark",
                                   "--size", f"{COLS}x{ROWS - 1}", "--out", "-"], capture_output=True).stdout)
    def fmt(xs):
        return f"median {statistics.median(xs):.2f} ms (min {min(xs):.2f}, max {max(xs):.2f}, n={len(xs)})"
    print(f"cold start to first frame:  {fmt(starts)}")
    print(f"key press to end of repaint: {fmt(toggles)}")
    b = statistics.median(toggle_bytes)
    print(f"bytes per toggle: median {b:.0f}; smallest ANSI encoding of the frame: {smallest}; ratio {b / smallest:.2f}")

if __name__ == "__main__":
    main()
