// Server test files run in plain Node under jest-light-runner (jest.config.js): this setup file,
// loaded before any test file in each worker process, lets Node import TypeScript (tsx's ESM hooks).
import { register } from 'tsx/esm/api';

register();
