// Scores an answer string ('1:2|2:4|...') against a questionnaire: every question once, known options only.
import { parseRiskAnswer } from '@fund/core/risk';
import type { Wire } from '@fund/core/api';
import { ApiError } from '../../http/api-error';
import type { Question } from './questionnaire';

export const ANSWER_MESSAGES = {
  incomplete: '请完成全部题目',
  unknownOption: '答案中有无效的选项，请重新作答',
} as const;

export interface Scored {
  score: number;
  level: number;
  /** Chosen option per question id. */
  choices: ReadonlyMap<number, number>;
  /** Score per dimension, for the result texts. */
  byDimension: Record<Question['dimension'], number>;
}

export function score(questions: readonly Question[], answer: string, bounds: readonly number[]): Scored {
  const parsed = parseRiskAnswer(answer);
  if (parsed === null) throw new ApiError(400, { answer: [ANSWER_MESSAGES.incomplete] });
  const choices = new Map<number, number>();
  for (const a of parsed) {
    if (choices.has(a.question)) throw new ApiError(400, { answer: [ANSWER_MESSAGES.unknownOption] });
    choices.set(a.question, a.option);
  }
  const byDimension = { actual: 0, mental: 0, profit: 0, flow: 0 };
  let total = 0;
  for (const question of questions) {
    const chosen = choices.get(question.id);
    if (chosen === undefined) throw new ApiError(400, { answer: [ANSWER_MESSAGES.incomplete] });
    const option = question.options.find((o) => o.id === chosen);
    if (!option) throw new ApiError(400, { answer: [ANSWER_MESSAGES.unknownOption] });
    total += option.score;
    byDimension[question.dimension] += option.score;
  }
  if (choices.size !== questions.length) throw new ApiError(400, { answer: [ANSWER_MESSAGES.unknownOption] });
  const index = bounds.findIndex((upper) => total <= upper);
  return { score: total, level: index === -1 ? bounds.length + 1 : index + 1, choices, byDimension };
}

export function questionsWire(questions: readonly Question[]): Wire.RiskQuestion[] {
  return questions.map((x) => ({ id: x.id, title: x.title, options: x.options.map((o) => ({ id: o.id, title: o.title })) }));
}
