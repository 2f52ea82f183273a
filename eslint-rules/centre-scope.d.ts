import type { Rule } from 'eslint';

/** Types of centre-scope.js for the TypeScript tests that load it. */
declare const rule: Rule.RuleModule;
export default rule;
