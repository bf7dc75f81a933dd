// What the runner hands a platform run and what the run hands back (JSON files between processes: each
// platform and session runs in its own process, as each mini program has its own JS context).
import type { Platform } from './api-names';
import type { Violation } from './mp-runtime';

export interface SweepItem {
  /** The page path, e.g. 'symbols/fund-detail/index'. */
  page: string;
  /** The Taro URL opened: the page and its spec URL's params from core's route table. */
  url: string;
}

export interface RunInput {
  platform: Platform;
  session: 'guest' | 'login';
  dist: string;
  apiBase: string;
  serverOrigin: string;
  /** The session token of a dev investor (login runs). */
  token: string | null;
  items: SweepItem[];
  /** The journeys' investor (journey runs only). */
  investor?: { mobile: string; password: string; tradePassword: string; fundSymbol: string };
}

export interface PageOutcome {
  page: string;
  url: string;
  started: boolean;
  nodes: number;
  setDataCalls: number;
  maxSetData: number;
  requests: number;
  /** Where the run ended up (a guest on a login-only page lands on login). */
  landedOn: string;
  violations: Violation[];
}

export interface RunOutput {
  platform: Platform;
  session: RunInput['session'];
  pages: PageOutcome[];
  /** Violations outside any page's run (app start). */
  appViolations: Violation[];
  apisUsed: Record<string, number>;
  slowRequests: string[];
  seconds: number;
}

export interface JourneyOutcome {
  name: string;
  passed: boolean;
  detail: string;
  violations: Violation[];
}

export interface JourneyOutput {
  platform: Platform;
  journeys: JourneyOutcome[];
}
