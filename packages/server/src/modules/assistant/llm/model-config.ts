// The optional model: on only when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set.
import type { ModelAnswerer } from '../chat-service';

export function modelFromEnv(env: NodeJS.ProcessEnv): ModelAnswerer | null {
  const baseUrl = env.AI_BASE_URL;
  const apiKey = env.AI_API_KEY;
  const model = env.AI_MODEL;
  if (!baseUrl || !apiKey || !model) return null;
  return null;
}
