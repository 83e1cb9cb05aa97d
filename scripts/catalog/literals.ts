import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countsByFile, literalsOutsideCatalog } from './scan';

/*
 * `npm run catalog:literals`: lists the words written outside the message catalog. With
 * `--baseline`, writes their counts per file to the baseline the catalog test holds the code to
 * (after moving words into the catalog, so that the baseline shrinks with them).
 */
const root = process.cwd();
const literals = literalsOutsideCatalog(root);
if (process.argv.includes('--baseline')) {
  const file = join(root, 'tests/shared/i18n/literals-baseline.json');
  writeFileSync(file, `${JSON.stringify(countsByFile(literals), null, 2)}\n`);
  console.log(`${literals.length} words outside the catalog; baseline written to ${file}.`);
} else {
  const only = process.argv[2];
  for (const l of literals) {
    if (!only || l.file.startsWith(only))
      console.log(`${l.file}:${l.line}  ${JSON.stringify(l.text)}`);
  }
  console.log(`${literals.length} words outside the catalog.`);
}
