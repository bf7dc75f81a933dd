import { isFundCode, symbolDetailKind, symbolLinks } from './symbol-detail-kind';

describe('symbol detail kind', () => {
  it('tells fund codes from exchange symbols', () => {
    expect(isFundCode('000007')).toBe(true);
    expect(isFundCode('SH600037')).toBe(false);
    expect(isFundCode('SZ399001')).toBe(false);
    expect(isFundCode('00007')).toBe(false);
  });

  it('maps the wire symbol types 1, 3 and 5', () => {
    expect(symbolDetailKind(1)).toBe('stock');
    expect(symbolDetailKind(3)).toBe('fund');
    expect(symbolDetailKind(5)).toBe('index');
    expect(symbolDetailKind(2)).toBeNull();
    expect(symbolDetailKind(undefined)).toBeNull();
  });

  it('links a fund to its holdings, rank, managers, holders, forecast and feed', () => {
    expect(symbolLinks('fund', '000007').map((l) => l.url)).toEqual([
      '/s/000007/hold_symbols/',
      '/s/000007/achievement_rank/',
      '/s/000007/managers_achivements_history/',
      '/s/000007/holders_analyse/',
      '/s/000007/asset_forecast/',
      '/s/000007/timeline_statuses/',
    ]);
  });

  it('links a stock to holders, the atlas with its type, block trades, similar K-lines and feed', () => {
    const links = symbolLinks('stock', 'SH600037');
    expect(links.map((l) => l.label)).toEqual(['股东分析', '股东图谱', '大宗交易', '相似K线', '相关动态']);
    expect(links[1]?.url).toBe('/s/SH600037/holders_atlas/?type=holders_atlas');
  });

  it('links an index to similar K-lines and its feed', () => {
    expect(symbolLinks('index', 'SH000300').map((l) => l.url)).toEqual(['/s/SH000300/similar_k_line/', '/s/SH000300/timeline_statuses/']);
  });
});
