import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '@shared/i18n/en';
import { fr } from '@shared/i18n/fr';
import { sw } from '@shared/i18n/sw';
import { LANGUAGES } from '@shared/i18n/registry';
import { allKeys, type MessageTree } from '@shared/i18n/messages';
import {
  catalogFiles,
  compareCatalogs,
  formatFindings,
  keysWithoutNotes,
  needsNote,
  notesOf,
  parameterNames,
  type NotedSection,
} from '../../../scripts/catalog/languages';

/*
 * Every language against English (D84): the same keys, each function message taking the same
 * named values and showing each one English shows, nothing left in English, and a translator's
 * note on each one-word label. The checks are functions of catalogs (scripts/catalog/languages.ts):
 * the fixtures below show what each one reports.
 */

const CATALOGS: Readonly<Record<string, MessageTree>> = { fr, sw };

/**
 * Messages a translation rightly writes as English does: codes and names, and words French or
 * Swahili write alike. Each entry says which; anything else the same as English is untranslated.
 */
const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  'app.name', // the product's name
  'common.appName',
  'app.windowTitle', // the page's name, then the product's
  'ipc.app.name',
  'counter.review.backKey', // Esc: the key's own name on the keyboard
  'desktop.paper.a4', // a paper size
  'oversight.audit.csv.mac', // MAC: a code in the audit file's header
  'screening.page.col.checksum', // SHA-256: the digest's name
  'settings.transferRules.product.rtgs', // RTGS: the bank's name for the service, a code
  'settings.amounts.product.rtgs',
  'countries.name.KE', // Kenya and Rwanda are written so in French and Swahili
  'countries.name.RW',
];

/** French words that are English's too. */
const SAME_IN_FRENCH: readonly string[] = [
  ...SAME_IN_EVERY_LANGUAGE,
  'admin.bank.tab.test', // « Test »
  'formats.environment.title.test', // « TEST »
  'admin.bank.key.bitsOption', // « 2048 bits »
  'admin.operators.column.actions', // « Actions »
  'oversight.audit.group', // « Action »
  'oversight.audit.columns.action',
  'oversight.audit.csv.group',
  'app.page.auditorHome', // « Audit »
  'counter.frame.page.auditorHome',
  'oversight.home.auditor.title',
  'common.column.total', // « Total »
  'reports.field.total',
  'counter.frame.menu', // « Menu »
  'counter.receipt.label.description', // « Description »
  'fields.transfer.description',
  'reports.field.description',
  'fields.note', // « Note »
  'reports.field.note',
  'settings.requests.controls.note',
  'reports.field.section', // « Section »
  'environment.registrationSheet.row.service', // « Service »
  'reports.receipt.original', // « Original »
  'formats.duration.minutes', // « 5 minutes »
  'purposes.age.minutes',
  'ipc.withIncident', // « (Incident …) »
  'settings.amounts.bound.min', // « minimum », « maximum »
  'settings.amounts.bound.max',
  'amountWords.minor.KES', // « cinquante cents » for a shilling's or a dollar's hundredths
  'amountWords.minor.UGX',
  'amountWords.minor.TZS',
  'amountWords.minor.USD',
  'amountWords.minor.RWF', // « centimes » for a franc's
  'amountWords.minor.CDF',
  'countries.minorUnit.RWF', // « centime », « cent »
  'countries.minorUnit.USD',
];

/** Swahili words that are English's too. */
const SAME_IN_SWAHILI: readonly string[] = [
  ...SAME_IN_EVERY_LANGUAGE,
  'countries.name.UG', // Uganda, Tanzania, DRC: so in Swahili
  'countries.name.TZ',
  'countries.name.DRC',
  'admin.settings.calendar.datePlaceholder', // YYYY-MM-DD: the date's format as typed, a code
  'customer.block.dateHint',
];

