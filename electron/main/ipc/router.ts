import { randomUUID } from 'node:crypto';
import type { Result } from '@shared/result';
import { fail } from '@shared/result';
import type {
  Access,
  AccessOf,
  AnyContract,
  AnyOperation,
  FieldError,
  IpcError,
  IpcErrorCode,
  OperationResult,
  RequestOf,
  RoleIncludes,
} from '@shared/ipc/define';
import type { Session } from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';
import { requiredRoles, ROLE_INCLUDES, roleAllows } from '@shared/ipc/define';
import { assertOrigin, originOf } from '../app-origin';
import type { AppLogger } from '../logging/logger';
import { redactValue } from '../logging/redact';
import {
  ref,
  text,
  wordRef,
  type Language,
  type MessageRef,
  type PlainMessageKey,
} from '@shared/i18n/catalog';
import { codeList } from '@shared/i18n/lists';
import { worded } from '@shared/i18n/worded';
import { isRowSealError } from '../journal/row-seal-error';

/*
 * Every IPC call goes through handle(): sender, then role, then payload, then the handler, and
 * every failure comes back as a result the renderer can show. Electron-agnostic: the event is
 * the structural part of IpcMainInvokeEvent it reads, so tests pass plain objects.
 */

/** The part of a frame the sender check reads (Electron's WebFrameMain has these). */
export interface IpcSenderFrame {
  readonly url: string;
  readonly parent: unknown;
  readonly detached?: boolean;
}

/** The part of IpcMainInvokeEvent the router reads. */
export interface IpcSenderEvent {
  readonly senderFrame: IpcSenderFrame | null;
  readonly sender?: { readonly id: number };
}

export interface ValidationFailure {
  message: string;
  /** The catalog's message for `message`, where the schema worded one (InvalidInput's). */
  text?: MessageRef;
  fields?: readonly FieldError[];
}

/** Turns the untrusted payload into the typed request (the lead plugs the yup schemas in here). */
export type Validator<Req> = (payload: unknown) => Result<Req, ValidationFailure>;

export interface HandlerContext<O extends AnyOperation> {
  channel: O['channel'];
  /** Null only for operations open to 'anyone' (status, sign-in). */
  session: AccessOf<O> extends 'anyone' ? Session | null : Session;
  /**
   * The signed-in operator's language (D83), English without a session: the files and printed
   * pages main makes for them are worded in it (D88).
   */
  language: Language;
}

export type Handler<O extends AnyOperation> = (
  request: RequestOf<O>,
  context: HandlerContext<O>,
) => OperationResult<O> | Promise<OperationResult<O>>;

export type Validators<C extends AnyContract> = {
  readonly [K in keyof C['operations']]: Validator<RequestOf<C['operations'][K]>>;
};

export type Handlers<C extends AnyContract> = {
  readonly [K in keyof C['operations']]: Handler<C['operations'][K]>;
};

export interface IpcRouterOptions<C extends AnyContract> {
  contract: C;
  /** The renderer's origin: app://remit-desk, or the dev server's in development. */
  trustedOrigin: string;
  session: () => Session | null;
  /** The signed-in operator's language, read with the session; English when not given. */
  language?: () => Language;
  validators: Validators<C>;
  handlers: Handlers<C>;
  log: AppLogger;
  /** The app window's webContents id, once it exists; calls from any other contents are refused. */
  appWebContentsId?: () => number | null | undefined;
  roleIncludes?: RoleIncludes;
  newIncidentId?: () => string;
  /**
   * Refuses a call from a sender that passed its check, before anything else is looked at: the
   * reason in words, or null to go on. Whatever the role, e.g. every operation but a few while
   * the signed-in operator must change a password an admin reset.
   */
  admit?: (operationName: string, session: Session | null) => IpcError | null;
  /**
   * A signed-in operator passed the checks of an operation that needs a role. Calls open to anyone
   * (a status poll) are not activity: they must not keep an idle session alive.
   */
  onActivity?: (session: Session) => void;
}

export interface IpcRouter {
  /** Every operation channel of the contract, for the adapter to register. */
  readonly channels: readonly string[];
  /** Never throws and never rejects. */
  handle(channel: string, event: IpcSenderEvent, payload: unknown): Promise<IpcAnswer>;
}

