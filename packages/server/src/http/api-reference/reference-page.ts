// The readable API reference (demo mode): one self-contained HTML page rendered on the server from the
// OpenAPI document, no script and nothing fetched from elsewhere (the page's CSP allows neither).
import type { JsonSchema, OpenApiDocument } from '@fund/core/api';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function json(value: unknown): string {
  return `<pre>${esc(JSON.stringify(value, null, 2))}</pre>`;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}

function parameters(list: Parameter[]): string {
  if (list.length === 0) return '';
  const rows = list.map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? '是' : '否'}</td><td>${esc(p.description ?? '')}</td><td><code>${esc(JSON.stringify(p.schema ?? {}))}</code></td></tr>`);
  return `<h4>参数</h4><table><tr><th>名称</th><th>位置</th><th>必填</th><th>说明</th><th>结构</th></tr>${rows.join('')}</table>`;
}

function operation(method: string, path: string, op: JsonSchema): string {
  const body = op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
  const responses = op.responses as Record<string, { description?: string; $ref?: string; content?: Record<string, { schema?: unknown }> }>;
  const answers = Object.entries(responses).map(([code, r]) => {
    const schema = r.content ? Object.values(r.content)[0]?.schema : undefined;
    return `<li><b>${esc(code)}</b> ${esc(r.description ?? r.$ref?.replace('#/components/responses/E', '错误 ') ?? '')}${schema !== undefined && code === '200' ? json(schema) : ''}</li>`;
  });
  return `<details id="${esc(String(op.operationId))}"><summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code> ${esc(String(op.summary ?? ''))}</summary>
${parameters((op.parameters ?? []) as Parameter[])}${body?.content ? `<h4>请求体 (${esc(Object.keys(body.content).join(', '))})</h4>${json(Object.values(body.content)[0]?.schema)}` : ''}
<h4>应答</h4><ul>${answers.join('')}</ul></details>`;
}

export function referencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = ((op.tags as string[] | undefined) ?? ['other'])[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(method, path, op)]);
    }
  }
  const sections = [...byTag.entries()].map(([tag, ops]) => `<section id="tag-${esc(tag)}"><h2>${esc(tag)} <small>(${ops.length})</small></h2>${ops.join('\n')}</section>`);
  const toc = [...byTag.keys()].map((tag) => `<a href="#tag-${esc(tag)}">${esc(tag)}</a>`).join(' · ');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)}</title><style>
body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#222}
details{border:1px solid #ddd;border-radius:4px;margin:4px 0;padding:4px 8px}summary{cursor:pointer}
.m{display:inline-block;min-width:52px;font-weight:bold}.get{color:#1769aa}.post{color:#2e7d32}.put,.patch{color:#a15c00}.delete{color:#c62828}
pre{background:#f6f8fa;padding:8px;overflow:auto;max-height:420px}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top}
</style></head><body><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>${esc(doc.info.description ?? '')}</p><p>基础路径 <code>${esc(doc.servers[0]?.url ?? '')}</code>；机器可读版本：<a href="openapi.json">openapi.json</a>（OpenAPI ${esc(doc.openapi)}）</p>
<nav>${toc}</nav>${sections.join('\n')}</body></html>`;
}
