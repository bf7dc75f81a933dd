// Migrations live in code (not read from a folder at run time) so tsx, ts-jest and any bundler see the same list.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-app-meta';
import * as m0002 from './0002-market';
import * as m0003 from './0003-accounts';
import * as m0100 from './0100-accounts';
import * as m0101 from './0101-identity-bank-cards';
import * as m0102 from './0102-risk';
import * as m0200 from './0200-stocks-research';
import * as m0201 from './0201-feed-follows';
import * as m0300 from './0300-trading';
import * as m0301 from './0301-coupons';
import * as m0400 from './0400-portfolios';
import * as m0401 from './0401-portfolio-trading';
import * as m0410 from './0410-coupon-cashback';
import * as m0411 from './0411-order-serials';
import * as m0412 from './0412-session-security';
import * as m0500 from './0500-settlement-failures';
import * as m0600 from './0600-stores';
import * as m0610 from './0610-portfolio-owners';
import * as m0620 from './0620-wallet-store-income';
import * as m0630 from './0630-campaigns-coins';
import * as m0640 from './0640-coupon-activities';
import * as m0641 from './0641-invitations-and-records';
import * as m0650 from './0650-assistant';
import * as m0660 from './0660-futures';
import * as m0670 from './0670-adjustment-posts';
import * as m0680 from './0680-scale-indexes';
import * as m0690 from './0690-subscribe-messages';
import * as m0700 from './0700-nav-count-and-read-indexes';

// Names sort lexically: keep the zero-padded prefix.
const MIGRATIONS: Record<string, Migration> = {
  '0001-app-meta': m0001,
  '0002-market': m0002,
  '0003-accounts': m0003,
  '0100-accounts': m0100,
  '0101-identity-bank-cards': m0101,
  '0102-risk': m0102,
  '0200-stocks-research': m0200,
  '0201-feed-follows': m0201,
  '0300-trading': m0300,
  '0301-coupons': m0301,
  '0400-portfolios': m0400,
  '0401-portfolio-trading': m0401,
  '0410-coupon-cashback': m0410,
  '0411-order-serials': m0411,
  '0412-session-security': m0412,
  '0500-settlement-failures': m0500,
  '0600-stores': m0600,
  '0610-portfolio-owners': m0610,
  '0620-wallet-store-income': m0620,
  '0630-campaigns-coins': m0630,
  '0640-coupon-activities': m0640,
  '0641-invitations-and-records': m0641,
  '0650-assistant': m0650,
  '0660-futures': m0660,
  '0670-adjustment-posts': m0670,
  '0680-scale-indexes': m0680,
  '0690-subscribe-messages': m0690,
  '0700-nav-count-and-read-indexes': m0700,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
