import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSFER_RULES } from '@shared/schemas/transfer-rules';
import {
  D2_IMT_BODY,
  D2_RTGS_BODY,
  fieldPaths,
  messagesAt,
  withField,
} from '../shared/schemas/fixtures';
import * as validate from '@shared/schemas/validate';
import { APP_FIELD_NAMES, SCHEMA_MODULES } from './support/app-fields';
import {
  FUZZ_SEED,
  fuzzRuns,
  hostileInput,
  problemsWithMessage,
  prototypeIsClean,
} from './support/hostile-input';

/*
 * Every validator and every yup schema of shared/schemas (the same the forms and the IPC
 * handlers use), fed hostile input: a Result every time, a refusal that says in words what is
 * wrong, never a throw. The modules are iterated, so a new validator or schema is fuzzed too.
 */

const RUNS = fuzzRuns(40);

type Check = (input: unknown) => unknown;

const validators: [string, Check][] = [
  ...Object.entries(SCHEMA_MODULES).flatMap(([module, exports]) =>
    Object.entries(exports)
      // Validators of one input. validateSettingsSection and validateBranchList take a section or
      // list name from code first; requests reach them through validateSettingsUpdate and
      // validateBranchListUpdate, fuzzed here.
      .filter(
        ([name, value]) =>
          name.startsWith('validate') && typeof value === 'function' && value.length === 1,
      )
      .map(([name, value]): [string, Check] => [
        `${module}.${name}`,
        (input) => (value as (input: unknown) => unknown)(input),
      ]),
  ),
  ...Object.entries(validate)
    .filter(
      ([name, value]) =>
        name.startsWith('validate') && name !== 'validateWithSchema' && typeof value === 'function',
    )
    .map(([name, value]): [string, Check] => [
      `validate.${name}`,
      (input) =>
        (value as (rules: unknown, input: unknown) => unknown)(DEFAULT_TRANSFER_RULES, input),
    ]),
];

const schemas: [string, yup.Schema][] = [
  ...Object.entries(SCHEMA_MODULES).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => yup.isSchema(value))
      .map(([name, value]): [string, yup.Schema] => [`${module}.${name}`, value as yup.Schema]),
  ),
  ...Object.entries(SCHEMA_MODULES).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => name.endsWith('Schema') && typeof value === 'function')
      .map(([name, value]): [string, yup.Schema] => [
        `${module}.${name}()`,
        (value as (rules: unknown) => yup.Schema)(DEFAULT_TRANSFER_RULES),
      ])
      .filter(([, schema]) => yup.isSchema(schema)),
  ),
];

function expectClearRefusalOrValue(what: string, answer: unknown): void {
  expect(answer, `${what} did not answer a Result`).toMatchObject({ ok: expect.any(Boolean) });
  const result = answer as { ok: boolean; error?: { message?: unknown } };
  if (!result.ok) {
    expect(problemsWithMessage(result.error?.message), String(result.error?.message)).toEqual([]);
  }
  expect(prototypeIsClean(), 'Object.prototype was polluted').toBe(true);
}

describe('every shared validator, fuzzed', () => {
  it('finds the validators and schemas it fuzzes', () => {
    expect(validators.length).toBeGreaterThan(25);
    expect(schemas.length).toBeGreaterThan(4);
  });

  it('fuzzes every module of shared/schemas that exports a validator or a schema', async () => {
    // SCHEMA_MODULES is a list written by hand: a module added to shared/schemas must be on it.
    const folder = join(import.meta.dirname, '..', '..', 'shared', 'schemas');
    const unlisted: string[] = [];
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
      const module = file.replace(/\.ts$/, '');
      // validate.ts and invalid-input.ts run the schemas listed; they hold none of their own.
      if (module === 'validate' || module === 'invalid-input' || module in SCHEMA_MODULES) continue;
      const exports = (await import(join(folder, file))) as Record<string, unknown>;
      const checks = Object.entries(exports).filter(
        ([name, value]) =>
          yup.isSchema(value) || (typeof value === 'function' && /^validate|Schema$/.test(name)),
      );
      if (checks.length > 0) unlisted.push(`${module}: ${checks.map(([n]) => n).join(', ')}`);
    }
    expect(unlisted, 'add these to SCHEMA_MODULES in tests/security/support/app-fields.ts').toEqual(
      [],
    );
  });

  it.each(validators)('%s refuses hostile input in words', (name, check) => {
    fc.assert(
      fc.property(hostileInput(APP_FIELD_NAMES), (input) => {
        expectClearRefusalOrValue(name, check(input));
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it.each(schemas)(
    '%s, through validateWithSchema, refuses hostile input in words',
    (name, schema) => {
      fc.assert(
        fc.property(hostileInput(APP_FIELD_NAMES), (input) => {
          expectClearRefusalOrValue(name, validate.validateWithSchema(schema, input));
        }),
        { numRuns: RUNS, seed: FUZZ_SEED },
      );
    },
  );

  // D67: every character that shows as nothing or a blank, wherever it is put in any text field
  // of a transfer body, is refused at that field with its U+ number.
  const invisible = fc.oneof(
    fc.constantFrom('\u00ad', '\u200b', '\u200c', '\u200d', '\u2060', '\u2061', '\ufeff', '\u0600'),
    fc.integer({ min: 0xe0000, max: 0xe007f }).map((point) => String.fromCodePoint(point)),
    fc.constantFrom('\u115f', '\u1160', '\u3164', '\uffa0'),
  );
  it.each([
    ['validateRtgsRequest', D2_RTGS_BODY, validate.validateRtgsRequest],
    ['validateImtRequest', D2_IMT_BODY, validate.validateImtRequest],
  ] as const)('%s refuses an invisible character anywhere in any field', (_, body, check) => {
    const paths = fieldPaths(body);
    fc.assert(
      fc.property(fc.constantFrom(...paths), invisible, fc.nat(), (path, character, at) => {
        const [group, field] = path.split('.') as [string, string];
        const value = (body as unknown as Record<string, Record<string, string>>)[group]![field]!;
        const position = at % (value.length + 1);
        const tampered = value.slice(0, position) + character + value.slice(position);
        const result = check(DEFAULT_TRANSFER_RULES, withField(body, path, tampered));
        const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        expect(messagesAt(result, path).join(' ')).toContain(code);
      }),
      { numRuns: RUNS * 5, seed: FUZZ_SEED },
    );
  });
});
