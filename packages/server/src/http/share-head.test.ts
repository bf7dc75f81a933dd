import { withShareHead } from './share-head';

const BUILT =
  '<head><meta name="description" content="基金投资"><title>基金</title><meta property="og:type" content="website">' +
  '<meta property="og:title" content="基金"><meta property="og:description" content="基金投资"></head>';

describe('withShareHead', () => {
  it("puts the record's title and description in place of the shell's, once each", () => {
    const html = withShareHead(BUILT, { title: '稳健组合', description: '组合持仓与调仓记录。' });
    expect(html).toContain('<title>稳健组合</title>');
    expect(html).toContain('<meta property="og:title" content="稳健组合">');
    expect(html).toContain('<meta name="description" content="组合持仓与调仓记录。">');
    for (const tag of ['name="description"', 'property="og:title"', 'property="og:description"', 'property="og:type"', '<title>']) {
      expect(html.split(tag)).toHaveLength(2);
    }
    expect(html).not.toContain('content="基金投资"');
  });

  it("escapes an owner's text so it cannot close the tag or add script", () => {
    const html = withShareHead(BUILT, { title: '</title><script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });
});
