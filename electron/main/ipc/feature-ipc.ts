import type { RemitDeskContract } from '@shared/ipc/contract';
import type { IpcError } from '@shared/ipc/define';
import { fail, recoded, type AppError, type Result } from '@shared/result';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import type { InvalidInput } from '@shared/schemas/validate';
import type { createEventSender } from './events';
import type { Handlers, Validator, Validators } from './router';
import { worded } from '@shared/i18n/worded';

/*
 * What every feature's IPC file (`<feature>-ipc.ts`) is made of: for each operation of its group
 * of the contract, the validator beside the handler. createRemitDeskIpc joins them, and a feature
 * that leaves an operation out does not compile.
 */

type OperationName = keyof RemitDeskContract['operations'];

export interface FeatureIpc<Name extends OperationName> {
  validators: Pick<Validators<RemitDeskContract>, Name>;
  handlers: Pick<Handlers<RemitDeskContract>, Name>;
}

/** Sends a main → renderer event of the contract to the app window. */
export type EmitEvent = ReturnType<typeof createEventSender<RemitDeskContract>>;

/**
 * The validator of a request that holds a draft: checked against the rules in force now (the
 * admin's limits and patterns, the cached purposes), as a send is; without valid rules, their
 * problem is the answer.
 */
export function withTransferRules<Request>(
  transferRules: () => Result<TransferRules, AppError>,
  validate: (rules: TransferRules, payload: unknown) => Result<Request, InvalidInput>,
): Validator<Request> {
  return (payload) => {
    const rules = transferRules();
    return rules.ok ? validate(rules.value, payload) : fail(rules.error);
  };
}

/** A save the section's check refused after all (the validator already ran the same check). */
export function refused(error: InvalidInput): IpcError<'invalid-request'> {
  return { ...recoded(error, 'invalid-request'), fields: error.fields };
}

/** A service's failure as the answer's, under `code`, with its catalog key (D65). */
export function asIpcError<Code extends string>(error: AppError, code: Code): IpcError<Code> {
  return recoded(error, code);
}

export function notInJournal(reference: string): IpcError<'not-found'> {
  return worded('not-found', 'send.settle.notFound', { reference });
}
