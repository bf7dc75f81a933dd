// The answers the spec passes as opaque data, which stay open (JsonObject-like); every other answer has a
// type and a schema (opaque-answers.test.ts fails when a call outside this list answers an open object).
export const OPAQUE_ANSWERS = [
  // The assistant's reply is a list of chat cards, each `{ template, data }`: the card's template renders its
  // data as it comes (spec 03 §3 "AI chat request"), so the data is a blob the client passes to the template.
  'ai.chatUserUttered',
] as const satisfies readonly string[];

export type OpaqueAnswer = (typeof OPAQUE_ANSWERS)[number];