export type IpcAnswer = Result<unknown, IpcError<string>>;

export const MESSAGES = {
  unknownOperation: text('ipc.unknownOperation'),
  forbiddenSender: text('ipc.forbiddenSender'),
  notSignedIn: text('ipc.notSignedIn'),
  invalidRequest: text('ipc.invalidRequest'),
  internal: text('ipc.internal'),
} as const;

/**
 * The refusal of an operation meant for other roles. The roles go as codes, so the renderer words
 * the whole sentence in the operator's language (D87); `message` is the English, for the log.
 */
export function wrongRoleError(role: Role, access: Access): IpcError<'wrong-role'> {
  return worded('wrong-role', 'ipc.wrongRole', {
    needed: codeList(requiredRoles(access)),
    role,
  });
}

/**
 * A refusal the router words itself: `message` in English for the log, `text` for the renderer
 * to word in the operator's language (D65), like every other worded answer.
 */
function refusal(
  code: IpcErrorCode,
  key: PlainMessageKey,
  extra: Partial<IpcError> = {},
): IpcAnswer {
  return fail({ code, message: text(key), text: ref(key), ...extra });
}

/**
 * A refusal as an operator who reads another language than English gets it (D93): its sentence,
 * and each field's that carries its words, worded in theirs. A window words `text` itself where
 * it holds the message's area, and shows this where it does not (a clerk's window holds none of
 * the send path's words, D84). `text` stays, so the window words it again when the language
 * changes; the log had main's English before this.
 */
function inLanguage(error: IpcError<string>, language: Language): IpcError<string> {
  if (language === 'en') return error;
  const worded = <T extends { message: string; text?: MessageRef }>(said: T): T =>
    said.text ? { ...said, message: wordRef(said.text, language) } : said;
  const fields = error.fields?.map(worded);
  return { ...worded(error), ...(fields ? { fields } : {}) };
}

type SenderVerdict = { ok: true } | { ok: false; reason: string; origin: string | null };

/**
 * Accepts only the top frame of the app window showing the trusted origin. A subframe, a frame
 * that navigated away or was destroyed (senderFrame null), another window or a look-alike origin
 * are all refused.
 */
export function checkSender(
  event: IpcSenderEvent,
  trustedOrigin: string,
  appWebContentsId?: number | null,
): SenderVerdict {
  let frame: IpcSenderFrame | null;
  try {
    frame = event.senderFrame;
  } catch {
    // catalog-ignore: the refusal's reason goes to the log, for support
    return { ok: false, reason: 'the sending frame is gone', origin: null };
  }
  if (frame === null || frame === undefined) {
    // catalog-ignore: a reason for the log, as above
    return { ok: false, reason: 'the sending frame is gone', origin: null };
  }
  // catalog-ignore: a reason for the log, as above
  if (frame.detached === true) return { ok: false, reason: 'the frame is detached', origin: null };
  if (frame.parent !== null) {
    // catalog-ignore: a reason for the log, as above
    return { ok: false, reason: 'a subframe sent it', origin: originOf(frame.url) };
  }
  const origin = originOf(frame.url);
  // catalog-ignore: a reason for the log, as above
  if (origin !== trustedOrigin) return { ok: false, reason: 'foreign origin', origin };
  if (appWebContentsId !== undefined && appWebContentsId !== null) {
    if (event.sender?.id !== appWebContentsId) {
      // catalog-ignore: a reason for the log, as above
      return { ok: false, reason: 'another web contents sent it', origin };
    }
  }
  return { ok: true };
}

function isResult(value: unknown): value is IpcAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { ok?: unknown; value?: unknown; error?: unknown };
  if (candidate.ok === true) return 'value' in candidate;
  if (candidate.ok !== false) return false;
  const error = candidate.error as { code?: unknown; message?: unknown } | null | undefined;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

