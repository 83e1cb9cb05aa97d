import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Result } from '@shared/result';
import { fail, ok } from '@shared/result';
import type { IpcError } from '@shared/ipc/define';
import { ROLE_INCLUDES } from '@shared/ipc/define';
import type { Session } from '@shared/domain/operators';
import { textIn, wordRef, type Language } from '@shared/i18n/catalog';
import { saying, worded } from '@shared/i18n/worded';
import type { Role } from '@shared/domain/roles';
import type {
  Handlers,
  IpcSenderEvent,
  ValidationFailure,
  Validators,
} from '../../../electron/main/ipc/router';
import { checkSender, createIpcRouter, MESSAGES } from '../../../electron/main/ipc/router';
import { noPayload } from '../../../electron/main/ipc/no-payload';
import type { AppLogger } from '../../../electron/main/logging/logger';
import { testContract } from '../../shared/ipc/test-contract';
import type { Draft, TestContract } from '../../shared/ipc/test-contract';

const ORIGIN = 'app://remit-desk';
const WINDOW_ID = 7;

function topFrame(url = `${ORIGIN}/index.html`, senderId = WINDOW_ID): IpcSenderEvent {
  return { senderFrame: { url, parent: null, detached: false }, sender: { id: senderId } };
}

function subFrame(url = `${ORIGIN}/index.html`): IpcSenderEvent {
  return {
    senderFrame: { url, parent: { url: `${ORIGIN}/index.html`, parent: null } },
    sender: { id: WINDOW_ID },
  };
}

interface Recorded {
  level: 'info' | 'warn' | 'error';
  message: string;
  details?: Record<string, unknown>;
}

