// The quarter ends whose reports are out: the seed writes holders at these dates and the live reads label them.
import { textToDay } from './calendar';

/** The last `count` quarter ends whose reports are out by `asOf` (published within about 20 days). */
export function reportDates(asOf: string, count: number): string[] {
  const out: string[] = [];
  const published = textToDay(asOf) - 20;
  const ends = ['12-31', '09-30', '06-30', '03-31'];
  for (let year = Number(asOf.slice(0, 4)); out.length < count; year -= 1) {
    for (const end of ends) {
      const date = `${year}-${end}`;
      if (out.length < count && textToDay(date) <= published) out.push(date);
    }
  }
  return out;
}
