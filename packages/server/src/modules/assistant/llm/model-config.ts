// The optional model: on only when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set (any OpenAI-compatible
// Chat Completions endpoint: DeepSeek, DashScope compatible mode, a local vLLM or llama.cpp server).
import type { ModelAnswerer } from '../chat-service';
import { createModelAnswerer } from './model-answerer';

/** A model slower than this is abandoned and the embedded engine answers. */
export const DEFAULT_AI_TIMEOUT_MS = 8000;

export interface ModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export function modelConfigFrom(env: NodeJS.ProcessEnv): ModelConfig | null {
  const baseUrl = env.AI_BASE_URL;
  const apiKey = env.AI_API_KEY;
  const model = env.AI_MODEL;
  if (!baseUrl || !apiKey || !model) return null;
  const timeout = Number(env.AI_TIMEOUT_MS);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_AI_TIMEOUT_MS };
}

export function modelFromEnv(env: NodeJS.ProcessEnv): ModelAnswerer | null {
  const config = modelConfigFrom(env);
  return config === null ? null : createModelAnswerer(config);
}
