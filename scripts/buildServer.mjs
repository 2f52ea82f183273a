// Builds dist/server/main.mjs when a server input changed (ensure.mjs ensureServerBuild); the test helpers call it before they start a server.
import { ensureServerBuild } from './ensure.mjs';

ensureServerBuild();
