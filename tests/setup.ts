/// <reference types="@testing-library/jest-dom" />

// The DOM matchers and testing-library's settings matter only where there is a DOM (jsdom test
// files): server test files do not load them (some 300 modules each).
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
  // UI tests share 2 cores with server tests in CI; findBy*/waitFor wait up to 5 s instead of 1 s.
  (require('@testing-library/dom') as typeof import('@testing-library/dom')).configure({ asyncUtilTimeout: 5000 });
}
