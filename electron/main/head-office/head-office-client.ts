import type { HeadOfficeFailure } from '@shared/domain/head-office';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import {
  ackIsSigned,
  operatorPasswordIsSigned,
  operatorsAreSigned,
  settingsAreSigned,
  reservationIsSigned,
  signBytes,
} from '../../../hq/protocol/chain';
import {
  SIGNATURE_HEADER,
  type Ack,
  type Change,
  type EnrolAnswer,
  type EnrolRequest,
  type OperatorPasswordAnswer,
  type OperatorPasswordRequest,
  type OperatorsAnswer,
  type OperatorsRequest,
  type PushRequest,
  type RebuildAnswer,
  type RebuildRequest,
  type Refusal,
  type SettingsAnswer,
  type SettingsRequest,
  type ReservationAnswer,
  type ReservationRequest,
  type StateRequest,
} from '../../../hq/protocol/wire';
import { readAck, readEnrolAnswer, readRebuildPage } from './answers';
import { readOperatorPasswordAnswer, readOperatorsAnswer } from './operator-answers';
import { refusedOrUnexpected, transportError, unexpected } from './client-errors';
import { readSettingsAnswer } from './settings-answers';
import { readBranchAnswer, readBranchPage } from './branch-answers';
import {
  askedHash,
  BRANCH_TRANSFERS_PATH,
  branchPageIsSigned,
  type BranchTransfersPage,
  type BranchTransfersRequest,
} from '../../../hq/protocol/branch-desk';
import { readReservationAnswer } from './reservation-answers';
import {
  HeadOfficeTransportError,
  type HeadOfficeAnswer,
  type HeadOfficeFetch,
} from './pinned-transport';

/*
 * Head office's calls as the workstation makes them (D91, D99): enrolment, unsigned (the code is
 * the proof), and push, state and a replacement's rebuild, signed with the workstation's Ed25519 key over the body's
 * exact bytes. Every failure is a Result worded for the admin: the address and the fingerprint
 * may be named, never the key, the code or a body.
 */

export interface HeadOfficeError extends AppError<HeadOfficeFailure> {
  /** Head office's own refusal, when it refused. */
  refusal?: Refusal;
}

export type HeadOfficeResult<T> = Result<T, HeadOfficeError>;

/** Where head office is and how it is recognised: the address and the pinned fingerprint. */
export interface HeadOfficeEndpoint {
  origin: string;
  /** Null only for http://127.0.0.1. */
  fingerprint: string | null;
}

/** An enrolled workstation's side of the link: who it is, its key, and head office's key. */
export interface HeadOfficeLink extends HeadOfficeEndpoint {
  workstationId: string;
  /** PKCS#8 PEM, read from the keychain for the call and never kept beyond it. */
  privateKeyPem: () => Promise<string>;
  /** Head office's public key (SPKI PEM), which signs its acknowledgements. */
  headOfficeKey: string;
}

export interface HeadOfficeTimeouts {
  connectTimeoutMs: number;
  requestTimeoutMs: number;
}

export interface HeadOfficeClient {
  enrol(
    endpoint: HeadOfficeEndpoint,
    request: EnrolRequest,
  ): Promise<HeadOfficeResult<EnrolAnswer>>;
  /** D127: `waiting` is what still waits here after these changes, for head office to know. */
  push(
    link: HeadOfficeLink,
    changes: readonly Change[],
    waiting?: PushRequest['waiting'],
  ): Promise<HeadOfficeResult<Ack>>;
  state(link: HeadOfficeLink): Promise<HeadOfficeResult<Ack>>;
  /**
   * A replacement's page of the replaced workstation's changes after `after` (D91); the page's
   * acknowledgement is checked as any other, the changes are the rebuild's to check link by link.
   */
  rebuild(
    link: HeadOfficeLink,
    after: number,
    limit: number,
  ): Promise<HeadOfficeResult<RebuildAnswer>>;
  /** D115: the branch's operator changes after `after`, signed by head office (checked here). */
  operators(link: HeadOfficeLink, after: number): Promise<HeadOfficeResult<OperatorsAnswer>>;
  /** D126: the branch's settings if newer than `after`, signed by head office (checked here). */
  settings(link: HeadOfficeLink, after: number): Promise<HeadOfficeResult<SettingsAnswer>>;
  /**
   * D121: an operator's own new password, over the pinned channel only; head office answers the
   * operator as they now stand, signed (checked here).
   */
  operatorPassword(
    link: HeadOfficeLink,
    request: Omit<OperatorPasswordRequest, 'workstationId'>,
  ): Promise<HeadOfficeResult<OperatorPasswordAnswer>>;
  /**
   * A signed call of a feature that reads its own answers (D125's approvals): `request` is sent
   * with this workstation's id, the answer read by `read` and taken only when `check` holds.
   */
  call<T>(
    link: HeadOfficeLink,
    path: string,
    request: object,
    read: (text: string) => T | null,
    check: (answer: T) => boolean,
  ): Promise<HeadOfficeResult<T>>;
  /**
   * D127: a page of the branch's other workstations' transfers, signed by head office over the
   * page's text (checked here), answering this very request.
   */
  branchTransfers(
    link: HeadOfficeLink,
    request: Omit<BranchTransfersRequest, 'workstationId'>,
  ): Promise<HeadOfficeResult<BranchTransfersPage>>;
  /** D128: a transfer reserved (or released) at head office; the answer signed (checked here). */
  reservation(
    link: HeadOfficeLink,
    request: Omit<ReservationRequest, 'workstationId'>,
  ): Promise<HeadOfficeResult<ReservationAnswer>>;
}

