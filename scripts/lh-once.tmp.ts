import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import fs from 'node:fs'
import { CHROMIUM_FLAGS } from './bench/chromium.ts'
const url = process.argv[2]!
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
chrome.kill()
fs.writeFileSync(process.argv[3]!, JSON.stringify(r!.lhr))
console.log(r!.lhr.categories.performance!.score)