function recordingLog(): AppLogger & { entries: Recorded[] } {
  const entries: Recorded[] = [];
  const at = (level: Recorded['level']) => (message: string, details?: Record<string, unknown>) => {
    entries.push({ level, message, details });
  };
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

function validDraft(payload: unknown): Result<Draft, ValidationFailure> {
  const draft = payload as Partial<Draft> | null;
  if (typeof draft?.amount !== 'string' || !/^\d+\.\d{2}$/.test(draft.amount)) {
    return fail({
      message: 'The amount is not valid. Enter it with two decimals, e.g. 1000.00.',
      fields: [{ path: 'amount', message: 'Enter the amount with two decimals, e.g. 1000.00.' }],
    });
  }
  if (typeof draft.account !== 'string') {
    return fail({ message: '', fields: [{ path: 'account', message: 'Enter the account.' }] });
  }
  // Validators may normalize: the handler must get this, not the raw payload.
  return ok({ amount: draft.amount, account: draft.account.trim() });
}

function setup(
  options: {
    session?: Session | null;
    handlers?: Partial<Handlers<TestContract>>;
    validators?: Partial<Validators<TestContract>>;
    roleIncludes?: typeof ROLE_INCLUDES;
    admit?: (name: string, session: Session | null) => IpcError | null;
    language?: Language;
  } = {},
) {
  const activity: Session[] = [];
  const calls: { name: string; request: unknown; session: Session | null }[] = [];
  const validatorCalls: string[] = [];
  const log = recordingLog();
  let sessionReads = 0;
  const validators: Validators<TestContract> = {
    status: (p) => (validatorCalls.push('status'), noPayload(p)),
    sendTransfer: (p) => (validatorCalls.push('sendTransfer'), validDraft(p)),
    resolveUnknown: (p) => {
      validatorCalls.push('resolveUnknown');
      const id = (p as { transferId?: unknown } | null)?.transferId;
      return typeof id === 'string'
        ? ok({ transferId: id })
        : fail({ message: 'Pick a transfer.' });
    },
    listReceipts: (p) => (validatorCalls.push('listReceipts'), noPayload(p)),
    ...options.validators,
  };
  const handlers: Handlers<TestContract> = {
    status: (request, context) => {
      calls.push({ name: 'status', request, session: context.session });
      return ok({ version: '1.2.3' });
    },
    sendTransfer: (request, context) => {
      calls.push({ name: 'sendTransfer', request, session: context.session });
      return ok({ reference: '692194625798' });
    },
    resolveUnknown: async (request, context) => {
      calls.push({ name: 'resolveUnknown', request, session: context.session });
      return ok({ state: 'succeeded' });
    },
    listReceipts: (request, context) => {
      calls.push({ name: 'listReceipts', request, session: context.session });
      return ok(['r1']);
    },
    ...options.handlers,
  };
  const router = createIpcRouter({
    contract: testContract,
    trustedOrigin: ORIGIN,
    session: () => {
      sessionReads += 1;
      return options.session === undefined ? null : options.session;
    },
    validators,
    handlers,
    log,
    appWebContentsId: () => WINDOW_ID,
    roleIncludes: options.roleIncludes,
    newIncidentId: () => 'INC12345',
    onActivity: (session) => activity.push(session),
    ...(options.admit ? { admit: options.admit } : {}),
    ...(options.language ? { language: () => options.language! } : {}),
  });
  return { router, calls, validatorCalls, log, activity, sessionReads: () => sessionReads };
}

const simpleValidators: Validators<TestContract> = {
  status: noPayload,
  sendTransfer: validDraft,
  resolveUnknown: () => ok({ transferId: 't' }),
  listReceipts: noPayload,
};

const simpleHandlers: Handlers<TestContract> = {
  status: () => ok({ version: '1' }),
  sendTransfer: () => ok({ reference: 'r' }),
  resolveUnknown: () => ok({ state: 's' }),
  listReceipts: () => ok([]),
};

const clerk: Session = { operatorId: 'op-1', role: 'clerk' };
const supervisor: Session = { operatorId: 'op-2', role: 'supervisor' };
const admin: Session = { operatorId: 'op-3', role: 'admin' };
const goodDraft = { amount: '1000.00', account: ' 0011547896523 ' };

describe('createIpcRouter', () => {
  it('lists every channel of the contract for the adapter to register', () => {
    expect([...setup().router.channels].sort()).toEqual(
      ['test:receipts', 'test:resolve', 'test:send', 'test:status'].sort(),
    );
  });

  it('runs a valid call from the app window and returns the handler result', async () => {
    const { router, calls } = setup({ session: clerk });
    const answer = await router.handle('test:send', topFrame(), goodDraft);
    expect(answer).toEqual({ ok: true, value: { reference: '692194625798' } });
    expect(calls).toEqual([
      {
        name: 'sendTransfer',
        request: { amount: '1000.00', account: '0011547896523' },
        session: clerk,
      },
    ]);
  });

  it('lets anyone call an "anyone" operation before sign-in, with a null session', async () => {
    const { router, calls } = setup({ session: null });
    expect(await router.handle('test:status', topFrame(), undefined)).toEqual(
      ok({ version: '1.2.3' }),
    );
    expect(calls[0]?.session).toBeNull();
  });

  it('passes a domain failure from the handler through unchanged', async () => {
    const failure = fail({
      code: 'outside-window' as const,
      message: 'RTGS is closed now; it will be queued.',
    });
    const { router } = setup({ session: clerk, handlers: { sendTransfer: () => failure } });
    expect(await router.handle('test:send', topFrame(), goodDraft)).toEqual(failure);
  });

  it('reads the session once per call and hands that same session to the handler', async () => {
    const { router, sessionReads, calls } = setup({ session: supervisor });
    await router.handle('test:resolve', topFrame(), { transferId: 't1' });
    expect(sessionReads()).toBe(1);
    expect(calls[0]?.session).toBe(supervisor);
  });

  it('refuses to start with a trusted origin that is not an origin', () => {
    expect(() =>
      createIpcRouter({
        contract: testContract,
        trustedOrigin: 'app://remit-desk/',
        session: () => null,
        validators: simpleValidators,
        handlers: simpleHandlers,
        log: recordingLog(),
      }),
    ).toThrow(/not an origin/);
  });

  it('refuses to start when a handler is missing at run time (a cast around the types)', () => {
    const { status, sendTransfer, resolveUnknown } = simpleHandlers;
    expect(() =>
      createIpcRouter({
        contract: testContract,
        trustedOrigin: ORIGIN,
        session: () => null,
        validators: simpleValidators,
        handlers: { status, sendTransfer, resolveUnknown } as unknown as Handlers<TestContract>,
        log: recordingLog(),
      }),
    ).toThrow('IPC operation "listReceipts" needs both a validator and a handler.');
  });
});

describe('the sender check', () => {
  const refusedSenders: [string, IpcSenderEvent][] = [
    ['a frame that is gone (senderFrame null)', { senderFrame: null, sender: { id: WINDOW_ID } }],
    ['a detached frame', { senderFrame: { url: `${ORIGIN}/`, parent: null, detached: true } }],
    ['a subframe of the app', subFrame()],
    ['a subframe of another origin', subFrame('https://evil.example/')],
    ['a foreign origin', topFrame('https://evil.example/index.html')],
    ['a look-alike host', topFrame('app://remit-desk.evil/index.html')],
    ['credentials before the host', topFrame('app://remit-desk@evil/index.html')],
    ['an upper-case spelling', topFrame('app://REMIT-DESK/index.html')],
    ['a trailing dot', topFrame('app://remit-desk./index.html')],
    ['a port', topFrame('app://remit-desk:443/index.html')],
    ['a file: page', topFrame('file:///C:/app/index.html')],
    ['a data: page', topFrame('data:text/html,<script>1</script>')],
    ['about:blank', topFrame('about:blank')],
    ['a blob: page', topFrame('blob:app://remit-desk/3b0f7f2e')],
    ['the dev server in production', topFrame('http://localhost:5173/')],
    ['another web contents on the right origin', topFrame(`${ORIGIN}/index.html`, WINDOW_ID + 1)],
  ];

  it.each(refusedSenders)('refuses %s before anything else, and logs why', async (_, sender) => {
    // Signed in as the right role with a valid payload: only the sender is wrong.
    const { router, calls, validatorCalls, log, sessionReads } = setup({ session: clerk });
    const answer = await router.handle('test:send', sender, goodDraft);
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'forbidden-sender',
        message: MESSAGES.forbiddenSender,
        text: { key: 'ipc.forbiddenSender' },
      },
    });
    expect(calls).toEqual([]);
    expect(validatorCalls).toEqual([]);
    expect(sessionReads()).toBe(0);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      level: 'warn',
      details: { channel: 'test:send' },
    });
  });

  it('refuses a sender whose frame getter throws (a frame destroyed mid-call)', async () => {
    const { router, calls } = setup({ session: clerk });
    const sender = {
      get senderFrame(): never {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
    };
    const answer = await router.handle('test:send', sender, goodDraft);
    expect(answer.ok ? null : answer.error.code).toBe('forbidden-sender');
    expect(calls).toEqual([]);
  });

  it('refuses every top-frame URL whose origin is not exactly the app origin', async () => {
    const lookAlike = fc.oneof(
      fc.webUrl(),
      fc
        .tuple(
          fc.constantFrom('app', 'App', 'APP', 'apps', 'http', 'https', 'file', 'blob:app'),
          fc.constantFrom(
            'remit-desk.',
            'remit-desk.evil',
            'remit-desk:1',
            'REMIT-DESK',
            'Remit-Desk',
            'remit-desk@evil',
            'evil@remit-desk',
            'remit%2ddesk',
            'rémit-desk',
            'remit-desk\u200b',
            'xn--remit-desk',
            'remit_desk',
            'localhost:5173',
          ),
          fc.webPath(),
        )
        .map(([scheme, host, path]) => `${scheme}://${host}${path}`),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(lookAlike, async (url) => {
        fc.pre(!/^app:\/\/remit-desk(\/|$|\?|#)/.test(url));
        const { router, calls } = setup({ session: clerk });
        const answer = await router.handle('test:send', topFrame(url), goodDraft);
        expect(answer.ok ? 'ok' : answer.error.code).toBe('forbidden-sender');
        expect(calls).toEqual([]);
      }),
    );
  });

  it('accepts any path, query or fragment on the app origin itself', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webFragments(), (path, q, f) => {
        const url = `${ORIGIN}${path || '/'}?${q}#${f}`;
        expect(checkSender(topFrame(url), ORIGIN, WINDOW_ID)).toEqual({ ok: true });
      }),
    );
  });

  it('trusts the dev server origin only when that is the trusted origin', () => {
    const dev = 'http://localhost:5173';
    expect(checkSender(topFrame(`${dev}/`), dev)).toEqual({ ok: true });
    expect(checkSender(topFrame('http://LOCALHOST:5173/'), dev)).toEqual({ ok: true });
    for (const url of [
      'http://localhost:5174/',
      'https://localhost:5173/',
      'http://127.0.0.1:5173/',
    ]) {
      expect(checkSender(topFrame(url), dev).ok).toBe(false);
    }
    expect(checkSender(topFrame('http://localhost:5173.evil.com/'), dev).ok).toBe(false);
  });
});

