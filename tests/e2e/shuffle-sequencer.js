// No ranks: journeys do not depend on each other's order. With --randomize, jest shuffles the tests inside
// each file; this shuffles the files too, from the same --seed (or a random one), and prints the seed so a
// failing order can be run again: npx jest -c tests/e2e/jest.config.js --randomize --seed=<seed>.
const Sequencer = require('@jest/test-sequencer').default;

function seedFromArgs(argv) {
  for (let i = 0; i < argv.length; i += 1) {
    const m = /^--seed(?:=(-?\d+))?$/.exec(argv[i]);
    if (m) return Number(m[1] ?? argv[i + 1]);
  }
  return undefined;
}

/** mulberry32: a small seeded generator, enough for a reproducible shuffle. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class ShuffleSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    if (!process.argv.includes('--randomize')) return sorted;
    const seed = seedFromArgs(process.argv) ?? Math.floor(Math.random() * 2 ** 31);
    const next = random(seed);
    const order = [...sorted].sort((a, b) => a.path.localeCompare(b.path));
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    console.log(`E2E file order (seed ${seed}): ${order.map((t) => t.path.split('/').pop()).join(', ')}`);
    return order;
  }
}

module.exports = ShuffleSequencer;
