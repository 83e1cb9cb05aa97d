/*
 * The references issued lately on this workstation, as the keychain keeps them beside the
 * reference high-water mark (D69). The journal lists every reference it committed, but a journal
 * restored from a backup lists none issued after the copy; the mark alone says only how far the
 * counter went, and counters follow the clock (D20), so the numbers in between cannot be guessed.
 * This list names them, so a restore can name each one for a supervisor to settle with the bank.
 *
 * One keychain entry (no chunks: written at every send, so one write), at most LIST_MAX_CHARS:
 *   `1 <floor> <ws>:<counter>,<step>,<step>… <ws>:<counter>,…`
 * - `floor`: the highest counter issued that the list no longer names (dropped for space, or
 *   issued before the list began), or `-` when it names every one issued since the first;
 * - one group per run of references of one workstation number: the first counter in decimal,
 *   then each next one as its step up from the one before, in base 36 (a step is a few
 *   characters, since counters count tenths of a second: some 300 references fit).
 */

/** One reference as issued: the workstation number it was made with and its counter (D20). */
export interface IssuedReference {
  workstation: number;
  counter: number;
}

export interface IssuedList {
  /** Every counter at or below it is not listed; null when none issued was ever left out. */
  floor: number | null;
  /** Oldest first, counters rising. */
  issued: IssuedReference[];
}

/** Under the keychain's single-entry size (keychain-records.ts ENTRY_MAX_BYTES), ASCII only. */
export const LIST_MAX_CHARS = 2000;
const VERSION = '1';
const GROUP = /^(\d{2}):(0|[1-9]\d{0,15})((?:,[0-9a-z]{1,11})*)$/;
const FLOOR = /^(-|0|[1-9]\d{0,15})$/;

/** The list with `reference` added, its oldest dropped (into the floor) until it fits. */
export function withIssued(
  list: IssuedList | null,
  reference: IssuedReference,
  markBefore: number | null,
): IssuedList {
  // A list begun now names nothing issued before: the mark so far is its floor.
  const base: IssuedList = list ?? { floor: markBefore, issued: [] };
  const issued = [...base.issued.filter((one) => one.counter < reference.counter), reference];
  let floor = base.floor;
  let next: IssuedList = { floor, issued };
  while (encodeIssued(next).length > LIST_MAX_CHARS && issued.length > 1) {
    floor = issued.shift()!.counter;
    next = { floor, issued };
  }
  return next;
}

export function encodeIssued(list: IssuedList): string {
  const groups: string[] = [];
  let previous: IssuedReference | null = null;
  for (const one of list.issued) {
    if (previous && previous.workstation === one.workstation) {
      groups[groups.length - 1] += `,${(one.counter - previous.counter).toString(36)}`;
    } else {
      groups.push(`${one.workstation}:${one.counter}`);
    }
    previous = one;
  }
  return [VERSION, list.floor === null ? '-' : String(list.floor), ...groups].join(' ');
}

/** The list read back, or null when the text is not one (a damaged entry). */
export function parseIssued(text: string): IssuedList | null {
  const [version, floorText, ...groups] = text.split(' ');
  if (version !== VERSION || floorText === undefined || !FLOOR.test(floorText)) return null;
  const floor = floorText === '-' ? null : Number(floorText);
  const issued: IssuedReference[] = [];
  for (const group of groups) {
    const found = GROUP.exec(group);
    if (!found) return null;
    const workstation = Number(found[1]);
    let counter = Number(found[2]);
    const last = issued.at(-1)?.counter ?? floor ?? -1;
    if (counter <= last) return null;
    issued.push({ workstation, counter });
    for (const step of found[3]!.split(',').slice(1)) {
      const up = parseInt(step, 36);
      if (!(up > 0)) return null;
      counter += up;
      issued.push({ workstation, counter });
    }
  }
  if (!issued.every((one) => Number.isSafeInteger(one.counter))) return null;
  return { floor, issued };
}
