// babel-preset-taro compiles the React + TypeScript sources for every platform. The mini programs follow
// package.json's browserslist. H5 runs in phones' browsers and WebViews from 2019 on (Chrome 70, iOS 12): classes,
// async functions and spread stay as written there, instead of ES5 helpers and a regenerator that made the
// first-load script larger and slower to run; the libraries H5 loads already ship ES2015 and later.
const H5_TARGETS = { chrome: '70', ios: '12', safari: '12' };

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(process.env.TARO_ENV === 'h5' ? { targets: H5_TARGETS } : {}) }],
  ],
};
