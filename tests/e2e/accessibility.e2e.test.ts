// Accessibility (issue 24, B8): Lighthouse's accessibility category scores at least 95 on home, a fund detail,
// its buy page and my assets, the last two logged in. Lighthouse drives a Chromium we launch (Debian's, as the
// other journeys) through its debugging port; the investor's token is put in that profile's localStorage first
// and Lighthouse is told not to clear storage. Only the accessibility category runs.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_KEYS } from '@fund/core/api';
import { chromium } from 'playwright-core';
import { baseUrl } from './browser';
import { newInvestor } from './investor';

const ROOT = path.resolve(__dirname, '../..');
const MIN_SCORE = 0.95;
const PAGES = [
  { name: '首页', url: '/' },
  { name: '基金详情', url: '/s/000001/' },
  { name: '买入', url: '/s/000001/buy/' },
  { name: '我的资产', url: '/accounts/my_assets/' },
];

// Accessibility audits read the DOM once the page has rendered, so the score does not depend on the machine's
// load. Lighthouse's default (simulated) throttling is kept: it slows nothing down, whereas 'provided' made each
// load take 6 s and never reach CPU quiet, so every run waited out maxWaitForLoad. Storage is kept: it holds the login.
const LIGHTHOUSE_CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['accessibility'],
    maxWaitForLoad: 10000,
    disableFullPageScreenshot: true,
    disableStorageReset: true,
  },
};

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  details?: { items?: { node?: { snippet?: string } }[] };
}
interface Report {
  finalDisplayedUrl: string;
  categories: { accessibility: { score: number | null } };
  audits: Record<string, Audit>;
}

let lighthouseBin: string;
let profileDir: string;
let chrome: ChildProcess;
let debuggingPort: number;
let configPath: string;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The port Chromium wrote into its profile once it listens (a Chromium started with port 0 picks a free one). */
async function devToolsPort(dir: string, timeoutMs = 30000): Promise<number> {
  const file = path.join(dir, 'DevToolsActivePort');
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
  }
  throw new Error('Chromium did not open its debugging port');
}

beforeAll(async () => {
  // Installs the pinned Lighthouse on the first run on a machine (it is not a project dependency).
  const tool = spawnSync(process.execPath, [path.join(ROOT, 'scripts/lighthouse-tool.mjs')], { encoding: 'utf8' });
  if (tool.status !== 0) throw new Error(`scripts/lighthouse-tool.mjs: ${tool.stderr}`);
  lighthouseBin = tool.stdout.trim();

  // Logged in as Taro's H5 storage keeps the token (localStorage, {data}), written into a profile that the
  // Chromium Lighthouse drives then opens. Playwright lets go first: it would hold every new tab it sees.
  const investor = await newInvestor();
  profileDir = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-a11y-'));
  const seeding = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, args: FLAGS, headless: true });
  const page = seeding.pages()[0] ?? (await seeding.newPage());
  await page.goto(`${baseUrl()}/api/v1/health`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, JSON.stringify({ data: value })), [SESSION_KEYS.accessToken, investor.token] as const);
  await seeding.close();

  configPath = path.join(profileDir, 'lighthouse-config.json');
  writeFileSync(configPath, JSON.stringify(LIGHTHOUSE_CONFIG));
  chrome = spawn(CHROMIUM, ['--headless', '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, ...FLAGS, 'about:blank'], { stdio: 'ignore' });
  debuggingPort = await devToolsPort(profileDir);
}, 120000);

afterAll(async () => {
  if (chrome && chrome.exitCode === null) {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGTERM');
    await exited;
  }
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
});

/** One Lighthouse run (accessibility only) against the Chromium above; resolves to its JSON report. */
function lighthouse(url: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const args = [url, `--port=${debuggingPort}`, `--config-path=${configPath}`, '--quiet', '--output=json', '--output-path=stdout'];
    execFile(lighthouseBin, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 50000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`lighthouse ${url}: ${err.message}\n${stderr.slice(-2000)}`));
      else resolve(JSON.parse(stdout) as Report);
    });
  });
}

/** What fails, one line an audit, with the first offending element: the message a failing run shows. */
function failingAudits(report: Report): string[] {
  return Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'))
    .map((a) => `${a.id} (${a.title})${a.details?.items?.[0]?.node?.snippet ? `: ${a.details.items.length} 处, 如 ${a.details.items[0].node.snippet}` : ''}`);
}

it.each(PAGES)('Lighthouse 无障碍 ≥ 95: $name $url', async ({ url }) => {
  const report = await lighthouse(`${baseUrl()}${url}`);
  // The page itself was measured, not the login page a lost token would have sent it to.
  expect(new URL(report.finalDisplayedUrl).pathname).toBe(url);
  const score = report.categories.accessibility.score ?? 0;
  const verdict = score >= MIN_SCORE ? 'ok' : `无障碍得分 ${Math.round(score * 100)} < ${MIN_SCORE * 100}，未通过：\n${failingAudits(report).join('\n')}`;
  expect(verdict).toBe('ok');
});
