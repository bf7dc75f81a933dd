// Large-text mode in every client (issue 24, B8): the page roots carry core's class, which app.css scales by
// core's factor; a page under 设置 takes the new choice when it shows again, and the choice is kept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { View, Text } from '@tarojs/components';
import { LARGE_TEXT } from '@fund/core/ui';
import { largeTextPage, useLargeText } from '@/platform';
import { firePageEvent, resetTaroFake } from '../jest/taro-fake';

function PageRoot({ name }: { name: string }) {
  const { rootClass } = useLargeText();
  return <View data-testid={name} className={`screen ${rootClass}`} />;
}

function SwitchPage() {
  const largeText = useLargeText();
  return <Text onClick={() => largeText.set(!largeText.on)}>{largeText.on ? '关闭大字' : '开启大字'}</Text>;
}

beforeEach(() => resetTaroFake());

it('app.css scales a root with core’s class by core’s factor, for the mini programs (no attribute selectors)', () => {
  const css = readFileSync(path.resolve(__dirname, '../../src/app.css'), 'utf8');
  const rule = new RegExp(`\\.${LARGE_TEXT.rootClass}\\s*\\{[^}]*${LARGE_TEXT.cssVariable}:\\s*([\\d.]+)`).exec(css);
  expect(Number(rule?.[1])).toBe(LARGE_TEXT.scale);
});

it('puts the class on a page root once turned on, there at once and on a page below when it shows again', async () => {
  render(
    <>
      <PageRoot name="home" />
      <SwitchPage />
    </>,
  );
  expect(screen.getByTestId('home').className).not.toContain(LARGE_TEXT.rootClass);
  fireEvent.click(screen.getByText('开启大字'));
  expect(screen.getByText('关闭大字')).toBeTruthy();
  await act(async () => firePageEvent('didShow'));
  expect(screen.getByTestId('home').className).toContain(LARGE_TEXT.rootClass);
});

it('restyles the 设置 page itself at once, before it shows again', () => {
  const SettingsLike = largeTextPage(SwitchPage);
  const { container } = render(<SettingsLike />);
  expect(container.firstElementChild?.classList.contains(LARGE_TEXT.rootClass)).toBe(false);
  fireEvent.click(screen.getByText('开启大字'));
  expect(container.firstElementChild?.classList.contains(LARGE_TEXT.rootClass)).toBe(true);
});

it('keeps the choice: a page opened later starts in large text', () => {
  const first = render(<SwitchPage />);
  fireEvent.click(screen.getByText('开启大字'));
  first.unmount();
  render(<PageRoot name="later" />);
  expect(screen.getByTestId('later').className).toContain(LARGE_TEXT.rootClass);
});
