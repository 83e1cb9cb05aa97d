import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  IMT_GROUP_LABELS,
  IMT_LABELS,
  RTGS_GROUP_LABELS,
  RTGS_LABELS,
} from '@shared/schemas/field-labels';
import { DEFAULT_TRANSFER_RULES } from '@shared/schemas/transfer-rules';
import {
  validateImtDraft,
  validateImtRequest,
  validateRtgsDraft,
  validateRtgsRequest,
  validateTransferDraft,
  validateWithSchema,
} from '@shared/schemas/validate';
import { rtgsRequestSchema } from '@shared/schemas/rtgs-schemas';
import {
  D2_IMT_BODY,
  D2_IMT_DRAFT,
  D2_RTGS_BODY,
  D2_RTGS_DRAFT,
  fieldPaths,
  labelOf,
  withField,
} from './fixtures';

const RULES = DEFAULT_TRANSFER_RULES;
const VALIDATORS = [
  ['RTGS body', validateRtgsRequest, D2_RTGS_BODY, RTGS_LABELS, RTGS_GROUP_LABELS],
  ['IMT body', validateImtRequest, D2_IMT_BODY, IMT_LABELS, IMT_GROUP_LABELS],
  ['RTGS draft', validateRtgsDraft, D2_RTGS_DRAFT, RTGS_LABELS, RTGS_GROUP_LABELS],
  ['IMT draft', validateImtDraft, D2_IMT_DRAFT, IMT_LABELS, IMT_GROUP_LABELS],
] as const;

describe('validating unknown input into a Result', () => {
  it('returns the input itself when it is valid: strict schemas change nothing', () => {
    const result = validateWithSchema(rtgsRequestSchema(RULES), D2_RTGS_BODY);
    expect(result).toEqual({ ok: true, value: D2_RTGS_BODY });
  });

  it('with one problem, the message is that field message', () => {
    const result = validateRtgsRequest(RULES, withField(D2_RTGS_BODY, 'transfer.amount', '0.00'));
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid',
        message: 'Amount must be more than 0.00.',
        fields: [{ path: 'transfer.amount', message: 'Amount must be more than 0.00.' }],
      },
    });
  });

  it('collects every field problem, not just the first (abortEarly off)', () => {
    let body = withField(D2_RTGS_BODY, 'transfer.amount', '0.00');
    body = withField(body, 'source.name', '');
    body = withField(body, 'transfer.date', '2026-02-29');
    const result = validateRtgsRequest(RULES, body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.fields).toHaveLength(3);
      expect(result.error.message).toMatch(/^3 fields need correcting\./);
      for (const field of result.error.fields)
        expect(result.error.message).toContain(field.message);
    }
  });

  it('picks the draft schema by kind, and says what kinds exist', () => {
    expect(validateTransferDraft(RULES, D2_RTGS_DRAFT)).toMatchObject({ ok: true });
    expect(validateTransferDraft(RULES, D2_IMT_DRAFT)).toMatchObject({ ok: true });
    for (const input of [{ ...D2_RTGS_DRAFT, kind: 'swift' }, null, 'rtgs', {}]) {
      expect(validateTransferDraft(RULES, input)).toEqual({
        ok: false,
        error: {
          code: 'invalid',
          message: expect.stringMatching(/rtgs \(RTGS bank transfer\) or imt/),
          text: { key: 'validation.kindEither' },
          fields: [{ path: 'kind', message: expect.any(String) }],
        },
      });
    }
    // The kind decides the schema: an IMT draft labelled rtgs fails as an RTGS draft.
    expect(validateTransferDraft(RULES, { ...D2_IMT_DRAFT, kind: 'rtgs' }).ok).toBe(false);
  });

  it.each(VALIDATORS)('%s: never throws on arbitrary input', (_name, validate) => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validate(RULES, input);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.fields.length).toBeGreaterThan(0);
      }),
    );
  });

  const BAD_VALUES = [
    undefined,
    null,
    '',
    ' ',
    7,
    {},
    'x',
    ' padded ',
    'tab\there',
    '\u202egnp.exe',
    '1.000,00',
    'ZZ',
    '0'.repeat(200),
  ];

  it.each(VALIDATORS)(
    '%s: every message for a broken field names it in words, never by its dotted path',
    (_name, validate, valid, labels, groupLabels) => {
      const paths = fieldPaths(valid).filter((p) => p.includes('.'));
      fc.assert(
        fc.property(
          fc.subarray(paths, { minLength: 1 }),
          fc.constantFrom(...BAD_VALUES),
          (broken, value) => {
            let input: unknown = valid;
            for (const path of broken) input = withField(input, path, value);
            const result = validate(RULES, input);
            if (result.ok) return; // e.g. 'x'.repeat where that is valid: nothing to name
            for (const { path, message } of result.error.fields) {
              const [group, field] = path.split('.');
              const words = field
                ? labelOf(labels, path)
                : (groupLabels as Record<string, string>)[group!];
              expect(message).toContain(words);
              if (path.includes('.')) expect(message).not.toContain(path);
              expect(message).toMatch(/[.]$/);
            }
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});
