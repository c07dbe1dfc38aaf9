// Runs after the test framework in every browser-side jest project.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (default 1 s): the first test of a file may also pay for
// compiling a lazily imported page, which on a busy 2-core CI machine can take longer than 1 s.
// A condition that never comes still fails; only slowness is tolerated.
configure({ asyncUtilTimeout: 5000 });

// Note: swc leaves `import.meta.hot` untouched when compiling to CommonJS, which is a
// syntax error under jest that no setup file can fix. Guard HMR code through the jest
// config's swc optimizer globals (`jsc.transform.optimizer.globals.vars`:
// { 'import.meta.hot': 'undefined', 'import.meta.webpackHot': 'undefined' }).
// `import.meta.url` is rewritten by swc and works.

// React 19 warns about act() unless the environment declares it supports act.
(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no matchMedia; the theme's system colour mode reads it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
