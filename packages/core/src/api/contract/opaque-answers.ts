// The answers the spec passes as opaque data, which stay JsonObject; every other answer has a type
// (opaque-answers.test.ts fails when a call outside this list answers with an open object).
export const OPAQUE_ANSWERS = [] as const satisfies readonly string[];

export type OpaqueAnswer = (typeof OPAQUE_ANSWERS)[number];
