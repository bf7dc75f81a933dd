// An answer already serialised (its JSON text built by the database): the market read cache keeps and
// sends the text as it is, so Node neither parses the rows nor serialises them again.
export class JsonText<T> {
  /** The answer type the text holds (for the route's typing only; never set). */
  declare readonly of?: T;
  constructor(readonly text: string) {}
}