describe('the language checks, on fixtures', () => {
  const english = {
    title: 'Transfers',
    sent: ({ amount, currency }: { amount: string; currency: string }) =>
      `${currency} ${amount} sent.`,
    count: ({ count }: { count: number }) => (count === 1 ? 'One transfer' : `${count} transfers`),
    section: { open: 'Open', closed: 'Closed' },
  } as const satisfies MessageTree;
  const french = {
    title: 'Virements',
    sent: ({ amount, currency }: { amount: string; currency: string }) =>
      `${amount} ${currency} envoyés.`,
    count: ({ count }: { count: number }) => (count === 1 ? 'Un virement' : `${count} virements`),
    section: { open: 'Ouvert', closed: 'Fermé' },
  } as const satisfies MessageTree;

  it('finds nothing in a complete translation', () => {
    expect(compareCatalogs(english, { fr: french }, { untranslated: true })).toEqual([]);
  });

  it('reports a key missing, with every message of a missing section, and a key English lacks', () => {
    const findings = compareCatalogs(english, {
      fr: { sent: french.sent, extra: 'Supplément', count: french.count },
    });
    expect(findings.map((f) => [f.key, f.problem])).toEqual([
      ['title', 'missing'],
      ['section.open', 'missing'],
      ['section.closed', 'missing'],
      ['extra', 'extra'],
    ]);
    expect(formatFindings(findings)[0]).toBe('fr title (missing): English has it; translate it.');
  });

  it('reports a dropped placeholder, a renamed one, and a sentence that should take values', () => {
    const findings = compareCatalogs(english, {
      fr: {
        ...french,
        // The currency is no longer said: a receipt would show an amount without its currency.
        sent: ({ amount }: { amount: string; currency: string }) => `${amount} envoyés.`,
        count: ({ total }: { total: number }) => `${total} virements`,
      },
      sw: { ...french, sent: 'Imetumwa.' },
    });
    expect(findings).toEqual([
      {
        language: 'fr',
        key: 'sent',
        problem: 'values',
        detail: 'Takes { amount }; English takes { amount, currency }.',
      },
      {
        language: 'fr',
        key: 'count',
        problem: 'values',
        detail: 'Takes { total }; English takes { count }.',
      },
      {
        language: 'sw',
        key: 'sent',
        problem: 'kind',
        detail: 'English has a function of values here.',
      },
    ]);
  });

  it('reports a value the translation takes but does not show', () => {
    const findings = compareCatalogs(english, {
      fr: {
        ...french,
        sent: ({ amount, currency }: { amount: string; currency: string }) =>
          `${amount} envoyés.${currency ? '' : ''}`,
      },
    });
    expect(findings).toEqual([
      expect.objectContaining({
        key: 'sent',
        problem: 'value-not-shown',
        detail: 'Does not show currency, which English shows.',
      }),
    ]);
  });

  it('reports messages left in English, apart from those allowed, only when asked', () => {
    const copy = { ...english, section: { open: 'Open', closed: 'Fermé' } };
    expect(compareCatalogs(english, { fr: copy })).toEqual([]);
    const findings = compareCatalogs(
      english,
      { fr: copy },
      { untranslated: true, sameAsEnglish: { fr: ['title'] } },
    );
    expect(findings.map((f) => `${f.key}: ${f.detail}`)).toEqual([
      'sent: Still English: "⟦1⟧ ⟦0⟧ sent.".',
      'count: Still English: "⟦0⟧ transfers".',
      'section.open: Still English: "Open".',
    ]);
  });

  it('reads the named values from a function message’s source', () => {
    expect(parameterNames(english.sent)).toEqual(['amount', 'currency']);
    expect(parameterNames(({ a = 'x', b }: { a?: string; b: string }) => a + b)).toEqual([
      'a',
      'b',
    ]);
    expect(parameterNames((() => 'none') as (values: never) => string)).toEqual([]);
  });

  it('asks a note of a one-word label, found on the message or a section that holds it', () => {
    const source = `export const area = {
      /** A column of the day's list. */
      state: 'State',
      /** The flags' two states. */
      status: { open: 'Open', closed: 'Closed' },
      kind: 'Kind',
      sentence: 'A sentence says what it is for.',
    };`;
    const area = {
      state: 'State',
      status: { open: 'Open', closed: 'Closed' },
      kind: 'Kind',
      sentence: 'A sentence says what it is for.',
    };
    const notes = notesOf(source);
    expect([...notes.get('area')!].sort()).toEqual(['state', 'status']);
    const sections: NotedSection[] = [{ value: area, noted: notes.get('area')! }];
    expect(keysWithoutNotes({ area }, sections)).toEqual(['area.kind']);
    expect(needsNote('Reset password')).toBe(false);
    expect(needsNote('RTGS')).toBe(true);
  });
});

