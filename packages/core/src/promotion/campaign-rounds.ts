// Rolling rounds of a guess game: the round whose bets are open at `now`, derived from any earlier round on
// one fixed grid, so every caller (whatever the parallelism) names the same next round.
import type { CampaignDef, CampaignRounds } from './campaign-kinds';

const DAY_MS = 86_400_000;

/** The round open at `now` after `last` (a round whose bets have closed); null when `last` does not roll. */
export function roundOpenAt(last: CampaignDef, now: Date): CampaignDef | null {
  const r: CampaignRounds | undefined = last.rules.rounds;
  if (!r || r.every_days <= 0) return null;
  const every = r.every_days * DAY_MS;
  const steps = Math.max(1, Math.floor((now.getTime() - Date.parse(last.begin_at)) / every));
  const begin = Date.parse(last.begin_at) + steps * every;
  const betEnd = begin + every;
  const settle = betEnd + r.settle_days * DAY_MS;
  const index = r.index + steps;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    ...last,
    code: `${r.root}-r${index}`,
    begin_at: iso(begin),
    bet_end_at: iso(betEnd),
    settle_at: iso(settle),
    end_at: iso(settle + r.receive_days * DAY_MS),
    rules: { ...last.rules, rounds: { ...r, index } },
  };
}
