/** Lighthouse 13 refuses older Node versions; say so plainly instead of failing deep inside it. */
const MINIMUM = [22, 19] as const

export function assertNodeVersion(version: string = process.versions.node): void {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  const [needMajor, needMinor] = MINIMUM
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return
  process.stderr.write(
    `npm run bench needs Node >= ${needMajor}.${needMinor} (Lighthouse 13), but this is Node ${version}.\n` +
      "Run it through npm (`npm run bench`) so the project's pinned Node 24 is used.\n",
  )
  process.exit(1)
}
