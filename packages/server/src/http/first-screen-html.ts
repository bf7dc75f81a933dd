// The prerendered first screens as plain HTML and CSS: the top of home, a fund and the fund list as the app
// draws them (same sizes in the app's rem units, own class names so no app selector matches them), laid
// over the page until the app shows its own. Every text from data is escaped.
import {
  DEFAULT_FUND_TAB_FILTERS,
  FUND_DETAIL_TEXTS,
  FUND_FILTER_TEXTS,
  FUND_LIST_TABS,
  FUND_LIST_TEXTS,
  companyFilterLabel,
  fundSubtypeText,
  isFreeRateFund,
} from '@fund/core/fund';
import { indexFigureText } from '@fund/core/market';
import { formatAmount, formatSignedPercent } from '@fund/core/money';
import { FIRST_SCREEN, FIRST_SCREEN_UNTIL } from '@fund/core/navigation';
import { HOME_SHORTCUTS, HOME_TEXTS, publishTimeText } from '@fund/core/research';
import { APP_FONT_FAMILY, LARGE_TEXT } from '@fund/core/ui';
import type { FirstScreenData } from './first-screen-data';
import { escapeHtml as e } from './html-escape';

// Written in the design's px (750 wide) and turned into rem as the app's build does (pxtransform: 40px = 1rem).
// The block sets its own font and line height (app.css's and Taro's body rules) so it looks the same before
// and after the app's styles arrive: nothing in it moves.
const DESIGN_CSS = `
#${FIRST_SCREEN.elementId}{position:fixed;top:0;left:0;right:0;bottom:0;z-index:999;overflow:hidden;background:#f5f6f8;color:#1f2329;font-size:28px;line-height:1.6;font-family:${APP_FONT_FAMILY}}
.fs-page{padding:24px 24px 48px}
.fs-card{background:#fff;border-radius:16px;padding:24px 32px;margin-bottom:24px}
.fs-head{display:flex;justify-content:space-between;align-items:center;margin-bottom:16px}
.fs-title{font-size:32px;font-weight:600}
.fs-grow{flex:1}
.fs-up{color:#d4332b}.fs-down{color:#15803d}.fs-flat{color:#6b7079}
.fs-search{background:#fff;border-radius:40px;padding:20px 32px;margin-bottom:24px;font-size:26px;color:#6b7079}
.fs-shortcuts{display:flex;background:#fff;border-radius:16px;padding:24px 16px;margin-bottom:48px}
.fs-shortcut{flex:1;text-align:center;font-size:26px}
.fs-more{font-size:24px;color:#6b7079}
.fs-indexes{display:flex}
.fs-index{flex:1;display:flex;flex-direction:column;align-items:center}
.fs-index-name{font-size:24px;color:#5c6370}
.fs-index-value{font-size:32px;font-weight:600;margin:8px 0}
.fs-fund{display:flex;align-items:center;padding:20px 0;border-top:1px solid #f0f1f3}
.fs-fund-figure{width:220px;font-size:22px;color:#6b7079}
.fs-fund-figure b{font-size:40px}
.fs-fund-name{flex:1;font-size:22px;color:#6b7079}
.fs-fund-name b{font-size:30px;font-weight:400;color:#1f2329}
.fs-headline{padding:20px 0;border-top:1px solid #f0f1f3;font-size:22px;color:#6b7079;line-height:1.6}
.fs-headline b{font-size:28px;font-weight:400;color:#1f2329}
.fs-fd-header{background:#fff;padding:32px;margin-bottom:24px}
.fs-fd-name{font-size:24px;color:#6b7079}
.fs-fd-name b{font-size:36px;margin-right:16px;color:#1f2329}
.fs-fd-tags{margin:12px 0 24px}
.fs-fd-tag{display:inline-block;font-size:22px;color:#2f66f0;border:1px solid #2f66f0;border-radius:6px;padding:2px 10px;margin-right:12px}
.fs-fd-figures{display:flex}
.fs-fd-figure{flex:1;font-size:22px;color:#6b7079;line-height:1.8}
.fs-fd-figure b{font-size:36px}
.fs-fd-chart{height:560px;margin:0 24px 24px}
.fs-tabs{white-space:nowrap;overflow:hidden;background:#fff;padding:0 16px;border-bottom:1px solid #f0f1f3}
.fs-tab{display:inline-block;padding:24px 20px;font-size:28px;color:#5c6370}
.fs-tab-on{color:#d4332b;font-weight:600;border-bottom:4px solid #d4332b}
.fs-filters{display:flex;background:#fff;padding:16px 24px}
.fs-chip{font-size:24px;color:#5c6370;background:#f5f6f8;border-radius:28px;padding:8px 24px;margin-right:16px}
.fs-chip-on{color:#d4332b;background:#fdecea}
.fs-list-head{display:flex;padding:16px 32px;font-size:24px;color:#6b7079}
.fs-list-head .fs-row-figure{font-size:24px;font-weight:400;color:#2f66f0}
.fs-row{display:flex;align-items:center;padding:28px 32px;background:#fff;border-bottom:1px solid #f0f1f3}
.fs-row-name{flex:1;min-width:0;font-size:22px;color:#6b7079;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fs-row-name b{font-size:30px;font-weight:400;color:#1f2329}
.fs-row-nav{width:150px;text-align:right;font-size:22px;color:#6b7079}
.fs-row-nav b{font-size:28px;font-weight:400;color:#1f2329}
.fs-row-figure{width:170px;text-align:right;font-size:32px;font-weight:600}
`;