describe('the role check', () => {
  it('refuses a role operation before sign-in, without validating or running it', async () => {
    const { router, calls, validatorCalls } = setup({ session: null });
    expect(await router.handle('test:send', topFrame(), goodDraft)).toEqual({
      ok: false,
      error: {
        code: 'not-signed-in',
        message: MESSAGES.notSignedIn,
        text: { key: 'ipc.notSignedIn' },
      },
    });
    expect(calls).toEqual([]);
    expect(validatorCalls).toEqual([]);
  });

  const wrongRoles: [string, string, Session][] = [
    ['test:send', 'a clerk', supervisor],
    ['test:send', 'a clerk', admin],
    ['test:resolve', 'a supervisor', clerk],
    ['test:resolve', 'a supervisor', admin],
    ['test:receipts', 'a clerk or a supervisor', admin],
  ];
  it.each(wrongRoles)('refuses %s (needs %s) for %o', async (channel, needed, session) => {
    const { router, calls, validatorCalls, log } = setup({ session });
    // A bad payload too: the role is checked first, so the answer is about the role.
    const answer = await router.handle(channel, topFrame(), { nonsense: true });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('wrong-role');
    expect(answer.error.message).toContain(`Only ${needed} can do this`);
    expect(answer.error.message).toContain(
      `signed in as ${session.role === 'admin' ? 'an' : 'a'} ${session.role}`,
    );
    // The renderer words the answer's message in the operator's language, whole (D87).
    expect(wordRef(answer.error.text!, 'en')).toBe(answer.error.message);
    expect(wordRef(answer.error.text!, 'fr')).toMatch(/^Seul un (guichetier|superviseur)\b/);
    expect(wordRef(answer.error.text!, 'sw')).toMatch(/^Ni (karani|msimamizi)\b/);
    expect(calls).toEqual([]);
    expect(validatorCalls).toEqual([]);
    expect(log.entries[0]).toMatchObject({
      level: 'warn',
      details: { operatorId: session.operatorId },
    });
  });

  it('lets each of several roles through an operation that lists them', async () => {
    for (const session of [clerk, supervisor]) {
      const { router } = setup({ session });
      expect(await router.handle('test:receipts', topFrame(), undefined)).toEqual(ok(['r1']));
    }
  });

  it('counts only role operations that pass the checks as activity, never a status poll', async () => {
    const { router, activity } = setup({ session: clerk });
    await router.handle('test:status', topFrame(), undefined);
    await router.handle('test:resolve', topFrame(), { transferId: 't' });
    await router.handle('test:send', subFrame(), goodDraft);
    expect(activity).toEqual([]);
    await router.handle('test:send', topFrame(), goodDraft);
    expect(activity).toEqual([clerk]);
  });

  it('follows the role policy it is given (a supervisor who also acts as a clerk)', async () => {
    const roleIncludes = { ...ROLE_INCLUDES, supervisor: ['supervisor', 'clerk'] as Role[] };
    const { router, calls } = setup({ session: supervisor, roleIncludes });
    expect((await router.handle('test:send', topFrame(), goodDraft)).ok).toBe(true);
    expect(calls).toHaveLength(1);
  });
});

