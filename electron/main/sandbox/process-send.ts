import { randomInt } from 'node:crypto';
import type { SendOperation } from '@shared/api/paths';
import { SEND_STATUS_SUCCESS } from '@shared/api/send-response';
import { signatureString } from '@shared/domain/signature-strings';
import {
  accountNotFound,
  duplicateReference,
  forbidden,
  invalidBody,
  invalidField,
  jsonAnswer,
  unauthorized,
} from './answers';
import { canonicalJson } from './canonical-json';
import type { KeyRegistry } from './key-registry';
import type { Ledger, NewTransaction } from './ledger';
import { parseJsonObject, type RequestBody } from './request-body';
import { isWindowOpen, nextWindowOpening, type RtgsWindowMode } from './rtgs-window';
import { findBankAccount, findSourceAccount, findWallet, sameWalletName } from './seed-accounts';
import { checkSignature } from './signature-check';
import type { TokenIssuer } from './tokens';
import { validateImt, type ValidImt } from './validate-imt';
import { validateRtgs, type ValidRtgs } from './validate-rtgs';

export type SandboxMode = 'live' | 'test';

export interface SendEnvironment {
  ledger: Ledger;
  tokens: TokenIssuer;
  keys: KeyRegistry;
  now: () => number;
  mode: SandboxMode;
  rtgsWindow: () => RtgsWindowMode;
}

export interface SendRequest {
  authorization: string | undefined;
  signature: string | undefined;
  contentType: string | undefined;
  body: RequestBody;
}

type Answer = ReturnType<typeof jsonAnswer>;

/**
 * One send, in the order a gateway in front of a bank would take it: the token (401), the body
 * and each field (400), the signature over the body's values (403), then the books: a reference
 * seen before is replayed or refused, an unknown account is 404, anything else is accepted.
 *
 * Which answers burn a reference: those given after the request was authenticated, well formed
 * and signed (success and 404). A 401, 403 or 400 is not recorded, because the client may repeat
 * a request refused for its token or signature under the same reference (D1, D8).
 *
 * Everything from the ledger look-up to the insert runs synchronously in one IMMEDIATE
 * transaction, so two copies of one request arriving together cannot both be processed.
 */
export function processSend(
  operation: SendOperation,
  request: SendRequest,
  env: SendEnvironment,
): Answer {
  const token = env.tokens.check(request.authorization);
  if (!token.ok) return unauthorized(token.detail);

  const parsed = parseJsonObject(request.body, request.contentType);
  if (!parsed.ok) return invalidBody(parsed.problem);

  const valid = operation === 'rtgs' ? validateRtgs(parsed.value) : validateImt(parsed.value);
  if (!valid.ok) return invalidField(valid.error.field, valid.error.problem);

  const signature = checkSignature(
    request.signature,
    signatureString(operation, parsed.value),
    env.keys.verifying(),
  );
  if (!signature.ok) return forbidden(signature.detail);

  const reference = valid.value.body.transfer.reference;
  const canonical = canonicalJson(parsed.value);
  return env.ledger.transaction(() => {
    const at = new Date(env.now()).toISOString();
    const seen = env.ledger.find(reference);
    if (seen) {
      if (seen.canonical_body === canonical) {
        env.ledger.markReplayed(reference, at);
        return {
          kind: 'answer',
          status: seen.http_status,
          text: seen.answer,
        } satisfies Answer;
      }
      env.ledger.markDuplicate(reference, at);
      return duplicateReference(reference);
    }

    const decision =
      operation === 'rtgs'
        ? decideRtgs(valid.value as ValidRtgs, env)
        : decideImt(valid.value as ValidImt, env);
    if (decision.outcome === 'refused') return decision.answer;
    const record: NewTransaction = {
      reference,
      operation,
      requestBody: parsed.text,
      canonicalBody: canonical,
      signatureKey: signature.fingerprint,
      outcome: decision.outcome,
      httpStatus: decision.answer.status,
      answer: decision.answer.text,
      transactionId: decision.transactionId,
      queued: decision.nextWindow !== null,
      nextWindow: decision.nextWindow,
      mode: env.mode,
      held: env.mode === 'test' && operation === 'imt',
      at,
    };
    env.ledger.record(record);
    return decision.answer;
  });
}

