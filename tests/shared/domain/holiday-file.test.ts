import { describe, expect, it } from 'vitest';
import { mergeHolidays, parseHolidayFile } from '@shared/domain/holiday-file';
import { wordRef } from '@shared/i18n/catalog';

describe('a holiday file', () => {
  it('reads one date and name a line, skipping blank lines and # comments', () => {
    const text = [
      '\uFEFF# Kenya, public holidays 2027',
      '2027-01-01 New Year’s Day',
      '',
      '2027-06-01\tMadaraka Day',
      '2027-12-12   Jamhuri    Day  ',
    ].join('\r\n');
    expect(parseHolidayFile(text)).toEqual({
      ok: true,
      holidays: [
        { date: '2027-01-01', name: 'New Year’s Day' },
        { date: '2027-06-01', name: 'Madaraka Day' },
        { date: '2027-12-12', name: 'Jamhuri Day' },
      ],
    });
  });

  it('names every bad line by its number and what is wrong, and imports none of them', () => {
    const text = [
      '2027-01-01 New Year’s Day',
      '01/06/2027 Madaraka Day',
      '2027-02-30 Not a day',
      '2027-10-20',
      '2027-01-01 New Year again',
      '2027-10-10 Moi\u202e Day',
    ].join('\n');
    const parsed = parseHolidayFile(text);
    expect(parsed).toMatchObject({
      ok: false,
      problems: [
        {
          line: 2,
          message:
            'Line 2: "01/06/2027" is not a date written YYYY-MM-DD. Each line is a date, a space and the holiday\'s name, like 2026-12-25 Christmas Day.',
        },
        { line: 3, message: 'Line 3: 2027-02-30 is not a real day of the calendar.' },
        {
          line: 4,
          message:
            'Line 4: the holiday on 2027-10-20 has no name. Write it after the date, like 2027-10-20 Christmas Day.',
        },
        { line: 5, message: 'Line 5: 2027-01-01 is already on line 1. Keep one of them.' },
        {
          line: 6,
          message:
            'Line 6: the name of the holiday on 2027-10-10 contains a hidden character. Retype it.',
        },
      ],
    });
    // Each with its message, for the admin's window to word in their language (D65).
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems.map((p) => p.text.key)).toEqual([
      'calendar.file.notDate',
      'calendar.file.notReal',
      'calendar.file.noName',
      'calendar.file.twice',
      'calendar.file.hidden',
    ]);
    for (const problem of problems) expect(wordRef(problem.text)).toBe(problem.message);
    expect(wordRef(problems[1]!.text, 'fr')).toMatch(/^Ligne 3 : 2027-02-30 /);
  });

  it('refuses a file with no holidays, and one far too long to be a holiday list', () => {
    expect(parseHolidayFile('# nothing here\n\n')).toMatchObject({
      ok: false,
      problems: [{ line: 1, message: expect.stringMatching(/holds no holidays/) as string }],
    });
    expect(parseHolidayFile('2027-01-01 x\n'.repeat(1001))).toMatchObject({
      ok: false,
      problems: [{ line: 1001, message: expect.stringMatching(/more than 1000 lines/) as string }],
    });
    expect(parseHolidayFile(`2027-01-01 ${'x'.repeat(61)}`)).toMatchObject({
      ok: false,
      problems: [
        { line: 1, message: expect.stringMatching(/longer than 60 characters/) as string },
      ],
    });
  });

  it('adds to the list in date order, a date already there taking the file’s name', () => {
    const current = [
      { date: '2026-12-25', name: 'Christmas' },
      { date: '2027-06-01', name: 'Bank holiday' },
    ];
    expect(
      mergeHolidays(current, [
        { date: '2027-06-01', name: 'Madaraka Day' },
        { date: '2027-01-01', name: 'New Year’s Day' },
      ]),
    ).toEqual([
      { date: '2026-12-25', name: 'Christmas' },
      { date: '2027-01-01', name: 'New Year’s Day' },
      { date: '2027-06-01', name: 'Madaraka Day' },
    ]);
    expect(current[1]).toEqual({ date: '2027-06-01', name: 'Bank holiday' });
  });
});
