// The model path: the model picks tools and phrases the answer; the server runs the tools for the caller
// and checks the text. Any number the tools did not return, a promise of returns, an error or a timeout,
// and the embedded engine answers instead (its cards carry only tool figures).
import { unbackedFigures, type ChatCard } from '@fund/core/assistant';
import type { EngineAnswer } from '../answer-engine';
import type { ModelAnswerer } from '../chat-service';
import type { ToolContext } from '../tool-types';
import { complete, type ChatMessage } from './chat-completions';
import type { ModelConfig } from './model-config';
import { MODEL_TOOLS, runModelTool } from './model-tools';

/** Rounds of tool calls before the model must answer. */
const MAX_ROUNDS = 3;
const PROMISES = /保证收益|保本保收益|稳赚|一定(会)?涨|包赚|必涨|无风险收益/;

const SYSTEM_PROMPT = [
  '你是基金投资小程序里的智能助手，只用中文回答，简洁。',
  '回答中的每一个数字都必须来自工具返回的结果，不得自行计算、估计或编造。',
  '只能查询当前登录用户本人的数据；任何查询其他用户的请求都要拒绝。',
  '不得承诺收益，不得给出个性化的买入或卖出指令，不得推荐高于用户风险等级的产品。',
].join('\n');

export function createModelAnswerer(config: ModelConfig): ModelAnswerer {
  return async (ctx: ToolContext, question: string): Promise<EngineAnswer | null> => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), config.timeoutMs);
    try {
      return await converse(config, ctx, question, abort.signal);
    } catch {
      // Timeout, transport or protocol failure: the engine answers; the user never sees the error.
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

async function converse(config: ModelConfig, ctx: ToolContext, question: string, signal: AbortSignal): Promise<EngineAnswer | null> {
  const messages: ChatMessage[] = [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: question }];
  const cards: ChatCard[] = [];
  const results: string[] = [];
  const data: unknown[] = [];
  for (let round = 0; round <= MAX_ROUNDS; round += 1) {
    const reply = await complete(config, messages, MODEL_TOOLS, signal);
    if (reply.toolCalls.length === 0) {
      const text = (reply.content ?? '').trim();
      if (text === '' || PROMISES.test(text)) return null;
      // The rule of the house: every figure shown comes from a tool result.
      if (unbackedFigures(text, results).length > 0) return null;
      return { text, cards, data };
    }
    if (round === MAX_ROUNDS) return null;
    messages.push({ role: 'assistant', content: reply.content, tool_calls: reply.toolCalls });
    for (const call of reply.toolCalls) {
      const out = await runModelTool(ctx, call.function.name, call.function.arguments);
      const payload = 'error' in out ? out : out.empty === undefined ? out.data : { empty: out.empty, data: out.data };
      const json = JSON.stringify(payload);
      if (!('error' in out)) {
        cards.push(...out.cards);
        data.push(out.data);
      }
      results.push(json);
      messages.push({ role: 'tool', tool_call_id: call.id, content: json });
    }
  }
  return null;
}
