// Drafts as a clerk confirms them on the review, for the engine tests. No vitest import here (see
// engine-fixture.ts).
import { randomUUID } from 'node:crypto';
import type {
  CounterInstruction,
  ImtDraft,
  RtgsDraft,
  TransferDraft,
} from '@shared/domain/transfer-drafts';
import type { TransferCorrection } from '@shared/domain/transfer-correction';
import type { Services } from '../../../electron/main/services';
import {
  D2_CUSTOMER,
  D2_IMT_CUSTOMER,
  D2_INSTRUCTION,
  D2_RTGS_DRAFT,
} from '../../shared/d2-example';
import { SANDBOX_WALLET_TRANSFER, sandboxWalletParties } from '../../shared/sandbox-wallet';

// An optional group (the customer, D77) is patched in part too, as a required one is.
type DraftPatch<D> = {
  [G in keyof D]?: NonNullable<D[G]> extends object
    ? Partial<NonNullable<D[G]>> | Exclude<D[G], object>
    : D[G];
};

function merge<D extends object>(base: D, patch: DraftPatch<D>): D {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [group, value] of Object.entries(patch)) {
    const current = out[group];
    out[group] =
      value !== null && typeof value === 'object' && typeof current === 'object'
        ? { ...current, ...value }
        : value;
  }
  return out as D;
}

let formNumbers = 0;

/**
 * The customer's signed instruction of one draft: each customer signs a form of their own, so each
 * draft gets a number no other has (a number given twice stops the send, D46).
 */
export function signedInstruction(): CounterInstruction {
  formNumbers += 1;
  return { ...D2_INSTRUCTION, formNumber: `IF-T/${process.pid}-${formNumbers}` };
}

/**
 * `draft` as the clerk confirms it when the customer asks for a second transfer (D46): the review
 * named `earlier`, and the clerk typed the customer's reason.
 */
export function secondTransfer<D extends TransferDraft>(
  draft: D,
  earlier: readonly string[],
  reason = 'The customer asked to send it again',
): D {
  return { ...draft, repeat: { reason, earlier: [...earlier] } };
}

/**
 * `draft` as the clerk confirms it after the review named what it repeats (D46): for tests whose
 * sends repeat each other on purpose (the same D2 details again). What the review names is what
 * main's repeat guard finds now; nothing is confirmed when it finds nothing.
 */
export function confirmedRepeat<D extends TransferDraft>(services: Services, draft: D): D {
  const earlier = services.repeats
    .find(draft, draft.instruction?.formNumber ?? null, services.now())
    .map((finding) => finding.record.reference);
  return earlier.length === 0 ? draft : secondTransfer(draft, earlier);
}

/**
 * The D2 example transfer as a clerk confirms it on the review (KE, 0011547896523 → 1100194977404),
 * with the customer's signed instruction main requires of a send (D41).
 */
export function rtgsDraft(patch: DraftPatch<RtgsDraft> = {}): RtgsDraft {
  return merge<RtgsDraft>(
    {
      ...structuredClone(D2_RTGS_DRAFT),
      draftId: randomUUID(),
      instruction: signedInstruction(),
      paymentMethod: 'cash',
      customer: { ...D2_CUSTOMER },
    },
    patch,
  );
}

/**
 * A mobile-wallet transfer to a wallet the sandbox holds (M-PESA, Kenya), as confirmed on the
 * review, with the customer's signed instruction.
 */
export function imtDraft(patch: DraftPatch<ImtDraft> = {}): ImtDraft {
  const draft = merge<ImtDraft>(
    {
      kind: 'imt',
      draftId: randomUUID(),
      instruction: signedInstruction(),
      paymentMethod: 'cash',
      ...sandboxWalletParties(),
      transfer: { ...SANDBOX_WALLET_TRANSFER },
    },
    patch,
  );
  // D77: the body's sender is the customer; a test that changes the sender changes who came.
  const { sender } = draft;
  return 'customer' in patch
    ? draft
    : {
        ...draft,
        customer: {
          ...D2_IMT_CUSTOMER,
          name: sender.name,
          documentType: sender.documentType,
          documentNumber: sender.documentNumber,
          countryCode: sender.countryCode,
          mobileNumber: sender.mobileNumber,
          ...(sender.email ? { email: sender.email } : {}),
        },
      };
}

/**
 * The same draft as the review's checks see it before the clerk has typed the customer's
 * instruction: without the `instruction` key at all.
 */
export function withoutInstruction<D extends TransferDraft>(draft: D): D {
  const copy = { ...draft };
  delete copy.instruction;
  return copy;
}

/**
 * The draft the form makes of a correction (D45, D47), as the clerk confirms it on its review: a
 * draft id of its own, what it corrects, the customer's signed instruction and how they pay
 * (D124), both given again on the new transfer's review; `patch` replaces any of them.
 */
export function correctedDraft<D extends TransferDraft = TransferDraft>(
  correction: TransferCorrection,
  patch: Partial<D> = {},
): D {
  return {
    ...correction.draft,
    draftId: randomUUID(),
    instruction: signedInstruction(),
    paymentMethod: 'cash',
    corrects: correction.correcting,
    ...patch,
  } as D;
}
