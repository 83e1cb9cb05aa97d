// The command-line options of the campaigns' CLIs (`npm run crash`, `npm run partitions`): whole
// numbers, each with a default and a least value; anything else ends the run with the usage.
import { parseArgs } from 'node:util';

export function wholeNumberArgs<N extends string>(
  names: readonly N[],
  defaults: Record<N, () => number>,
  least: Record<N, number>,
  usage: string,
): Record<N, number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}. ${usage}`);
    process.exit(2);
  }
  const out = {} as Record<N, number>;
  for (const name of names) {
    const text = values[name];
    if (typeof text !== 'string') {
      out[name] = defaults[name]();
      continue;
    }
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < least[name]) {
      console.error(`"${text}" is not a whole number of at least ${least[name]}. ${usage}`);
      process.exit(2);
    }
    out[name] = value;
  }
  return out;
}
