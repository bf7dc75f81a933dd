import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import {
  MANAGER_TOOL_TEXTS,
  applyCompareSelection,
  compareSelectorNext,
  managerIdsParam,
  managersApi,
} from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { navigate, toast, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { ManagerRow } from '../components/ManagerRow';
import { managerCompareList } from '../components/manager-follows';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const managers = managersApi(apiClient);

/** Tick managers to compare (?managers= arrive ticked); confirming saves the comparison and goes to ?next=. */
function ManagerCompareSelectorPage() {
  const params = useRouterParams();
  const [picked, setPicked] = useState<string[]>(() => managerIdsParam(params.managers));
  const list = usePagedList<Wire.FundManager>((page, page_size) => managers.list({ query: { page, page_size } }), []);

  const toggle = (id: string) => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
  const confirm = () => {
    if (picked.length === 0) {
      toast(MANAGER_TOOL_TEXTS.selectorNone);
      return;
    }
    const next = applyCompareSelection(managerCompareList.list(), picked);
    managerCompareList.clear();
    for (const id of [...next].reverse()) managerCompareList.add(id);
    void navigate(compareSelectorNext(params.next), { replace: true });
  };

  return (
    <View className="manager-compare-selector-page">
      <PagedListBody list={list}>
        {list.items.map((m) => {
          const on = picked.includes(String(m.id));
          return (
            <View key={m.id} className={`mcs-row ${on ? 'mcs-on' : ''}`}>
              <Text {...BUTTON_ROLE} className="mcs-check tap" onClick={() => toggle(String(m.id))}>
                {on ? '✓' : ''}
              </Text>
              <View className="mcs-manager">
                <ManagerRow manager={m} onOpen={(x) => toggle(String(x.id))} />
              </View>
            </View>
          );
        })}
      </PagedListBody>
      <View className="mcs-bar">
        <Text {...BUTTON_ROLE} className="mcs-confirm tap" onClick={confirm}>
          {MANAGER_TOOL_TEXTS.selectorConfirm(picked.length)}
        </Text>
      </View>
    </View>
  );
}

export default largeTextPage(ManagerCompareSelectorPage);
