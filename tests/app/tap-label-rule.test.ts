// The lint rule that keeps every tappable element named for screen readers (scripts/lint/tap-label.mjs). The
// rule is an ES module and jest runs CommonJS here, so each case is linted by a child Node with ESLint's Linter.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const LINT = `
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './scripts/lint/tap-label.mjs';
const config = [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser }, plugins: { a11y: plugin }, rules: { 'a11y/tap-label': 'error' } }];
const results = JSON.parse(process.argv[1]).map((jsx) => new Linter().verify(\`const x = (\${jsx});\`, config, 'x.tsx').map((m) => m.messageId ?? m.message));
process.stdout.write(JSON.stringify(results));
`;

const CASES = {
  row: '<View className="fund-row" onClick={open}><View><Text>{fund.name}</Text></View></View>',
  image: '<Image src={src} onTap={open} />',
  wordsNoRole: '<Text className="retry" onClick={retry}>{TEXTS.retry}</Text>',
  labelNoRole: '<View ariaLabel="关闭" onClick={close} />',
  tapLabel: '<View {...tapLabel(ACCESSIBILITY_TEXTS.open(fund.name))} onClick={open}><Text>{fund.name}</Text></View>',
  buttonRole: '<Text {...BUTTON_ROLE} onClick={retry}>{TEXTS.retry}</Text>',
  roleAndLabel: '<View role="button" ariaLabel={state.label} onClick={go}><Text>{state.label}</Text></View>',
  taroButton: '<Button onClick={submit}>{TEXTS.submit}</Button>',
  hiddenMask: '<View className="mask" aria-hidden="true" onClick={close} />',
  ownComponent: '<ImageDialog visible onTap={open} onClose={close} />',
  noHandler: '<View className="card"><Text>{name}</Text></View>',
};
type Case = keyof typeof CASES;
let found: Record<Case, string[]>;

beforeAll(() => {
  const names = Object.keys(CASES) as Case[];
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(names.map((n) => CASES[n]))], { cwd: ROOT, encoding: 'utf8' });
  const results = JSON.parse(out) as string[][];
  found = Object.fromEntries(names.map((n, i) => [n, results[i] ?? []])) as Record<Case, string[]>;
}, 60000);

const lint = (name: Case) => found[name];

describe('tap-label lint rule', () => {
  it('refuses a tappable row that has neither a label nor words of its own', () => {
    expect(lint('row')).toEqual(['unlabelled']);
    expect(lint('image')).toEqual(['unlabelled']);
  });

  it('refuses words that are not announced as a button', () => {
    expect(lint('wordsNoRole')).toEqual(['noRole']);
    expect(lint('labelNoRole')).toEqual(['noRole']);
  });

  it('accepts a label, words with a button role, a Taro Button, and a backdrop hidden from readers', () => {
    expect(lint('tapLabel')).toEqual([]);
    expect(lint('buttonRole')).toEqual([]);
    expect(lint('roleAndLabel')).toEqual([]);
    expect(lint('taroButton')).toEqual([]);
    expect(lint('hiddenMask')).toEqual([]);
  });

  it('leaves our own components, which name their parts, and elements without a handler alone', () => {
    expect(lint('ownComponent')).toEqual([]);
    expect(lint('noHandler')).toEqual([]);
  });
});