/** D128: head office's side of a reservation, as the send path sees it; null: not enrolled. */
export interface BranchReservations {
  reserve(
    request: Omit<ReservationRequest, 'workstationId'>,
  ): Promise<HeadOfficeResult<ReservationAnswer> | null>;
}

export const HEAD_OFFICE_PATHS = {
  enrol: '/api/v1/enrol',
  push: '/api/v1/push',
  state: '/api/v1/state',
  rebuild: '/api/v1/rebuild',
  operators: '/api/v1/operators',
  operatorPassword: '/api/v1/operator-password',
  settings: '/api/v1/settings',
  branchTransfers: BRANCH_TRANSFERS_PATH,
  reservations: '/api/v1/reservations',
} as const;

/** The exact text sent for a push: what is signed is what goes. */
export function pushBody(
  workstationId: string,
  changes: readonly Change[],
  waiting?: PushRequest['waiting'],
): string {
  const request: PushRequest = {
    workstationId,
    changes: [...changes],
    ...(waiting ? { waiting } : {}),
  };
  return JSON.stringify(request);
}

/** How the client reaches head office: the pinned transport, and the admin's timeouts. */
interface ClientDeps {
  fetch: HeadOfficeFetch;
  timeouts: () => HeadOfficeTimeouts;
}

async function post(
  deps: ClientDeps,
  endpoint: HeadOfficeEndpoint,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<HeadOfficeResult<HeadOfficeAnswer>> {
  try {
    const answer = await deps.fetch({
      origin: endpoint.origin,
      path,
      fingerprint: endpoint.fingerprint,
      headers,
      body,
      ...deps.timeouts(),
    });
    return ok(answer);
  } catch (error) {
    if (!(error instanceof HeadOfficeTransportError)) throw error;
    return fail(transportError(error, endpoint.origin, deps.timeouts()));
  }
}

/** A signed call whose answer holds head office's acknowledgement, checked before it is used. */
async function signed<T>(
  deps: ClientDeps,
  link: HeadOfficeLink,
  path: string,
  body: string,
  read: (text: string) => T | null,
  isHeadOffices: (answer: T) => boolean,
): Promise<HeadOfficeResult<T>> {
  const signature = signBytes(await link.privateKeyPem(), body);
  const sent = await post(deps, link, path, body, { [SIGNATURE_HEADER]: signature });
  if (!sent.ok) return sent;
  const answer = sent.value;
  if (answer.status !== 200) return fail(refusedOrUnexpected(answer, link.origin));
  const value = read(answer.body);
  if (value === null) return fail(unexpected(answer, link.origin));
  if (!isHeadOffices(value)) {
    return fail(worded('bad-acknowledgement', 'headOffice.client.badAcknowledgement'));
  }
  return ok(value);
}

/** Enrolment (D99): the one call not signed by the workstation, which has no key at head office yet. */
async function enrol(
  deps: ClientDeps,
  endpoint: HeadOfficeEndpoint,
  request: Parameters<HeadOfficeClient['enrol']>[1],
): ReturnType<HeadOfficeClient['enrol']> {
  const sent = await post(deps, endpoint, HEAD_OFFICE_PATHS.enrol, JSON.stringify(request));
  if (!sent.ok) return sent;
  const answer = sent.value;
  if (answer.status !== 200 && answer.status !== 201) {
    return fail(refusedOrUnexpected(answer, endpoint.origin));
  }
  const enrolled = readEnrolAnswer(answer.body);
  return enrolled ? ok(enrolled) : fail(unexpected(answer, endpoint.origin));
}

export function createHeadOfficeClient(deps: ClientDeps): HeadOfficeClient {
  /** An acknowledgement of this workstation's chain, signed with the key enrolment gave. */
  const signedAck = (link: HeadOfficeLink) => (ack: Ack) =>
    ack.workstationId === link.workstationId && ackIsSigned(link.headOfficeKey, ack);

  return {
    enrol: (endpoint, request) => enrol(deps, endpoint, request),
    push: (link, changes, waiting) =>
      signed(
        deps,
        link,
        HEAD_OFFICE_PATHS.push,
        pushBody(link.workstationId, changes, waiting),
        readAck,
        signedAck(link),
      ),
    state(link) {
      const request: StateRequest = { workstationId: link.workstationId };
      return signed(
        deps,
        link,
        HEAD_OFFICE_PATHS.state,
        JSON.stringify(request),
        readAck,
        signedAck(link),
      );
    },
    rebuild(link, after, limit) {
      const request: RebuildRequest = { workstationId: link.workstationId, after, limit };
      const body = JSON.stringify(request);
      return signed(deps, link, HEAD_OFFICE_PATHS.rebuild, body, readRebuildPage, (page) =>
        signedAck(link)(page.ack),
      );
    },
    operators(link, after) {
      const request: OperatorsRequest = { workstationId: link.workstationId, after };
      const body = JSON.stringify(request);
      return signed(
        deps,
        link,
        HEAD_OFFICE_PATHS.operators,
        body,
        readOperatorsAnswer,
        (answer) =>
          answer.workstationId === link.workstationId &&
          answer.after === after &&
          operatorsAreSigned(link.headOfficeKey, answer),
      );
    },
    settings(link, after) {
      const request: SettingsRequest = { workstationId: link.workstationId, after };
      return signed(
        deps,
        link,
        HEAD_OFFICE_PATHS.settings,
        JSON.stringify(request),
        readSettingsAnswer,
        (answer) =>
          answer.workstationId === link.workstationId &&
          answer.after === after &&
          settingsAreSigned(link.headOfficeKey, answer),
      );
    },
    operatorPassword(link, request) {
      const sent: OperatorPasswordRequest = { workstationId: link.workstationId, ...request };
      return signed(
        deps,
        link,
        HEAD_OFFICE_PATHS.operatorPassword,
        JSON.stringify(sent),
        readOperatorPasswordAnswer,
        (answer) =>
          answer.workstationId === link.workstationId &&
          answer.change.operatorId === request.operatorId.toLowerCase() &&
          operatorPasswordIsSigned(link.headOfficeKey, answer),
      );
    },
    call(link, path, request, read, check) {
      const body = JSON.stringify({ workstationId: link.workstationId, ...request });
      return signed(deps, link, path, body, read, check);
    },
    async branchTransfers(link, request) {
      const body = JSON.stringify({ workstationId: link.workstationId, ...request });
      const answer = await signed(
        deps,
        link,
        HEAD_OFFICE_PATHS.branchTransfers,
        body,
        readBranchAnswer,
        (a) => branchPageIsSigned(link.headOfficeKey, a),
      );
      if (!answer.ok) return answer;
      const page = readBranchPage(answer.value.page);
      // Signed, and answering this request of this workstation, or it is not head office's page.
      if (!page || page.workstationId !== link.workstationId || page.asked !== askedHash(body)) {
        return fail(worded('bad-acknowledgement', 'headOffice.client.badAcknowledgement'));
      }
      return ok(page);
    },
    reservation(link, request) {
      const sent: ReservationRequest = { workstationId: link.workstationId, ...request };
      return signed(
        deps,
        link,
        HEAD_OFFICE_PATHS.reservations,
        JSON.stringify(sent),
        readReservationAnswer,
        (answer) =>
          answer.workstationId === link.workstationId &&
          answer.reference === request.reference &&
          answer.released === request.release &&
          reservationIsSigned(link.headOfficeKey, answer),
      );
    },
  };
}
