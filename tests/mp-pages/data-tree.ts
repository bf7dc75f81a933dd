// Reading Taro's page data: the tree `root.cn[…]` that base.wxml renders one template per node from
// (nn: template id, cn: children, v: text, cl: class, sid/uid: the id events come back with).
export interface TreeNode {
  nn?: string | number;
  cn?: TreeNode[];
  v?: string;
  cl?: string;
  sid?: string;
  uid?: string;
  [prop: string]: unknown;
}

/** Applies one setData key ('root.cn.[0].cn.[2].v', 'a[1].b') to the page's data, as the runtime does. */
export function setPath(target: Record<string, unknown>, key: string, value: unknown): void {
  const parts = [...key.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : (m[1] ?? '')));
  let cur: Record<string | number, unknown> = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      cur[part] = value;
      return;
    }
    const next = cur[part];
    if (next === null || typeof next !== 'object') cur[part] = typeof parts[i + 1] === 'number' ? [] : {};
    cur = cur[part] as Record<string | number, unknown>;
  });
}

export function rootOf(data: Record<string, unknown>): TreeNode | null {
  const root = data.root;
  return root && typeof root === 'object' ? (root as TreeNode) : null;
}

/** Every node under the root, depth first (the root itself is the page container, not counted). */
export function* walk(node: TreeNode | null): Generator<{ node: TreeNode; parents: TreeNode[] }> {
  if (!node) return;
  const stack: { node: TreeNode; parents: TreeNode[] }[] = (node.cn ?? []).map((c) => ({ node: c, parents: [node] })).reverse();
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    yield item;
    const kids = item.node.cn ?? [];
    for (let i = kids.length - 1; i >= 0; i -= 1) {
      const kid = kids[i];
      if (kid) stack.push({ node: kid, parents: [...item.parents, item.node] });
    }
  }
}

export function countNodes(data: Record<string, unknown>): number {
  let n = 0;
  for (const _ of walk(rootOf(data))) n += 1;
  return n;
}

export function textOf(node: TreeNode): string {
  let out = typeof node.v === 'string' ? node.v : '';
  for (const kid of node.cn ?? []) out += textOf(kid);
  return out;
}

export function hasClass(node: TreeNode, name: string): boolean {
  return typeof node.cl === 'string' && node.cl.split(/\s+/).includes(name);
}
