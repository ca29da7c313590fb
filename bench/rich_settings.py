#!/usr/bin/env python3
"""The peer: a 120x40 iOS "Settings" screen rendered with Rich and exported as
ANSI (export_text(styles=True)), comparable to `dusk export --screen settings
--size 120x40`: a status bar, a title, 3 section headers, 30 rows with an icon,
a label, a value and a chevron, in iOS 13's system colors, 24-bit.

  rich_settings.py once            render and print one frame (whole-process timing)
  rich_settings.py loop N          N in-process renders; prints the median in ms
"""
import io, statistics, sys, time
from rich.console import Console
from rich.text import Text

LIGHT = dict(bg="#F2F2F7", cell="#FFFFFF", label="#000000", secondary="#8A8A8E", tertiary="#C4C4C7", sep="#C6C6C8", tint="#007AFF")
DARK = dict(bg="#000000", cell="#1C1C1E", label="#FFFFFF", secondary="#98989F", tertiary="#48484A", sep="#38383A", tint="#0A84FF")
ICONS = ["#FF9500", "#007AFF", "#34C759", "#FF3B30", "#5856D6", "#8E8E93"]
ROWS = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics",
        "Do Not Disturb", "Screen Time", "General", "Control Center", "Display & Brightness", "Wallpaper", "Siri & Search",
        "Face ID & Passcode", "Emergency SOS", "Battery", "Privacy", "App Store", "Wallet & Apple Pay", "Passwords",
        "Mail", "Contacts", "Calendar", "Notes", "Reminders", "Voice Memos", "Phone", "Messages", "FaceTime"]

def render(p, width=120):
    console = Console(record=True, width=width, color_system="truecolor", file=io.StringIO(), force_terminal=True)
    bg = f"on {p['bg']}"
    def line(text):
        console.print(text, end="\n", overflow="crop", no_wrap=True)
    status = Text("  9:41".ljust(width - 12), style=f"bold {p['label']} {bg}") + Text("▂▄▆█ ≋ ▕███▏".ljust(12), style=f"{p['label']} {bg}")
    line(status)
    line(Text("Settings".ljust(width), style=f"bold {p['label']} {bg}"))
    for i, row in enumerate(ROWS):
        if i % 10 == 0:
            line(Text(("  SECTION " + str(i // 10 + 1)).ljust(width), style=f"{p['secondary']} {bg}"))
        t = Text("  ", style=bg)
        t.append("✈ ", style=f"#FFFFFF on {ICONS[i % len(ICONS)]}")
        t.append(" " + row.ljust(width - 22), style=f"{p['label']} on {p['cell']}")
        t.append("Value".rjust(12), style=f"{p['secondary']} on {p['cell']}")
        t.append(" › ", style=f"{p['tertiary']} on {p['cell']}")
        t.append(" " * (width - len(t.plain)), style=bg)
        line(t)
    return console.export_text(styles=True)

if __name__ == "__main__":
    if sys.argv[1:2] == ["loop"]:
        n = int(sys.argv[2])
        for _ in range(5):
            render(DARK)
        times = []
        for i in range(n):
            t = time.perf_counter()
            render(DARK if i % 2 else LIGHT)
            times.append((time.perf_counter() - t) * 1000)
        print(f"{statistics.median(times):.3f}")
    else:
        sys.stdout.write(render(DARK))