describe('the admission check', () => {
  const mustChange: IpcError = {
    code: 'password-change-required',
    message: 'Choose a new password before you do anything else.',
  };
  /** As main uses it: while a password must be changed, only the status goes through. */
  const onlyStatus = (name: string, session: Session | null) =>
    session && name !== 'status' ? mustChange : null;

  it('refuses what it refuses before the role, the payload or the handler are looked at', async () => {
    const { router, calls, validatorCalls, activity, log } = setup({
      session: clerk,
      admit: onlyStatus,
    });
    for (const [channel, payload] of [
      ['test:send', goodDraft],
      ['test:resolve', { transferId: 't1' }],
      ['test:receipts', undefined],
    ] as const) {
      expect(await router.handle(channel, topFrame(), payload)).toEqual(fail(mustChange));
    }
    expect(calls).toEqual([]);
    expect(validatorCalls).toEqual([]);
    expect(activity).toEqual([]);
    expect(log.entries.map((e) => [e.level, e.details?.code])).toEqual([
      ['warn', 'password-change-required'],
      ['warn', 'password-change-required'],
      ['warn', 'password-change-required'],
    ]);
  });

  it('lets through what it admits, to the usual checks', async () => {
    const { router, calls } = setup({ session: clerk, admit: onlyStatus });
    expect(await router.handle('test:status', topFrame(), undefined)).toEqual(
      ok({ version: '1.2.3' }),
    );
    expect(calls.map((c) => c.name)).toEqual(['status']);
  });

  it('is asked with the operation’s name and the session, after the sender check', async () => {
    const asked: [string, Session | null][] = [];
    const { router } = setup({
      session: supervisor,
      admit: (name, session) => (asked.push([name, session]), null),
    });
    await router.handle('test:resolve', subFrame(), { transferId: 't1' });
    expect(asked).toEqual([]);
    expect(await router.handle('test:resolve', topFrame(), { transferId: 't1' })).toEqual(
      ok({ state: 'succeeded' }),
    );
    expect(asked).toEqual([['resolveUnknown', supervisor]]);
  });
});

