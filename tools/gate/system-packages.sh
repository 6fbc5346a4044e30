#!/usr/bin/env bash
# The Debian packages `npm test` needs besides Node, each found by the file it installs; prints the
# names of those missing, on one line (nothing when every one is there). One list for `npm test`
# (tools/gate/preflight.sh says what is missing and the command that installs it) and `.ci/run` (which
# installs them). SYSTEM_ROOT looks under another root (the preflight's test).
#   Chromium and its headless shell: the end-to-end suite, the size and search checks, Lighthouse;
#   nginx: the server tests' second server; Firefox ESR, WebKitWebDriver, Xvfb: the smoke suites;
#   Java: the W3C HTML checker.
root="${SYSTEM_ROOT:-}"
missing=()
[ -x "$root/usr/bin/chromium" ] || missing+=(chromium)
[ -x "$root/usr/bin/chromium-headless-shell" ] || missing+=(chromium-headless-shell)
[ -x "$root/usr/sbin/nginx" ] || missing+=(nginx-light)
[ -x "$root/usr/bin/firefox-esr" ] || missing+=(firefox-esr)
[ -x "$root/usr/bin/WebKitWebDriver" ] || missing+=(webkit2gtk-driver)
[ -x "$root/usr/bin/Xvfb" ] || missing+=(xvfb)
[ -x "$root/usr/bin/xauth" ] || missing+=(xauth)
[ -x "$root/usr/bin/java" ] || missing+=(default-jre-headless)
echo "${missing[*]}"