describe('the shipped catalogs', () => {
  it('ship a catalog for every language the app offers', () => {
    expect(Object.keys({ en, ...CATALOGS }).sort()).toEqual([...LANGUAGES].sort());
  });

  it("hold every key of English and no other, each taking and showing English's values", () => {
    const findings = compareCatalogs(en as MessageTree, CATALOGS);
    expect(formatFindings(findings), 'Mend each message of shared/i18n/<language>.').toEqual([]);
  });

  it('leave nothing in English but the words each language writes alike', () => {
    const findings = compareCatalogs(en as MessageTree, CATALOGS, {
      untranslated: true,
      sameAsEnglish: { fr: SAME_IN_FRENCH, sw: SAME_IN_SWAHILI },
    });
    expect(formatFindings(findings), 'Translate these, or allow them above with why.').toEqual([]);
  });
});

describe("the renderer's word chunks in each language (D84)", () => {
  const ROLES = ['clerk', 'supervisor', 'admin', 'compliance', 'auditor'] as const;
  // As the renderer's build makes them (scripts/build/word-chunks.mjs), from one list.
  const chunk = async (path: string) =>
    (
      (await import(/* @vite-ignore */ `virtual:remit-desk-words/${path}`)) as {
        words: MessageTree;
      }
    ).words;

  it("hold, per role, the same messages as English's chunk of that role", async () => {
    for (const language of ['fr', 'sw']) {
      for (const role of ROLES) {
        const english = allKeys(await chunk(`en/${role}`));
        expect(allKeys(await chunk(`${language}/${role}`)), `${language}/${role}`).toEqual(english);
      }
    }
  });

  it("hold sign-in's areas, as the first chunk holds them in English", async () => {
    const english = Object.keys(await chunk('en/signIn')).sort();
    expect(english).toContain('signIn');
    for (const language of ['fr', 'sw']) {
      expect(Object.keys(await chunk(`${language}/signIn`)).sort(), language).toEqual(english);
    }
  });
});

describe("the translators' notes", () => {
  /** One-word labels written before the notes were asked for: the list may only shrink. */
  const baseline = JSON.parse(
    readFileSync('tests/shared/i18n/notes-baseline.json', 'utf8'),
  ) as string[];

  async function missingNotes(): Promise<string[]> {
    const sections: NotedSection[] = [];
    for (const file of catalogFiles('shared/i18n/en')) {
      const module = (await import(/* @vite-ignore */ `${process.cwd()}/${file.path}`)) as Record<
        string,
        MessageTree
      >;
      for (const [name, noted] of notesOf(file.source, file.path)) {
        if (module[name]) sections.push({ value: module[name], noted });
      }
    }
    return keysWithoutNotes(en as MessageTree, sections);
  }

  it('are on every one-word label of English, but those the baseline lists', async () => {
    const missing = await missingNotes();
    const unlisted = missing.filter((key) => !baseline.includes(key));
    expect(
      unlisted,
      'Write a JSDoc note on these messages (or their section) in shared/i18n/en: where the word stands and what it means.',
    ).toEqual([]);
    const noted = baseline.filter((key) => !missing.includes(key));
    expect(noted, 'These have their note now: take them out of notes-baseline.json.').toEqual([]);
  });
});
