import { describe, expect, it } from 'vitest';
import { linksThatFit } from '../../renderer/src/composables/nav-fit';

/* D58: the header's pages in one row, as many as fit in their order, the rest behind "More". */
describe('linksThatFit', () => {
  const widths = [100, 120, 80, 150];
  const gap = 10;
  // All four side by side: 450 px of links and three gaps.
  const whole = 450 + 3 * gap;

  it('keeps every link in the row when all of them fit, without a button', () => {
    expect(linksThatFit(widths, gap, whole, 90)).toBe(4);
    expect(linksThatFit(widths, gap, whole + 500, 90)).toBe(4);
  });

  it('leaves room for the button when one link is too many', () => {
    // One pixel short: the last link goes, and the first three stand only if the button fits too.
    expect(linksThatFit(widths, gap, whole - 1, 90)).toBe(3);
    // The first three (300 px and two gaps) and the button after a gap: 420 px.
    expect(linksThatFit(widths, gap, 420, 90)).toBe(3);
    expect(linksThatFit(widths, gap, 419, 90)).toBe(2);
  });

  it('keeps the order: a short link further on never jumps ahead of a long one', () => {
    // Room for the first and the button only, though the third link is shorter than the second.
    expect(linksThatFit(widths, gap, 100 + gap + 90 + 5, 90)).toBe(1);
  });

  it('puts every link behind the button when not even the first fits beside it', () => {
    expect(linksThatFit(widths, gap, 150, 90)).toBe(0);
    expect(linksThatFit([], gap, 0, 90)).toBe(0);
  });
});
