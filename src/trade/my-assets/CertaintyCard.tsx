import { View, Text } from '@tarojs/components';
import { CERTAINTY_TEXTS as T, INSIGHT_URLS } from '@fund/core/assets';
import { navigate } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { insights } from '../../services/trade-record-services';
import { BUTTON_ROLE } from '@/components/tap-label';

/** How much of the total is priced at confirmed NAVs, and the way to the money calendar. */
export function CertaintyCard({ refreshKey = 0 }: { refreshKey?: number }) {
  const status = useAsync(() => insights.navStatus(), [refreshKey]);
  return (
    <View className="card my-assets-certainty">
      {status.data ? <Text className="muted my-assets-confirmed">{status.data.confirmed_display}</Text> : null}
      <Text {...BUTTON_ROLE} className="my-assets-calendar-link tap" onClick={() => void navigate(INSIGHT_URLS.moneyCalendar)}>{`${T.calendarEntry} ›`}</Text>
    </View>
  );
}
