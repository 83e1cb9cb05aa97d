import { ERROR_CODES } from '@shared/api/error-body';
import { SERVICE_PATHS, SIGNATURE_HEADER, type SendOperation } from '@shared/api/paths';
import type { PaymentPurposeListResponse } from '@shared/api/payment-purpose';
import { API_KEY_HEADER } from '@shared/api/token';
import {
  HOLD,
  errorAnswer,
  invalidBody,
  invalidField,
  jsonAnswer,
  unauthorized,
  type Reply,
} from './answers';
import { applyFault } from './apply-fault';
import { sameSecret } from './credentials';
import { processSend } from './process-send';
import { SANDBOX_PURPOSES } from './purposes';
import { parseJsonObject } from './request-body';
import { header, type RequestContext, type Route } from './routes';
import type { SandboxState } from './state';

/** The four operations of the service (three from the interface, the token from D1). */
export function serviceRoutes(state: SandboxState): Route[] {
  // Each send route's last success, for the `replayed-answer` fault.
  const lastSuccess = new Map<SendOperation, Reply>();
  return [
    {
      path: SERVICE_PATHS.token,
      handlers: {
        POST: (ctx) =>
          applyFault(state.faults.take('token'), () => issueToken(ctx, state), state.signal),
      },
    },
    {
      path: SERVICE_PATHS.paymentPurposes,
      handlers: {
        GET: (ctx) =>
          applyFault(
            state.faults.take('paymentPurposes'),
            () => purposes(ctx, state),
            state.signal,
          ),
      },
    },
    {
      path: SERVICE_PATHS.rtgs,
      handlers: { POST: (ctx) => send('rtgs', ctx, state, lastSuccess) },
    },
    {
      path: SERVICE_PATHS.imt,
      handlers: { POST: (ctx) => send('imt', ctx, state, lastSuccess) },
    },
  ];
}

function send(
  operation: SendOperation,
  ctx: RequestContext,
  state: SandboxState,
  lastSuccess: Map<SendOperation, Reply>,
): Promise<Reply> {
  return applyFault(
    state.faults.take(operation),
    () => {
      const answer = processSend(
        operation,
        {
          authorization: header(ctx.headers, 'authorization'),
          signature: header(ctx.headers, SIGNATURE_HEADER),
          contentType: header(ctx.headers, 'content-type'),
          body: ctx.body,
        },
        { ...state, rtgsWindow: () => state.rtgsWindow },
      );
      // Interface: "The IMT send returns a response only in the live environment." The request
      // was checked and, if it got that far, recorded; the client only ever sees a timeout.
      if (operation === 'imt' && state.mode === 'test') {
        state.log(
          `IMT held without an answer (test mode); live mode would answer ${answer.status}`,
        );
        return HOLD;
      }
      if (answer.kind === 'answer' && answer.status === 200) lastSuccess.set(operation, answer);
      return answer;
    },
    state.signal,
    () => lastSuccess.get(operation) ?? null,
  );
}

/**
 * D1. The purposes GET needs a Bearer token too: the interface does not say which headers it
 * takes, and asking for the token is the choice a client must be ready for anyway.
 */
function purposes(ctx: RequestContext, state: SandboxState): Reply {
  const token = state.tokens.check(header(ctx.headers, 'authorization'));
  if (!token.ok) return unauthorized(token.detail);
  const body: PaymentPurposeListResponse = {
    status: true,
    code: 200,
    message: 'Payment purposes retrieved successfully',
    data: SANDBOX_PURPOSES.map((p) => ({ ...p })),
  };
  return jsonAnswer(200, body);
}

function issueToken(ctx: RequestContext, state: SandboxState): Reply {
  const apiKey = header(ctx.headers, API_KEY_HEADER);
  if (!apiKey) return credentialsRejected(`the ${API_KEY_HEADER} header is missing`);
  const parsed = parseJsonObject(ctx.body, header(ctx.headers, 'content-type'));
  if (!parsed.ok) return invalidBody(parsed.problem);
  for (const field of ['merchantCode', 'consumerSecret']) {
    const value = parsed.value[field];
    if (typeof value !== 'string' || value === '') {
      return invalidField(field, 'is required (text)');
    }
  }
  const { credentials } = state;
  // All three are compared every time, so the answer does not reveal which one was wrong.
  const apiKeyOk = sameSecret(apiKey, credentials.apiKey);
  const merchantOk = sameSecret(parsed.value['merchantCode'], credentials.merchantCode);
  const secretOk = sameSecret(parsed.value['consumerSecret'], credentials.consumerSecret);
  if (!(apiKeyOk && merchantOk && secretOk)) {
    return credentialsRejected(
      `the ${API_KEY_HEADER}, merchantCode or consumerSecret is wrong; check the sandbox credentials`,
    );
  }
  return jsonAnswer(200, state.tokens.issue());
}

function credentialsRejected(detail: string): Reply {
  return errorAnswer(401, ERROR_CODES.UNAUTHORIZED, `Invalid credentials: ${detail}`);
}