const toRem = (n: string) => `${Number(n) / 40}rem`;

/**
 * Hairlines stay 1px; every other length becomes rem. Font sizes are multiplied by the large-text scale, as
 * the app's are (calc(N * var(--ts, 1))), so the block is drawn at the reader's text size.
 */
export const FIRST_SCREEN_CSS = DESIGN_CSS.replace(/\n/g, '')
  .replace(/font-size:(\d+(?:\.\d+)?)px/g, (_all, n: string) => `font-size:calc(${toRem(n)}*var(${LARGE_TEXT.cssVariable},1))`)
  .replace(/(\d+(?:\.\d+)?)px/g, (all, n: string) => (n === '1' ? all : toRem(n)));

/**
 * Sets the large-text scale from the stored choice (Taro's H5 storage: JSON {data}) before the block is parsed:
 * a reader with large text sees the first screen at that size, and nothing grows when the app takes over. It
 * is also the page's first storage read (a synchronous trip to the browser process), done before the first
 * paint instead of in the app's start. Constant, so the server's CSP allows it by hash.
 */
export const FIRST_SCREEN_TEXT_SCALE =
  `(function(){try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(LARGE_TEXT.storageKey)})||"null");` +
  `if(v&&v.data===${JSON.stringify(LARGE_TEXT.on)})document.documentElement.style.setProperty(${JSON.stringify(LARGE_TEXT.cssVariable)},"${LARGE_TEXT.scale}")}catch(e){}})()`;

function percent(value: string | null | undefined, dp?: number): string {
  const { text, tone } = formatSignedPercent(value, dp);
  return `<span class="fs-${tone}">${e(text)}</span>`;
}

function home(data: Extract<FirstScreenData, { kind: 'home' }>): string {
  const shortcuts = HOME_SHORTCUTS.map((s) => `<span class="fs-shortcut">${e(s.label)}</span>`).join('');
  const indexes = data.indexes
    .slice(0, 3)
    .map((q) => `<div class="fs-index"><span class="fs-index-name">${e(q.name)}</span><span class="fs-index-value">${e(indexFigureText(q.current))}</span>${percent(q.percentage)}</div>`)
    .join('');
  const funds = data.funds
    .map(
      (f) =>
        `<div class="fs-fund"><div class="fs-fund-figure"><b>${percent(f.recommend_percent_value)}</b><br>${e(f.recommend_percent_display)}</div>` +
        `<div class="fs-fund-name"><b>${e(f.abbr_name)}</b><br>${e(f.symbol)}</div></div>`,
    )
    .join('');
  // Title and source in one block: the block, not a line of it, is the screen's largest text.
  const headlines = data.headlines
    .map((h) => `<div class="fs-headline"><b>${e(h.title || h.text)}</b><br>${e(`${h.source} ${publishTimeText(h.publish_at)}`)}</div>`)
    .join('');
  return (
    `<div class="fs-page"><div class="fs-search">${e(HOME_TEXTS.searchPlaceholder)}</div><div class="fs-shortcuts">${shortcuts}</div>` +
    `<div class="fs-card"><div class="fs-head"><span class="fs-title">${e(HOME_TEXTS.indexesTitle)}</span><span class="fs-more">${e(`${HOME_TEXTS.moreIndexes} ›`)}</span></div><div class="fs-indexes">${indexes}</div></div>` +
    `<div class="fs-card"><div class="fs-head"><span class="fs-title">${e(HOME_TEXTS.recommendTitle)}</span></div>${funds}</div>` +
    (headlines === '' ? '' : `<div class="fs-card"><div class="fs-head"><span class="fs-title">${e(HOME_TEXTS.headlinesTitle)}</span></div>${headlines}</div>`) +
    `</div>`
  );
}

function figure(label: string, value: string): string {
  return `<div class="fs-fd-figure">${e(label)}<br><b>${value}</b></div>`;
}

