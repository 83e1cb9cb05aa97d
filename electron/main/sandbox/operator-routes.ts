import { ERROR_CODES } from '@shared/api/error-body';
import { SERVICE_PATHS } from '@shared/api/paths';
import { errorAnswer, invalidBody, invalidField, notFound, okAnswer, type Reply } from './answers';
import { SANDBOX_COUNTRIES } from './countries';
import { FAULT_ROUTES, parseFaultSpec, type FaultRoute } from './faults';
import { ledgerEntry } from './ledger-view';
import { isJsonContentType, parseJsonObject, type RequestBody } from './request-body';
import { RTGS_WINDOW_MODES, type RtgsWindowMode } from './rtgs-window';
import { header, type RequestContext, type Route } from './routes';
import { BANK_ACCOUNTS, BANKS, SOURCE_ACCOUNTS, WALLETS, WALLET_NETWORKS } from './seed-accounts';
import type { SandboxState } from './state';

const DEFAULT_LIST_LIMIT = 100;
const MAX_LIST_LIMIT = 1000;

/**
 * Routes for trainers and tests on this machine (the listener is bound to 127.0.0.1 only). They
 * play the service operator: registering public keys, injecting faults, forcing the RTGS window,
 * and reading the sandbox's books. Each needs this run's operator token (sandbox.ts checks it
 * before any of these handlers runs): the published service credentials do not open them.
 */
export function operatorRoutes(state: SandboxState): Route[] {
  return [
    { path: '/sandbox/info', handlers: { GET: () => info(state) } },
    { path: '/sandbox/accounts', handlers: { GET: accounts } },
    {
      path: '/sandbox/keys',
      handlers: {
        GET: () => okAnswer(state.keys.list()),
        POST: (ctx) => registerKey(ctx, state),
      },
    },
    {
      path: '/sandbox/keys/:fingerprint',
      handlers: {
        DELETE: ({ params }) =>
          state.keys.remove(params['fingerprint']!)
            ? okAnswer({ fingerprint: params['fingerprint']!.toLowerCase() }, 'Key removed')
            : notFound(`No registered key has the fingerprint ${params['fingerprint']}.`),
      },
    },
    {
      path: '/sandbox/faults',
      handlers: {
        GET: () => okAnswer(state.faults.list()),
        POST: (ctx) => setFault(ctx, state),
        DELETE: () => {
          state.faults.clear();
          return okAnswer([], 'All faults cleared');
        },
      },
    },
    {
      path: '/sandbox/faults/:route',
      handlers: {
        DELETE: ({ params }) => {
          const route = params['route'] as FaultRoute;
          if (!FAULT_ROUTES.includes(route)) {
            return notFound(`There is no fault route "${route}" (use ${FAULT_ROUTES.join(', ')}).`);
          }
          state.faults.clear(route);
          return okAnswer(state.faults.list(), `Fault on ${route} cleared`);
        },
      },
    },
    { path: '/sandbox/transactions', handlers: { GET: (ctx) => transactions(ctx, state) } },
    {
      path: '/sandbox/transactions/:reference',
      handlers: {
        GET: ({ params }) => {
          const row = state.ledger.find(params['reference']!);
          return row
            ? okAnswer(ledgerEntry(row))
            : notFound(
                `Transaction with the passed reference cannot be found: ${params['reference']}`,
              );
        },
      },
    },
    {
      path: '/sandbox/rtgs-window',
      handlers: {
        GET: () => okAnswer({ mode: state.rtgsWindow }),
        POST: (ctx) => setRtgsWindow(ctx, state),
      },
    },
  ];
}

function info(state: SandboxState): Reply {
  return okAnswer({
    mode: state.mode,
    rtgsWindow: state.rtgsWindow,
    tokenLifetimeMs: state.tokenLifetimeMs,
    now: new Date(state.now()).toISOString(),
    paths: SERVICE_PATHS,
    liveMoney: false,
  });
}

