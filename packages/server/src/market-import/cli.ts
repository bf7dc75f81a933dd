// npm run market:import -- <file>: loads funds, NAVs and dividends into the database the server uses
// (DATABASE_URL, else the PGlite data directory: stop the server first, it holds that directory's lock).
import fs from 'node:fs';
import { openDatabase } from '../db/database';
import { ServerClock } from '../clock/server-clock';
import { DataDirBusyError } from '../db/data-dir-lock';
import { ImportRefused, importMarket } from './import-market';

const USAGE = '用法: npm run market:import -- <文件.jsonl>（格式见 docs/MARKET-IMPORT.md）';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (file === undefined || !fs.existsSync(file)) {
    console.error(file === undefined ? USAGE : `找不到文件: ${file}\n${USAGE}`);
    return 2;
  }
  const text = fs.readFileSync(file, 'utf8');
  let database;
  try {
    database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || undefined });
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  try {
    const r = await importMarket(database.db, text, new ServerClock().instant());
    console.log(`基金: 新增 ${r.funds.created}，更新 ${r.funds.updated}，未变 ${r.funds.unchanged}`);
    console.log(`净值: 新增 ${r.navs.inserted}，更正 ${r.navs.corrected}，未变 ${r.navs.unchanged}`);
    console.log(`分红: 新增 ${r.dividends.inserted}，更新 ${r.dividends.updated}，未变 ${r.dividends.unchanged}`);
    for (const c of r.corrections) {
      const orders = c.confirmedOrders.length > 0 ? `；已按原净值确认的订单 ${c.confirmedOrders.join(', ')} 保持不变，请人工核对` : '';
      console.log(`更正 ${c.code} ${c.date}: ${c.before} → ${c.after}${orders}`);
    }
    return 0;
  } catch (err) {
    if (err instanceof ImportRefused) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then((code) => process.exit(code), (err: unknown) => {
  console.error('导入失败:', err);
  process.exit(1);
});
