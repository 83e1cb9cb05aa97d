import type { MessageRef } from '../i18n/catalog';
import type { Result } from '../result';
import { isRole, type Role } from '../domain/roles';

/*
 * The vocabulary of the IPC contract. The preload bundles this file into a sandboxed CommonJS
 * script that can load nothing from node_modules, so it imports nothing at run time but
 * shared/domain/roles.ts, which imports nothing itself.
 */

/** Who may call an operation: `'anyone'` (also before sign-in), one role, or a list of roles. */
export type Access = 'anyone' | Role | readonly [Role, ...Role[]];

/**
 * The roles each role may act as. Data, so that a branch's policy is one line to change.
 *
 * A supervisor does not include clerk (and admin includes neither): segregation of duties. The
 * supervisor resolves transfers whose outcome is unknown and reprints receipts; if the same person
 * could also send, one person could mark their own unknown transfer failed and send it again.
 * The compliance officer and the auditor include no other role either (D79): neither sends,
 * approves or settles, and an auditor changes nothing.
 */
export type RoleIncludes = Readonly<Record<Role, readonly Role[]>>;
export const ROLE_INCLUDES: RoleIncludes = {
  clerk: ['clerk'],
  supervisor: ['supervisor'],
  admin: ['admin'],
  compliance: ['compliance'],
  auditor: ['auditor'],
};

/** Whether an operator with `role` may call an operation that requires `access`. */
export function roleAllows(
  role: Role,
  access: Access,
  includes: RoleIncludes = ROLE_INCLUDES,
): boolean {
  if (access === 'anyone') return true;
  const actsAs = includes[role] ?? [];
  return requiredRoles(access).some((needed) => actsAs.includes(needed));
}

/**
 * The roles an operation is for, none for `'anyone'`: a refusal names them by their codes, and
 * the catalog words them in the operator's language (D87).
 */
export function requiredRoles(access: Access): readonly Role[] {
  if (access === 'anyone') return [];
  return typeof access === 'string' ? [access] : access;
}

/** Failures the IPC layer itself produces; operations may add their own codes. */
export const IPC_ERROR_CODES = [
  'invalid-request',
  'forbidden-sender',
  'not-signed-in',
  'wrong-role',
  'unknown-operation',
  'unavailable',
  'internal',
  // The operator signed in with a password an admin reset: nothing but changing it until then.
  'password-change-required',
  // A row read for the operation does not carry the journal's seal (D68): the journal stops.
  'journal-check-failed',
  // The journal's key is missing (D75): only head office's escrow file may be imported.
  'journal-key-missing',
] as const;
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number];

/** A form field the request got wrong: `path` is the field's dotted path, e.g. `transfer.amount`. */
export interface FieldError {
  path: string;
  message: string;
  /** `message`'s words, where main has them, for the renderer to word (D65). */
  text?: MessageRef;
}

/** An expected failure, as the renderer sees it: `message` says what is wrong and what to do. */
export interface IpcError<Code extends string = IpcErrorCode> {
  code: Code;
  message: string;
  /** The catalog's message for `message`, which the renderer words in the operator's language. */
  text?: MessageRef;
  fields?: readonly FieldError[];
  /** Quoted to support to find the log entry of an internal error. Never contains details. */
  incidentId?: string;
}

export type IpcResult<T, Code extends string = never> = Result<T, IpcError<IpcErrorCode | Code>>;

/**
 * A request/response operation. `~types` is never set: it only carries the request, response
 * and error-code types from the declaration to everything derived from it.
 */
export interface Operation<
  Req = unknown,
  Res = unknown,
  Code extends string = string,
  Channel extends string = string,
  A extends Access = Access,
> {
  readonly kind: 'operation';
  readonly channel: Channel;
  readonly access: A;
  readonly '~types'?: { request: Req; response: Res; code: Code };
}

/** A message from main to the renderer (e.g. "your session ended"). */
export interface EventDef<Payload = unknown, Channel extends string = string> {
  readonly kind: 'event';
  readonly channel: Channel;
  readonly '~types'?: { payload: Payload };
}

// `any` here is the usual "some operation" bound: each slot is constrained again where it is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any, any, string, Access>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEvent = EventDef<any, string>;

const CHANNEL_PATTERN = /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)+$/;
const METHOD_PATTERN = /^[a-z][A-Za-z0-9]*$/;

function assertChannel(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) {
    throw new Error(
      `IPC channel "${channel}" is not valid: use lower-case words joined by ":", e.g. "transfers:send".`,
    );
  }
}

function assertAccess(access: Access): void {
  const ok =
    access === 'anyone' ||
    isRole(access) ||
    (Array.isArray(access) && access.length > 0 && access.every(isRole));
  if (!ok)
    throw new Error(`IPC access ${JSON.stringify(access)} is not 'anyone', a role or roles.`);
}

/**
 * Declares an operation. Types first, values second, because TypeScript cannot infer some type
 * parameters and take others explicitly:
 *
 *   sendTransfer: op<TransferDraft, Receipt, 'outside-window'>()('transfers:send', 'clerk')
 */
