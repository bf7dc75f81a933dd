// ESLint rule (issue 24, B8): everything a finger can tap is named for a screen reader. An element with an
// onClick / onTap handler either carries a Chinese label (`ariaLabel`, or a `{...tapLabel('…')}` spread) or
// shows words of its own and is announced as a button (`{...BUTTON_ROLE}`, a role, or a Taro Button). A row
// whose words are figures and nested parts needs its label: it must say what the tap does. A backdrop that is
// hidden from screen readers (aria-hidden, its dialog has a close control) needs neither.

const HANDLERS = new Set(['onClick', 'onTap']);
const LABEL_PROPS = new Set(['ariaLabel', 'aria-label']);
const ROLE_PROPS = new Set(['role', 'ariaRole']);
const NATIVE_CONTROLS = new Set(['Button']);
// Taro's own components; a component of ours that takes onTap names its own parts.
const TARO_ELEMENTS = new Set(['View', 'Text', 'Image', 'Button', 'Label', 'Icon', 'Navigator', 'ScrollView', 'Swiper', 'SwiperItem', 'CoverView', 'CoverImage']);

const attrName = (a) => (a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' ? a.name.name : null);
const calleeName = (e) => (e?.type === 'CallExpression' && e.callee.type === 'Identifier' ? e.callee.name : null);

/** An expression that renders words (a string, a number, a name), not elements. */
function isWords(e) {
  switch (e.type) {
    case 'Literal':
    case 'TemplateLiteral':
    case 'Identifier':
    case 'MemberExpression':
    case 'BinaryExpression':
      return true;
    case 'CallExpression':
      return !(e.callee.type === 'MemberExpression' && e.callee.property.name === 'map');
    case 'ConditionalExpression':
      return isWords(e.consequent) && isWords(e.alternate);
    case 'LogicalExpression':
      return isWords(e.right);
    default:
      return false;
  }
}

function hasOwnWords(element) {
  return element.children.some(
    (c) => (c.type === 'JSXText' && c.value.trim() !== '') || (c.type === 'JSXExpressionContainer' && c.expression.type !== 'JSXEmptyExpression' && isWords(c.expression)),
  );
}

export const tapLabel = {
  meta: {
    type: 'problem',
    docs: { description: 'A tappable element has a Chinese label, or its own words and a button role.' },
    messages: {
      unlabelled: 'A tappable <{{name}}> needs a Chinese label for screen readers: {...tapLabel(\'…\')} (or ariaLabel) saying what the tap does.',
      noRole: 'A tappable <{{name}}> is read as a button only with {...BUTTON_ROLE}, {...tapLabel(\'…\')} or a role.',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        const attrs = node.attributes;
        if (!attrs.some((a) => HANDLERS.has(attrName(a)))) return;
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!TARO_ELEMENTS.has(name)) return;
        const hidden = attrs.some((a) => attrName(a) === 'aria-hidden' || attrName(a) === 'ariaHidden');
        if (hidden) return;
        const spreads = attrs.filter((a) => a.type === 'JSXSpreadAttribute').map((a) => a.argument);
        const labelled = attrs.some((a) => LABEL_PROPS.has(attrName(a))) || spreads.some((e) => calleeName(e) === 'tapLabel');
        const roled =
          NATIVE_CONTROLS.has(name) ||
          attrs.some((a) => ROLE_PROPS.has(attrName(a))) ||
          spreads.some((e) => calleeName(e) === 'tapLabel' || (e.type === 'Identifier' && e.name === 'BUTTON_ROLE'));
        if (!labelled && !hasOwnWords(node.parent)) context.report({ node, messageId: 'unlabelled', data: { name } });
        else if (!roled) context.report({ node, messageId: 'noRole', data: { name } });
      },
    };
  },
};

export default { rules: { 'tap-label': tapLabel } };
