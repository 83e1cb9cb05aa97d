import { worded } from '@shared/i18n/worded';
import { fail, ok } from '@shared/result';
import { MAX_OPERATOR_CHANGES } from '../../../hq/protocol/wire';
import type {
  AppliedOperatorChange,
  HeadOfficeOperatorsRepo,
} from '../journal/head-office-operators-repo';
import type { HeadOfficeClient, HeadOfficeLink, HeadOfficeResult } from './head-office-client';

/*
 * D115: at every contact, the workstation fetches head office's changes to its branch's operators
 * since the version it holds, checks head office's signature (the client does), and applies them
 * in one journal transaction each page. Only changes for its own branch are taken: another's in a
 * signed answer means the answer is not what head office sends, and nothing of it is applied.
 */

export interface OperatorSyncDeps {
  operators: Pick<HeadOfficeOperatorsRepo, 'through' | 'apply'>;
  client: Pick<HeadOfficeClient, 'operators'>;
  now: () => number;
  /** Told of each page applied, so a session head office ended ends here too. */
  onApplied: (applied: readonly AppliedOperatorChange[]) => void;
}

/** Fetches and applies every page after the version held; ok once head office had no more. */
export async function syncOperators(
  deps: OperatorSyncDeps,
  link: HeadOfficeLink,
  branchCode: string,
): Promise<HeadOfficeResult<null>> {
  for (;;) {
    const after = deps.operators.through();
    const answer = await deps.client.operators(link, after);
    if (!answer.ok) return answer;
    const { changes, through, at } = answer.value;
    if (changes.some((change) => change.branchCode !== branchCode)) {
      return fail(worded('bad-acknowledgement', 'headOffice.client.badAcknowledgement'));
    }
    const applied = deps.operators.apply(
      { changes, through, at },
      new Date(deps.now()).toISOString(),
    );
    if (applied.length > 0) deps.onApplied(applied);
    if (changes.length < MAX_OPERATOR_CHANGES || through <= after) return ok(null);
  }
}