function accounts(): Reply {
  return okAnswer({
    countries: SANDBOX_COUNTRIES.map(({ code, name, currency, imt, timeZone }) => ({
      code,
      name,
      currency,
      imt,
      rtgsTimeZone: timeZone,
    })),
    sourceAccounts: SOURCE_ACCOUNTS,
    banks: BANKS,
    bankAccounts: BANK_ACCOUNTS,
    walletNetworks: WALLET_NETWORKS,
    wallets: WALLETS,
  });
}

function registerKey(ctx: RequestContext, state: SandboxState): Reply {
  const pem = pemFrom(ctx.body, header(ctx.headers, 'content-type'));
  if (!pem.ok) return invalidBody(pem.problem);
  const registered = state.keys.register(pem.text);
  if (!registered.ok) {
    return errorAnswer(400, ERROR_CODES.INVALID_REQUEST, registered.error.message);
  }
  const { added, ...key } = registered.value;
  return added
    ? okAnswer(key, 'Public key registered', 201)
    : okAnswer(key, 'This public key was already registered');
}

/** A PEM body as such, or `{ "pem": "…" }` when sent as JSON. */
function pemFrom(
  body: RequestBody,
  contentType: string | undefined,
): { ok: true; text: string } | { ok: false; problem: string } {
  if (isJsonContentType(contentType)) {
    const parsed = parseJsonObject(body, contentType);
    if (!parsed.ok) return parsed;
    const pem = parsed.value['pem'];
    return typeof pem === 'string'
      ? { ok: true, text: pem }
      : {
          ok: false,
          problem: 'send the PEM text as the body, or JSON {"pem": "-----BEGIN PUBLIC KEY-----…"}',
        };
  }
  if (body.kind === 'too-large') {
    return {
      ok: false,
      problem: `the body is larger than ${body.limit} bytes; send one public key PEM`,
    };
  }
  if (body.kind !== 'ok') return { ok: false, problem: 'the body was not received' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body.bytes) };
  } catch {
    return { ok: false, problem: 'the body is not text; send the public key as a PEM file' };
  }
}

function setFault(ctx: RequestContext, state: SandboxState): Reply {
  const parsed = parseJsonObject(ctx.body, header(ctx.headers, 'content-type'));
  if (!parsed.ok) return invalidBody(parsed.problem);
  const spec = parseFaultSpec(parsed.value);
  if (!spec.ok) return invalidField(spec.error.field, spec.error.problem);
  state.faults.set(spec.value);
  state.log(`fault set on ${spec.value.route}: ${spec.value.fault}`);
  return okAnswer(state.faults.list(), `Fault set on ${spec.value.route}`);
}

function transactions(ctx: RequestContext, state: SandboxState): Reply {
  const text = ctx.query.get('limit');
  const limit = text === null ? DEFAULT_LIST_LIMIT : Number(text);
  if (!(text === null || (/^\d+$/.test(text) && limit >= 1 && limit <= MAX_LIST_LIMIT))) {
    return invalidField('limit', `must be a whole number from 1 to ${MAX_LIST_LIMIT}`);
  }
  return okAnswer(state.ledger.latest(limit).map(ledgerEntry));
}

function setRtgsWindow(ctx: RequestContext, state: SandboxState): Reply {
  const parsed = parseJsonObject(ctx.body, header(ctx.headers, 'content-type'));
  if (!parsed.ok) return invalidBody(parsed.problem);
  const mode = parsed.value['mode'];
  if (!RTGS_WINDOW_MODES.includes(mode as RtgsWindowMode)) {
    return invalidField('mode', `must be one of ${RTGS_WINDOW_MODES.join(', ')}`);
  }
  state.rtgsWindow = mode as RtgsWindowMode;
  state.log(`RTGS window set to ${state.rtgsWindow}`);
  return okAnswer({ mode: state.rtgsWindow }, `RTGS window set to ${state.rtgsWindow}`);
}
