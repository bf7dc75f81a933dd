import { act, fireEvent, render, screen } from '@testing-library/react';
import { AI_DISCLAIMER, AI_RENDER_FAILURE, AI_TEMPLATES_KEY, type ChatAnswer, type ChatCard } from '@fund/core/assistant';
import { pageUrlFor } from '@fund/core/navigation';
import { storage } from '@/platform';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import AiChatPage from '.';

type Req = { url: string; method?: string; data?: unknown };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

const incomeCard: ChatCard = {
  template: 'income', title: '2026-11-23 收益', link: '/accounts/income/', go_login: null, note: '当日净值上涨4.17%',
  fields: [{ key: 'income', label: '当日收益(元)', value: '416.04', tone: 'up' }], rows: [],
};
const answer = (id: number, question: string, cards: ChatCard[], useful: boolean | null = null): ChatAnswer => ({
  message_id: id, question, intent: 'income', source: 'engine', text: '这是您最近一个交易日的收益：', cards, disclaimer: AI_DISCLAIMER,
  template_version: '03252', bot: '小基', created_at: '2026-11-24T01:00:00.000Z', useful,
});
const persona = (id: number, name: string) => ({ id, name, tone: 't', description: `${name}的说明`, greeting: '' });

let posts: { path: string; body: unknown }[] = [];
let utter: (body: { text: string }) => ReturnType<typeof ok> = () => ok(answer(2, '我昨天赚了多少', [incomeCard]));

beforeEach(() => {
  resetTaroFake();
  posts = [];
  utter = () => ok(answer(2, '我昨天赚了多少', [incomeCard]));
  setRequestHandler(async (options) => {
    const req = options as Req;
    const url = new URL(req.url, 'http://app.test');
    const body = typeof req.data === 'string' ? (JSON.parse(req.data) as unknown) : req.data;
    if (req.method === 'POST') posts.push({ path: url.pathname, body });
    if (url.pathname.endsWith('/accounts/csrftoken/')) return ok({ csrftoken: 't' });
    if (url.pathname.endsWith('/ai/chat/hints/')) {
      return ok({ template_version: '03252', hints: ['我昨天赚了多少', '我的持仓'], history: { current_page: 1, total_page: 1, total_count: 1, results: [answer(1, '现金宝七日年化', [], true)] } });
    }
    if (url.pathname.endsWith('/ai/bot/mine/') || url.pathname.endsWith('/ai/bot/adoption/')) {
      const adopted = url.pathname.endsWith('/adoption/');
      return ok({ bot: adopted ? persona(2, '理财顾问') : persona(1, '小基'), adopted, choices: [persona(1, '小基'), persona(2, '理财顾问')] });
    }
    if (url.pathname.endsWith('/ai/chat/user_uttered/')) return utter(body as { text: string });
    if (url.pathname.endsWith('/ai/chat/feedback/')) return ok({ detail: '感谢您的反馈' });
    return ok({});
  });
});

async function open() {
  await act(async () => {
    render(<AiChatPage />);
  });
}

async function send(text: string) {
  fireEvent.change(screen.getByPlaceholderText('问问我：我昨天赚了多少？'), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByText('发送'));
  });
}

describe('the assistant chat page', () => {
  it('opens with the history, the hints and the persona, and caches the templates under 03252', async () => {
    await open();
    expect(screen.getByText('现金宝七日年化')).toBeTruthy();
    expect(screen.getByText('猜你想问')).toBeTruthy();
    expect(screen.getByText('我的持仓')).toBeTruthy();
    expect(screen.getByText('小基')).toBeTruthy();
    expect(JSON.parse(storage.getItem(AI_TEMPLATES_KEY) ?? '{}')).toEqual(expect.objectContaining({ version: '03252' }));
  });

  it('answers a question with its card, the disclaimer, and opens the card page', async () => {
    await open();
    await send('我昨天赚了多少');
    expect(screen.getByText('416.04').className).toContain('tone-up');
    expect(screen.getAllByText(AI_DISCLAIMER)).toHaveLength(2);
    expect(posts.find((p) => p.path.endsWith('/ai/chat/user_uttered/'))?.body).toEqual({ text: '我昨天赚了多少', input_type: 'text' });
    fireEvent.click(screen.getByText('2026-11-23 收益'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: pageUrlFor('/accounts/income/') });
  });

  it('shows loading dots while the answer is on its way, and a hint chip sends as a hint', async () => {
    let release: () => void = () => undefined;
    utter = () => ok(answer(3, '我的持仓', []));
    setRequestHandler(async (options) => {
      const req = options as Req;
      if (req.url.includes('/ai/chat/user_uttered/')) {
        posts.push({ path: '/ai/chat/user_uttered/', body: typeof req.data === 'string' ? JSON.parse(req.data) : req.data });
        await new Promise<void>((resolve) => (release = resolve));
        return utter({ text: '' });
      }
      if (req.url.includes('/ai/chat/hints/')) return ok({ template_version: '03252', hints: ['我的持仓'], history: { current_page: 1, total_page: 1, total_count: 0, results: [] } });
      if (req.url.includes('/ai/bot/mine/')) return ok({ bot: persona(1, '小基'), adopted: false, choices: [] });
      return ok({ csrftoken: 't' });
    });
    await open();
    await act(async () => {
      fireEvent.click(screen.getByText('我的持仓'));
    });
    expect(screen.getByLabelText('loading')).toBeTruthy();
    expect(posts[0]?.body).toEqual({ text: '我的持仓', input_type: 'hint' });
    await act(async () => release());
    expect(screen.queryByLabelText('loading')).toBeNull();
  });

  it('shows the go-login template to a guest and sends the guest to login', async () => {
    utter = () => ok(answer(4, '我的持仓', [{ template: 'asset_health', title: '持仓体检', link: null, fields: [], rows: [], note: null, go_login: { text: '登录后查看您的专属数据', button: '去登录', link: '/accounts/login/?next=%2Fai%2Fchat%2F' } }]));
    await open();
    await send('我的持仓');
    expect(screen.getByText('登录后查看您的专属数据')).toBeTruthy();
    fireEvent.click(screen.getByText('去登录'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: pageUrlFor('/accounts/login/?next=%2Fai%2Fchat%2F') });
  });

  it('shows the render-failure text when an answer fails, and retry asks again', async () => {
    let fail = true;
    utter = () => (fail ? { statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' } : ok(answer(5, '我昨天赚了多少', [incomeCard])));
    await open();
    await send('我昨天赚了多少');
    expect(screen.getByText(AI_RENDER_FAILURE)).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByText('重试'));
    });
    expect(screen.queryByText(AI_RENDER_FAILURE)).toBeNull();
    expect(screen.getByText('416.04')).toBeTruthy();
  });

  it('sends 👎 with the reason picked, and shows the answer rated', async () => {
    await open();
    await send('我昨天赚了多少');
    await act(async () => {
      fireEvent.click(screen.getByText('👎'));
    });
    expect(posts.find((p) => p.path.endsWith('/ai/chat/feedback/'))?.body).toEqual({ message_id: 2, useful: false, reason: '数据不对' });
    expect(screen.queryByText('👎')?.className).toContain('ai-rated');
  });

  it('lets the user pick a persona', async () => {
    await open();
    fireEvent.click(screen.getByText('切换助手'));
    await act(async () => {
      fireEvent.click(screen.getByText('理财顾问'));
    });
    expect(posts.find((p) => p.path.endsWith('/ai/bot/adoption/'))?.body).toEqual({ bot: 2 });
    expect(screen.getByText('理财顾问')).toBeTruthy();
  });
});
