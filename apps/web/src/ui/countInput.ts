/**
 * What makes a text input a count (a quantity, a par level): the number keypad on phones and whole
 * steps between `min` and `max`. Spread on the `<input>`; a form that adds its own checks still
 * reads the typed text, since a browser lets any text be typed.
 */
export function countInput(min: number, max: number) {
  return { type: 'number', inputMode: 'numeric', min, max, step: 1 } as const;
}
