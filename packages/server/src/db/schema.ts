// The Kysely view of every table. Each area declares its tables in db/tables and adds them here.
import type { SessionsTable, UsersTable } from './tables/account-tables';
import type {
  FundCompaniesTable,
  FundManagersTable,
  FundNavsTable,
  FundsTable,
  IndexValuesTable,
  ManagersTable,
  MarketIndexesTable,
  SectorsTable,
  TradingDaysTable,
} from './tables/market-tables';
import type { AppMetaTable } from './tables/meta-tables';
import type { AccountsSideTables } from './tables/accounts-side-tables';
import type { FeedTables } from './tables/feed-tables';
import type { ResearchTables } from './tables/research-tables';
import type { TradingTables } from './tables/trading-tables';
import type { PortfolioTradingTables } from './tables/portfolio-trading-tables';
import type { PortfolioTables } from './tables/portfolio-tables';
import type { SettlementTables } from './tables/settlement-tables';
import type { FuturesTables } from './tables/futures-tables';
import type { WalletTables } from './tables/wallet-tables';
import type { AssistantTables } from './tables/assistant-tables';
import type { StoreTables } from './tables/store-tables';
import type { CampaignTables } from './tables/campaign-tables';
import type { PromotionActivityTables } from './tables/promotion-activity-tables';
import type { SubscribeTables } from './tables/subscribe-tables';

// One table group a line, so branches that add tables merge without conflicts.
export interface DB
  extends AccountsSideTables,
    TradingTables,
    ResearchTables,
    FeedTables,
    PortfolioTables,
    PortfolioTradingTables,
    SettlementTables,
    FuturesTables,
    WalletTables,
    AssistantTables,
    StoreTables,
    CampaignTables,
    PromotionActivityTables,
    SubscribeTables {
  app_meta: AppMetaTable;
  trading_days: TradingDaysTable;
  fund_companies: FundCompaniesTable;
  managers: ManagersTable;
  market_indexes: MarketIndexesTable;
  index_values: IndexValuesTable;
  sectors: SectorsTable;
  funds: FundsTable;
  fund_navs: FundNavsTable;
  fund_managers: FundManagersTable;
  users: UsersTable;
  sessions: SessionsTable;
}
