import fc from 'fast-check';
import * as yup from 'yup';

/*
 * Hostile input for the fuzz tests: fast-check's anything(), and malformed structures built from
 * the field names the app's own schemas use (right keys, wrong values), with the shapes that
 * break hand-written code: prototype keys, huge strings, deep nesting, odd unicode, numbers as
 * strings, NaN and Infinity.
 */

/**
 * The router's refusals made before it looks at the payload (sender, session, role): a fuzzed call
 * answered with one of these judged no payload, so the fuzz tests count the others.
 */
export const ACCESS_REFUSALS: ReadonlySet<string> = new Set([
  'unknown-operation',
  'forbidden-sender',
  'not-signed-in',
  'wrong-role',
  'password-change-required',
]);

/** Runs per property in `npm test`; FUZZ_RUNS=5000 (say) for a longer hunt. */
export function fuzzRuns(quick: number): number {
  const asked = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(asked) && asked > 0 ? asked : quick;
}

/** Fixed, so a failure in `npm test` replays; FUZZ_SEED picks another for a longer hunt. */
export const FUZZ_SEED = Number.isInteger(Number(process.env.FUZZ_SEED))
  ? Number(process.env.FUZZ_SEED ?? 13013)
  : 13013;

/** Every object field name of the yup schemas in `modules` (nested ones too), sorted. */
export function schemaFieldNames(modules: readonly Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  const visit = (description: unknown, depth: number) => {
    if (depth > 8 || typeof description !== 'object' || description === null) return;
    const d = description as { fields?: Record<string, unknown>; innerType?: unknown };
    for (const [name, inner] of Object.entries(d.fields ?? {})) {
      names.add(name);
      visit(inner, depth + 1);
    }
    visit(d.innerType, depth + 1);
  };
  for (const module of modules) {
    for (const value of Object.values(module)) {
      if (yup.isSchema(value)) visit(value.describe(), 0);
    }
  }
  return [...names].sort();
}

const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

/** A string a person could never type, but a hostile page can send. */
const oddStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e1000.00',
    '\ufeff12.00',
    '１２３',
    '٣٤٥.٠٠',
    '12.00\n',
    ' 12.00 ',
    '1e309',
    '-0',
    '0x10',
    '1_000.00',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    '[object Object]',
    '<script>alert(1)</script>',
    "'; DROP TABLE transfers; --",
    // A path that climbs out of a folder (joined, so the repository's own lint does not take it
    // for a reference outside the repository).
    ['..', '..', '..', '..', 'etc', 'passwd'].join('/'),
    '%00',
    '\ud800',
    '🇰🇪💸',
    'é'.normalize('NFD'),
    // Invisible characters a copied name may carry (D67).
    'Jane\u200bWanjiku',
    '\u3164',
    'Amina\u{e0041}',
    '\u00adJane',
    'Jane\u2060',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.double().map(String),
  fc.integer().map((n) => `${n}.00`),
);

const oddNumbers = fc.constantFrom(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  Number.parseFloat('1e309'),
  12.005,
);

// Deeper than 1,000 and fast-check's own printing of a counterexample overflows the stack.
function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** A value that is wrong in some way a careless reader would not expect. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.anything({
      withNullPrototype: true,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
      withBoxedValues: true,
    }),
  },
  { weight: 3, arbitrary: oddStrings },
  { weight: 1, arbitrary: oddNumbers },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 100_000).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 20_000).map((n) => '💸'.repeat(n)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(100, 1_000), fc.boolean())
      .map(([depth, asArray]) => nested(depth, 'x', asArray)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(1_000, 20_000).map((n) => Array.from({ length: n }, () => 0)),
  },
);

/**
 * An object with the app's own field names (and prototype keys) holding hostile values, nested
 * a few levels: the shape a validator checks, with the content it must refuse.
 */
export function malformedStructure(fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const { tree } = fc.letrec<{ tree: unknown; node: unknown }>((tie) => ({
    tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostileValue, tie('node')),
    node: fc.oneof(
      fc.dictionary(key, tie('tree'), { maxKeys: 8 }),
      fc.array(tie('tree'), { maxLength: 4 }),
    ),
  }));
  // JSON.parse makes a real own "__proto__" key, which an object literal cannot.
  const pollution = fc
    .constantFrom(...fieldNames)
    .map(
      (name) =>
        JSON.parse(
          `{"${name}":{"__proto__":{"polluted":"yes"}},"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}`,
        ) as unknown,
    );
  return fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(key, tree, { minKeys: 1, maxKeys: 10 }) },
    { weight: 1, arbitrary: pollution },
  );
}

/** Anything at all, or a malformed structure with the app's field names: the fuzz input. */
export function hostileInput(fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(hostileValue, malformedStructure(fieldNames));
}

/** Fails if anything planted "polluted" on Object.prototype. */
export function prototypeIsClean(): boolean {
  return !('polluted' in Object.prototype) && ({} as { polluted?: unknown }).polluted === undefined;
}

/** The value, or a rejection naming what hung. */
export async function within<T>(ms: number, what: string, work: () => Promise<T> | T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([Promise.resolve().then(work), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a person reads must be words: not empty, no leaked internals. */
export function problemsWithMessage(message: unknown): string[] {
  if (typeof message !== 'string' || message.trim().length < 10) return ['no message in words'];
  const problems: string[] = [];
  for (const sign of [
    '[object Object]',
    'undefined',
    'NaN',
    'TypeError',
    'RangeError',
    'SyntaxError',
    'at Object.',
    'stack',
  ]) {
    if (message.includes(sign)) problems.push(`message shows "${sign}"`);
  }
  return problems;
}
