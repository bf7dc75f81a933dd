// The futures catalogue: asset-management products (by type), their reviews, and instrument quotes.
import type { Kysely } from 'kysely';
import { FUTURES_ANSWER_TEXTS, FUTURES_EXCHANGE_NAMES, FUTURES_PRODUCT_TYPE_NAMES, FUTURES_PRODUCT_TYPE_NOTES, isFuturesProductType, quoteChange } from '@fund/core/market';
import type { FuturesExchange, FuturesInstrument, FuturesProduct, FuturesProductDetail, FuturesProductReview, FuturesProductType } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../../common/paging';
import { rowIdOf } from '../../common/path-id';
import * as repo from './futures-repo';

type ProductRow = Awaited<ReturnType<typeof repo.listProducts>>[number];

const productNotFound = () => detailError(404, FUTURES_ANSWER_TEXTS.productNotFound);
const instrumentNotFound = () => detailError(404, FUTURES_ANSWER_TEXTS.instrumentNotFound);

/** The seed writes only core's types; a row with another is a broken row, not a product to show. */
function typeOf(row: ProductRow): FuturesProductType {
  if (!isFuturesProductType(row.product_type)) throw new Error(`futures product ${row.id} has an unknown type`);
  return row.product_type;
}

function productView(row: ProductRow): FuturesProduct {
  const type = typeOf(row);
  return {
    id: row.id,
    name: row.name,
    product_type: type,
    product_type_display: FUTURES_PRODUCT_TYPE_NAMES[type],
    manager: row.manager,
    risk_level: row.risk_level,
    min_amount: row.min_amount,
    annual_return: row.annual_return,
    max_drawdown: row.max_drawdown,
    net_value: row.net_value ?? '1.0000',
    net_value_date: row.net_value_date ?? row.launched_on,
    review_count: Number(row.review_count ?? 0),
  };
}

export async function products(db: Kysely<DB>, productType: FuturesProductType | undefined): Promise<FuturesProduct[]> {
  return (await repo.listProducts(db, productType)).map(productView);
}

/** A product's detail; with `product_type`, a product of another type is not found (the id names an entry of that catalogue). */
export async function product(db: Kysely<DB>, id: number, productType: FuturesProductType | undefined): Promise<FuturesProductDetail> {
  const row = await repo.findProduct(db, id);
  if (!row || (productType !== undefined && row.product_type !== productType)) throw productNotFound();
  const type = typeOf(row);
  const navs = await repo.productNavs(db, id);
  return {
    ...productView(row),
    strategy: row.strategy,
    description: row.description,
    launched_on: row.launched_on,
    type_note: FUTURES_PRODUCT_TYPE_NOTES[type],
    net_values: navs.map((n) => ({ date: n.date, value: n.net_value })),
  };
}

export async function reviews(db: Kysely<DB>, productId: number | undefined, page: PageRequest): Promise<Wire.Page<FuturesProductReview>> {
  if (productId !== undefined && !(await repo.findProduct(db, productId))) throw productNotFound();
  const total = await repo.countReviews(db, productId);
  const rows = await repo.listReviews(db, productId, offsetOf(page), page.page_size);
  return toPage(page, total, rows);
}

const SYMBOL = /^[A-Za-z]{1,2}\d{3,4}$/;

function exchangeName(code: string): string {
  return code in FUTURES_EXCHANGE_NAMES ? FUTURES_EXCHANGE_NAMES[code as FuturesExchange] : code;
}

/** An instrument by its id or its symbol (rb2601, IF2512; any case). */
export async function instrument(db: Kysely<DB>, idOrSymbol: string): Promise<FuturesInstrument> {
  const id = rowIdOf(idOrSymbol);
  const row = id !== undefined ? await repo.findInstrumentById(db, id) : SYMBOL.test(idOrSymbol) ? await repo.findInstrumentBySymbol(db, idOrSymbol) : undefined;
  if (!row) throw instrumentNotFound();
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    exchange: row.exchange,
    exchange_display: exchangeName(row.exchange),
    tradedate: row.tradedate,
    last_price: row.last_price,
    prev_settle: row.prev_settle,
    open: row.open,
    high: row.high,
    low: row.low,
    ...quoteChange(row.last_price, row.prev_settle),
    volume: Number(row.volume),
    open_interest: Number(row.open_interest),
    multiplier: row.multiplier,
    price_unit: row.price_unit,
  };
}
