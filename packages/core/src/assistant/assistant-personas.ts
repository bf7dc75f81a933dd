// The personas a user may adopt (bot/mine, bot/adoption): a name and a tone for the answer's opening words.
import type { AiPersona } from './api/ai-answers';

export const AI_PERSONAS: readonly AiPersona[] = [
  { id: 1, name: '小基', tone: 'friendly', description: '亲切随和，像朋友一样聊', greeting: '嗨，我是小基～' },
  { id: 2, name: '理财顾问', tone: 'formal', description: '严谨专业，用词规范', greeting: '您好，我是您的理财助理。' },
  { id: 3, name: '极简', tone: 'concise', description: '只说重点，不绕弯子', greeting: '' },
];
export const DEFAULT_PERSONA_ID = 1;

export function personaOf(id: number | null | undefined): AiPersona {
  return AI_PERSONAS.find((p) => p.id === id) ?? (AI_PERSONAS[0] as AiPersona);
}
