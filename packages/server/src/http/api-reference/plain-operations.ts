// The operations the server serves under /api/v1 outside core's contract, described for the API reference.
// A route served without an entry here (or in the contract) is missing from the reference: its test fails.
import type { PlainOperation } from '@fund/core/api';

const DEV = 'dev';

export const PLAIN_OPERATIONS: readonly PlainOperation[] = [
  { method: 'GET', path: '/health', tag: 'health', summary: '健康检查：数据库往返一次后应答 {status, db, time}；数据库不可用时 503' },
  { method: 'GET', path: '/openapi.json', tag: 'reference', summary: '本 API 参考（OpenAPI 3.1）' },
  { method: 'GET', path: '/docs', tag: 'reference', summary: 'API 参考的可读页面（仅演示模式）', answerType: 'text/html' },
  { method: 'GET', path: '/media/avatars/{name}', tag: 'accounts', summary: '头像图片', answerType: 'image/*' },
  { method: 'GET', path: '/dev/clock', tag: DEV, summary: '演示模式：读取市场时钟 {now, date}' },
  { method: 'POST', path: '/dev/clock/advance', tag: DEV, summary: '演示模式：拨快市场时钟 {days?, to?} 并结算经过的每一天' },
  { method: 'GET', path: '/dev/reconcile', tag: DEV, summary: '演示模式：当前用户的对账结果 {ok, problems}' },
  { method: 'POST', path: '/dev/coupons/grant', tag: DEV, summary: '演示模式：给当前用户发一张优惠券' },
  { method: 'POST', path: '/dev/portfolios/{id}/adjust', tag: DEV, summary: '演示模式：让组合按新目标调仓' },
  { method: 'POST', path: '/dev/investors', tag: DEV, summary: '演示模式：新建一位已开户、已绑卡、已测评的投资者并登录' },
];