export function createIpcRouter<C extends AnyContract>(options: IpcRouterOptions<C>): IpcRouter {
  assertOrigin(options.trustedOrigin);
  const includes = options.roleIncludes ?? ROLE_INCLUDES;
  const newIncidentId = options.newIncidentId ?? (() => randomUUID().slice(0, 8).toUpperCase());
  const log = options.log;

  interface Route {
    name: string;
    operation: AnyOperation;
    validate: Validator<unknown>;
    run: (
      request: unknown,
      context: { channel: string; session: Session | null; language: Language },
    ) => unknown;
  }
  const routes = new Map<string, Route>();
  for (const [name, operation] of Object.entries(options.contract.operations) as [
    string,
    AnyOperation,
  ][]) {
    const validate = (options.validators as Record<string, Validator<unknown> | undefined>)[name];
    const run = (options.handlers as Record<string, Route['run'] | undefined>)[name];
    // The types already demand both; this catches a contract widened with a cast.
    if (typeof validate !== 'function' || typeof run !== 'function') {
      throw new Error(`IPC operation "${name}" needs both a validator and a handler.`);
    }
    routes.set(operation.channel, { name, operation, validate, run });
  }

  function internalError(channel: string, stage: string, error: unknown): IpcAnswer {
    const incidentId = newIncidentId();
    log.error('An IPC handler failed.', { channel, stage, incidentId, error: redactValue(error) });
    return fail({
      code: 'internal',
      message: text('ipc.withIncident', { incidentId }),
      text: ref('ipc.withIncident', { incidentId }),
      incidentId,
    });
  }

  async function route(channel: string, event: IpcSenderEvent, payload: unknown) {
    const found = routes.get(channel);
    if (found === undefined) {
      log.warn('Refused an IPC call on an unknown channel.', {
        channel: String(channel).slice(0, 100),
      });
      return refusal('unknown-operation', 'ipc.unknownOperation');
    }

    const sender = checkSender(event, options.trustedOrigin, options.appWebContentsId?.());
    if (!sender.ok) {
      log.warn('Refused an IPC call from an untrusted sender.', {
        channel,
        reason: sender.reason,
        origin: sender.origin,
      });
      return refusal('forbidden-sender', 'ipc.forbiddenSender');
    }

    const session = options.session();
    const language = (session && options.language?.()) || 'en';
    const refused = options.admit?.(found.name, session) ?? null;
    if (refused) {
      log.warn('Refused an IPC call the session may not make now.', {
        channel,
        code: refused.code,
        operatorId: session?.operatorId ?? null,
      });
      return fail({ ...refused });
    }

    const access = found.operation.access;
    if (access !== 'anyone') {
      if (!session) return refusal('not-signed-in', 'ipc.notSignedIn');
      if (!roleAllows(session.role, access, includes)) {
        log.warn('Refused an IPC call for the wrong role.', {
          channel,
          operatorId: session.operatorId,
          role: session.role,
        });
        return fail(wrongRoleError(session.role, access));
      }
      options.onActivity?.(session);
    }

    let validated: Result<unknown, ValidationFailure>;
    try {
      validated = found.validate(payload);
    } catch (error) {
      return internalError(channel, 'validation', error);
    }
    if (!validated.ok) {
      const { message, text: said, fields } = validated.error;
      const extra = fields && fields.length > 0 ? { fields: fields.map((f) => ({ ...f })) } : {};
      // The schema's own sentence where it has one (with its key, when worded from the catalog);
      // else the generic one, keyed like every refusal of the router.
      if (!message) return refusal('invalid-request', 'ipc.invalidRequest', extra);
      return fail({ code: 'invalid-request', message, ...(said ? { text: said } : {}), ...extra });
    }

    let answer: unknown;
    try {
      answer = await found.run(validated.value, { channel, session, language });
    } catch (error) {
      // A row the operation read was written outside the app: it stopped, and says which row.
      if (isRowSealError(error)) {
        log.error('An IPC operation stopped on a row without its seal.', {
          channel,
          table: error.found.table,
        });
        // Named by its table's code and the row's key, so every language words it (D65).
        const stopped = { message: error.message, text: error.found.finding };
        return fail(inLanguage({ code: 'journal-check-failed', ...stopped }, language));
      }
      return internalError(channel, 'handler', error);
    }
    if (!isResult(answer)) {
      return internalError(channel, 'handler', new Error('The handler did not return a Result.'));
    }
    return answer.ok ? answer : fail(inLanguage(answer.error, language));
  }

  return {
    channels: [...routes.keys()],
    async handle(channel, event, payload) {
      try {
        return await route(channel, event, payload);
      } catch (error) {
        return internalError(String(channel), 'router', error);
      }
    },
  };
}
