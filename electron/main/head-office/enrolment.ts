import { hostname } from 'node:os';
import {
  checkHeadOfficeAddress,
  normalEnrolmentCode,
  normalFingerprint,
  type HeadOfficeConnectionView,
  type HeadOfficeEnrolment,
  type HeadOfficeEnrolmentFailure,
} from '@shared/domain/head-office';
import { worded } from '@shared/i18n/worded';
import { fail, ok, recoded, type AppError, type Result } from '@shared/result';
import type { JournalKeychain } from '../keys/journal-keychain';
import { isSecretStoreError } from '../keys/secret-store';
import { connectionView, type ConnectionRecord, type ConnectionRecords } from './connection-record';
import type { EnrolAnswer } from '../../../hq/protocol/wire';
import type { HeadOfficeClient, HeadOfficeError } from './head-office-client';
import { generateWorkstationKey, publicKeyOf } from './workstation-key';

/*
 * An admin enrols the workstation with head office (D91, D99): the address, the one-time code and
 * the certificate's fingerprint typed as head office shows them. The key pair is made here and its
 * private half stored in the keychain before anything is sent, so a key head office registers is
 * never one the workstation lost; a retry (the answer lost, say) presents the same key. The
 * connection is kept only once head office answered with who the workstation is.
 */

/** Why an enrolment did not happen; head office's own refusal beside it when it refused. */
export type EnrolmentError = AppError<HeadOfficeEnrolmentFailure> &
  Pick<HeadOfficeError, 'refusal'>;

export interface EnrolmentDeps {
  keychain: Pick<JournalKeychain, 'readWorkstationKey' | 'saveWorkstationKey'>;
  records: ConnectionRecords;
  client: HeadOfficeClient;
  now: () => number;
  /** What head office's console calls the workstation: the PC's name. */
  label?: () => string;
  /** After the connection is kept: the sender starts. */
  onEnrolled: () => void;
}

export type Enrol = (
  request: HeadOfficeEnrolment,
  operatorId: string,
) => Promise<Result<HeadOfficeConnectionView, EnrolmentError>>;

export function createEnrolment(deps: EnrolmentDeps): Enrol {
  let under: Promise<unknown> | null = null;
  return async (request, operatorId) => {
    // One at a time: two clicks must not make two keys for one code.
    if (under) return fail(worded('busy', 'headOffice.enrol.busy'));
    const work = enrolOnce(deps, request, operatorId);
    under = work;
    try {
      return await work;
    } finally {
      under = null;
    }
  };
}

async function enrolOnce(
  deps: EnrolmentDeps,
  request: HeadOfficeEnrolment,
  operatorId: string,
): Promise<Result<HeadOfficeConnectionView, EnrolmentError>> {
  if (deps.records.read() !== null) {
    return fail(worded('already-enrolled', 'headOffice.enrol.already'));
  }
  const sent = await enrolWithCode(deps, request);
  if (!sent.ok) return sent;
  const record = { ...sent.value.connection, enrolledBy: operatorId };
  deps.records.write(record, operatorId);
  deps.onEnrolled();
  return ok(connectionView(record));
}

/**
 * The address and fingerprint as checked, this PC's key (kept, else made and stored first), head
 * office's answer to the code, and the connection it makes, enrolled now: the enrolment's and a
 * takeover's (D112) common first step.
 */
export async function enrolWithCode(
  deps: Pick<EnrolmentDeps, 'keychain' | 'client' | 'label' | 'now'>,
  request: HeadOfficeEnrolment,
): Promise<
  Result<
    { enrolled: EnrolAnswer; connection: Omit<ConnectionRecord, 'enrolledBy'> },
    EnrolmentError
  >
> {
  const address = checkHeadOfficeAddress(request.address);
  // The validator refused these already; a bug here must not send anything.
  if (!address.ok) throw new Error(`An unchecked head office address reached enrolment.`);
  const fingerprint = address.plain ? null : normalFingerprint(request.fingerprint);
  if (!address.plain && !fingerprint)
    throw new Error('An unchecked fingerprint reached enrolment.');

  let publicKey: string;
  try {
    publicKey = await workstationKey(deps.keychain);
  } catch (error) {
    if (!isSecretStoreError(error)) throw error;
    return fail(recoded(error.toAppError(), 'keychain-failed'));
  }
  const answer = await deps.client.enrol(
    { origin: address.origin, fingerprint },
    {
      code: normalEnrolmentCode(request.code),
      publicKey,
      label: (deps.label ?? hostname)().slice(0, 100),
    },
  );
  if (!answer.ok) return fail(answer.error);
  const enrolled = answer.value;
  return ok({
    enrolled,
    connection: {
      origin: address.origin,
      fingerprint,
      workstationId: enrolled.workstationId,
      branch: enrolled.branch,
      number: enrolled.number,
      headOfficeKey: enrolled.headOfficeKey,
      replacing: enrolled.replacing,
      enrolledAt: new Date(deps.now()).toISOString(),
    },
  });
}

/** The key kept from an attempt that got no answer, else a new one, stored before it is used. */
async function workstationKey(keychain: EnrolmentDeps['keychain']): Promise<string> {
  const kept = await keychain.readWorkstationKey();
  if (kept) return publicKeyOf(kept);
  const pair = generateWorkstationKey();
  await keychain.saveWorkstationKey(pair.privateKeyPem);
  return pair.publicKeyPem;
}
