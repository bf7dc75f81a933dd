// The wire of an OpenAI-compatible Chat Completions endpoint with function calling: only what we send and read.

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

interface CompletionReply {
  choices?: { message?: { content?: string | null; tool_calls?: ToolCall[] } }[];
}

export interface CompletionTarget {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** One completion; throws on a transport error, a non-2xx answer or an answer without a message. */
export async function complete(target: CompletionTarget, messages: ChatMessage[], tools: ToolSpec[], signal: AbortSignal): Promise<{ content: string | null; toolCalls: ToolCall[] }> {
  const res = await fetch(`${target.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.apiKey}` },
    body: JSON.stringify({ model: target.model, messages, tools, tool_choice: 'auto', temperature: 0 }),
    signal,
  });
  if (!res.ok) throw new Error(`model answered ${res.status}`);
  const reply = (await res.json()) as CompletionReply;
  const message = reply.choices?.[0]?.message;
  if (message === undefined) throw new Error('model answered no message');
  return { content: message.content ?? null, toolCalls: message.tool_calls ?? [] };
}
