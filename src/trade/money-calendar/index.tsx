import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MONEY_CALENDAR_TEXTS as T, monthWeeks, type MoneyCalendarAnswer } from '@fund/core/assets';
import { formatAmount } from '@fund/core/money';
import { navigate, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { insights } from '../../services/trade-record-services';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import { SubscribeButton } from './SubscribeButton';
import './index.css';

type CalendarEvent = MoneyCalendarAnswer['events'][number];

/** The month as a grid, each day with how many entries it has; tapping a day shows only its entries. */
function MonthGrid({ data, selected, onSelect }: { data: MoneyCalendarAnswer; selected: string | null; onSelect: (date: string | null) => void }) {
  const counts = new Map<string, number>();
  for (const e of data.events) counts.set(e.date, (counts.get(e.date) ?? 0) + 1);
  return (
    <View className="calendar-grid">
      <View className="calendar-week">
        {T.weekdays.map((w) => (
          <Text key={w} className="calendar-cell weekday">{w}</Text>
        ))}
      </View>
      {monthWeeks(data.month).map((week, i) => (
        <View key={i} className="calendar-week">
          {week.map((date, j) => {
            if (date === null) return <View key={j} className="calendar-cell" />;
            const count = counts.get(date) ?? 0;
            const classes = ['calendar-cell', 'tap', date === data.today ? 'today' : '', date === selected ? 'selected' : ''].filter(Boolean).join(' ');
            return (
              <View {...BUTTON_ROLE} key={date} className={classes} aria-label={date} onClick={() => onSelect(date === selected ? null : date)}>
                <Text className="calendar-day">{Number(date.slice(8))}</Text>
                {count > 0 ? <Text className="calendar-count">{`${count}笔`}</Text> : null}
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}

function EntryRow({ entry }: { entry: CalendarEvent }) {
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(entry.title))} className={`calendar-entry tap calendar-${entry.kind}${entry.done ? ' done' : ''}`} onClick={() => void navigate(entry.url)}>
      <View className="calendar-entry-main">
        <Text className="calendar-entry-title">{entry.title}</Text>
        <Text className="calendar-entry-detail">{entry.detail}</Text>
      </View>
      <View className="calendar-entry-side">
        <Text>{entry.date.slice(5)}</Text>
        {entry.amount !== null ? <Text>{formatAmount(entry.amount)}</Text> : null}
        {entry.done ? <Text className="calendar-entry-detail">{T.done}</Text> : null}
      </View>
    </View>
  );
}

/** The money calendar: what will happen to the user's money this month (or ?month=YYYY-MM), as a grid and a list. */
function MoneyCalendarPage() {
  const [month, setMonth] = useState<string | undefined>(useRouterParams().month);
  const [selected, setSelected] = useState<string | null>(null);
  const calendar = useAsync(() => insights.calendar({ query: month ? { month } : {} }), [month]);
  usePullDownRefresh(() => void calendar.reload().finally(stopPullDownRefresh));
  if (calendar.status === 'error' && calendar.data === null) return <ErrorView text={calendar.error} onRetry={() => void calendar.reload()} retryable={calendar.retryable} />;
  if (calendar.data === null) return <LoadingView />;
  const data = calendar.data;
  const shift = (to: string | null) => {
    if (to === null) return;
    setSelected(null);
    setMonth(to);
  };
  const shown = selected === null ? data.events : data.events.filter((e) => e.date === selected);
  return (
    <View className="screen money-calendar-page">
      <View className="card">
        <View className="calendar-head">
          <Text {...BUTTON_ROLE} className={`calendar-shift tap${data.previous === null ? ' disabled' : ''}`} onClick={() => shift(data.previous)}>{`‹ ${T.previous}`}</Text>
          <Text className="calendar-month">{T.monthTitle(data.month)}</Text>
          <Text {...BUTTON_ROLE} className={`calendar-shift tap${data.next === null ? ' disabled' : ''}`} onClick={() => shift(data.next)}>{`${T.next} ›`}</Text>
        </View>
        <MonthGrid data={data} selected={selected} onSelect={setSelected} />
      </View>
      <View className="card calendar-list">
        {shown.length === 0 ? <EmptyView text={T.empty} /> : shown.map((e) => <EntryRow key={`${e.kind}-${e.date}-${e.url}`} entry={e} />)}
        <Text className="calendar-note">{T.note}</Text>
      </View>
      <SubscribeButton />
    </View>
  );
}

export default largeTextPage(MoneyCalendarPage);
