// Runs once before any test file (vitest globalSetup): builds the server the black-box tests start.
import { buildServer } from './server-build.js';

export default function setup(): void {
  buildServer();
}
