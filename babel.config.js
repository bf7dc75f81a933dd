// babel-preset-taro compiles the React + TypeScript sources for every platform.
module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5' }],
  ],
};
