import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import {
  COUPON_SCREEN_TEXTS as T,
  COUPON_STATE_TABS,
  CouponState,
  couponAction,
  couponAmountText,
  couponConditionText,
  couponExpiryText,
  promotionApi,
} from '@fund/core/promotion';
import type { Wire } from '@fund/core/api';
import { navigate, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { EmptyView } from '@/components/StatusViews';
import { apiClient } from '@/services/api-client';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const couponApi = promotionApi(apiClient);

function MyCouponsPage() {
  const [state, setState] = useState<CouponState>(CouponState.Usable);
  const list = usePagedList<Wire.FundCoupon>((page, page_size) => couponApi.couponsMine({ query: { status: state, page, page_size } }), [state]);
  const action = couponAction(state);
  return (
    <View className="coupons-page">
      <View className="coupon-tabs">
        {COUPON_STATE_TABS.map((t) => (
          <Text {...BUTTON_ROLE} key={t.state} className={`coupon-tab tap${t.state === state ? ' coupon-tab-on' : ''}`} onClick={() => setState(t.state)}>
            {t.label}
          </Text>
        ))}
      </View>
      <PagedListBody list={{ ...list, empty: false }}>
        {list.empty ? <EmptyView text={T.empty} /> : null}
        {list.items.map((c) => (
          <View key={c.id} className={`coupon-card${action.usable ? '' : ' inactive'}`}>
            <Text className="coupon-amount">
              {couponAmountText(c.amount)}
              <Text className="coupon-amount-unit">{T.yuan}</Text>
            </Text>
            <View className="coupon-body">
              <Text className="coupon-name">{c.coupon.name}</Text>
              <Text className="coupon-cond">{couponConditionText(c.coupon.expense_min)}</Text>
              <Text className="coupon-expiry">{couponExpiryText(c.effective_to)}</Text>
            </View>
            {action.usable ? (
              <Text {...BUTTON_ROLE} className="coupon-action tap" onClick={() => void navigate('/symbols/funds/')}>
                {action.label}
              </Text>
            ) : (
              <Text className="coupon-stamp">{action.label}</Text>
            )}
          </View>
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(MyCouponsPage);
