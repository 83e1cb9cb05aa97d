import { Worker } from 'node:worker_threads';
import type { Session } from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';

export type OtherProcessChange =
  | { kind: 'role'; operatorId: string; role: Role; by: Session }
  | { kind: 'deactivate'; operatorId: string; by: Session };

export interface OtherProcessMessage {
  stage: 'holding' | 'committed';
  ok: boolean;
}

export interface OtherProcess {
  /** The change is made in its transaction, which is still open. */
  holding: Promise<OtherProcessMessage>;
  /** The transaction committed; the worker has closed its journal. */
  committed: Promise<OtherProcessMessage>;
}

/**
 * Another Remit Desk process on the same journal file (a worker thread with its own connection),
 * making `change` and keeping its transaction open for `holdMs`. The worker loads the TypeScript
 * sources through tsx, as the test runner does.
 */
export function changeInOtherProcess(options: {
  dataDir: string;
  change: OtherProcessChange;
  at: number;
  holdMs: number;
}): OtherProcess {
  const worker = new Worker(new URL('./other-process-boot.mjs', import.meta.url), {
    workerData: { ...options, script: new URL('./other-process.ts', import.meta.url).href },
  });
  const stage = (wanted: OtherProcessMessage['stage']) =>
    new Promise<OtherProcessMessage>((resolve, reject) => {
      worker.on('message', (message: OtherProcessMessage) => {
        if (message.stage === wanted) resolve(message);
      });
      worker.on('error', reject);
      worker.on('exit', (code) =>
        reject(new Error(`the other process ended (exit ${code}) before "${wanted}"`)),
      );
    });
  return { holding: stage('holding'), committed: stage('committed') };
}
