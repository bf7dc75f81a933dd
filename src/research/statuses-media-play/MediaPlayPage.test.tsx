import { act, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { feedStatus } from '../../../tests/app/fixtures/statuses';
import MediaPlayPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '5', w: '900' });
  setRequestHandler(async () => ok(feedStatus(5, { title: '演示视频5', medias: [{ media_type: 2, duration: 480, image_md: '' }] })));
});

describe('media play page', () => {
  it('shows the video frame with its duration and the article', async () => {
    await act(async () => {
      render(<MediaPlayPage />);
    });
    expect(new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test').pathname).toBe('/api/v1/statuses/5/');
    expect(screen.getByLabelText('演示视频5')).toBeTruthy();
    expect(screen.getByText('8:00')).toBeTruthy();
    expect(screen.getByText('视频暂不可播放')).toBeTruthy();
    expect(screen.getByText('第二段。')).toBeTruthy();
  });

  it('shows a retry when it cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<MediaPlayPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