function fundDetail({ fund }: Extract<FirstScreenData, { kind: 'fundDetail' }>): string {
  const figures = isFreeRateFund(fund.symbol_stype)
    ? figure(FUND_DETAIL_TEXTS.yearYield, percent(fund.year_yld, 4)) + figure(FUND_DETAIL_TEXTS.incomePer10000, e(formatAmount(fund.tenthou_unit_incm, 4)))
    : figure(`${FUND_DETAIL_TEXTS.netValue}(${fund.tradedate.slice(5)})`, e(fund.net_value)) +
      figure(FUND_DETAIL_TEXTS.dayPercent, percent(fund.percent_day)) +
      figure(FUND_DETAIL_TEXTS.netCumulative, e(fund.net_cumulative));
  return (
    `<div class="fs-fd-header"><div class="fs-fd-name"><b>${e(fund.abbr_name)}</b>${e(fund.symbol)}</div>` +
    `<div class="fs-fd-tags"><span class="fs-fd-tag">${e(fundSubtypeText(fund.symbol_stype))}</span><span class="fs-fd-tag">${e(fund.investment_risk_display)}</span></div>` +
    `<div class="fs-fd-figures">${figures}</div></div><div class="fs-card fs-fd-chart"></div>`
  );
}

function fundList(data: Extract<FirstScreenData, { kind: 'fundList' }>): string {
  const tabs = FUND_LIST_TABS.map((t, i) => `<span class="fs-tab${i === 0 ? ' fs-tab-on' : ''}">${e(t.label)}</span>`).join('');
  const filters = DEFAULT_FUND_TAB_FILTERS;
  const rows = data.funds
    .map(
      (f) =>
        `<div class="fs-row"><div class="fs-row-name"><b>${e(f.abbr_name)}</b><br>${e(f.symbol)}</div>` +
        `<div class="fs-row-nav"><b>${e(f.net_value)}</b><br>${e(f.tradedate.slice(5))}</div><div class="fs-row-figure">${percent(f[data.sort.field])}</div></div>`,
    )
    .join('');
  return (
    `<div class="fs-tabs">${tabs}</div>` +
    `<div class="fs-filters"><span class="fs-chip${filters.onlyTradable ? ' fs-chip-on' : ''}">${e(FUND_FILTER_TEXTS.onlyTradable)}</span><span class="fs-chip">${e(`${companyFilterLabel(filters)} ▾`)}</span></div>` +
    `<div class="fs-list-head"><span class="fs-grow">${e(FUND_LIST_TEXTS.nameColumn)}</span><span class="fs-row-nav">${e(FUND_LIST_TEXTS.navColumn)}</span><span class="fs-row-figure">${e(`${data.sort.label} ▾`)}</span></div>` +
    rows
  );
}

function body(data: FirstScreenData): string {
  if (data.kind === 'home') return home(data);
  if (data.kind === 'fundDetail') return fundDetail(data);
  return fundList(data);
}

/** The block for the shell's body, its style inside it (both go together): hidden from assistive tech, as the app's page arriving next is the one to read. */
export function firstScreenHtml(data: FirstScreenData): string {
  const until = FIRST_SCREEN_UNTIL[data.kind];
  return (
    `<div id="${FIRST_SCREEN.elementId}" ${FIRST_SCREEN.untilAttribute}="${e(until)}" aria-hidden="true"><style>${FIRST_SCREEN_CSS}</style>${body(data)}</div>`
  );
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const DEFERRED_SCRIPT = /<script\b[^>]*\bdefer\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const APP_SRC = 'data-app-src';

/**
 * Starts the app's scripts, in their order, once the first frame (the block) is on screen: a script that ran
 * before it would hold the paint back by its whole run. One script per task: starting a script's request
 * takes a few milliseconds each on a slow phone. Constant, so the server's CSP allows it by hash.
 */
export const FIRST_SCREEN_LOADER =
  `(function(){var p=[].slice.call(document.querySelectorAll("script[${APP_SRC}]"));function l(){var q=p.shift();if(!q)return;` +
  `var s=document.createElement("script");s.src=q.getAttribute("${APP_SRC}");s.async=false;document.head.appendChild(s);setTimeout(l,0)}` +
  `if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})()`;

/**
 * The shell with the block right after the app's root element, then the app's style sheets (a sheet in the
 * body holds back only what follows it) and its scripts, started by FIRST_SCREEN_LOADER after the first frame
 * (a type the browser does not run keeps each in its place until then).
 */
export function withFirstScreen(html: string, block: string): string {
  const sheets = html.match(STYLESHEET_LINK) ?? [];
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((m) => `<script type="text/plain" ${APP_SRC}="${m[1] ?? ''}"></script>`);
  const tail = scripts.length === 0 ? '' : `${scripts.join('')}<script>${FIRST_SCREEN_LOADER}</script>`;
  return html
    .replace(STYLESHEET_LINK, '')
    .replace(DEFERRED_SCRIPT, '')
    .replace('<div id="app"></div>', () => `<div id="app"></div><script>${FIRST_SCREEN_TEXT_SCALE}</script>${block}${sheets.join('')}${tail}`);
}
