// The demo status feed: news, market and fund research, stock opinions, manager interviews and videos
// over the last 60 days, each naming the symbols or managers it is about, with a few comments.
import type { Insertable } from 'kysely';
import { beijingInstant } from '@fund/core/calendar';
import type { MediaJson, StatusCommentsTable, StatusManagersTable, StatusesTable, StatusSymbolsTable } from '../tables/feed-tables';
import { dayToText, textToDay } from '../../market-model/calendar';
import { DEMO_PREFIX } from '../../market-model/demo-names';
import type { Prng } from '../../market-model/prng';
import { fill, fundLines, indexLines, managerLines, type FundSubject, type IndexSubject, type Lines, type ManagerSubject } from './feed-texts';

export interface FeedPlan {
  statuses: Insertable<StatusesTable>[];
  symbols: Insertable<StatusSymbolsTable>[];
  managers: Insertable<StatusManagersTable>[];
  comments: Insertable<StatusCommentsTable>[];
}

export interface FeedSubjects {
  funds: readonly FundSubject[];
  stocks: readonly { symbol: string; name: string }[];
  indexes: readonly IndexSubject[];
  managers: readonly ManagerSubject[];
}

type Subject = FeedSubjects[keyof FeedSubjects][number];

interface Kind {
  category: string;
  contentType: string;
  count: number;
  subject: keyof FeedSubjects | null;
  /** What may be said of the subject on the day; `lesson` numbers a video lesson. */
  lines: (subject: Subject | undefined, day: string, lesson: string) => Lines;
}

const fixed = (titles: readonly string[], texts: readonly string[]) => (subject: Subject | undefined, _day: string, lesson: string): Lines => {
  const vars = { n: subject?.name ?? '', k: lesson };
  return { titles: fill(titles, vars), texts: fill(texts, vars) };
};

// Each kind's words come from its subject's own figures (feed-texts.ts); news and stocks carry none.
const KINDS: readonly Kind[] = [
  {
    category: 'news', contentType: 'news', count: 80, subject: null,
    lines: fixed(['央行开展逆回购操作，市场流动性保持合理充裕', '公募基金总规模再创新高', '多只新发基金提前结束募集', '监管部门发布基金投资顾问业务新规', '北向资金连续净流入', '债市收益率小幅下行', '年内基金分红总额同比增长', '养老目标基金规模稳步增长'],
      ['据演示财经统计，本周市场整体成交活跃，资金面保持平稳。', '业内人士认为，长期资金入市有助于市场稳定运行。', '分析人士建议投资者理性看待短期波动，坚持长期投资。', '数据显示，权益类基金发行回暖，投资者情绪有所修复。']),
  },
  { category: 'market', contentType: 'opinion', count: 40, subject: 'indexes', lines: (s, day) => indexLines(s as IndexSubject, day) },
  { category: 'fund', contentType: 'research', count: 60, subject: 'funds', lines: (s, day) => fundLines(s as FundSubject, day) },
  {
    category: 'stock', contentType: 'opinion', count: 40, subject: 'stocks',
    lines: fixed(['{n}发布季报，经营保持稳健', '机构调研{n}：关注新产品放量', '{n}获多家基金重仓'], ['{n}主营业务保持增长，盈利能力稳步提升。', '多家机构上调了{n}的盈利预测。', '公司现金流充裕，分红率保持稳定。']),
  },
  { category: 'manager', contentType: 'research', count: 20, subject: 'managers', lines: (s) => managerLines(s as ManagerSubject) },
  {
    category: 'video', contentType: 'video', count: 24, subject: 'funds',
    lines: fixed(['三分钟看懂{n}', '基金定投入门第{k}课', '一图读懂基金费率', '如何挑选一只好基金'], ['本期视频带你了解基金投资的基本知识。', '视频中我们用通俗的语言讲解了{n}的特点。']),
  },
];

const SOURCES = ['演示财经', '演示基金研究', '演示证券时报', '演示投研团队'];
const COMMENTS = ['写得很好，学习了', '长期持有，耐心等待', '这只基金我也在定投', '回撤有点大，再观察一下', '感谢分享', '估值确实不高了', '请问现在适合上车吗', '坚持定投，穿越牛熊'];
const FEED_DAYS = 60;

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
    // Two draws kept from when posts carried a made-up percent, so the rest of the seed stays the same.
    const lesson = String(rng.int(1, 45));
    rng.int(10, 99);
    const dayText = dayToText(day);
    const publish = beijingInstant(dayText, minute).getTime();
    const lines = kind.lines(subject, dayText, lesson);
    const medias: MediaJson[] = kind.contentType === 'video'
      ? [{ media_type: 2, duration: rng.int(60, 480), image_md: '', play_url: `/statuses/media/${id}/play/?w=900` }]
      : [];
    plan.statuses.push({
      id,
      user_id: null,
      source: rng.pick(SOURCES),
      title: rng.pick(lines.titles),
      text: [rng.pick(lines.texts), rng.pick(lines.texts), '（演示数据，不构成投资建议）'].join(''),
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
