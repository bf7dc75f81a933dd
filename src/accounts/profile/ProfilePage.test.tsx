import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { storage } from '@/platform';
import ProfilePage from '.';

jest.mock('@/platform/media', () => ({ chooseImage: async () => 'blob:avatar' }));

type Req = { url: string; data?: Record<string, unknown> };
const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const field = (name: string) => document.querySelector(`[data-field="${name}"] input`) as HTMLInputElement;

beforeEach(() => {
  resetTaroFake();
  storage.setItem('csrftoken', 't');
  setRequestHandler(async (options) => {
    const url = (options as Req).url;
    if (url.includes('/accounts/settings/')) return reply({ username: '用户5678', mobile: '139****5678', avatar_md: '', is_trade_password_set: true });
    if (url.includes('/accounts/avatar/')) return reply({ avatar_xs: '/a/xs.png', avatar_sm: '/a/sm.png', avatar_md: '/a/md.png', avatar_lg: '/a/lg.png' });
    return reply({ detail: 'ok' });
  });
});

describe('profile', () => {
  it('checks the nickname display length on blur and saves it', async () => {
    await act(async () => render(<ProfilePage />));
    await act(async () => fireEvent.blur(field('username'), { target: { value: 'ab' } }));
    expect(screen.getAllByText(/^用户名不合法/).length).toBeGreaterThan(0);
    fireEvent.change(field('username'), { target: { value: '小明同学' } });
    await act(async () => fireEvent.click(screen.getByText('保存')));
    expect(calls.find((c) => (c.options as Req | undefined)?.url?.includes('/set_username/'))?.options).toMatchObject({ data: { username: '小明同学' } });
  });

  it('uploads a chosen picture through the image POST', async () => {
    await act(async () => render(<ProfilePage />));
    await act(async () => fireEvent.click(screen.getByText('头像')));
    expect(calls.find((c) => c.api === 'uploadFile')?.options).toMatchObject({ filePath: 'blob:avatar', name: 'avatar' });
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/a/md.png');
  });
});