describe('payload validation', () => {
  const badPayloads: unknown[] = [
    undefined,
    null,
    'transfer',
    42,
    [],
    { amount: 1000, account: '1' },
    { amount: '1000', account: '1' },
    { amount: '1000.00' },
    { amount: '1e3', account: '1' },
  ];

  it.each(badPayloads)(
    'refuses %o with field errors and never runs the handler',
    async (payload) => {
      const { router, calls } = setup({ session: clerk });
      const answer = await router.handle('test:send', topFrame(), payload);
      expect(answer.ok).toBe(false);
      if (answer.ok) return;
      expect(answer.error.code).toBe('invalid-request');
      expect(answer.error.message.length).toBeGreaterThan(0);
      expect(answer.error.fields?.length).toBeGreaterThan(0);
      expect(calls).toEqual([]);
    },
  );

  it('puts the generic message on a failure that has none', async () => {
    const { router } = setup({ session: clerk });
    const answer = await router.handle('test:send', topFrame(), { amount: '5.00' });
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'invalid-request',
        message: MESSAGES.invalidRequest,
        text: { key: 'ipc.invalidRequest' },
        fields: [{ path: 'account', message: 'Enter the account.' }],
      },
    });
  });

  it('refuses any payload on an operation that takes none', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.anything().filter((v) => v !== undefined && v !== null),
        async (payload) => {
          const { router, calls } = setup();
          const answer = await router.handle('test:status', topFrame(), payload);
          expect(answer.ok ? 'ok' : answer.error.code).toBe('invalid-request');
          expect(calls).toEqual([]);
        },
      ),
    );
  });

  it('turns a validator that throws into the generic internal error', async () => {
    const { router, calls } = setup({
      session: clerk,
      validators: {
        sendTransfer: () => {
          throw new Error('schema exploded on Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc');
        },
      },
    });
    const answer = await router.handle('test:send', topFrame(), goodDraft);
    expect(answer.ok ? null : answer.error.code).toBe('internal');
    expect(calls).toEqual([]);
  });
});

describe('unexpected failures', () => {
  const SECRET = 'consumer-secret-Zx9Qm4Lr8Tv2Wk6Yp1Hs';

  it('turns a thrown handler error into the generic message, leaking nothing', async () => {
    const { router, log } = setup({
      session: clerk,
      handlers: {
        sendTransfer: () => {
          const error = new Error(`token request failed: consumerSecret=${SECRET}`);
          Object.assign(error, { consumerSecret: SECRET, status: 500 });
          throw error;
        },
      },
    });
    const answer = await router.handle('test:send', topFrame(), goodDraft);
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'internal',
        message: `${MESSAGES.internal} (Incident INC12345.)`,
        text: { key: 'ipc.withIncident', values: { incidentId: 'INC12345' } },
        incidentId: 'INC12345',
      },
    });
    const serializedAnswer = JSON.stringify(answer);
    expect(serializedAnswer).not.toContain(SECRET);
    expect(serializedAnswer).not.toContain('token request failed');
    expect(serializedAnswer).not.toMatch(/at .*\.ts:\d+/);

    expect(log.entries).toHaveLength(1);
    const entry = log.entries[0]!;
    expect(entry).toMatchObject({
      level: 'error',
      details: { channel: 'test:send', incidentId: 'INC12345' },
    });
    const logged = entry.details!['error'] as Error & Record<string, unknown>;
    expect(logged.message).toContain('token request failed');
    expect(`${logged.message}${logged.stack}${JSON.stringify({ ...logged })}`).not.toContain(
      SECRET,
    );
    expect(logged['status']).toBe(500);
  });

  it('does the same for a rejected promise and for a thrown non-Error', async () => {
    for (const sendTransfer of [
      () => Promise.reject(new Error('database is locked')),
      () => {
        throw 'plain string';
      },
    ]) {
      const { router } = setup({ session: clerk, handlers: { sendTransfer } });
      const answer = await router.handle('test:send', topFrame(), goodDraft);
      expect(answer.ok ? null : answer.error.code).toBe('internal');
      expect(JSON.stringify(answer)).not.toMatch(/database is locked|plain string/);
    }
  });

  it('refuses to pass on a handler answer that is not a Result', async () => {
    const { router } = setup({
      session: clerk,
      handlers: { sendTransfer: () => ({ reference: 'oops' }) as never },
    });
    const answer = await router.handle('test:send', topFrame(), goodDraft);
    expect(answer.ok ? null : answer.error.code).toBe('internal');
  });

  it('never throws, even when the session source does', async () => {
    const router = createIpcRouter({
      contract: testContract,
      trustedOrigin: ORIGIN,
      session: () => {
        throw new Error('keychain locked');
      },
      validators: simpleValidators,
      handlers: simpleHandlers,
      log: recordingLog(),
    });
    const answer = await router.handle('test:send', topFrame(), goodDraft);
    expect(answer.ok ? null : answer.error.code).toBe('internal');
    expect(answer.ok ? null : answer.error.incidentId).toMatch(/^[0-9A-F]{8}$/);
  });

  it('answers an unknown channel with unknown-operation', async () => {
    const { router, calls } = setup({ session: admin });
    const answer = await router.handle('transfers:delete-all', topFrame(), {});
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'unknown-operation',
        message: MESSAGES.unknownOperation,
        text: { key: 'ipc.unknownOperation' },
      },
    });
    expect(calls).toEqual([]);
  });
});

