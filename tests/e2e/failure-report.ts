// After a failed (or timed-out) test: a screenshot of every page still open and its last API answers, printed
// with the failure, so that a journey that failed once on CI explains itself (environment.js marks the failure).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, SHOT } from './browser';
import { describeTrail, trailedPages } from './page-trail';

declare global {
  // Set by environment.js when a test or hook of the running test failed.
  var __E2E_FAILED_TEST__: string | undefined;
}

const FAILURES = path.join(ARTIFACTS, 'failures');

afterEach(async () => {
  const failed = globalThis.__E2E_FAILED_TEST__;
  if (failed === undefined) return;
  globalThis.__E2E_FAILED_TEST__ = undefined;
  mkdirSync(FAILURES, { recursive: true });
  const stem = failed.replace(/[^\w\u4e00-\u9fff]+/g, '-').slice(0, 80);
  const report: string[] = [`Failed: ${failed}`];
  const pages = trailedPages();
  for (const [i, page] of pages.entries()) {
    const file = path.join(FAILURES, `${stem}-${i + 1}.png`);
    const shot = await page.screenshot({ path: file, ...SHOT, timeout: 5000 }).then(
      () => file,
      (err: Error) => `no screenshot (${err.message.split('\n')[0]})`,
    );
    report.push(`page ${i + 1}/${pages.length}: ${page.url()}`, `  screenshot: ${shot}`, ...(await describeTrail(page)));
  }
  writeFileSync(path.join(FAILURES, `${stem}.txt`), `${report.join('\n')}\n`);
  console.log(report.join('\n'));
});
