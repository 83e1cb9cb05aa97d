import type {
  EnrolRequest,
  OperatorPasswordRequest,
  OperatorsRequest,
  PushRequest,
  RebuildRequest,
  SettingsRequest,
  ListFileRequest,
  ReservationRequest,
  StateRequest,
} from '../../protocol/wire';
import type { BranchTransfersRequest } from '../../protocol/branch-desk';
import type { BranchReceiptRequest } from '../../protocol/branch-receipt';
import { branchReceipt } from '../branch-desk/branch-receipt';
import { branchTransfers } from '../branch-desk/branch-transfers';
import { operatorChanges } from '../branch-operators/publication';
import { settingsAnswer } from '../settings/settings-publication';
import { listFileAnswer } from '../sanctions/list-file-download';
import { approvalRoutes } from './approval-routes';
import { messageRoutes } from './message-routes';
import { changeOwnPassword } from '../branch-operators/own-password';
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from '../../protocol/password-hash';
import { enrol } from '../enrolment/enrol';
import { reserveTransfer } from '../reservations/reserve';
import { ingest } from '../replication/ingest';
import { CHANGE_PROJECTIONS, type ChangeProjection } from '../replication/projections';
import { latestAck, rebuildPage } from '../replication/state';
import type { HqRoutes } from '../server';
import {
  BRANCH_RECEIPT_SCHEMA,
  BRANCH_TRANSFERS_SCHEMA,
  ENROL_SCHEMA,
  OPERATOR_PASSWORD_SCHEMA,
  OPERATORS_SCHEMA,
  PUSH_SCHEMA,
  REBUILD_SCHEMA,
  SETTINGS_SCHEMA,
  LIST_FILE_SCHEMA,
  RESERVATION_SCHEMA,
  STATE_SCHEMA,
} from './protocol-schemas';
import { protocolScope, reply, signedRequest } from './protocol-scope';
import { PUSH_SLOTS, pushSlots, type PushSlotLimits } from './push-slots';

/**
 * What a workstation calls (wire.ts, D95, D96): enrol with a code, then push its changes, ask for the
 * last acknowledgement, (a replacement PC) rebuild from head office's copy, and fetch its branch's
 * operators (D115), send an operator's own new password (D121), ask and decide approvals (D125),
 * fetch its branch's settings (D126) and its sanctions list files (D139), read its branch's other
 * workstations' transfers for the supervisor's desk (D127) and what another counter's receipt
 * reads (D138), reserve a transfer before its send (D128), and pass messages between the
 * branch's counters (D136).
 */
export function protocolRoutes(
  projections: readonly ChangeProjection[] = CHANGE_PROJECTIONS,
  limits: PushSlotLimits = PUSH_SLOTS,
  /** The cost of the verifiers head office makes of operators' own new passwords (D121). */
  scrypt: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): HqRoutes {
  return (app, deps) =>
    protocolScope(app, deps, (scope) => {
      // A push's body is read only in one of a few slots (D116); the others wait unread.
      const onRequest = pushSlots(limits);
      scope.post('/api/v1/enrol', { schema: { body: ENROL_SCHEMA } }, async (request, to) =>
        reply(to, await enrol(deps, request.body as EnrolRequest, { remoteAddress: request.ip })),
      );
      scope.post(
        '/api/v1/push',
        { schema: { body: PUSH_SCHEMA }, onRequest },
        async (request, to) =>
          reply(to, await ingest({ ...deps, projections }, signedRequest<PushRequest>(request))),
      );
      scope.post('/api/v1/state', { schema: { body: STATE_SCHEMA } }, async (request, to) =>
        reply(to, await latestAck(deps, signedRequest<StateRequest>(request))),
      );
      scope.post('/api/v1/rebuild', { schema: { body: REBUILD_SCHEMA } }, async (request, to) =>
        reply(to, await rebuildPage(deps, signedRequest<RebuildRequest>(request))),
      );
      scope.post('/api/v1/operators', { schema: { body: OPERATORS_SCHEMA } }, async (request, to) =>
        reply(to, await operatorChanges(deps, signedRequest<OperatorsRequest>(request))),
      );
      scope.post('/api/v1/settings', { schema: { body: SETTINGS_SCHEMA } }, async (request, to) =>
        reply(to, await settingsAnswer(deps, signedRequest<SettingsRequest>(request))),
      );
      scope.post('/api/v1/list-file', { schema: { body: LIST_FILE_SCHEMA } }, async (request, to) =>
        reply(to, await listFileAnswer(deps, signedRequest<ListFileRequest>(request))),
      );
      scope.post(
        '/api/v1/branch-transfers',
        { schema: { body: BRANCH_TRANSFERS_SCHEMA } },
        async (request, to) =>
          reply(to, await branchTransfers(deps, signedRequest<BranchTransfersRequest>(request))),
      );
      // D138: what another counter's receipt reads, for a reprint at this desk.
      scope.post(
        '/api/v1/branch-receipt',
        { schema: { body: BRANCH_RECEIPT_SCHEMA } },
        async (request, to) =>
          reply(to, await branchReceipt(deps, signedRequest<BranchReceiptRequest>(request))),
      );
      scope.post(
        '/api/v1/operator-password',
        { schema: { body: OPERATOR_PASSWORD_SCHEMA } },
        async (request, to) =>
          reply(
            to,
            await changeOwnPassword(
              { ...deps, scrypt },
              signedRequest<OperatorPasswordRequest>(request),
            ),
          ),
      );
      // D125: approvals asked at a counter, decided at a supervisor's desk.
      approvalRoutes(scope, deps);
      // D136: messages a supervisor's desk sends another counter of the branch.
      messageRoutes(scope, deps);
      scope.post(
        '/api/v1/reservations',
        { schema: { body: RESERVATION_SCHEMA } },
        async (request, to) =>
          reply(to, await reserveTransfer(deps, signedRequest<ReservationRequest>(request))),
      );
    });
}