describe("the router's own refusals, in the operator's language", () => {
  it('carries a key the renderer words in French and Swahili, for each refusal', async () => {
    const refusals = [
      await setup({ session: admin }).router.handle('transfers:delete-all', topFrame(), {}),
      await setup({ session: clerk }).router.handle('test:send', subFrame(), goodDraft),
      await setup({ session: null }).router.handle('test:send', topFrame(), goodDraft),
      await setup({ session: clerk }).router.handle('test:send', topFrame(), { amount: '5.00' }),
      await setup({
        session: clerk,
        handlers: {
          sendTransfer: () => {
            throw new Error('boom');
          },
        },
      }).router.handle('test:send', topFrame(), goodDraft),
    ];
    const keys = [
      'ipc.unknownOperation',
      'ipc.forbiddenSender',
      'ipc.notSignedIn',
      'ipc.invalidRequest',
      'ipc.withIncident',
    ] as const;
    refusals.forEach((answer, i) => {
      if (answer.ok) throw new Error('expected a refusal');
      const said = answer.error.text!;
      expect(said.key).toBe(keys[i]);
      // English is main's own sentence; French and Swahili word the same key in full.
      expect(wordRef(said)).toBe(answer.error.message);
      for (const language of ['fr', 'sw'] as const) {
        expect(wordRef(said, language)).toBe(
          said.key === 'ipc.withIncident'
            ? textIn(language, 'ipc.withIncident', { incidentId: 'INC12345' })
            : textIn(language, said.key as Exclude<(typeof keys)[number], 'ipc.withIncident'>),
        );
        expect(wordRef(said, language)).not.toBe(answer.error.message);
      }
    });
  });
});

describe("a handler's refusal for an operator who reads another language", () => {
  const refusing = {
    sendTransfer: () =>
      fail({
        ...worded('outside-window', 'send.readiness.noSigningKey'),
        fields: [
          { path: 'amount', ...saying('send.readiness.closing') },
          { path: 'account', message: 'As said.' },
        ],
      }),
  };

  it('says it in their language, for a window that lacks its words, and keeps its key (D93)', async () => {
    const answer = await setup({
      session: clerk,
      handlers: refusing,
      language: 'fr',
    }).router.handle('test:send', topFrame(), goodDraft);
    if (answer.ok) throw new Error('expected a refusal');
    expect(answer.error.text).toEqual({ key: 'send.readiness.noSigningKey' });
    expect(answer.error.message).toBe(textIn('fr', 'send.readiness.noSigningKey'));
    expect(answer.error.fields).toEqual([
      {
        path: 'amount',
        message: textIn('fr', 'send.readiness.closing'),
        text: { key: 'send.readiness.closing' },
      },
      { path: 'account', message: 'As said.' },
    ]);
  });

  it('leaves English as main said it', async () => {
    const answer = await setup({
      session: clerk,
      handlers: refusing,
      language: 'en',
    }).router.handle('test:send', topFrame(), goodDraft);
    expect(answer).toMatchObject({
      ok: false,
      error: { message: textIn('en', 'send.readiness.noSigningKey') },
    });
  });
});
