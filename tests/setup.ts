import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// UI tests share 2 cores with server tests in CI; findBy*/waitFor wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });
