import { fundTopicUrl, readFundTopic, readFundTopics } from './fund-topics';

describe('fund topics', () => {
  it('reads the topic list, dropping entries without a code or name', () => {
    const topics = readFundTopics({ results: [{ id: 1, code: 'xds', name: '小定投', description: '积少成多', funds_count: 8 }, { id: 2, name: '无代码' }] });
    expect(topics).toEqual([{ code: 'xds', name: '小定投', description: '积少成多', fundsCount: 8 }]);
    expect(readFundTopics(null)).toEqual([]);
  });

  it('reads one topic with its funds and links to it by code', () => {
    const topic = readFundTopic({ name: '小定投', description: '积少成多', funds: [{ symbol: '000001', abbr_name: '演示A' }, { symbol: 2 }] });
    expect(topic.name).toBe('小定投');
    expect(topic.funds.map((f) => f.symbol)).toEqual(['000001']);
    expect(fundTopicUrl('xds')).toBe('/symbols/funds/opinions/?name=xds');
  });
});
