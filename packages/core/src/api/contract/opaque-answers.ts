// The answers the spec passes as opaque data, which stay open (JsonObject-like); every other answer has a
// type and a schema (opaque-answers.test.ts fails when a call outside this list answers an open object).
// The assistant's chat answer, the last one listed, now has its schema (assistant/api/ai-answers.ts).
export const OPAQUE_ANSWERS = [] as const satisfies readonly string[];

export type OpaqueAnswer = (typeof OPAQUE_ANSWERS)[number];
