import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { COUPON_PICKER_TEXTS, couponSummary, type CouponOption } from '@fund/core/trade';
import { navigate } from '@/platform';
import { BUTTON_ROLE, tapLabel } from '../tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './trade-components.css';

export interface CouponPickerProps {
  options: readonly CouponOption[];
  chosenId: number | null;
  onChoose: (id: number | null) => void;
  /** 买入成功后返现x元 for the chosen coupon. */
  cashback: string | null;
}

/** The coupon row: how many the amount allows; tapped, the list with 不使用优惠券 and greyed coupons. */
export function CouponPicker({ options, chosenId, onChoose, cashback }: CouponPickerProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.find((o) => o.id === chosenId);
  return (
    <View className="tc-card coupon-picker">
      <View {...tapLabel(COUPON_PICKER_TEXTS.title)} className="tc-row tap" onClick={() => setOpen(!open)}>
        <Text className="tc-label">{COUPON_PICKER_TEXTS.title}</Text>
        <Text className="tc-row-value coupon-summary">{chosen ? `${chosen.name} -${chosen.amountText}元` : couponSummary(options)}</Text>
      </View>
      {cashback ? <Text className="tc-cashback coupon-cashback">{cashback}</Text> : null}
      {open ? (
        <View className="coupon-list">
          <View
            {...tapLabel(ACCESSIBILITY_TEXTS.choose(COUPON_PICKER_TEXTS.none))}
            className={`tc-option tap coupon-option${chosenId === null ? ' tc-option-selected' : ''}`}
            onClick={() => {
              onChoose(null);
              setOpen(false);
            }}
          >
            <Text className="tc-option-title">{COUPON_PICKER_TEXTS.none}</Text>
          </View>
          {options.map((o) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(o.name))}
              key={o.id}
              className={`tc-option tap coupon-option${o.enabled ? '' : ' tc-option-disabled'}${o.id === chosenId ? ' tc-option-selected' : ''}`}
              onClick={() => {
                if (!o.enabled) return;
                onChoose(o.id);
                setOpen(false);
              }}
            >
              <Text className="tc-coupon-amount">{`¥${o.amountText}`}</Text>
              <View className="tc-option-body">
                <Text className="tc-option-title">{o.name}</Text>
                <Text className="tc-muted">{`${o.condition} ${o.validTo}`}</Text>
              </View>
            </View>
          ))}
          <View className="tc-row coupon-links">
            <Text {...BUTTON_ROLE} className="tc-link coupon-mine-link tap" onClick={() => void navigate('/promotion/coupons/mine')}>
              {COUPON_PICKER_TEXTS.mine}
            </Text>
            <Text {...BUTTON_ROLE} className="tc-link coupon-center-link tap" onClick={() => void navigate('/promotion/coupons/activities')}>
              {COUPON_PICKER_TEXTS.center}
            </Text>
          </View>
        </View>
      ) : null}
    </View>
  );
}
