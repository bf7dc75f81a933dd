// The demo status feed: news, market and fund research, stock opinions, manager interviews and videos
// over the last 60 days, each naming the symbols or managers it is about, with a few comments.
import type { Insertable } from 'kysely';
import { beijingInstant } from '@fund/core/calendar';
import type { MediaJson, StatusCommentsTable, StatusManagersTable, StatusesTable, StatusSymbolsTable } from '../tables/feed-tables';
import { dayToText, textToDay } from '../../market-model/calendar';
import { DEMO_PREFIX } from '../../market-model/demo-names';
import type { Prng } from '../../market-model/prng';

export interface FeedPlan {
  statuses: Insertable<StatusesTable>[];
  symbols: Insertable<StatusSymbolsTable>[];
  managers: Insertable<StatusManagersTable>[];
  comments: Insertable<StatusCommentsTable>[];
}

export interface FeedSubjects {
  funds: readonly { symbol: string; name: string }[];
  stocks: readonly { symbol: string; name: string }[];
  indexes: readonly { symbol: string; name: string }[];
  managers: readonly { id: number; name: string }[];
}

interface Kind {
  category: string;
  contentType: string;
  count: number;
  subject: keyof FeedSubjects | null;
  titles: readonly string[];
  texts: readonly string[];
}

// {n} is the subject's name; {p} a percent.
const KINDS: readonly Kind[] = [
  {
    category: 'news', contentType: 'news', count: 80, subject: null,
    titles: ['央行开展逆回购操作，市场流动性保持合理充裕', '公募基金总规模再创新高', '多只新发基金提前结束募集', '监管部门发布基金投资顾问业务新规', '北向资金连续净流入', '债市收益率小幅下行', '年内基金分红总额同比增长', '养老目标基金规模稳步增长'],
    texts: ['据演示财经统计，本周市场整体成交活跃，资金面保持平稳。', '业内人士认为，长期资金入市有助于市场稳定运行。', '分析人士建议投资者理性看待短期波动，坚持长期投资。', '数据显示，权益类基金发行回暖，投资者情绪有所修复。'],
  },
  {
    category: 'market', contentType: 'opinion', count: 40, subject: 'indexes',
    titles: ['{n}估值处于历史较低区间，配置价值显现', '{n}今日涨{p}%，后市怎么看', '{n}震荡整理，关注结构性机会'],
    texts: ['从估值看，{n}市盈率分位处于近三年偏低水平。', '短期市场或延续震荡，建议以定投方式分批布局。', '成交量温和放大，资金对优质资产的关注度提升。'],
  },
  {
    category: 'fund', contentType: 'research', count: 60, subject: 'funds',
    titles: ['{n}：近一年收益{p}%，业绩稳健的秘诀', '深度解读{n}的投资逻辑', '{n}季报解读：仓位与重仓股变化'],
    texts: ['{n}坚持价值投资理念，重仓行业龙头。', '基金经理在季报中表示将继续关注高质量成长机会。', '从风险收益比来看，{n}在同类产品中表现靠前。'],
  },
  {
    category: 'stock', contentType: 'opinion', count: 40, subject: 'stocks',
    titles: ['{n}发布三季报，净利润同比增长{p}%', '机构调研{n}：关注新产品放量', '{n}获多家基金重仓'],
    texts: ['{n}主营业务保持增长，盈利能力稳步提升。', '多家机构上调了{n}的盈利预测。', '公司现金流充裕，分红率保持稳定。'],
  },
  {
    category: 'manager', contentType: 'research', count: 20, subject: 'managers',
    titles: ['对话{n}：在不确定中寻找确定性', '{n}的投资框架：好行业、好公司、好价格', '{n}最新观点：看好哪些方向'],
    texts: ['{n}表示，长期来看企业盈利才是股价的核心驱动。', '{n}强调组合的分散与回撤控制。', '{n}认为当前估值水平下权益资产具备吸引力。'],
  },
  {
    category: 'video', contentType: 'video', count: 24, subject: 'funds',
    titles: ['三分钟看懂{n}', '基金定投入门第{p}课', '一图读懂基金费率', '如何挑选一只好基金'],
    texts: ['本期视频带你了解基金投资的基本知识。', '视频中我们用通俗的语言讲解了{n}的特点。'],
  },
];

const SOURCES = ['演示财经', '演示基金研究', '演示证券时报', '演示投研团队'];
const COMMENTS = ['写得很好，学习了', '长期持有，耐心等待', '这只基金我也在定投', '回撤有点大，再观察一下', '感谢分享', '估值确实不高了', '请问现在适合上车吗', '坚持定投，穿越牛熊'];
const FEED_DAYS = 60;

function fill(template: string, name: string, percent: string): string {
  return template.replaceAll('{n}', name).replaceAll('{p}', percent);
}

export function buildFeedPlan(rng: Prng, subjects: FeedSubjects, asOf: string): FeedPlan {
  const plan: FeedPlan = { statuses: [], symbols: [], managers: [], comments: [] };
  const drafts: { kind: Kind; day: number; minute: number }[] = [];
  for (const kind of KINDS) {
    for (let i = 0; i < kind.count; i += 1) drafts.push({ kind, day: textToDay(asOf) - rng.int(0, FEED_DAYS - 1), minute: rng.int(8 * 60, 21 * 60) });
  }
  // Oldest first, so ids grow with the publish time.
  drafts.sort((a, b) => a.day - b.day || a.minute - b.minute);
  let commentId = 0;
  drafts.forEach(({ kind, day, minute }, i) => {
    const id = i + 1;
    const list = kind.subject ? subjects[kind.subject] : [];
    const subject = list.length > 0 ? list[rng.int(0, list.length - 1)] : undefined;
    const name = subject ? subject.name : '';
    const percent = `${rng.int(1, 45)}.${rng.int(10, 99)}`;
    const publish = beijingInstant(dayToText(day), minute).getTime();
    const medias: MediaJson[] = kind.contentType === 'video'
      ? [{ media_type: 2, duration: rng.int(60, 480), image_md: '', play_url: `/statuses/media/${id}/play/?w=900` }]
      : [];
    plan.statuses.push({
      id,
      user_id: null,
      source: rng.pick(SOURCES),
      title: `${fill(rng.pick(kind.titles), name, percent)}`,
      text: [rng.pick(kind.texts), rng.pick(kind.texts), '（演示数据，不构成投资建议）'].map((t) => fill(t, name, percent)).join(''),
      content_type: kind.contentType,
      category: kind.category,
      tendency: rng.int(-1, 1),
      views_count: rng.int(100, 50000),
      is_recommended: id % 3 === 0 && kind.category !== 'video',
      portfolio_id: null,
      store_id: null,
      medias: JSON.stringify(medias),
      publish_at: new Date(publish).toISOString(),
    });
    if (subject && 'symbol' in subject) plan.symbols.push({ status_id: id, symbol: subject.symbol });
    if (subject && 'id' in subject) plan.managers.push({ status_id: id, manager_id: subject.id });
    const comments = rng.int(0, 4);
    for (let c = 0; c < comments; c += 1) {
      commentId += 1;
      plan.comments.push({
        id: commentId, status_id: id, user_id: null, author_name: `${DEMO_PREFIX}用户${rng.int(1000, 9999)}`, text: rng.pick(COMMENTS),
        created_at: new Date(publish + rng.int(5, 600) * 60_000).toISOString(),
      });
    }
  });
  return plan;
}
