import { randomUUID } from 'node:crypto';
import { serviceOrigin } from '@shared/domain/base-url';
import type { BankEnvironment, CredentialsView } from '@shared/domain/bank-setup';
import { ENVIRONMENT_WORDS } from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import { text } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { credentialFieldsSchema } from '@shared/schemas/bank-setup-schemas';
import { validateWithSchema } from '@shared/schemas/validate';
import { readChosenTextFile } from '../../desktop/chosen-files';
import type { ServiceCredentials } from '../../keys/service-credentials';
import { parseCredentialsFile } from '../credentials-file';
import {
  BANK_SETUP_ACTIONS,
  canceled,
  changeRecord,
  nowIso,
  type BankSetupDeps,
  type Canceled,
} from './setup-deps';
import { endpointOf } from './setup-view';

/*
 * An environment's three credentials, typed by the admin or read from a file the admin chose in a
 * dialog main opened: to the keychain only, bound to the origin of the address saved now (D71),
 * with a non-secret record of when, by whom and how.
 */

export type NoAddress = AppError<'not-ready'>;

/** The origin the credentials will be bound to: the environment's address saved now. */
function originFor(deps: BankSetupDeps, environment: BankEnvironment): Result<string, NoAddress> {
  const endpoint = endpointOf(deps, environment);
  const origin = endpoint ? serviceOrigin(endpoint.baseUrl) : null;
  return origin
    ? ok(origin)
    : fail(
        worded('not-ready', 'environment.setup.origin.addressBeforeCredentials', {
          environment: ENVIRONMENT_WORDS[environment],
        }),
      );
}

const CREDENTIALS_FILE_MAX_BYTES = 16 * 1024;

const CREDENTIALS_FILTERS = [
  { name: text('desktop.fileKind.credentials'), extensions: ['json', 'env', 'txt', 'properties'] },
  { name: text('desktop.fileKind.all'), extensions: ['*'] },
];

export async function saveCredentials(
  deps: BankSetupDeps,
  environment: BankEnvironment,
  credentials: ServiceCredentials,
  source: 'typed' | 'file',
  by: Session,
): Promise<Result<CredentialsView, NoAddress>> {
  const origin = originFor(deps, environment);
  if (!origin.ok) return origin;
  const store = deps.secretStore(environment);
  const replaced = (await store.status()).credentials !== 'missing';
  // Only the three fields go to the keychain, whatever else the request carried.
  const { apiKey, merchantCode, consumerSecret } = credentials;
  await store.saveCredentials({ apiKey, merchantCode, consumerSecret }, origin.value);
  const setAt = nowIso(deps);
  changeRecord(
    deps,
    environment,
    by,
    BANK_SETUP_ACTIONS.credentialsSaved,
    { source, replaced, origin: origin.value },
    (record) => ({
      ...record,
      credentials: { id: randomUUID(), setAt, setBy: by.operatorId, source },
      credentialsRemoved: null,
    }),
  );
  return ok({ state: 'set', setAt, setBy: by.operatorId, source, origin: origin.value });
}

export async function readCredentialsFile(
  deps: BankSetupDeps,
  environment: BankEnvironment,
  by: Session,
): Promise<Result<CredentialsView, Canceled | NoAddress | AppError<'bad-file'>>> {
  // Before the dialog: a file read for no address would be read for nothing.
  const origin = originFor(deps, environment);
  if (!origin.ok) return origin;
  const path = await deps.desktop.dialogs.openFile({
    title: text('environment.credentialsFile.chooseTitle', {
      environment: ENVIRONMENT_WORDS[environment],
    }),
    filters: CREDENTIALS_FILTERS,
  });
  if (path === null) return fail(canceled('environment.credentialsFile.noFileChosen'));
  const read = await readChosenTextFile(path, CREDENTIALS_FILE_MAX_BYTES);
  if (!read.ok) return fail({ ...read.error, code: 'bad-file' });
  const { name } = read.value;
  const parsed = parseCredentialsFile(read.value.text);
  if (!parsed.ok) {
    const reason = parsed.error.message;
    return fail(worded('bad-file', 'environment.credentialsFile.refusedIn', { name, reason }));
  }
  const checked = validateWithSchema(credentialFieldsSchema, parsed.value);
  if (!checked.ok) {
    const reason = checked.error.message;
    return fail(worded('bad-file', 'environment.credentialsFile.invalidIn', { name, reason }));
  }
  return saveCredentials(deps, environment, parsed.value, 'file', by);
}
