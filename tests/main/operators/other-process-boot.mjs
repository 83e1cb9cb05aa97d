// Loads the worker's TypeScript through tsx: a worker thread does not inherit the test runner's.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.script, import.meta.url);
