// Every call of core's contract the server may register: the areas, the account extras (slider, trade
// password, development SMS) and the store extras. The API reference and the bad-input fuzz read it.
import { type CallDef, CONTRACT } from '@fund/core/api';
import { accountExtrasContract } from '@fund/core/account';
import { storeExtrasContract } from '@fund/core/store';

export function contractCalls(): CallDef[] {
  const areas = [...Object.values(CONTRACT), accountExtrasContract, storeExtrasContract] as Record<string, CallDef>[];
  return areas.flatMap((area) => Object.values(area));
}
