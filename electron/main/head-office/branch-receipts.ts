import { askedHash } from '../../../hq/protocol/branch-desk';
import {
  BRANCH_RECEIPT_PATH,
  receiptPageIsSigned,
  type BranchReceiptPage,
} from '../../../hq/protocol/branch-receipt';
import { worded } from '@shared/i18n/worded';
import { fail, ok } from '@shared/result';
import type { HeadOfficeClient, HeadOfficeLink, HeadOfficeResult } from './head-office-client';
import { readReceiptAnswer, readReceiptPage } from './receipt-answers';

/*
 * D138: what another counter's receipt reads, asked of head office and checked here: signed by
 * head office over the page's text, answering this very request of this workstation, for its own
 * branch and the counter asked about. Anything else is not head office's answer.
 */

export interface BranchReceipts {
  read(owner: string, reference: string): Promise<HeadOfficeResult<BranchReceiptPage>>;
}

export function createBranchReceipts(deps: {
  link: () => HeadOfficeLink | null;
  client: Pick<HeadOfficeClient, 'call'>;
  branchCode: () => string | undefined;
}): BranchReceipts {
  return {
    async read(owner, reference) {
      const link = deps.link();
      if (!link)
        return fail(worded('unreachable', 'headOffice.client.unreachable', { address: '—' }));
      const request = { owner, reference };
      const answer = await deps.client.call(
        link,
        BRANCH_RECEIPT_PATH,
        request,
        readReceiptAnswer,
        (a) => receiptPageIsSigned(link.headOfficeKey, a),
      );
      if (!answer.ok) return answer;
      const page = readReceiptPage(answer.value.page);
      const body = JSON.stringify({ workstationId: link.workstationId, ...request });
      const answers =
        page !== null &&
        page.workstationId === link.workstationId &&
        page.asked === askedHash(body) &&
        page.owner === owner &&
        page.branchCode === deps.branchCode();
      return answers
        ? ok(page)
        : fail(worded('bad-acknowledgement', 'headOffice.client.badAcknowledgement'));
    },
  };
}
