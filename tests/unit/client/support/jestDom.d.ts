// Types of the jest-dom matchers for `expect` imported from @jest/globals (tests/setup.ts registers them at run time).
import '@testing-library/jest-dom/jest-globals';
