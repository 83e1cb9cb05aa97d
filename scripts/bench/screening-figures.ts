import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DEFAULT_SCREENING } from '@shared/domain/screening';
import { matchRates } from '../../electron/main/screening/match-rates';
import { parseListFile } from '../../shared/list-files/parse-list';
import { buildScreeningIndex, screenParties } from '../../electron/main/screening/matcher';
import { percentile, type Measured } from './figures';
import { labelledPairs, listedNames } from './screening-pairs';
import { ofacXml, unXml, type FileEntry } from './screening-lists';

/*
 * D78's figures: the matcher's precision and recall on the labelled set at the default threshold,
 * one screening of a transfer (sender and recipient) against 20,000 listed entries, and the
 * import of full-size UN and OFAC files (generated in their shapes: the UN's about 1,000 entries,
 * OFAC's sdn.xml about 18,000 with their aliases), read, checked and made ready to keep
 * (checksum, gzip'd entries) as an import does.
 */

function entries(count: number, seed: number): FileEntry[] {
  return listedNames(count, seed).map((parts, n) => ({
    reference: `QDi.${n}`,
    kind: n % 9 === 0 ? 'entity' : 'individual',
    parts,
    aliases: n % 3 === 0 ? [[...parts].reverse().join(' ')] : [],
    ...(n % 2 === 0 ? { birth: `${1950 + (n % 50)}-0${1 + (n % 9)}-1${n % 10}` } : {}),
    ...(n % 5 === 0 ? { passport: `P${100000 + n}` } : {}),
  }));
}

function importMs(format: 'un-xml' | 'ofac-xml', source: string): number {
  const bytes = new TextEncoder().encode(source);
  const started = performance.now();
  const parsed = parseListFile(format, bytes);
  createHash('sha256').update(bytes).digest('hex');
  gzipSync(JSON.stringify(parsed.people));
  return performance.now() - started;
}

export function screeningFigures(): Measured[] {
  const rates = matchRates(labelledPairs(1200), DEFAULT_SCREENING.threshold);
  const rateDetail = {
    pairs: rates.pairs,
    precision: Number(rates.precision.toFixed(3)),
    recall: Number(rates.recall.toFixed(3)),
    threshold: DEFAULT_SCREENING.threshold,
  };

  const listed = entries(20_000, 11).map((entry) => ({
    listId: 'bench',
    entryId: entry.reference,
    kind: entry.kind,
    names: [entry.parts.join(' '), ...(entry.aliases ?? [])],
    datesOfBirth: entry.birth ? [entry.birth] : [],
    idNumbers: entry.passport ? [entry.passport] : [],
  }));
  const index = buildScreeningIndex(listed);
  const parties = labelledPairs(400, 99).map((pair) => pair.party);
  const times: number[] = [];
  for (let i = 0; i + 1 < parties.length; i += 2) {
    const started = performance.now();
    screenParties(
      index,
      [
        { role: 'sender', name: parties[i]!, idNumber: 'A0000000' },
        { role: 'recipient', name: parties[i + 1]! },
      ],
      DEFAULT_SCREENING.threshold,
    );
    times.push(performance.now() - started);
  }

  const un = unXml(entries(1_000, 3));
  const ofac = ofacXml(entries(18_000, 5));
  const unMs = importMs('un-xml', un);
  const ofacMs = importMs('ofac-xml', ofac);

  return [
    {
      id: 'screening-false-matches',
      value: (1 - rates.precision) * 100,
      note: `precision ${rateDetail.precision} on ${rates.pairs} labelled pairs`,
      detail: rateDetail,
    },
    {
      id: 'screening-missed',
      value: (1 - rates.recall) * 100,
      note: `recall ${rateDetail.recall} on ${rates.pairs} labelled pairs`,
      detail: rateDetail,
    },
    {
      id: 'screening-one',
      value: percentile(times, 95),
      detail: { p50: percentile(times, 50), screenings: times.length, entries: listed.length },
    },
    {
      id: 'list-import',
      value: unMs + ofacMs,
      detail: {
        unMs,
        ofacMs,
        unMb: Number((un.length / 1e6).toFixed(1)),
        ofacMb: Number((ofac.length / 1e6).toFixed(1)),
      },
    },
  ];
}
