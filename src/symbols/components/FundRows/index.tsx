import type { PeriodField } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { navigate } from '@/platform';
import type { PagedList } from '@/hooks/usePagedList';
import { FundRowItem } from '@/components/FundRowItem';
import { PagedListBody } from '@/components/PagedListBody';
import './index.css';

const openFund = (fund: Wire.FundRow) => void navigate(`/s/${fund.symbol}/`);

/** A paged fund list with its states; a row opens the fund. */
export function PagedFundRows({ list, field }: { list: PagedList<Wire.FundRow>; field: PeriodField }) {
  return (
    <PagedListBody list={list}>
      {list.items.map((fund) => (
        <FundRowItem key={fund.symbol} fund={fund} field={field} onOpen={openFund} />
      ))}
    </PagedListBody>
  );
}

/** Fund rows of a one-shot answer (no paging); a row opens the fund unless onOpen says otherwise. */
export function FundRows({ funds, field, onOpen = openFund }: { funds: readonly Wire.FundRow[]; field: PeriodField; onOpen?: (fund: Wire.FundRow) => void }) {
  return (
    <>
      {funds.map((fund) => (
        <FundRowItem key={fund.symbol} fund={fund} field={field} onOpen={onOpen} />
      ))}
    </>
  );
}
