import { onMounted, ref } from 'vue';

/**
 * Puts focus on a screen's heading when it opens, so a screen reader says where the person is and
 * the next Tab goes to the screen's first control, not back to the header. Bind the ref on the h1
 * (with tabindex="-1").
 */
export function useHeadingFocus() {
  const heading = ref<HTMLElement | null>(null);
  onMounted(() => heading.value?.focus());
  return heading;
}
