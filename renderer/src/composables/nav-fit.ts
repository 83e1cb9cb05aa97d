import { nextTick, onBeforeUnmount, onMounted, ref, watch } from 'vue';
import type { Ref } from 'vue';

/*
 * The header's links on one row (D58): as many as fit, in their order, and the rest behind a
 * "More" button. Widths are measured once per set of links, while all of them are shown, so a
 * window made wider brings links back without showing them all first.
 */

/** How many of the links, in order, fit in `available` px: all, or as many as leave room for the button. */
export function linksThatFit(
  widths: readonly number[],
  gap: number,
  available: number,
  buttonWidth: number,
): number {
  const rowOf = (count: number) =>
    widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (rowOf(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && rowOf(count) + gap + buttonWidth > available) count -= 1;
  return count;
}

/** Before the button has been drawn once: about the width of "More" with its padding. */
const BUTTON_WIDTH_GUESS = 96;

/**
 * `shown`: how many of `keys` (the links, in order) stand in the row; the others go behind the
 * button. `row` is the element the links may fill (its width does not depend on them); `list` the
 * one holding the shown links, each a child; `button` the More button when it is there.
 */
export function useNavFit(
  keys: () => readonly string[],
  row: Ref<HTMLElement | null>,
  list: Ref<HTMLElement | null>,
  button: Ref<HTMLElement | null>,
) {
  const shown = ref(keys().length);
  let widths: number[] = [];
  let gap = 0;
  let buttonWidth = BUTTON_WIDTH_GUESS;

  function measure(): void {
    const items = list.value ? [...list.value.children] : [];
    if (items.length !== keys().length) return;
    widths = items.map((item) => item.getBoundingClientRect().width);
    gap = parseFloat(getComputedStyle(list.value!).columnGap) || 0;
  }

  function fit(): void {
    if (!row.value) return;
    if (widths.length !== keys().length) measure();
    if (button.value) buttonWidth = button.value.getBoundingClientRect().width || buttonWidth;
    shown.value = linksThatFit(widths, gap, row.value.clientWidth, buttonWidth);
  }

  // A new set of links (another role signed in) is shown whole once, to be measured.
  watch(
    () => keys().join('\n'),
    async () => {
      widths = [];
      shown.value = keys().length;
      await nextTick();
      fit();
    },
  );
  // The button appears after the first fit: its own width may let one link fewer or more stand.
  watch(button, async (element) => {
    if (!element) return;
    await nextTick();
    fit();
  });

  let observer: ResizeObserver | null = null;
  onMounted(() => {
    // Absent where there is no layout (the renderer tests' DOM): every link stays in the row.
    if (typeof ResizeObserver === 'undefined') return;
    observer = new ResizeObserver(() => fit());
    watch(
      row,
      (element, before) => {
        if (before) observer?.unobserve(before);
        if (element) observer?.observe(element);
      },
      { immediate: true },
    );
  });
  onBeforeUnmount(() => observer?.disconnect());

  return { shown };
}