export function op<Req = void, Res = void, Code extends string = never>() {
  return <const Channel extends string, const A extends Access>(
    channel: Channel,
    access: A,
  ): Operation<Req, Res, Code, Channel, A> => {
    assertChannel(channel);
    assertAccess(access);
    const frozenAccess = (typeof access === 'string' ? access : Object.freeze([...access])) as A;
    return Object.freeze({ kind: 'operation', channel, access: frozenAccess });
  };
}

/** Declares a main → renderer event: `sessionEnded: event<{ reason: string }>()('session:ended')`. */
export function event<Payload = void>() {
  return <const Channel extends string>(channel: Channel): EventDef<Payload, Channel> => {
    assertChannel(channel);
    return Object.freeze({ kind: 'event', channel });
  };
}

export type OperationMap = Readonly<Record<string, AnyOperation>>;
export type EventMap = Readonly<Record<string, AnyEvent>>;

export interface Contract<
  Ops extends OperationMap = OperationMap,
  Evs extends EventMap = EventMap,
> {
  readonly operations: Ops;
  readonly events: Evs;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContract = Contract<any, any>;

/**
 * Bundles operations and events, checking what the types cannot: channel names are unique, and
 * no operation is called `on` (the API's subscribe method).
 */
export function defineContract<
  const Ops extends OperationMap & { on?: never },
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  const Evs extends EventMap = {},
>(parts: { operations: Ops; events?: Evs }): Contract<Ops, Evs> {
  const operations = parts.operations;
  const events = (parts.events ?? {}) as Evs;
  const seen = new Map<string, string>();
  const claim = (channel: string, owner: string): void => {
    const previous = seen.get(channel);
    if (previous !== undefined) {
      throw new Error(`IPC channel "${channel}" is used by both ${previous} and ${owner}.`);
    }
    seen.set(channel, owner);
  };
  for (const [name, operation] of Object.entries(operations)) {
    if (name === 'on' || !METHOD_PATTERN.test(name)) {
      throw new Error(`"${name}" cannot name an operation: use a camelCase verb other than "on".`);
    }
    if (operation.kind !== 'operation') throw new Error(`"${name}" is not declared with op().`);
    claim(operation.channel, `operation ${name}`);
  }
  for (const [name, declared] of Object.entries(events)) {
    if (!METHOD_PATTERN.test(name))
      throw new Error(`"${name}" cannot name an event: use camelCase.`);
    if (declared.kind !== 'event') throw new Error(`"${name}" is not declared with event().`);
    claim(declared.channel, `event ${name}`);
  }
  return Object.freeze({ operations: Object.freeze(operations), events: Object.freeze(events) });
}

/** The groups given to joinGroups, as one type. */
export type Joined<Groups extends readonly object[]> = Groups extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Joined<Rest>
  : unknown;

/**
 * Joins the contract's groups (one per feature, each in a file of its own) into the one map of
 * operations or of events. A name declared in two groups is refused: spread together, the later
 * would silently replace the earlier.
 */
export function joinGroups<const Groups extends readonly Readonly<Record<string, unknown>>[]>(
  ...groups: Groups
): Joined<Groups> {
  const joined: Record<string, unknown> = {};
  for (const group of groups) {
    for (const [name, declared] of Object.entries(group)) {
      if (Object.hasOwn(joined, name)) {
        throw new Error(`"${name}" is declared in two groups of the IPC contract.`);
      }
      joined[name] = declared;
    }
  }
  return joined as Joined<Groups>;
}

type TypesOf<T extends { readonly '~types'?: unknown }> = NonNullable<T['~types']>;

export type RequestOf<O extends AnyOperation> = TypesOf<O>['request'];
export type ResponseOf<O extends AnyOperation> = TypesOf<O>['response'];
export type ErrorCodeOf<O extends AnyOperation> = TypesOf<O>['code'];
export type AccessOf<O extends AnyOperation> = O['access'];
export type PayloadOf<E extends AnyEvent> = TypesOf<E>['payload'];

/** What an operation answers: its response, or an IPC error or one of its own error codes. */
export type OperationResult<O extends AnyOperation> = IpcResult<ResponseOf<O>, ErrorCodeOf<O>>;

/** An operation without a request takes no argument in the API. */
export type OperationMethod<O extends AnyOperation> = [RequestOf<O>] extends [void]
  ? () => Promise<OperationResult<O>>
  : (request: RequestOf<O>) => Promise<OperationResult<O>>;

export type EventListener<E extends AnyEvent> = (payload: PayloadOf<E>) => void;

/** The `window.remitDesk` object: one method per operation, and `on` for events. */
export type ContractApi<C extends AnyContract> = {
  readonly [K in keyof C['operations']]: OperationMethod<C['operations'][K]>;
} & {
  /** Subscribes to a main → renderer event; returns the function that unsubscribes. */
  readonly on: <K extends keyof C['events'] & string>(
    event: K,
    listener: EventListener<C['events'][K]>,
  ) => () => void;
};