type Decision =
  | {
      outcome: 'accepted';
      answer: Answer;
      transactionId: string;
      nextWindow: string | null;
    }
  | { outcome: 'account-not-found'; answer: Answer; transactionId: null; nextWindow: null }
  /** Refused without burning the reference. */
  | { outcome: 'refused'; answer: Answer };

function decideRtgs({ body, destinationCountry }: ValidRtgs, env: SendEnvironment): Decision {
  const { source, destination, transfer } = body;
  const from = findSourceAccount(source.countryCode, source.accountNumber);
  if (!from) {
    return notFound(
      'source.accountNumber',
      `${source.accountNumber} is not an account of this bank in ${source.countryCode}`,
    );
  }
  if (from.currency !== source.currency) {
    return {
      outcome: 'refused',
      answer: invalidField(
        'source.currency',
        `must be ${from.currency}, the currency of account ${from.accountNumber}`,
      ),
    };
  }
  if (!findBankAccount(destination.countryCode, destination.bankCode, destination.accountNumber)) {
    return notFound(
      'destination.accountNumber',
      `${destination.accountNumber} is not an account of bank ${destination.bankCode} in ${destination.countryCode}`,
    );
  }
  const nowMs = env.now();
  const mode = env.rtgsWindow();
  const open =
    mode === 'open' || (mode === 'auto' && isWindowOpen(nowMs, destinationCountry.timeZone));
  const nextWindow = open ? null : nextWindowOpening(nowMs, destinationCountry.timeZone);
  const transactionId = newTransactionId(env.ledger);
  const answer = jsonAnswer(200, {
    status: true,
    code: 0,
    message: open
      ? 'Transaction processed successfully'
      : `Transaction accepted outside the RTGS window (weekdays 09:00-15:00 ${destinationCountry.timeZone}); queued for the next window at ${nextWindow}`,
    reference: transfer.reference,
    data: {
      transactionId,
      status: SEND_STATUS_SUCCESS,
      // Sandbox extension: the interface names no status for a queued RTGS send.
      ...(nextWindow === null ? {} : { queued: true, nextWindow }),
    },
  });
  return { outcome: 'accepted', answer, transactionId, nextWindow };
}

function decideImt({ body, destinationE164 }: ValidImt, env: SendEnvironment): Decision {
  const { source, destination } = body;
  if (!findSourceAccount(source.countryCode, source.accountNumber)) {
    return notFound(
      'source.accountNumber',
      `${source.accountNumber} is not an account of this bank in ${source.countryCode}`,
    );
  }
  const wallet = findWallet(destination.countryCode, destinationE164);
  if (!wallet) {
    return notFound(
      'destination.mobileNumber',
      `${destination.mobileNumber} has no mobile wallet in ${destination.countryCode}`,
    );
  }
  if (!sameWalletName(wallet.walletName, destination.walletName)) {
    return {
      outcome: 'refused',
      answer: invalidField(
        'destination.walletName',
        `must be ${wallet.walletName}: ${destination.mobileNumber} is registered with ${wallet.walletName}`,
      ),
    };
  }
  const transactionId = newTransactionId(env.ledger);
  const answer = jsonAnswer(200, {
    status: true,
    code: 0,
    message: 'Transaction processed successfully',
    data: { transactionId, status: SEND_STATUS_SUCCESS },
  });
  return { outcome: 'accepted', answer, transactionId, nextWindow: null };
}

function notFound(field: string, detail: string): Decision {
  return {
    outcome: 'account-not-found',
    answer: accountNotFound(field, `(${detail})`),
    transactionId: null,
    nextWindow: null,
  };
}

const ID_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `SBX` and 16 random characters (about 80 bits): unique in the ledger, unguessable. */
function newTransactionId(ledger: Ledger): string {
  for (;;) {
    let id = 'SBX';
    for (let i = 0; i < 16; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
    if (!ledger.transactionIdTaken(id)) return id;
  }
}
