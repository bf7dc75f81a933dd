import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MANAGER_TOOL_TEXTS } from '@fund/core/research';
import { failureText } from '@fund/core/api';
import { navigate, toast } from '@/platform';
import { isManagerFollowed, managerCompareList, setManagerFollowed } from '../manager-follows';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

/** The follow toggle (one request at a time) and "add to comparison" of a manager's page. */
export function ManagerActions({ id }: { id: string }) {
  const [followed, setFollowed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [inCompare, setInCompare] = useState(() => managerCompareList.has(id));

  useEffect(() => {
    let live = true;
    isManagerFollowed(id)
      .then((f) => live && setFollowed(f))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await setManagerFollowed(id, !followed);
      setFollowed(!followed);
      toast(followed ? MANAGER_TOOL_TEXTS.unfollowDone : MANAGER_TOOL_TEXTS.followDone);
    } catch (err) {
      toast(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  const compare = () => {
    if (!inCompare) {
      managerCompareList.add(id);
      setInCompare(true);
      toast(MANAGER_TOOL_TEXTS.addedCompare);
    }
    void navigate('/symbols/funds/managers/compare/list/');
  };

  return (
    <View className="manager-actions">
      <Text {...BUTTON_ROLE} className={`ma-button tap ma-follow ${followed ? 'ma-on' : ''}`} onClick={() => void toggle()}>
        {followed ? MANAGER_TOOL_TEXTS.followed : MANAGER_TOOL_TEXTS.follow}
      </Text>
      <Text {...BUTTON_ROLE} className="ma-button ma-compare tap" onClick={compare}>
        {inCompare ? MANAGER_TOOL_TEXTS.inCompare : MANAGER_TOOL_TEXTS.addCompare}
      </Text>
    </View>
  );
}
