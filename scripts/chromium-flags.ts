/** Debian's Chromium, used by the e2e tests and the benchmark when it is installed. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** Headless, sandbox-free and quiet: no background connections on a machine without internet. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
