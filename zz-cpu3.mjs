import { chromium } from 'playwright'
import { execSync } from 'child_process'
const snap = () => { const m = {}; for (const line of execSync("ps -C chromium -o pid=,args=").toString().split("\n").filter(Boolean)) { const pid = line.trim().split(' ')[0]; const type = (line.match(/--type=([a-z-]+)/) || [0, 'browser'])[1]; try { const f = execSync(`cat /proc/${pid}/stat`).toString().split(") ")[1].split(" "); m[pid] = [type, (Number(f[11]) + Number(f[12])) / 100] } catch {} } return m }
const flags = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync', ...flags] })
const before = snap()
const byType = {}
for (let i = 0; i < 3; i++) for (const path of ['/portfolio/stationery', '/skills', '/about', '/portfolio/graphics']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await ctx.newPage()
  await page.goto('http://127.0.0.1:4411' + path, { waitUntil: 'networkidle' })
  const s = snap()
  for (const [pid, [type, t]] of Object.entries(s)) { byType[type] = (byType[type] || 0) + t - (before[pid]?.[1] || 0); before[pid] = [type, t] }
  await ctx.close()
}
console.log(flags.join(' '), Object.fromEntries(Object.entries(byType).map(([k, v]) => [k, (v / 12).toFixed(3)])))
await browser.close()
